import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SqlEntityManager } from '@mikro-orm/sql';
import { queryOne, queryRows } from '../../db/sql';
import { writeLimit } from '../../responsible/store';
import { type TestDatabase, openTestDatabase } from '../../testing/test-database';
import { signInUser } from '../../users/users';
import { Ledger } from '../ledger';
import { systemAccountId } from '../postings';
import type { Accepted } from './batch-decide';
import { BatchRaced, claimAll, writeAll } from './batch-writes';
import { BatchCrashed } from './group-commit';

let db: TestDatabase;
let ledger: Ledger;
let sent: string[] | null = null;
let crashNext = false;
const em = () => db.orm.em.fork() as SqlEntityManager;

beforeAll(async () => {
  db = await openTestDatabase();
  // A wide window, so that every call made in one tick is one batch whatever the machine's load.
  ledger = new Ledger(db.orm, { windowMs: 20, crashBeforeCommit: () => crashNext });
  const connection = db.orm.em.getDriver().getConnection();
  const execute = connection.execute.bind(connection);
  connection.execute = ((query: string, ...rest: unknown[]) => {
    sent?.push(String(query));
    return (execute as (...args: unknown[]) => unknown)(query, ...rest);
  }) as typeof connection.execute;
});
afterAll(async () => {
  await ledger.assertInvariants();
  await db.close();
});

/** The statements `work` sent (BEGIN and COMMIT are not counted, as in statements.test.ts) and its settled answers. */
async function counted<T>(
  work: () => Promise<T>[],
): Promise<{ statements: string[]; results: PromiseSettledResult<T>[] }> {
  sent = [];
  const statements = sent;
  try {
    return { statements, results: await Promise.allSettled(work()) };
  } finally {
    sent = null;
  }
}
const keyOf = (result: PromiseSettledResult<unknown>) =>
  result.status === 'fulfilled' ? 'accepted' : ((result.reason as { key?: string }).key ?? String(result.reason));

async function player(realCents: number, bonusCents = 0): Promise<string> {
  const { userId } = await ledger.transaction((tx) =>
    signInUser(tx, { subject: `dev:${randomUUID()}`, name: 'p', agreeTos: true }),
  );
  if (realCents > 0) await ledger.deposit({ userId, amountCents: realCents, key: randomUUID() });
  if (bonusCents > 0) await ledger.deposit({ userId, amountCents: bonusCents, key: randomUUID(), bonus: true });
  return userId;
}
const bet = (userId: string, amountCents: number, source: 'REAL' | 'BONUS' = 'REAL') => ({
  betId: randomUUID(),
  userId,
  game: 'plinko' as const,
  roundId: 'r',
  source,
  amountCents,
});

