import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MINES_RULES, minesPayout, minesVerifier } from '@arena/schemas';
import { queryOne, queryRows } from '../../db/sql';
import { itemsPricedBetween } from '../../testing/commerce-test-app';
import { type TestPlatform, startTestPlatform } from '../../testing/test-platform';
import { minesTesting, safeCells } from './mines-testing';

let platform: TestPlatform;
let t: ReturnType<typeof minesTesting>;

beforeAll(async () => {
  platform = await startTestPlatform();
  t = minesTesting(platform, () => platform);
});
afterAll(async () => {
  await platform.services.ledger.assertInvariants();
  await platform.close();
});

const [CHEAP, MID, DEAR, TOP] = [
  itemsPricedBetween(50, 2_00, 1)[0]!,
  itemsPricedBetween(5_00, 20_00, 1)[0]!,
  itemsPricedBetween(120_00, 150_00, 1)[0]!,
  itemsPricedBetween(195_00, 200_00, 1)[0]!,
];

describe('a classic round from the balance', () => {
  it('escrows the stake, hides the mines while open, pays floor(stake × multiplier) once and publishes the outcome', async () => {
    const { auth, id } = await t.player(50_00);
    const created = t.round(await t.create(auth, { mines: 3, amountCents: 10_00 }));
    const roundId = created.round.roundId;
    expect(created.round).toMatchObject({
      status: 'PLAYING',
      mode: 'classic',
      mines: 3,
      stakeCents: 10_00,
      source: 'REAL',
      opened: [],
      gems: 0,
      mineCells: null,
      multiplier: 0.99,
      nextMultiplier: 1.125,
    });
    expect(created.balance.realCents).toBe(40_00);
    const board = await t.boardOf(roundId, 3);
    const [a, b] = safeCells(board);
    const first = t.round(await t.open(auth, roundId, a!));
    expect(first.round).toMatchObject({
      status: 'PLAYING',
      gems: 1,
      opened: [{ cell: a, kind: 'GEM' }],
      mineCells: null,
      multiplier: 1.125,
      payoutCents: 11_25,
    });
    expect(JSON.stringify(first)).not.toContain(JSON.stringify(board));
    const second = t.round(await t.open(auth, roundId, b!));
    const expected = minesPayout(10_00, { mines: 3, mode: 'classic', gems: 2, defusedAt: null }).payoutCents;
    expect(second.round).toMatchObject({ gems: 2, payoutCents: expected });
    // The seed pair cannot rotate while the board is unfinished (its server seed would show the mines).
    const rotate = await t.inject({
      method: 'POST',
      url: '/api/fair/seeds/rotate',
      headers: { authorization: auth },
      payload: {},
    });
    expect(t.keyOf(rotate)).toBe('FAIR.GAME_IN_PROGRESS');
    const fairOpen = await t.inject({ method: 'GET', url: `/api/fair/bets/${roundId}` });
    expect(fairOpen.json()).toMatchObject({ game: 'mines', outcome: null, serverSeed: null });

    const taken = t.round(await t.take(auth, roundId));
    expect(taken.round).toMatchObject({
      status: 'CASHED_OUT',
      payoutCents: expected,
      mineCells: board,
      nextMultiplier: null,
    });
    expect(taken.balance.realCents).toBe(40_00 + expected);
    expect(await t.realCents(id)).toBe(40_00 + expected);
    expect(t.keyOf(await t.take(auth, roundId))).toBe('MINES.ROUND_OVER');
    expect(t.keyOf(await t.open(auth, roundId, safeCells(board)[2]!))).toBe('MINES.ROUND_OVER');
    const bet = await queryOne<{ status: string; payout_cents: string }>(
      t.em(),
      `select status, payout_cents from bets where id = ?`,
      [roundId],
    );
    expect(bet).toEqual({ status: 'SETTLED', payout_cents: expect.anything() });
    expect(Number(bet!.payout_cents)).toBe(expected);

    const fair = (await t.inject({ method: 'GET', url: `/api/fair/bets/${roundId}` })).json();
    expect(fair.outcome).toEqual({
      mines: board,
      gems: [a, b].sort((x, y) => x! - y!),
      hitMines: [],
      defused: false,
      result: 'WIN',
      multiplier: 1.2857,
    });
    // The /fair page re-runs the published function from the recorded params: the same outcome.
    await t.inject({ method: 'POST', url: '/api/fair/seeds/rotate', headers: { authorization: auth }, payload: {} });
    const revealed = (await t.inject({ method: 'GET', url: `/api/fair/bets/${roundId}` })).json();
    expect(
      minesVerifier.outcome(
        { serverSeed: revealed.serverSeed, clientSeed: revealed.clientSeed, nonce: revealed.nonce },
        minesVerifier.params.parse(revealed.params),
      ),
    ).toEqual(fair.outcome);

    const history = (
      await t.inject({ method: 'GET', url: '/api/users/current/mines', headers: { authorization: auth } })
    ).json();
    expect(history).toMatchObject({
      total: 1,
      items: [
        {
          betId: roundId,
          mode: 'classic',
          mines: 3,
          stakeCents: 10_00,
          gems: 2,
          status: 'CASHED_OUT',
          payoutCents: expected,
        },
      ],
    });
    expect((await t.inject({ method: 'GET', url: `/api/users/${id}/mines` })).json().total).toBe(1);
  });

  it('takes bonus stakes (BONUS_STAKES): bonus money wins back to the bonus balance, a bonus skin is lost like any skin', async () => {
    const { auth, id } = await t.player();
    await platform.services.ledger.deposit({ userId: id, amountCents: 5_00, key: randomUUID(), bonus: true });
    const { round } = t.round(await t.create(auth, { mines: 3, amountCents: 1_00, source: 'BONUS' }));
    expect(round.source).toBe('BONUS');
    const cell = safeCells(await t.boardOf(round.roundId, 3))[0]!;
    t.round(await t.open(auth, round.roundId, cell));
    const taken = t.round(await t.take(auth, round.roundId));
    expect(await platform.services.ledger.balances(id)).toEqual({
      realCents: 0,
      bonusCents: 4_00 + taken.round.payoutCents,
    });

    const [bonus] = await t.skins(id, [MID.id], 'BONUS');
    const skinRound = t.round(await t.create(auth, { mines: 24, itemIds: [bonus] }));
    expect(skinRound.round.source).toBe('SKINS');
    const board = await t.boardOf(skinRound.round.roundId, 24);
    expect(t.round(await t.open(auth, skinRound.round.roundId, board[0]!)).round.status).toBe('BUSTED');
    const row = await queryOne<{ status: string }>(t.em(), `select status from user_items where id = ?`, [bonus]);
    expect(row?.status).toBe('CONSUMED');
    expect(await platform.services.ledger.balances(id)).toEqual({
      realCents: 0,
      bonusCents: 4_00 + taken.round.payoutCents,
    });
    await platform.services.ledger.assertInvariants();
  });

  it('a mine ends the round: the stake is lost, the board shown', async () => {
    const { auth, id } = await t.player(5_00);
    const { round } = t.round(await t.create(auth, { mines: 24, amountCents: 1_00 }));
    const board = await t.boardOf(round.roundId, 24);
    const lost = t.round(await t.open(auth, round.roundId, board[0]!));
    expect(lost.round).toMatchObject({
      status: 'BUSTED',
      payoutCents: 0,
      mineCells: board,
      opened: [{ cell: board[0], kind: 'MINE' }],
    });
    expect(await t.realCents(id)).toBe(4_00);
    expect((await t.current(auth)).json()).toEqual({ round: null });
  });

  it('finding every gem cashes out by the rules; reaching the max win does too, with exactly the cap', async () => {
    const { auth, id } = await t.player(400_00);
    const { round } = t.round(await t.create(auth, { mines: 24, amountCents: 1_00 }));
    const board = await t.boardOf(round.roundId, 24);
    const cleared = t.round(await t.open(auth, round.roundId, safeCells(board)[0]!));
    expect(cleared.round).toMatchObject({ status: 'CASHED_OUT', payoutCents: 24_75, capped: false });
    const big = t.round(await t.create(auth, { mines: 24, amountCents: 200_00 }));
    const bigBoard = await t.boardOf(big.round.roundId, 24);
    const capped = t.round(await t.open(auth, big.round.roundId, safeCells(bigBoard)[0]!));
    expect(capped.round).toMatchObject({ status: 'CASHED_OUT', payoutCents: MINES_RULES.maxWinCents, capped: true });
    expect(await t.realCents(id)).toBe(400_00 - 1_00 + 24_75 - 200_00 + 2000_00);
  });
});

