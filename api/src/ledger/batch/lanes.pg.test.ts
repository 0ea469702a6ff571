import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SqlEntityManager } from '@mikro-orm/sql';
import { queryRows } from '../../db/sql';
import { type TestDatabase, openTestDatabase } from '../../testing/test-database';
import { signInUser } from '../../users/users';
import { Ledger } from '../ledger';

/**
 * Two batches in flight on Postgres (group-commit.ts `lanes`; Postgres only: vitest.config.ts runs *.pg.test.ts with
 * TEST_DATABASE_URL). Batches of 50: the first goes to lane 0 and the second starts at once in lane 1, each lane's bets
 * in its own escrow shards (lane 0 the even ones, lane 1 the odd ones).
 */
let db: TestDatabase;
let ledger: Ledger;
const em = () => db.orm.em.fork() as SqlEntityManager;

beforeAll(async () => {
  db = await openTestDatabase();
  ledger = new Ledger(db.orm, { windowMs: 20, maxBatch: 50, lanes: 2 });
});
afterAll(async () => {
  await ledger.assertInvariants();
  await db.close();
});

async function player(realCents: number): Promise<string> {
  const { userId } = await ledger.transaction((tx) =>
    signInUser(tx, { subject: `dev:${randomUUID()}`, name: 'p', agreeTos: true }),
  );
  await ledger.deposit({ userId, amountCents: realCents, key: randomUUID() });
  return userId;
}
const bet = (userId: string, amountCents: number) => ({
  betId: randomUUID(),
  userId,
  game: 'crash' as const,
  roundId: 'round-1',
  source: 'REAL' as const,
  amountCents,
});

async function shardsOf(betIds: string[]): Promise<number[]> {
  const rows = await queryRows<{ id: string; escrow_shard: number }>(
    em(),
    `select id, escrow_shard from bets where id = any(?::uuid[])`,
    [`{${betIds.join(',')}}`],
  );
  const byId = new Map(rows.map((r) => [r.id, Number(r.escrow_shard)]));
  return betIds.map((id) => byId.get(id)!);
}

describe('group commit in two lanes', () => {
  it('places 200 bets as batches two at a time, each lane in its own escrow shards, each debited once', async () => {
    const players = await Promise.all(Array.from({ length: 200 }, () => player(10_00)));
    const bets = players.map((userId, i) => bet(userId, 1_00 + i));
    const results = await Promise.allSettled(bets.map((b) => ledger.placeBet(b)));
    expect(results.every((r) => r.status === 'fulfilled')).toBe(true);

    const shards = await shardsOf(bets.map((b) => b.betId));
    // The second batch took lane 1 while the first still held lane 0.
    expect(shards.slice(0, 50).every((s) => s % 2 === 0)).toBe(true);
    expect(shards.slice(50, 100).every((s) => s % 2 === 1)).toBe(true);
    expect(new Set(shards).size).toBeGreaterThan(8);
    for (const [i, userId] of players.entries())
      expect((await ledger.balances(userId)).realCents).toBe(10_00 - (1_00 + i));
    await ledger.assertInvariants();

    // Endings in both lanes at once, each bet's shards whichever lane placed it; every bet's ending sent twice, in
    // different batches: each ends once, the second answer is the first's.
    const endings = bets.map((b, i) => () => ledger.settleBet(b.betId, i % 2 === 0 ? 0 : b.amountCents * 2));
    const ended = await Promise.allSettled([...endings, ...endings].map((end) => end()));
    expect(ended.every((r) => r.status === 'fulfilled')).toBe(true);
    const settles = await queryRows<{ bet_id: string; n: string }>(
      em(),
      `select bet_id, count(*) as n from ledger_transfers where operation = 'BET_SETTLE' and bet_id = any(?::uuid[])
       group by bet_id`,
      [`{${bets.map((b) => b.betId).join(',')}}`],
    );
    expect(settles).toHaveLength(200);
    expect(settles.every((row) => Number(row.n) === 1)).toBe(true);
    for (const [i, userId] of players.entries()) {
      const stake = 1_00 + i;
      expect((await ledger.balances(userId)).realCents).toBe(i % 2 === 0 ? 10_00 - stake : 10_00 + stake);
    }
    await ledger.assertInvariants();
  });

  it('serves one player in both lanes one after the other, never on a balance the other lane spent', async () => {
    const userId = await player(50_00);
    // 60 bets of $1 by one player: batches of 50 and 10 in two lanes, both holding this player's row in turn.
    const bets = Array.from({ length: 60 }, () => bet(userId, 1_00));
    const results = await Promise.allSettled(bets.map((b) => ledger.placeBet(b)));
    const accepted = results.filter((r) => r.status === 'fulfilled').length;
    const refused = results.filter(
      (r) => r.status === 'rejected' && (r.reason as { key?: string }).key === 'USER.LOW_BALANCE',
    ).length;
    expect(accepted).toBe(50);
    expect(refused).toBe(10);
    expect((await ledger.balances(userId)).realCents).toBe(0);
    await ledger.assertInvariants();
  });
});
