import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SqlEntityManager } from '@mikro-orm/sql';
import { AppError } from '@arena/schemas';
import { queryRows } from '../../db/sql';
import { type TestDatabase, openTestDatabase } from '../../testing/test-database';
import { signInUser } from '../../users/users';
import { BatchCrashed } from '../batch/group-commit';
import { Ledger } from '../ledger';
import { requestHash } from '../idempotency';
import type { BetRecord } from '../types';
import { coalesced } from './coalesce';
import type { BatchRound } from './rounds';

let db: TestDatabase;
let ledger: Ledger;
let sent: string[] | null = null;
let crashNext = false;
const em = () => db.orm.em.fork() as SqlEntityManager;

beforeAll(async () => {
  db = await openTestDatabase();
  // A wide window, so that every round submitted in one tick is one batch whatever the machine's load.
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

async function player(realCents: number, bonusCents = 0): Promise<string> {
  const { userId } = await ledger.transaction((tx) =>
    signInUser(tx, { subject: `dev:${randomUUID()}`, name: 'p', agreeTos: true }),
  );
  if (realCents > 0) await ledger.deposit({ userId, amountCents: realCents, key: randomUUID() });
  if (bonusCents > 0) await ledger.deposit({ userId, amountCents: bonusCents, key: randomUUID(), bonus: true });
  return userId;
}

/** The statements `work` sent (BEGIN and COMMIT are not counted) and its settled answers. */
async function counted<T>(work: () => Promise<T>[]) {
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

/** Each round's play and finish as the batch saw them: one statement for all rounds of a batch (coalesced). */
const notes = coalesced(async (tx: SqlEntityManager, items: readonly { betId: string; step: string }[]) => {
  await tx.execute(
    `insert into round_test_notes (bet_id, step) select * from json_to_recordset(?::json) as v(bet_id uuid, step text)`,
    [JSON.stringify(items.map((item) => ({ bet_id: item.betId, step: item.step })))],
    'run',
  );
  return items.map(() => undefined);
});

interface Played {
  placed: BetRecord;
  ended: BetRecord;
}

/** A round staking `stakeCents` and paid `payoutCents`; `fail` throws in its play (every time, or only in a batch). */
function round(
  userId: string,
  stakeCents: number,
  payoutCents: number,
  options: { source?: 'REAL' | 'BONUS'; fail?: 'always' | 'in a batch' } = {},
): BatchRound<Played> {
  const betId = randomUUID();
  let placed: BetRecord;
  return {
    userId,
    stakes: [
      { betId, userId, game: 'plinko', roundId: betId, source: options.source ?? 'REAL', amountCents: stakeCents },
    ],
    async play(tx, bets) {
      placed = bets[0]!;
      await notes(tx, { betId, step: 'play' });
      if (options.fail === 'always') throw new AppError('GLOBAL.BAD_REQUEST', ['test']);
      if (options.fail === 'in a batch') {
        const open = await queryRows(tx, `select id from bets where id <> ? and status = 'OPEN' and game = 'plinko'`, [
          betId,
        ]);
        if (open.length > 0) throw new Error('not alone');
      }
      return [{ betId, payoutCents }];
    },
    async finish(tx, ended) {
      await notes(tx, { betId, step: 'finish' });
      return { placed, ended: ended[0]! };
    },
  };
}

describe('rounds in a batch', () => {
  beforeAll(async () => {
    await em().execute(`create table if not exists round_test_notes (bet_id uuid, step text)`, [], 'run');
  });

  it('writes 20 rounds of 20 players in 11 statements: stakes, one play each, settlements, one finish each, together', async () => {
    const players = await Promise.all(Array.from({ length: 20 }, () => player(10_00)));
    const rounds = players.map((userId, i) => round(userId, 1_00, i % 2 ? 3_00 : 0));
    const { statements, results } = await counted(() => rounds.map((r) => ledger.play(r)));
    expect(results.map(keyOf)).toEqual(rounds.map(() => 'accepted'));
    // Stakes: lock players, read, claim, write; the plays' note; settlements: lock bets, lock players, read, claim,
    // write; the finishes' note (the house rows' ids are cached after the first batch of this file).
    expect(statements.length).toBeLessThanOrEqual(11);
    expect(statements.filter((sql) => /round_test_notes/.test(sql))).toHaveLength(2);
    for (const [i, userId] of players.entries()) {
      const { placed, ended } = (results[i] as PromiseFulfilledResult<Played>).value;
      expect(placed).toMatchObject({ userId, status: 'OPEN', stakeCents: 1_00 });
      expect(ended).toMatchObject({ id: placed.id, status: 'SETTLED', payoutCents: i % 2 ? 3_00 : 0 });
      expect((await ledger.balances(userId)).realCents).toBe(10_00 - 1_00 + (i % 2 ? 3_00 : 0));
    }
    await ledger.assertInvariants();
  });

  it('refuses a stake on its own: nothing of that round is written, its neighbours play', async () => {
    const rich = await player(10_00);
    const poor = await player(50);
    const rounds = [round(rich, 1_00, 2_00), round(poor, 1_00, 2_00), round(await player(10_00), 5_00, 0)];
    const { results } = await counted(() => rounds.map((r) => ledger.play(r)));
    expect(results.map(keyOf)).toEqual(['accepted', 'USER.LOW_BALANCE', 'accepted']);
    expect(await ledger.balances(poor)).toEqual({ realCents: 50, bonusCents: 0 });
    expect(await queryRows(em(), `select id from bets where user_id = ?`, [poor])).toHaveLength(0);
    expect((await ledger.balances(rich)).realCents).toBe(11_00);
  });

  it('runs every round alone when one fails in the batch; each then stands or falls on its own', async () => {
    const players = await Promise.all(Array.from({ length: 4 }, () => player(10_00)));
    const rounds = [
      round(players[0]!, 1_00, 2_00),
      round(players[1]!, 1_00, 2_00, { fail: 'in a batch' }),
      round(players[2]!, 1_00, 0, { fail: 'always' }),
      round(players[3]!, 1_00, 0),
    ];
    const { results } = await counted(() => rounds.map((r) => ledger.play(r)));
    expect(results.map(keyOf)).toEqual(['accepted', 'accepted', 'GLOBAL.BAD_REQUEST', 'accepted']);
    expect((await Promise.all(players.map((p) => ledger.balances(p)))).map((b) => b.realCents)).toEqual([
      11_00, 11_00, 10_00, 9_00,
    ]);
    // The failed batch left nothing: one stake each for the rounds that stood alone, none for the refused one.
    const bets = await queryRows<{ user_id: string }>(em(), `select user_id from bets where user_id in (?)`, [players]);
    expect(bets.map((b) => players.indexOf(b.user_id)).sort()).toEqual([0, 1, 3]);
    await ledger.assertInvariants();
  });

  it('keeps nothing of a batch that dies before its commit', async () => {
    const players = await Promise.all(Array.from({ length: 3 }, () => player(10_00)));
    crashNext = true;
    const { results } = await counted(() => players.map((userId) => ledger.play(round(userId, 2_00, 5_00))));
    crashNext = false;
    expect(results.every((r) => r.status === 'rejected' && r.reason instanceof BatchCrashed)).toBe(true);
    for (const userId of players) expect(await ledger.balances(userId)).toEqual({ realCents: 10_00, bonusCents: 0 });
    expect(await queryRows(em(), `select id from bets where user_id in (?)`, [players])).toHaveLength(0);
  });

  it("plays a player's second round in the next batch, each answer after its own round", async () => {
    const userId = await player(10_00);
    const other = await player(10_00);
    const { results } = await counted(() => [
      ledger.play(round(userId, 1_00, 0)),
      ledger.play(round(other, 1_00, 0)),
      ledger.play(round(userId, 2_00, 0)),
    ]);
    expect(results.map(keyOf)).toEqual(['accepted', 'accepted', 'accepted']);
    const [first, , second] = results.map((r) => (r as PromiseFulfilledResult<Played>).value);
    // The second round was decided once the first had committed: the end transfers are in that order.
    const ends = await queryRows<{ id: string; end_transfer_id: string }>(
      em(),
      `select id, end_transfer_id from bets where id in (?, ?)`,
      [first!.placed.id, second!.placed.id],
    );
    const endOf = (id: string) => Number(ends.find((e) => e.id === id)!.end_transfer_id);
    expect(endOf(second!.placed.id)).toBeGreaterThan(endOf(first!.placed.id));
    expect((await ledger.balances(userId)).realCents).toBe(7_00);
  });

  it('answers a request answered before with its stored answer, another payload with a conflict, and stakes neither', async () => {
    const userId = await player(10_00);
    const other = await player(10_00);
    const key = randomUUID();
    await em().execute(
      `insert into ledger_transfers (scope, operation, idempotency_key, request_hash, user_id, result) values (?, 'TEST_ROUND', ?, ?, ?, ?)`,
      [userId, key, requestHash({ a: 1 }), userId, JSON.stringify({ answered: 'before' })],
      'run',
    );
    const asking = (body: unknown) => ({
      ...round(userId, 1_00, 0),
      request: { scope: userId, operation: 'TEST_ROUND' as const, key, request: body },
    });
    // In a batch (with another player's round), then alone.
    const { results } = await counted(() => [ledger.play(asking({ a: 1 })), ledger.play(round(other, 1_00, 0))]);
    expect(results.map(keyOf)).toEqual(['accepted', 'accepted']);
    expect((results[0] as PromiseFulfilledResult<unknown>).value).toEqual({ answered: 'before' });
    expect(await ledger.play(asking({ a: 1 }))).toEqual({ answered: 'before' });
    await expect(ledger.play(asking({ a: 2 }))).rejects.toMatchObject({
      key: 'GLOBAL.IDEMPOTENCY_CONFLICT',
      args: ['TEST_ROUND'],
    });
    expect(await queryRows(em(), `select id from bets where user_id = ?`, [userId])).toHaveLength(0);
    expect(await ledger.balances(userId)).toEqual({ realCents: 10_00, bonusCents: 0 });
  });

  it('settles bonus winnings beyond the stake through the one-bet path, in the same commit', async () => {
    const players = await Promise.all(Array.from({ length: 3 }, () => player(0, 10_00)));
    const { results } = await counted(() =>
      players.map((userId, i) => ledger.play(round(userId, 1_00, i === 0 ? 4_00 : 50, { source: 'BONUS' }))),
    );
    expect(results.map(keyOf)).toEqual(['accepted', 'accepted', 'accepted']);
    expect((await Promise.all(players.map((p) => ledger.balances(p)))).map((b) => b.bonusCents)).toEqual([
      13_00, 9_50, 9_50,
    ]);
    // What the bonus stake won beyond itself is a new wager requirement.
    const requirements = await queryRows(em(), `select id from wager_requirements where user_id = ?`, [players[0]]);
    expect(requirements.length).toBeGreaterThan(0);
    await ledger.assertInvariants();
  });
});