describe('mines refusals', () => {
  it('refuses every bad stake with its catalogue key', async () => {
    const { auth, id } = await t.player(300_00);
    const other = await t.player();
    const [bonus] = await t.skins(id, [MID.id], 'BONUS');
    const eleven = await t.skins(id, Array(11).fill(CHEAP.id) as number[]);
    const [top, dear] = await t.skins(id, [TOP.id, DEAR.id]);
    const [foreign] = await t.skins(other.id, [MID.id]);
    const refusal = async (payload: Record<string, unknown>) => (await t.create(auth, payload)).json().error;
    expect(await refusal({ mines: 0, amountCents: 1_00 })).toEqual({ key: 'MINES.BAD_MINES', args: [1, 24] });
    expect(await refusal({ mines: 25, amountCents: 1_00 })).toEqual({ key: 'MINES.BAD_MINES', args: [1, 24] });
    expect(await refusal({ mines: 3 })).toEqual({ key: 'MINES.NOTHING_SELECTED', args: [] });
    expect(await refusal({ mines: 3, amountCents: 1_00, itemIds: [dear] })).toEqual({
      key: 'MINES.ONE_STAKE',
      args: [],
    });
    expect(await refusal({ mines: 3, amountCents: 5 })).toEqual({ key: 'BET.MIN_LIMIT', args: ['0.10'] });
    expect(await refusal({ mines: 3, amountCents: -5 })).toEqual({ key: 'BET.AMOUNT_LOW', args: [] });
    expect(await refusal({ mines: 3, amountCents: 200_01 })).toEqual({ key: 'MINES.ENTRY_LIMIT', args: ['200.00'] });
    expect(await refusal({ mines: 3, itemIds: [top, dear] })).toEqual({ key: 'MINES.ENTRY_LIMIT', args: ['200.00'] });
    expect(await refusal({ mines: 3, itemIds: eleven })).toEqual({ key: 'MINES.MAX_SKINS', args: [10] });
    // Mines takes bonus stakes (BONUS_STAKES): this player has no bonus balance, and kinds never mix in one stake.
    expect(await refusal({ mines: 3, amountCents: 1_00, source: 'BONUS' })).toEqual({
      key: 'USER.LOW_BALANCE',
      args: [],
    });
    expect(await refusal({ mines: 3, itemIds: [bonus, dear] })).toEqual({ key: 'INVENTORY.MIXED_KINDS', args: [] });
    expect((await refusal({ mines: 3, itemIds: [foreign] })).key).toBe('INVENTORY.BAD_ID');
    expect((await refusal({ mines: 3, itemIds: [dear, dear] })).key).toBe('INVENTORY.BAD_ID');
    expect((await refusal({ mines: 3, mode: 'plus', amountCents: 1_00 })).key).toBe('MINES.NEEDS_PREMIUM');
    await t.em().execute(`update users set bet_limit_cents = 50 where id = ?`, [id], 'run');
    expect(await refusal({ mines: 3, amountCents: 1_00 })).toEqual({ key: 'BET.MAX_LIMIT', args: ['0.50'] });
    await t.em().execute(`update users set bet_limit_cents = 200000 where id = ?`, [id], 'run');
    const poor = await t.player(50);
    expect((await t.create(poor.auth, { mines: 3, amountCents: 1_00 })).json().error.key).toBe('USER.LOW_BALANCE');
    const noKey = await t.inject({
      method: 'POST',
      url: '/api/mines/rounds',
      headers: { authorization: auth },
      payload: { mines: 3, amountCents: 1_00 },
    });
    expect(t.keyOf(noKey)).toBe('GLOBAL.BAD_REQUEST');
    const signedOut = await t.inject({
      method: 'POST',
      url: '/api/mines/rounds',
      headers: { 'idempotency-key': 'k1' },
      payload: { mines: 3, amountCents: 1_00 },
    });
    expect(signedOut.statusCode).toBeGreaterThanOrEqual(400);
    // Nothing moved: the balance and the skins are as they were.
    expect(await t.realCents(id)).toBe(300_00);
    const statuses = await queryRows<{ status: string }>(
      t.em(),
      `select distinct status from user_items where user_id = ?`,
      [id],
    );
    expect(statuses).toEqual([{ status: 'AVAILABLE' }]);
  });

  it('refuses every bad step with its catalogue key', async () => {
    const { auth } = await t.player(10_00);
    const stranger = await t.player(10_00);
    const { round } = t.round(await t.create(auth, { mines: 5, amountCents: 1_00 }));
    const board = await t.boardOf(round.roundId, 5);
    expect(t.keyOf(await t.create(auth, { mines: 3, amountCents: 1_00 }))).toBe('MINES.ROUND_IN_PROGRESS');
    expect(t.keyOf(await t.take(auth, round.roundId))).toBe('MINES.NOTHING_TO_TAKE');
    expect((await t.open(auth, round.roundId, 25)).json().error).toEqual({ key: 'MINES.BAD_CELL', args: [0, 24] });
    expect(t.keyOf(await t.open(auth, round.roundId, -1))).toBe('MINES.BAD_CELL');
    expect(t.keyOf(await t.defuse(auth, round.roundId))).toBe('MINES.NOT_AWAITING_DEFUSAL');
    const gem = safeCells(board)[0]!;
    t.round(await t.open(auth, round.roundId, gem));
    expect(t.keyOf(await t.open(auth, round.roundId, gem))).toBe('MINES.CELL_ALREADY_OPEN');
    expect(t.keyOf(await t.open(stranger.auth, round.roundId, safeCells(board)[1]!))).toBe('MINES.ROUND_NOT_FOUND');
    expect(t.keyOf(await t.take(stranger.auth, round.roundId))).toBe('MINES.ROUND_NOT_FOUND');
    expect(t.keyOf(await t.open(auth, '00000000-0000-4000-8000-000000000000', 1))).toBe('MINES.ROUND_NOT_FOUND');
    expect(t.keyOf(await t.open(auth, 'not-a-round', 1))).toBe('MINES.ROUND_NOT_FOUND');
    // A retry with the same key answers the first answer (no second step).
    const key = 'same-take-key';
    const first = t.round(await t.take(auth, round.roundId, key));
    expect(t.round(await t.take(auth, round.roundId, key))).toEqual(first);
    expect(t.keyOf(await t.take(auth, round.roundId))).toBe('MINES.ROUND_OVER');
    expect(t.keyOf(await t.defuse(auth, round.roundId))).toBe('MINES.ROUND_OVER');
  });
});

