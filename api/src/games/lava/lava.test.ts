import { randomUUID } from 'node:crypto';
import type { SqlEntityManager } from '@mikro-orm/sql';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LavaGameView, lavaBoard, lavaPayoutCents, lavaVerifier } from '@arena/schemas';
import { grantItems } from '../../commerce/inventory/bonus-items';
import { queryOne, queryRows } from '../../db/sql';
import { type ApiPlatform, createApiPlatform } from '../../platform';
import { itemsPricedBetween } from '../../testing/commerce-test-app';
import { type TestPlatform, startTestPlatform } from '../../testing/test-platform';

let platform: TestPlatform;
/** The platform answering requests: replaced by a fresh one on the same database in the restart test. */
let live: ApiPlatform;

beforeAll(async () => {
  platform = await startTestPlatform();
  live = platform;
});
afterAll(async () => {
  await live.services.ledger.assertInvariants();
  if (live !== platform) await live.close();
  await platform.close();
});

const em = () => platform.db.orm.em.fork() as SqlEntityManager;
const inject = (options: InjectOptions) => live.app.inject(options);
const [CHEAP, MID, DEAR, TOP] = [
  itemsPricedBetween(50, 2_00, 1)[0]!,
  itemsPricedBetween(5_00, 20_00, 1)[0]!,
  itemsPricedBetween(120_00, 150_00, 1)[0]!,
  itemsPricedBetween(195_00, 200_00, 1)[0]!,
];

let n = 0;
async function player(): Promise<{ auth: string; id: string }> {
  return platform.signInPlayer(`lava${n++}`);
}
async function skins(userId: string, catalogItemIds: number[], kind: 'REAL' | 'BONUS' = 'REAL'): Promise<string[]> {
  const { ledger } = platform.services;
  return (await ledger.transaction((tx) => grantItems(ledger, tx, { userId, catalogItemIds, kind, key: randomUUID() })))
    .itemIds;
}

const start = (auth: string, itemIds: string[], key: string = randomUUID()) =>
  inject({
    method: 'POST',
    url: '/api/lava/start',
    headers: { authorization: auth, 'idempotency-key': key },
    payload: { itemIds },
  });
const step = (auth: string, gameId: string, row: number, cells: number[]) =>
  inject({ method: 'POST', url: '/api/lava/step', headers: { authorization: auth }, payload: { gameId, row, cells } });
const cashOut = (auth: string, gameId: string) =>
  inject({ method: 'POST', url: '/api/lava/cashout', headers: { authorization: auth }, payload: { gameId } });
const keyOf = (res: { json(): unknown }) => (res.json() as { error?: { key: string } }).error?.key ?? 'ok';

/** The lava of every row of a game, read from its secret seed (what the test knows and a player cannot). */
async function boardOf(gameId: string): Promise<number[][]> {
  const row = await queryOne<{ server_seed: string; client_seed: string; nonce: number }>(
    em(),
    `select p.server_seed, p.client_seed, fb.nonce from fair_bets fb join fair_seed_pairs p on p.id = fb.pair_id where fb.bet_id = ?`,
    [gameId],
  );
  return lavaBoard({ serverSeed: row!.server_seed, clientSeed: row!.client_seed, nonce: Number(row!.nonce) });
}
const safeCells = (lava: number[], k: number) => [1, 2, 3, 4, 5, 6, 7, 8].filter((c) => !lava.includes(c)).slice(0, k);
const realCents = async (userId: string) => (await live.services.ledger.balances(userId)).realCents;
const itemStatus = async (ids: string[]) =>
  (await queryRows<{ status: string }>(em(), `select status from user_items where id in (?) order by id`, [ids])).map(
    (r) => r.status,
  );

