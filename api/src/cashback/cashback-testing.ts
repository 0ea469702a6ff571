import { randomUUID } from 'node:crypto';
import type { SqlEntityManager } from '@mikro-orm/sql';
import { expect } from 'vitest';
import { CASHBACK_RULES, type CashbackAnswer, cashbackWeekOf, cashbackWeekStart, type BetGameId } from '@arena/schemas';
import type { BetSource } from '../ledger/types';
import type { TestPlatform } from '../testing/test-platform';
import { setBetTimesForTest, setTransferTimeForTest } from '../ledger/queries/bet-times-testing';

export type Inject = Awaited<ReturnType<TestPlatform['app']['inject']>>;

const WEEK = CASHBACK_RULES.periodMs;
/** W(n): the start of the n-th of a run of whole weeks in the past (W(0) is 12 weeks before the current one). */
export const W = (n: number) => cashbackWeekStart(cashbackWeekOf(Date.now()) - 12) + n * WEEK;
/** Monday 12:00 UTC after week W(n): when it becomes claimable. */
export const PAYDAY = (n: number) => W(n + 1) + CASHBACK_RULES.payoutDelayMs;
export const DAY = 24 * 3_600_000;

/** The refusal's status and key; fails the test on a success or a 5xx. */
export function refusal(response: Inject): { status: number; key: string } {
  if (response.statusCode < 400 || response.statusCode >= 500)
    throw new Error(`expected a refusal, got ${response.statusCode}: ${response.body}`);
  return { status: response.statusCode, key: (response.json() as { error: { key: string } }).error.key };
}

/** Inject and ledger helpers bound to one test platform; every "at" backdates the rows to that moment. */
export function cashbackCalls(platform: TestPlatform) {
  const em = () => platform.services.orm.em.fork() as SqlEntityManager;
  const headers = (auth: string) => ({ authorization: auth });
  return {
    em,
    summary: async (auth: string): Promise<CashbackAnswer> => {
      const response = await platform.app.inject({ method: 'GET', url: '/api/cashback', headers: headers(auth) });
      expect(response.statusCode, response.body).toBe(200);
      return response.json();
    },
    claim: (auth: string, id: number | string) =>
      platform.app.inject({ method: 'POST', url: `/api/cashback/${id}/claim`, headers: headers(auth) }),
    depositAt: async (userId: string, cents: number, atMs: number) => {
      const { transferId } = await platform.services.ledger.deposit({ userId, amountCents: cents, key: randomUUID() });
      await setTransferTimeForTest(em(), transferId, new Date(atMs));
    },
    /** A bet placed at `atMs` and ended (settled with `payoutCents`, or refunded) at `endMs` (default a minute later). */
    betAt: async (
      userId: string,
      atMs: number,
      stakeCents: number,
      end: { payoutCents: number } | 'refund',
      options: { source?: BetSource; game?: BetGameId; endMs?: number } = {},
    ) => {
      const betId = randomUUID();
      const { ledger } = platform.services;
      await ledger.placeBet({
        betId,
        userId,
        game: options.game ?? 'mines',
        roundId: betId,
        source: options.source ?? 'REAL',
        amountCents: stakeCents,
      });
      if (end === 'refund') await ledger.refundBet(betId);
      else await ledger.settleBet(betId, end.payoutCents);
      await setBetTimesForTest(em(), betId, {
        createdAt: new Date(atMs),
        endedAt: new Date(options.endMs ?? atMs + 60_000),
      });
    },
    balances: (userId: string) => platform.services.ledger.balances(userId),
    cachedLevel: async (auth: string): Promise<number> => {
      const response = await platform.app.inject({ method: 'GET', url: '/api/users/current', headers: headers(auth) });
      return (response.json() as { userCashbackLevel: number }).userCashbackLevel;
    },
  };
}