describe('Mines Plus', () => {
  it('waits for the defuse on the first mine, keeps half the multiplier, ends on the second mine', async () => {
    const { auth, id } = await t.player(20_00, true);
    const created = t.round(await t.create(auth, { mines: 3, mode: 'plus', amountCents: 10_00 }));
    const roundId = created.round.roundId;
    expect(created.round).toMatchObject({ mode: 'plus', multiplier: 0.99, nextMultiplier: 1.0575 });
    const board = await t.boardOf(roundId, 3);
    const gems = safeCells(board);
    t.round(await t.open(auth, roundId, gems[0]!));
    const hit = t.round(await t.open(auth, roundId, board[0]!));
    expect(hit.round).toMatchObject({
      status: 'AWAITING_DEFUSAL',
      mineCells: null,
      defused: false,
      opened: [
        { cell: gems[0], kind: 'GEM' },
        { cell: board[0], kind: 'MINE' },
      ],
    });
    const halfOfOneGem = minesPayout(10_00, { mines: 3, mode: 'plus', gems: 1, defusedAt: 1 }).payoutCents;
    expect(hit.round.payoutCents).toBe(halfOfOneGem);
    expect(t.keyOf(await t.open(auth, roundId, gems[1]!))).toBe('MINES.AWAITING_DEFUSAL');
    expect(t.keyOf(await t.take(auth, roundId))).toBe('MINES.AWAITING_DEFUSAL');
    // A reload finds the round waiting for its defuse.
    expect((await t.current(auth)).json().round).toMatchObject({ roundId, status: 'AWAITING_DEFUSAL' });
    const defused = t.round(await t.defuse(auth, roundId));
    expect(defused.round).toMatchObject({
      status: 'PLAYING',
      defused: true,
      payoutCents: halfOfOneGem,
      opened: [{ kind: 'GEM' }, { cell: board[0], kind: 'DEFUSED' }],
    });
    t.round(await t.open(auth, roundId, gems[1]!));
    const taken = t.round(await t.take(auth, roundId));
    const paid = minesPayout(10_00, { mines: 3, mode: 'plus', gems: 2, defusedAt: 1 }).payoutCents;
    expect(taken.round).toMatchObject({ status: 'CASHED_OUT', payoutCents: paid, mineCells: board });
    expect(await t.realCents(id)).toBe(10_00 + paid);
    const fair = (await t.inject({ method: 'GET', url: `/api/fair/bets/${roundId}` })).json();
    expect(fair.params).toMatchObject({ mines: 3, mode: 'plus', defusedAt: 1 });
    expect(fair.outcome).toMatchObject({ hitMines: [board[0]], defused: true, result: 'WIN' });

    const second = t.round(await t.create(auth, { mines: 3, mode: 'plus', amountCents: 1_00 }));
    const board2 = await t.boardOf(second.round.roundId, 3);
    t.round(await t.open(auth, second.round.roundId, board2[0]!));
    t.round(await t.defuse(auth, second.round.roundId));
    expect(t.keyOf(await t.take(auth, second.round.roundId))).toBe('MINES.NOTHING_TO_TAKE');
    const lost = t.round(await t.open(auth, second.round.roundId, board2[1]!));
    expect(lost.round).toMatchObject({ status: 'BUSTED', payoutCents: 0, mineCells: board2 });
    expect(await t.realCents(id)).toBe(9_00 + paid);
  });

  it('is refused for a player without the premium battlepass', async () => {
    const { auth } = await t.player(5_00);
    expect((await t.create(auth, { mines: 3, mode: 'plus', amountCents: 1_00 })).json()).toEqual({
      error: { key: 'MINES.NEEDS_PREMIUM', args: [] },
    });
    expect((await t.current(auth)).json()).toEqual({ round: null });
  });
});