describe('lava start refusals', () => {
  it('refuses every bad entry with its catalogue key', async () => {
    const { auth, id } = await player();
    const other = await player();
    const [bonus] = await skins(id, [MID.id], 'BONUS');
    const eleven = await skins(id, Array(11).fill(CHEAP.id) as number[]);
    const [top, dear] = await skins(id, [TOP.id, DEAR.id]);
    const [foreign] = await skins(other.id, [MID.id]);
    expect(keyOf(await start(auth, []))).toBe('LAVA.NO_SKIN_SELECTED');
    expect(keyOf(await start(auth, eleven))).toBe('LAVA.MAX_SKINS');
    // Lava takes bonus skins (BONUS_STAKES), never mixed with real ones in one entry.
    expect(keyOf(await start(auth, [bonus!, dear!]))).toBe('INVENTORY.MIXED_KINDS');
    const overLimit = await start(auth, [top!, dear!]);
    expect(overLimit.json()).toEqual({ error: { key: 'LAVA.ENTRY_LIMIT', args: ['200.00'] } });
    expect(keyOf(await start(auth, [foreign!]))).toBe('INVENTORY.BAD_ID');
    expect(keyOf(await start(auth, [dear!, dear!]))).toBe('INVENTORY.BAD_ID');
    expect(keyOf(await start(auth, ['not-an-item']))).toBe('INVENTORY.BAD_ID');
    expect(
      keyOf(
        await inject({
          method: 'POST',
          url: '/api/lava/start',
          headers: { authorization: auth },
          payload: { itemIds: [dear] },
        }),
      ),
    ).toBe('GLOBAL.BAD_REQUEST');
    expect(
      keyOf(
        await inject({
          method: 'POST',
          url: '/api/lava/start',
          headers: { 'idempotency-key': 'k1' },
          payload: { itemIds: [dear] },
        }),
      ),
    ).toBe('GLOBAL.FORBIDDEN');
    expect(keyOf(await start(auth, 'nope' as unknown as string[]))).toBe('GLOBAL.BAD_REQUEST');
    await em().execute(`update users set bet_limit_cents = 100 where id = ?`, [id], 'run');
    expect((await start(auth, [dear!])).json()).toEqual({ error: { key: 'BET.MAX_LIMIT', args: ['1.00'] } });
    await em().execute(`update users set bet_limit_cents = 200000 where id = ?`, [id], 'run');
    expect(await itemStatus([bonus!, top!, dear!])).toEqual(['AVAILABLE', 'AVAILABLE', 'AVAILABLE']);
  });

  it('refuses a skin under the minimum entry', async () => {
    const cheapest = itemsPricedBetween(1, 9, 1)[0]!;
    const { auth, id } = await player();
    const [tiny] = await skins(id, [cheapest.id]);
    expect((await start(auth, [tiny!])).json()).toEqual({ error: { key: 'BET.MIN_LIMIT', args: ['0.10'] } });
  });

  it('keeps one unfinished game per player, and a repeated start answers the same game', async () => {
    const { auth, id } = await player();
    const [a, b] = await skins(id, [MID.id, CHEAP.id]);
    const key = randomUUID();
    const first = await start(auth, [a!], key);
    expect(first.statusCode).toBe(200);
    const again = await start(auth, [a!], key);
    expect(again.json()).toEqual(first.json());
    expect(keyOf(await start(auth, [b!], key))).toBe('GLOBAL.IDEMPOTENCY_CONFLICT');
    expect(keyOf(await start(auth, [b!]))).toBe('LAVA.GAME_IN_PROGRESS');
    expect(keyOf(await start(auth, [a!]))).toBe('INVENTORY.ITEM_LOCKED');
    const bets = await queryOne<{ n: number }>(
      em(),
      `select count(*)::int as n from bets where user_id = ? and game = 'lava'`,
      [id],
    );
    expect(bets!.n).toBe(1);
    // The seed pair cannot rotate while the game is unfinished: its seed would show where the lava is.
    const rotate = await inject({
      method: 'POST',
      url: '/api/fair/seeds/rotate',
      headers: { authorization: auth },
      payload: {},
    });
    expect(keyOf(rotate)).toBe('FAIR.GAME_IN_PROGRESS');
  });

  it('lets only one of two parallel starts play', async () => {
    const { auth, id } = await player();
    const [a, b] = await skins(id, [MID.id, CHEAP.id]);
    const answers = await Promise.all([start(auth, [a!]), start(auth, [b!])]);
    expect(answers.map(keyOf).sort()).toEqual(['LAVA.GAME_IN_PROGRESS', 'ok']);
    const statuses = await itemStatus([a!, b!]);
    expect(statuses.sort()).toEqual(['AVAILABLE', 'IN_BET']);
  });
});

