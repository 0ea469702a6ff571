import type { SqlEntityManager } from '@mikro-orm/sql';
import { expect } from 'vitest';
import type { BonusStatusAnswer, CaptchaChallengeAnswer, SandboxSteamAccountBody } from '@arena/schemas';
import { queryRows } from '../db/sql';
import type { TestPlatform } from '../testing/test-platform';
import { ENTRY_FACTS, TRANSFER_FACTS } from '../db/ledger-facts';

export type Inject = Awaited<ReturnType<TestPlatform['app']['inject']>>;

/** Solves a sandbox question ("7 + 12", "4 × 6") the way a person would. */
export function solveCaptcha(question: string): string {
  const match = /^(\d+) ([+×]) (\d+)$/.exec(question);
  if (!match) throw new Error(`not a sandbox question: ${question}`);
  const [a, b] = [Number(match[1]), Number(match[3])];
  return String(match[2] === '+' ? a + b : a * b);
}

/** Inject helpers bound to one test platform. */
export function bonusCalls(platform: TestPlatform) {
  const headers = (auth?: string) => (auth ? { authorization: auth } : {});
  const post = (url: string, auth?: string, payload?: object) =>
    platform.app.inject({ method: 'POST', url, headers: headers(auth), payload });
  const captcha = async (auth: string): Promise<CaptchaChallengeAnswer> => {
    const response = await post('/api/bonus/daily/captcha', auth);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };
  return {
    status: async (auth: string): Promise<BonusStatusAnswer> => {
      const response = await platform.app.inject({ method: 'GET', url: '/api/bonus/status', headers: headers(auth) });
      expect(response.statusCode, response.body).toBe(200);
      return response.json();
    },
    captcha,
    captchaCall: (auth?: string) => post('/api/bonus/daily/captcha', auth),
    claimDaily: (auth: string | undefined, token: string, answer: string) =>
      post('/api/bonus/daily/claim', auth, { token, answer }),
    /** A fresh challenge, solved and sent. */
    solveAndClaim: async (auth: string) => {
      const challenge = await captcha(auth);
      return post('/api/bonus/daily/claim', auth, { token: challenge.token, answer: solveCaptcha(challenge.question) });
    },
    spin: (auth?: string) => post('/api/bonus/wheel/spin', auth),
    claimFan: (auth?: string) => post('/api/bonus/fan/claim', auth),
    avatars: (method: 'GET' | 'POST' | 'DELETE', auth: string, url?: string) =>
      platform.app.inject({
        method,
        url: '/api/admin/bonus/fan-avatars',
        headers: headers(auth),
        payload: url === undefined ? undefined : { url },
      }),
    setFacts: async (auth: string, facts: SandboxSteamAccountBody) => {
      const response = await platform.app.inject({
        method: 'PUT',
        url: '/api/dev/steam-account',
        headers: headers(auth),
        payload: facts,
      });
      expect(response.statusCode, response.body).toBe(200);
    },
    bonusCents: async (userId: string) => (await platform.services.ledger.balances(userId)).bonusCents,
    /** The user's BONUS_<KIND> transfers: key and amount credited to the bonus balance. */
    transfers: (userId: string, operation: string) =>
      queryRows<{ idempotency_key: string; amount: number | string }>(
        platform.services.orm.em.fork() as SqlEntityManager,
        `select t.idempotency_key, e.amount from ${TRANSFER_FACTS} t
           join ${ENTRY_FACTS} e on e.transfer_id = t.id and e.kind = 'USER_BONUS' and e.user_id = t.user_id
          where t.user_id = ? and t.operation = ? order by t.id`,
        [userId, operation],
      ).then((rows) => rows.map((r) => [r.idempotency_key, Number(r.amount)])),
  };
}

/** The refusal's key and args; fails the test on a success or a 5xx. */
export function refusal(response: Inject): { status: number; key: string; args: unknown[] } {
  if (response.statusCode < 400 || response.statusCode >= 500)
    throw new Error(`expected a refusal, got ${response.statusCode}: ${response.body}`);
  const { error } = response.json() as { error: { key: string; args: unknown[] } };
  return { status: response.statusCode, key: error.key, args: error.args };
}