describe('group commit', () => {
  it('places a full batch of 100 bets in fewer statements than bets, each debited once', async () => {
    const players = await Promise.all(Array.from({ length: 100 }, () => player(10_00)));
    const bets = players.map((userId, i) => bet(userId, 1_00 + i));
    const { statements, results } = await counted(() => bets.map((b) => ledger.placeBet(b)));
    expect(results.map(keyOf)).toEqual(bets.map(() => 'accepted'));
    // Lock players, read everything, claim all, write all (the house rows' ids are cached after the first batch).
    expect(statements.length).toBeLessThanOrEqual(5);
    expect(statements.length / bets.length).toBeLessThanOrEqual(1);
    for (const [i, userId] of players.entries())
      expect((await ledger.balances(userId)).realCents).toBe(10_00 - (1_00 + i));

    const ended = await counted(() =>
      bets.map((b, i) =>
        i % 3 === 0 ? ledger.refundBet(b.betId) : ledger.settleBet(b.betId, i % 2 === 0 ? 0 : b.amountCents * 2),
      ),
    );
    expect(ended.results.map(keyOf)).toEqual(bets.map(() => 'accepted'));
    expect(ended.statements.length).toBeLessThanOrEqual(6);
    for (const [i, userId] of players.entries()) {
      const stake = 1_00 + i;
      const expected = i % 3 === 0 ? 10_00 : i % 2 === 0 ? 10_00 - stake : 10_00 + stake;
      expect((await ledger.balances(userId)).realCents).toBe(expected);
    }
    await ledger.assertInvariants();
  });

  it('refuses inside a batch each on its own key, never on money an earlier bet of the batch spent', async () => {
    const rich = await player(10_00);
    const limited = await player(100_00);
    await em().execute(`update users set bet_limit_cents = ? where id = ?`, [5_00, limited], 'run');
    const capped = await player(100_00);
    await ledger.transaction((tx) =>
      writeLimit(tx, capped, { kind: 'wager', period: 'day', cents: 10_00, pendingCents: null, pendingAt: null }),
    );
    const other = await player(10_00);
    const first = bet(rich, 6_00);
    const taken = bet(other, 1_00);
    const ops = [
      first,
      bet(rich, 6_00), // only 4.00 left after the first
      bet(rich, 4_00), // fits exactly
      { ...first }, // the same key and payload: the first one's answer
      { ...first, amountCents: 5_00 }, // the same key, another payload
      bet(limited, 5_01),
      bet(limited, 0),
      bet(capped, 7_00),
      bet(capped, 4_00), // 7.00 + 4.00 over the 10.00 wager limit, counting the batch's own bet
      bet(capped, 3_00),
      taken,
      { ...taken, userId: rich }, // another player's key space, but the bet id is taken in this batch
      bet(other, 1_00, 'BONUS'), // no bonus balance (and a player whose checks read no limits beside one whose do)
    ];
    const { statements, results } = await counted(() => ops.map((o) => ledger.placeBet(o)));
    expect(results.map(keyOf)).toEqual([
      'accepted',
      'USER.LOW_BALANCE',
      'accepted',
      'accepted',
      'GLOBAL.IDEMPOTENCY_CONFLICT',
      'BET.MAX_LIMIT',
      'BET.AMOUNT_LOW',
      'accepted',
      'RESPONSIBLE.WAGER_LIMIT',
      'accepted',
      'accepted',
      'GLOBAL.IDEMPOTENCY_CONFLICT',
      'USER.LOW_BALANCE',
    ]);
    expect(statements.length).toBeLessThanOrEqual(5);
    expect((results[3] as PromiseFulfilledResult<{ id: string }>).value.id).toBe(first.betId);
    expect(await ledger.balances(rich)).toEqual({ realCents: 0, bonusCents: 0 });
    expect((await ledger.balances(capped)).realCents).toBe(90_00);
    expect((await ledger.balances(limited)).realCents).toBe(100_00);

    // Across batches: the same key is the same answer, another payload a conflict, and nothing moves twice.
    const again = await counted(() => [
      ledger.placeBet(first),
      ledger.placeBet({ ...first, amountCents: 1 }),
      ledger.placeBet(bet(rich, 1)),
    ]);
    expect(again.results.map(keyOf)).toEqual(['accepted', 'GLOBAL.IDEMPOTENCY_CONFLICT', 'USER.LOW_BALANCE']);
    expect((await queryRows(em(), `select id from bets where user_id = ?`, [rich])).length).toBe(2);
    await ledger.assertInvariants();
  });

  it('ends each bet exactly once inside a batch, and hands skin-free special cases to the one-bet path', async () => {
    const userId = await player(50_00, 20_00);
    const a = bet(userId, 10_00);
    const b = bet(userId, 5_00);
    const bonus = bet(userId, 4_00, 'BONUS');
    await Promise.all([a, b, bonus].map((o) => ledger.placeBet(o)));
    const late = bet(userId, 1_00);
    const { results } = await counted(() => [
      ledger.settleBet(a.betId, 30_00),
      ledger.settleBet(a.betId, 30_00), // the same ending again: its answer
      ledger.refundBet(a.betId), // another ending: refused
      ledger.settleBet(b.betId, 0),
      ledger.settleBet(b.betId, 1), // the same key, another payout
      ledger.settleBet(bonus.betId, 10_00), // bonus winnings beyond the stake: a wager requirement, one-bet path
      ledger.placeBet(late),
      ledger.settleBet(late.betId, 2_00), // placed in this very batch: ended right after it
      ledger.settleBet(randomUUID(), 0),
    ]);
    expect(results.map(keyOf)).toEqual([
      'accepted',
      'accepted',
      'BET.ALREADY_FINISHED',
      'accepted',
      'GLOBAL.IDEMPOTENCY_CONFLICT',
      'accepted',
      'accepted',
      'accepted',
      'BET.NOT_FOUND',
    ]);
    expect(await ledger.balances(userId)).toEqual({
      realCents: 50_00 - 15_00 + 30_00 - 1_00 + 2_00,
      bonusCents: 20_00 - 4_00 + 10_00,
    });
    const requirement = await queryOne<{ n: string }>(
      em(),
      `select count(*) as n from ledger_transfers where bet_id = ? and operation = 'BET_SETTLE'`,
      [bonus.betId],
    );
    expect(Number(requirement!.n)).toBe(1);
    await ledger.assertInvariants();
  });

  it('writes nothing of a batch when another process claimed one of its keys between its read and its write', async () => {
    const players = await Promise.all([player(10_00), player(10_00)]);
    const bets = players.map((userId) => bet(userId, 1_00, 'REAL'));
    const escrow = await ledger.transaction((tx) => systemAccountId(tx, 'BET_ESCROW', 0));
    const accepted: Accepted[] = [];
    for (const [index, b] of bets.entries()) {
      const account = await queryOne<{ id: string }>(
        em(),
        `select id from accounts where user_id = ? and kind = 'USER_REAL'`,
        [b.userId],
      );
      const record = {
        id: b.betId,
        userId: b.userId,
        game: b.game,
        roundId: b.roundId,
        source: b.source,
        stakeCents: b.amountCents,
        status: 'OPEN' as const,
        payoutCents: null,
        itemIds: [],
      };
      accepted.push({
        index,
        claim: {
          scope: b.userId,
          operation: 'BET_PLACE',
          key: b.betId,
          hash: 'h',
          userId: b.userId,
          betId: b.betId,
          result: record,
        },
        legs: [
          { accountId: Number(account!.id), amountCents: -b.amountCents },
          { accountId: escrow, amountCents: b.amountCents },
        ],
        placed: { bet: record, escrowShard: 0 },
        wagered: 0,
      });
    }
    // The other process's claim of the second key, committed after this batch read its claims.
    const other = bets[1]!;
    await em().execute(
      `insert into ledger_transfers (scope, operation, idempotency_key, request_hash, user_id, bet_id) values (?, 'BET_PLACE', ?, 'other', ?, ?)`,
      [other.userId, other.betId, other.userId, other.betId],
      'run',
    );
    await expect(
      ledger.transaction(async (tx) => writeAll(tx, accepted, await claimAll(tx, accepted))),
    ).rejects.toBeInstanceOf(BatchRaced);
    // Not even the first bet, whose key was free: the batch claims and writes whole or not at all.
    expect((await queryRows(em(), `select id from bets where id in (?)`, [bets.map((b) => b.betId)])).length).toBe(0);
    expect(
      (await queryRows(em(), `select id from ledger_transfers where idempotency_key = ?`, [bets[0]!.betId])).length,
    ).toBe(0);
    for (const userId of players) expect((await ledger.balances(userId)).realCents).toBe(10_00);
    await em().execute(`delete from ledger_transfers where idempotency_key = ?`, [other.betId], 'run');
  });

  it('loses a batch whole when the process dies before its commit; retries with the same keys place each bet once', async () => {
    const players = await Promise.all(Array.from({ length: 5 }, () => player(10_00)));
    const bets = players.map((userId) => bet(userId, 3_00));
    crashNext = true;
    const crashed = await Promise.allSettled(bets.map((b) => ledger.placeBet(b)));
    crashNext = false;
    expect(crashed.every((r) => r.status === 'rejected' && r.reason instanceof BatchCrashed)).toBe(true);
    expect((await queryRows(em(), `select id from bets where id in (?)`, [bets.map((b) => b.betId)])).length).toBe(0);
    for (const userId of players) expect((await ledger.balances(userId)).realCents).toBe(10_00);

    const retried = await Promise.all(bets.map((b) => ledger.placeBet(b)));
    // The acknowledgement lost after the commit: the retry is answered the same, nothing is debited twice.
    const ackLost = await Promise.all(bets.map((b) => ledger.placeBet(b)));
    expect(ackLost).toEqual(retried);
    for (const userId of players) expect((await ledger.balances(userId)).realCents).toBe(7_00);
    await ledger.assertInvariants();
  });

  it('sends the same statement texts for a batch of 3 and of 60 (one plan per statement whatever the size)', async () => {
    const players = await Promise.all(Array.from({ length: 60 }, () => player(10_00)));
    const shapes: string[][] = [];
    for (const size of [3, 60]) {
      const bets = players.slice(0, size).map((userId) => bet(userId, 1_00));
      const placed = await counted(() => bets.map((b) => ledger.placeBet(b)));
      const ended = await counted(() =>
        bets.map((b, i) => (i % 2 ? ledger.settleBet(b.betId, 2_00) : ledger.refundBet(b.betId))),
      );
      expect([...placed.results, ...ended.results].map(keyOf)).toEqual([...bets, ...bets].map(() => 'accepted'));
      shapes.push([...placed.statements, ...ended.statements]);
    }
    // The driver inlines the values: what is sent before that (the statement with its placeholders) is the same.
    expect(shapes[1]).toEqual(shapes[0]);
    expect(shapes[0]!.length).toBeLessThanOrEqual(10);
    // Each of the first three played both batches: a refund gives the stake back, a settlement at 2.00 wins 1.00.
    for (const [i, userId] of players.slice(0, 3).entries())
      expect((await ledger.balances(userId)).realCents).toBe(i % 2 ? 12_00 : 10_00);
  });

  it('warms every bet statement in a transaction that leaves nothing behind', async () => {
    const count = async () =>
      queryOne<Record<string, string>>(
        em(),
        `select (select count(*) from users) as users, (select count(*) from bets) as bets,
          (select count(*) from ledger_transfers) as transfers, (select count(*) from ledger_entries) as entries,
          (select sum(balance) from accounts where user_id is null) as house`,
      );
    const before = await count();
    const fresh = new Ledger(db.orm);
    await fresh.warm();
    await fresh.warm(); // once per ledger
    expect(await count()).toEqual(before);
    await ledger.assertInvariants();
  });
});
