import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { AppError } from '@arena/schemas';
import { writeLimit } from '../responsible/store';
import { type TestDatabase, openTestDatabase } from '../testing/test-database';
import { signInUser } from '../users/users';
import { Ledger } from './ledger';

let db: TestDatabase;
let ledger: Ledger;
beforeAll(async () => {
  db = await openTestDatabase();
  ledger = new Ledger(db.orm);
});
afterAll(() => db.close());

it(
  '100 concurrent bets on one account: never negative, exactly the affordable ones pass',
  { timeout: 120_000 },
  async () => {
    const { userId } = await ledger.transaction((tx) =>
      signInUser(tx, { subject: `dev:${randomUUID()}`, name: 'racer', agreeTos: true }),
    );
    await ledger.deposit({ userId, amountCents: 5000, key: 'race-funds' });
    const stake = 73;
    const results = await Promise.allSettled(
      Array.from({ length: 100 }, () =>
        ledger.placeBet({
          betId: randomUUID(),
          userId,
          game: 'plinko',
          roundId: 'r',
          source: 'REAL',
          amountCents: stake,
        }),
      ),
    );
    const accepted = results.filter((r) => r.status === 'fulfilled').length;
    const refusals = results.flatMap((r) => (r.status === 'rejected' ? [r.reason] : []));
    expect(accepted).toBe(Math.floor(5000 / stake));
    expect(refusals.every((e) => e instanceof AppError && e.key === 'USER.LOW_BALANCE')).toBe(true);
    expect(await ledger.balances(userId)).toEqual({ realCents: 5000 - accepted * stake, bonusCents: 0 });
    await ledger.assertInvariants();
  },
);

it('the same bet settled by many callers at once pays exactly once', { timeout: 60_000 }, async () => {
  const { userId } = await ledger.transaction((tx) =>
    signInUser(tx, { subject: `dev:${randomUUID()}`, name: 'twin', agreeTos: true }),
  );
  await ledger.deposit({ userId, amountCents: 1000, key: 'twin-funds' });
  const betId = randomUUID();
  await ledger.placeBet({ betId, userId, game: 'plinko', roundId: 'r', source: 'REAL', amountCents: 1000 });
  const outcomes = await Promise.allSettled([
    ...Array.from({ length: 10 }, () => ledger.settleBet(betId, 2500)),
    ...Array.from({ length: 10 }, () => ledger.refundBet(betId)),
  ]);
  const settled = outcomes.filter((o) => o.status === 'fulfilled' && o.value.status === 'SETTLED').length;
  const refunded = outcomes.filter((o) => o.status === 'fulfilled' && o.value.status === 'REFUNDED').length;
  // One ending wins; repeats of that same ending replay it; the other kind is refused.
  expect(settled === 0 || refunded === 0).toBe(true);
  expect(settled + refunded).toBeGreaterThan(0);
  const balance = (await ledger.balances(userId)).realCents;
  expect(balance).toBe(settled > 0 ? 2500 : 1000);
  await ledger.assertInvariants();
});

it(
  'concurrent bets of one player under a wager limit: each counts the ones before it, exactly the allowed ones pass',
  { timeout: 60_000 },
  async () => {
    const { userId } = await ledger.transaction((tx) =>
      signInUser(tx, { subject: `dev:${randomUUID()}`, name: 'limited', agreeTos: true }),
    );
    await ledger.deposit({ userId, amountCents: 100_00, key: 'limited-funds' });
    await ledger.transaction((tx) =>
      writeLimit(tx, userId, { kind: 'wager', period: 'day', cents: 10_00, pendingCents: null, pendingAt: null }),
    );
    // The limit's usage is read in a statement after the player's row lock: a bet waiting on that lock sees the bets before it.
    const results = await Promise.allSettled(
      Array.from({ length: 30 }, () =>
        ledger.placeBet({
          betId: randomUUID(),
          userId,
          game: 'plinko',
          roundId: 'r',
          source: 'REAL',
          amountCents: 1_00,
        }),
      ),
    );
    const refusals = results.flatMap((r) => (r.status === 'rejected' ? [r.reason] : []));
    expect(results.length - refusals.length).toBe(10);
    expect(refusals.every((e) => e instanceof AppError && e.key === 'RESPONSIBLE.WAGER_LIMIT')).toBe(true);
    expect(await ledger.balances(userId)).toEqual({ realCents: 90_00, bonusCents: 0 });
    await ledger.assertInvariants();
  },
);
