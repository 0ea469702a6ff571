import type { SqlEntityManager } from '@mikro-orm/sql';
import { expect } from 'vitest';
import type {
  GiveawayDetailAnswer,
  GiveawayListAnswer,
  GiveawaySummary,
  GiveawayType,
  SandboxSteamAccountBody,
} from '@arena/schemas';
import type { TestPlatform } from '../testing/test-platform';

export type Inject = Awaited<ReturnType<TestPlatform['app']['inject']>>;

/** Inject helpers bound to one test platform. */
export function giveawayCalls(platform: TestPlatform) {
  const headers = (auth?: string) => (auth ? { authorization: auth } : {});
  const list = async (auth?: string): Promise<GiveawayListAnswer> => {
    const response = await platform.app.inject({ method: 'GET', url: '/api/giveaways', headers: headers(auth) });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };
  return {
    list,
    current: async (type: GiveawayType, auth?: string): Promise<GiveawaySummary> =>
      (await list(auth)).current.find((g) => g.type === type)!,
    detail: async (id: number | string, auth?: string): Promise<GiveawayDetailAnswer> => {
      const response = await platform.app.inject({
        method: 'GET',
        url: `/api/giveaways/${id}`,
        headers: headers(auth),
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json();
    },
    join: (id: number | string, auth?: string) =>
      platform.app.inject({ method: 'POST', url: `/api/giveaways/${id}/join`, headers: headers(auth) }),
    setFacts: async (auth: string, facts: SandboxSteamAccountBody) => {
      const response = await platform.app.inject({
        method: 'PUT',
        url: '/api/dev/steam-account',
        headers: headers(auth),
        payload: facts,
      });
      expect(response.statusCode, response.body).toBe(200);
    },
    em: () => platform.services.orm.em.fork() as SqlEntityManager,
  };
}

/** The refusal's key and args; fails the test on a success or a 5xx. */
export function refusal(response: Inject): { status: number; key: string; args: unknown[] } {
  if (response.statusCode < 400 || response.statusCode >= 500)
    throw new Error(`expected a refusal, got ${response.statusCode}: ${response.body}`);
  const { error } = response.json() as { error: { key: string; args: unknown[] } };
  return { status: response.statusCode, key: error.key, args: error.args };
}