describe('playing lava', () => {
  it('refuses bad steps and early cash-outs, then pays a cash-out to the real balance', async () => {
    const { auth, id } = await player();
    const other = await player();
    const [a, b] = await skins(id, [MID.id, CHEAP.id]);
    const game = (await start(auth, [a!, b!])).json() as LavaGameView;
    const stake = MID.priceCents + CHEAP.priceCents;
    expect(game).toMatchObject({
      status: 'PLAYING',
      stakeCents: stake,
      nextRow: 1,
      skipsLeft: 5,
      multiplier: 0,
      payoutCents: 0,
      board: null,
      rows: [],
    });
    expect(game.ladder.map((s) => s.open)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(await itemStatus([a!, b!])).toEqual(['IN_BET', 'IN_BET']);
    const board = await boardOf(game.gameId);

    expect(keyOf(await cashOut(auth, game.gameId))).toBe('LAVA.NO_ROW_CROSSED');
    expect((await step(auth, game.gameId, 1, [1, 1])).json()).toEqual({
      error: { key: 'LAVA.BAD_CELLS', args: [1, 6] },
    });
    expect(keyOf(await step(auth, game.gameId, 1, [0]))).toBe('LAVA.BAD_CELLS');
    expect(keyOf(await step(auth, game.gameId, 1, [1, 2, 3, 4, 5, 6, 7]))).toBe('LAVA.BAD_CELLS');
    expect(keyOf(await step(auth, game.gameId, 1, []))).toBe('LAVA.BAD_CELLS');
    expect(keyOf(await step(auth, game.gameId, 2, [1]))).toBe('LAVA.WRONG_ROW');
    expect(keyOf(await step(auth, game.gameId, 6, [1]))).toBe('GLOBAL.BAD_REQUEST');
    expect(keyOf(await step(other.auth, game.gameId, 1, [1]))).toBe('BET.NOT_FOUND');
    expect(keyOf(await step(auth, randomUUID(), 1, [1]))).toBe('BET.NOT_FOUND');
    expect(keyOf(await step(auth, 'garbage', 1, [1]))).toBe('BET.NOT_FOUND');
    expect(keyOf(await cashOut(other.auth, game.gameId))).toBe('BET.NOT_FOUND');

    const row1 = safeCells(board[0]!, 2);
    const after1 = (await step(auth, game.gameId, 1, row1)).json() as LavaGameView;
    expect(after1).toMatchObject({
      status: 'PLAYING',
      nextRow: 2,
      skipsLeft: 4,
      multiplier: 1.6893,
      payoutCents: lavaPayoutCents(stake, [2]),
    });
    expect(after1.rows).toEqual([{ row: 1, cells: row1, lava: board[0], safe: true }]);
    // A retried step for the row already played is refused, never played again.
    expect(keyOf(await step(auth, game.gameId, 1, row1))).toBe('LAVA.WRONG_ROW');
    const row2 = safeCells(board[1]!, 3);
    const after2 = (await step(auth, game.gameId, 2, row2)).json() as LavaGameView;
    const expected = lavaPayoutCents(stake, [2, 3]);
    expect(after2.payoutCents).toBe(expected);
    expect(
      (await inject({ method: 'GET', url: '/api/lava/current', headers: { authorization: auth } })).json(),
    ).toEqual({ game: after2 });

    const before = await realCents(id);
    const paid = (await cashOut(auth, game.gameId)).json() as LavaGameView;
    expect(paid).toMatchObject({ status: 'CASHED_OUT', payoutCents: expected, nextRow: null, ladder: [], board });
    expect(await realCents(id)).toBe(before + expected);
    expect(await itemStatus([a!, b!])).toEqual(['CONSUMED', 'CONSUMED']);
    expect(keyOf(await cashOut(auth, game.gameId))).toBe('BET.ALREADY_FINISHED');
    expect(keyOf(await step(auth, game.gameId, 3, [1]))).toBe('BET.ALREADY_FINISHED');
    expect(
      (await inject({ method: 'GET', url: '/api/lava/current', headers: { authorization: auth } })).json(),
    ).toEqual({ game: null });

    // The fairness record holds the params and the outcome the server settled with.
    const fair = (await inject({ method: 'GET', url: `/api/fair/bets/${game.gameId}` })).json();
    expect(fair).toMatchObject({
      game: 'lava',
      serverSeed: null,
      params: { stakeCents: stake, row1: Number(row1.join('')), row2: Number(row2.join('')), row3: 0 },
    });
    expect(fair.outcome).toMatchObject({ result: 'WIN', rowsCrossed: 2, payoutCents: expected, board });
    const rotated = (
      await inject({ method: 'POST', url: '/api/fair/seeds/rotate', headers: { authorization: auth }, payload: {} })
    ).json();
    const revealed = (await inject({ method: 'GET', url: `/api/fair/bets/${game.gameId}` })).json();
    expect(revealed.serverSeed).toBe(rotated.previous[0].serverSeed);
    const params = lavaVerifier.params.parse(revealed.params);
    expect(
      lavaVerifier.outcome(
        { serverSeed: revealed.serverSeed, clientSeed: revealed.clientSeed, nonce: revealed.nonce },
        params,
      ),
    ).toEqual(revealed.outcome);

    const history = (
      await inject({ method: 'GET', url: '/api/users/current/lavas', headers: { authorization: auth } })
    ).json();
    expect(history).toMatchObject({
      total: 1,
      items: [{ gameId: game.gameId, status: 'CASHED_OUT', stakeCents: stake, rowsCrossed: 2, payoutCents: expected }],
    });
    expect((await inject({ method: 'GET', url: `/api/users/${id}/lavas` })).json()).toEqual(history);
    expect(keyOf(await inject({ method: 'GET', url: `/api/users/${randomUUID()}/lavas` }))).toBe('USER.NOT_FOUND');
  });

  it('plays a bonus-skin entry and pays its cash-out to the bonus balance', async () => {
    const { auth, id } = await player();
    const [a] = await skins(id, [MID.id], 'BONUS');
    const game = (await start(auth, [a!])).json() as LavaGameView;
    expect(game).toMatchObject({ status: 'PLAYING', stakeCents: MID.priceCents });
    const board = await boardOf(game.gameId);
    await step(auth, game.gameId, 1, safeCells(board[0]!, 1));
    const paid = (await cashOut(auth, game.gameId)).json() as LavaGameView;
    expect(paid.status).toBe('CASHED_OUT');
    expect(await live.services.ledger.balances(id)).toEqual({ realCents: 0, bonusCents: paid.payoutCents });
    expect(await itemStatus([a!])).toEqual(['CONSUMED']);
    await platform.services.ledger.assertInvariants();
  });

  it('loses the skins on lava and pays nothing', async () => {
    const { auth, id } = await player();
    const [a] = await skins(id, [MID.id]);
    const game = (await start(auth, [a!])).json() as LavaGameView;
    const board = await boardOf(game.gameId);
    const before = await realCents(id);
    const lost = (
      await step(auth, game.gameId, 1, [board[0]![0]!, safeCells(board[0]!, 1)[0]!])
    ).json() as LavaGameView;
    expect(lost).toMatchObject({ status: 'LOST', payoutCents: 0, multiplier: 0, nextRow: null, skipsLeft: 0, board });
    expect(lost.rows[0]).toMatchObject({ safe: false, lava: board[0] });
    expect(await realCents(id)).toBe(before);
    expect(await itemStatus([a!])).toEqual(['CONSUMED']);
    const bet = await platform.services.ledger.getBet(game.gameId);
    expect(bet).toMatchObject({ status: 'SETTLED', payoutCents: 0, source: 'SKINS' });
  });

  it('ends and pays when the skips run out, and when no row fits under the max win', async () => {
    const { auth, id } = await player();
    const [a, top] = await skins(id, [CHEAP.id, TOP.id]);
    const game = (await start(auth, [a!])).json() as LavaGameView;
    const board = await boardOf(game.gameId);
    let view = game;
    for (let row = 1; row <= 5; row++)
      view = (await step(auth, game.gameId, row, safeCells(board[row - 1]!, 1))).json() as LavaGameView;
    expect(view).toMatchObject({
      status: 'CLEARED',
      skipsLeft: 0,
      payoutCents: lavaPayoutCents(CHEAP.priceCents, [1, 1, 1, 1, 1]),
    });

    const big = (await start(auth, [top!])).json() as LavaGameView;
    expect(big.ladder.map((s) => s.fits)).toEqual([true, true, true, true, true, false]);
    expect((await step(auth, big.gameId, 1, [1, 2, 3, 4, 5, 6])).json()).toEqual({
      error: { key: 'LAVA.MAX_WIN', args: ['2000.00'] },
    });
    const bigBoard = await boardOf(big.gameId);
    const before = await realCents(id);
    const capped = (await step(auth, big.gameId, 1, safeCells(bigBoard[0]!, 5))).json() as LavaGameView;
    expect(capped).toMatchObject({ status: 'MAX_WIN', payoutCents: lavaPayoutCents(TOP.priceCents, [5]) });
    expect(capped.payoutCents).toBeLessThanOrEqual(2000_00);
    expect(await realCents(id)).toBe(before + capped.payoutCents);
  });

  it('pays exactly once when two cash-outs race, and plays one of two racing steps', async () => {
    const { auth, id } = await player();
    const [a] = await skins(id, [MID.id]);
    const game = (await start(auth, [a!])).json() as LavaGameView;
    const board = await boardOf(game.gameId);
    const steps = await Promise.all([
      step(auth, game.gameId, 1, safeCells(board[0]!, 1)),
      step(auth, game.gameId, 1, safeCells(board[0]!, 2)),
    ]);
    expect(steps.map(keyOf).sort()).toEqual(['LAVA.WRONG_ROW', 'ok']);
    const before = await realCents(id);
    const answers = await Promise.all([
      cashOut(auth, game.gameId),
      cashOut(auth, game.gameId),
      cashOut(auth, game.gameId),
    ]);
    expect(answers.map(keyOf).sort()).toEqual(['BET.ALREADY_FINISHED', 'BET.ALREADY_FINISHED', 'ok']);
    const paid = answers.find((r) => r.statusCode === 200)!.json() as LavaGameView;
    expect(await realCents(id)).toBe(before + paid.payoutCents);
    const endings = await queryOne<{ n: number }>(
      em(),
      `select count(*)::int as n from ledger_transfers where operation = 'BET_SETTLE' and idempotency_key = ?`,
      [game.gameId],
    );
    expect(endings!.n).toBe(1);
  });

  it('resumes an unfinished game after a restart (new services on the same database)', async () => {
    const { auth, id } = await player();
    const [a] = await skins(id, [MID.id]);
    const game = (await start(auth, [a!])).json() as LavaGameView;
    const board = await boardOf(game.gameId);
    const after1 = (await step(auth, game.gameId, 1, safeCells(board[0]!, 4))).json() as LavaGameView;

    await live.app.close();
    live = await createApiPlatform(platform.config, platform.db.orm, { logger: false });
    const resumed = (
      await inject({ method: 'GET', url: '/api/lava/current', headers: { authorization: auth } })
    ).json();
    expect(resumed).toEqual({ game: after1 });
    const before = await realCents(id);
    const after2 = (await step(auth, game.gameId, 2, safeCells(board[1]!, 1))).json() as LavaGameView;
    const paid = (await cashOut(auth, game.gameId)).json() as LavaGameView;
    expect(paid).toMatchObject({ status: 'CASHED_OUT', payoutCents: after2.payoutCents });
    expect(paid.payoutCents).toBe(lavaPayoutCents(MID.priceCents, [4, 1]));
    expect(await realCents(id)).toBe(before + paid.payoutCents);
  });

  it('keeps the ledger and every skin accounted for', async () => {
    await live.services.ledger.assertInvariants();
    const open = await queryRows(
      em(),
      `select b.id from bets b join lava_games g on g.id = b.id where (b.status = 'OPEN') <> (g.status = 'PLAYING')`,
    );
    expect(open).toEqual([]);
    const stray = await queryRows(
      em(),
      `select i.id from user_items i join lava_games g on g.id = i.bet_id where (i.status = 'IN_BET') <> (g.status = 'PLAYING')`,
    );
    expect(stray).toEqual([]);
    const paid = await queryRows(
      em(),
      `select g.id from lava_games g join bets b on b.id = g.id where g.status <> 'PLAYING' and b.payout_cents <> g.payout_cents`,
    );
    expect(paid).toEqual([]);
  });
});