describe('a round staked with skins', () => {
  it('holds the skins in the bet; a win consumes them and pays the real balance (as crash pays skin bets); a loss consumes them', async () => {
    const { auth, id } = await t.player();
    const [mid, cheap] = await t.skins(id, [MID.id, CHEAP.id]);
    const stake = MID.priceCents + CHEAP.priceCents;
    const { round } = t.round(await t.create(auth, { mines: 2, itemIds: [mid, cheap] }));
    expect(round).toMatchObject({ source: 'SKINS', stakeCents: stake });
    expect(round.items.map((i) => i.id).sort()).toEqual([mid, cheap].sort());
    const status = async (ids: string[]) =>
      (await queryRows<{ status: string }>(t.em(), `select status from user_items where id in (?)`, [ids])).map(
        (r) => r.status,
      );
    expect(await status([mid!, cheap!])).toEqual(['IN_BET', 'IN_BET']);
    const board = await t.boardOf(round.roundId, 2);
    t.round(await t.open(auth, round.roundId, safeCells(board)[0]!));
    const taken = t.round(await t.take(auth, round.roundId));
    const paid = minesPayout(stake, { mines: 2, mode: 'classic', gems: 1, defusedAt: null }).payoutCents;
    expect(taken.round.payoutCents).toBe(paid);
    expect(await t.realCents(id)).toBe(paid);
    expect(await status([mid!, cheap!])).toEqual(['CONSUMED', 'CONSUMED']);

    const [dear] = await t.skins(id, [DEAR.id]);
    const next = t.round(await t.create(auth, { mines: 20, itemIds: [dear] }));
    const board2 = await t.boardOf(next.round.roundId, 20);
    t.round(await t.open(auth, next.round.roundId, board2[3]!));
    expect(await status([dear!])).toEqual(['CONSUMED']);
    expect(await t.realCents(id)).toBe(paid);
  });
});
