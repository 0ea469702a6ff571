import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { minesPayout } from '@arena/schemas';
import { queryRows } from '../../db/sql';
import { type ApiPlatform, createApiPlatform } from '../../platform';
import { type TestPlatform, startTestPlatform } from '../../testing/test-platform';
import { minesTesting, safeCells } from './mines-testing';

let platform: TestPlatform;
/** The platform answering requests: replaced by a fresh one on the same database in the restart test. */
let live: ApiPlatform;
let t: ReturnType<typeof minesTesting>;

beforeAll(async () => {
  platform = await startTestPlatform();
  live = platform;
  t = minesTesting(platform, () => live);
});
afterAll(async () => {
  await live.services.ledger.assertInvariants();
  if (live !== platform) await live.close();
  await platform.close();
});

/** Every ledger movement of one bet: exactly one place and one ending. */
async function endingsOf(betId: string): Promise<string[]> {
  const rows = await queryRows<{ operation: string }>(
    t.em(),
    `select operation from ledger_transfers where bet_id = ? and operation like 'BET_%' order by id`,
    [betId],
  );
  return rows.map((r) => r.operation);
}

describe('parallel steps of one round', () => {
  it('two takes at once: one pays, the other is refused; the payout is posted once', async () => {
    const { auth, id } = await t.player(10_00);
    const { round } = t.round(await t.create(auth, { mines: 3, amountCents: 5_00 }));
    const board = await t.boardOf(round.roundId, 3);
    t.round(await t.open(auth, round.roundId, safeCells(board)[0]!));
    const answers = await Promise.all([
      t.take(auth, round.roundId),
      t.take(auth, round.roundId),
      t.take(auth, round.roundId),
    ]);
    const keys = answers.map((a) => t.keyOf(a)).sort();
    expect(keys).toEqual(['MINES.ROUND_OVER', 'MINES.ROUND_OVER', 'ok 200']);
    const paid = minesPayout(5_00, { mines: 3, mode: 'classic', gems: 1, defusedAt: null }).payoutCents;
    expect(await t.realCents(id)).toBe(5_00 + paid);
    expect(await endingsOf(round.roundId)).toEqual(['BET_PLACE', 'BET_SETTLE']);
  });

  it('two opens of the same cell at once: one opens it, the other is CELL_ALREADY_OPEN', async () => {
    const { auth } = await t.player(10_00);
    const { round } = t.round(await t.create(auth, { mines: 3, amountCents: 1_00 }));
    const board = await t.boardOf(round.roundId, 3);
    const cell = safeCells(board)[0]!;
    const answers = await Promise.all([t.open(auth, round.roundId, cell), t.open(auth, round.roundId, cell)]);
    expect(answers.map((a) => t.keyOf(a)).sort()).toEqual(['MINES.CELL_ALREADY_OPEN', 'ok 200']);
    expect((await t.current(auth)).json().round).toMatchObject({ gems: 1, opened: [{ cell, kind: 'GEM' }] });
  });

  it('open and take at once: whichever runs second sees the first; the bet ends exactly once', async () => {
    for (let i = 0; i < 4; i++) {
      const { auth, id } = await t.player(10_00);
      const { round } = t.round(await t.create(auth, { mines: 12, amountCents: 1_00 }));
      const board = await t.boardOf(round.roundId, 12);
      const gems = safeCells(board);
      t.round(await t.open(auth, round.roundId, gems[0]!));
      // Alternate a mine and a gem as the racing cell.
      const racing = i % 2 === 0 ? board[0]! : gems[1]!;
      const [opened, taken] = await Promise.all([t.open(auth, round.roundId, racing), t.take(auth, round.roundId)]);
      const final = (
        await t.inject({ method: 'GET', url: `/api/mines/rounds/${round.roundId}`, headers: { authorization: auth } })
      ).json().round;
      expect(['CASHED_OUT', 'BUSTED']).toContain(final.status);
      expect(t.keyOf(taken) === 'ok 200' || t.keyOf(opened) === 'ok 200').toBe(true);
      if (t.keyOf(taken) !== 'ok 200') expect(t.keyOf(taken)).toBe('MINES.ROUND_OVER');
      if (t.keyOf(opened) !== 'ok 200') expect(t.keyOf(opened)).toBe('MINES.ROUND_OVER');
      expect(await t.realCents(id)).toBe(9_00 + final.payoutCents);
      expect(await endingsOf(round.roundId)).toEqual(['BET_PLACE', 'BET_SETTLE']);
    }
  });

  it('two creates at once: one round, one stake', async () => {
    const { auth, id } = await t.player(10_00);
    const answers = await Promise.all([
      t.create(auth, { mines: 3, amountCents: 2_00 }),
      t.create(auth, { mines: 3, amountCents: 2_00 }),
    ]);
    expect(answers.map((a) => t.keyOf(a)).sort()).toEqual(['MINES.ROUND_IN_PROGRESS', 'ok 200']);
    expect(await t.realCents(id)).toBe(8_00);
    const bets = await queryRows<{ n: number }>(
      t.em(),
      `select count(*)::int as n from bets where user_id = ? and game = 'mines'`,
      [id],
    );
    expect(bets[0]!.n).toBe(1);
  });
});

describe('a restart', () => {
  it('resumes an unfinished round on new services over the same database, and it plays on to the end', async () => {
    const { auth, id } = await t.player(10_00, true);
    const { round } = t.round(await t.create(auth, { mines: 4, mode: 'plus', amountCents: 3_00 }));
    const board = await t.boardOf(round.roundId, 4);
    const gems = safeCells(board);
    t.round(await t.open(auth, round.roundId, gems[0]!));
    t.round(await t.open(auth, round.roundId, board[1]!));

    live = await createApiPlatform(platform.config, platform.db.orm, { logger: false });
    await platform.app.close();
    const resumed = (await t.current(auth)).json().round;
    expect(resumed).toMatchObject({ roundId: round.roundId, status: 'AWAITING_DEFUSAL', gems: 1, mineCells: null });
    expect(resumed.opened).toEqual([
      { cell: gems[0], kind: 'GEM' },
      { cell: board[1], kind: 'MINE' },
    ]);
    t.round(await t.defuse(auth, round.roundId));
    t.round(await t.open(auth, round.roundId, gems[1]!));
    const taken = t.round(await t.take(auth, round.roundId));
    const paid = minesPayout(3_00, { mines: 4, mode: 'plus', gems: 2, defusedAt: 1 }).payoutCents;
    expect(taken.round).toMatchObject({ status: 'CASHED_OUT', payoutCents: paid, mineCells: board });
    expect(await t.realCents(id)).toBe(7_00 + paid);
  });
});
