import { randomUUID } from 'node:crypto';
import type { SqlEntityManager } from '@mikro-orm/sql';
import { expect } from 'vitest';
import type { ReferralAnswer, BetGameId } from '@arena/schemas';
import type { BetSource } from '../ledger/types';
import type { TestPlatform } from '../testing/test-platform';

export type Inject = Awaited<ReturnType<TestPlatform['app']['inject']>>;
export interface Player {
  auth: string;
  id: string;
  code: string;
}

/** The refusal's status and key; fails the test on a success or a 5xx. */
export function refusal(response: Inject): { status: number; key: string } {
  if (response.statusCode < 400 || response.statusCode >= 500)
    throw new Error(`expected a refusal, got ${response.statusCode}: ${response.body}`);
  return { status: response.statusCode, key: (response.json() as { error: { key: string } }).error.key };
}

/** Inject helpers bound to one test platform. */
export function referralCalls(platform: TestPlatform) {
  const headers = (auth?: string) => (auth ? { authorization: auth } : {});
  const em = () => platform.services.orm.em.fork() as SqlEntityManager;
  const summary = async (auth: string): Promise<ReferralAnswer> => {
    const response = await platform.app.inject({ method: 'GET', url: '/api/referral', headers: headers(auth) });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };
  return {
    em,
    summary,
    player: async (name: string): Promise<Player> => {
      const { auth, id } = await platform.signInPlayer(name);
      return { auth, id, code: (await summary(auth)).code };
    },
    claim: (auth: string, code: string, options: { ip?: string; device?: string } = {}) =>
      platform.app.inject({
        method: 'POST',
        url: '/api/referral/claim',
        headers: headers(auth),
        payload: { code, ...(options.device ? { device: options.device } : {}) },
        remoteAddress: options.ip ?? '127.0.0.1',
      }),
    seen: (auth: string, options: { ip?: string; device?: string } = {}) =>
      platform.app.inject({
        method: 'POST',
        url: '/api/referral/seen',
        headers: headers(auth),
        payload: options.device ? { device: options.device } : {},
        remoteAddress: options.ip ?? '127.0.0.1',
      }),
    get: (url: string, auth?: string) => platform.app.inject({ method: 'GET', url, headers: headers(auth) }),
    deposit: (userId: string, amountCents: number) =>
      platform.services.ledger.deposit({ userId, amountCents, key: randomUUID() }),
    /** A bet of `stakeCents` ended as asked; its id. */
    bet: async (
      userId: string,
      stakeCents: number,
      end: { payoutCents: number } | 'refund',
      source: BetSource = 'REAL',
      game: BetGameId = 'mines',
    ) => {
      const betId = randomUUID();
      await platform.services.ledger.placeBet({ betId, userId, game, roundId: betId, source, amountCents: stakeCents });
      if (end === 'refund') await platform.services.ledger.refundBet(betId);
      else await platform.services.ledger.settleBet(betId, end.payoutCents);
      return betId;
    },
    balances: (userId: string) => platform.services.ledger.balances(userId),
  };
}
