import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { SqlEntityManager } from '@mikro-orm/sql';
import { queryRows } from '../db/sql';
import { type TestDatabase, openTestDatabase } from '../testing/test-database';
import { signInUser } from '../users/users';
import { escrowShardOf } from './bets';
import { Ledger } from './ledger';
import { SYSTEM_ACCOUNT_SHARDS } from './types';

let db: TestDatabase;
let ledger: Ledger;
const em = () => db.orm.em.fork() as SqlEntityManager;

beforeAll(async () => {
  db = await openTestDatabase();
  ledger = new Ledger(db.orm);
});
afterAll(async () => {
  await ledger.assertInvariants();
  await db.close();
});

const systemBalances = (kind: string) =>
  queryRows<{ shard: number; balance: string }>(
    em(),
    `select shard, balance from accounts where kind = ? and user_id is null order by shard`,
    [kind],
  );

it('keeps each house account as 16 rows and each bet stake in the escrow shard recorded on the bet', async () => {
  for (const kind of ['HOUSE', 'WORLD', 'BET_ESCROW'])
    expect((await systemBalances(kind)).map((r) => Number(r.shard))).toEqual([...Array(SYSTEM_ACCOUNT_SHARDS).keys()]);

  const { userId } = await ledger.transaction((tx) =>
    signInUser(tx, { subject: `dev:${randomUUID()}`, name: 'p', agreeTos: true }),
  );
  await ledger.deposit({ userId, amountCents: 100_00, key: `seed-${userId}` });
  const bets = [];
  for (let i = 1; i <= 24; i++)
    bets.push(
      await ledger.placeBet({
        betId: randomUUID(),
        userId,
        game: 'plinko',
        roundId: 'r',
        source: 'REAL',
        amountCents: i,
      }),
    );

  const stored = await queryRows<{ id: string; escrow_shard: number }>(
    em(),
    `select id, escrow_shard from bets where user_id = ?`,
    [userId],
  );
  for (const row of stored) expect(Number(row.escrow_shard)).toBe(escrowShardOf(row.id));
  const escrow = await systemBalances('BET_ESCROW');
  const expected = new Map<number, number>();
  for (const bet of bets)
    expected.set(escrowShardOf(bet.id), (expected.get(escrowShardOf(bet.id)) ?? 0) + bet.stakeCents);
  for (const row of escrow) expect(Number(row.balance)).toBe(expected.get(Number(row.shard)) ?? 0);
  // 24 bets over 16 shards: the stakes are spread, not queued on one row.
  expect(escrow.filter((r) => Number(r.balance) > 0).length).toBeGreaterThan(4);
  await ledger.assertInvariants();

  // Settling and refunding debit the very shard each stake went to: every escrow row ends at zero.
  for (const [i, bet] of bets.entries()) {
    if (i % 2 === 0) await ledger.settleBet(bet.id, i % 4 === 0 ? bet.stakeCents * 2 : 0);
    else await ledger.refundBet(bet.id);
  }
  expect((await systemBalances('BET_ESCROW')).every((r) => Number(r.balance) === 0)).toBe(true);
  // The house side of those settlements landed on more than one HOUSE row, and the rows add up to the house result.
  const house = await systemBalances('HOUSE');
  expect(house.filter((r) => Number(r.balance) !== 0).length).toBeGreaterThan(1);
  const won = bets.filter((_, i) => i % 4 === 0).reduce((sum, b) => sum + b.stakeCents, 0);
  const lost = bets.filter((_, i) => i % 2 === 0 && i % 4 !== 0).reduce((sum, b) => sum + b.stakeCents, 0);
  expect(house.reduce((sum, r) => sum + Number(r.balance), 0)).toBe(lost - won);
  expect((await ledger.balances(userId)).realCents).toBe(100_00 - lost + won);
});
