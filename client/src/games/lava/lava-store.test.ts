import { describe, expect, it } from 'vitest';
import { type LavaGameView, lavaLadder } from '@arena/schemas';
import { ApiError } from '../../transport/api-error';
import { LavaStore } from './lava-store';

function view(patch: Partial<LavaGameView> = {}): LavaGameView {
  const rows = patch.rows ?? [];
  return {
    gameId: 'g1',
    status: 'PLAYING',
    stakeCents: 500,
    items: [{ id: 'i1', catalogItemId: 1, name: 'AK', priceCents: 500 }],
    rows,
    nextRow: rows.length + 1,
    skipsLeft: 5 - rows.length,
    multiplier: 0,
    payoutCents: 0,
    ladder: lavaLadder(
      500,
      rows.map((r) => r.cells.length),
    ),
    board: null,
    serverSeedHash: 'h'.repeat(64),
    clientSeed: 'seed',
    nonce: 3,
    createdAt: 1,
    endedAt: null,
    ...patch,
  };
}

function setup(answers: Record<string, (body: unknown) => unknown>) {
  const calls: { path: string; body: unknown; key?: string }[] = [];
  let money = 0;
  let time = 1000;
  let keys = 0;
  const store = new LavaStore({
    api: {
      get: async <T>(path: string) => {
        calls.push({ path, body: undefined });
        return answers[`GET ${path}`]!(undefined) as T;
      },
      post: async <T>(path: string, body: unknown, options?: { idempotencyKey?: string }) => {
        calls.push({ path, body, key: options?.idempotencyKey });
        return answers[`POST ${path}`]!(body) as T;
      },
    },
    onMoney: () => money++,
    now: () => time,
    newKey: () => `key-${++keys}`,
  });
  return { store, calls, money: () => money, tick: (ms: number) => (time += ms) };
}

describe('lava store', () => {
  it('resumes the unfinished game on load, its rows shown without animation', async () => {
    const row = { row: 1, cells: [1, 2], lava: [5, 7], safe: true };
    const { store } = setup({
      'GET /lava/current': () => ({ game: view({ rows: [row], multiplier: 1.6893, payoutCents: 844 }) }),
    });
    await store.load();
    expect(store.loaded).toBe(true);
    expect(store.playing).toBe(true);
    expect(store.game?.nextRow).toBe(2);
    expect(store.revealedAt.get(1)).toBe(-Infinity);
    expect(store.canCashOut).toBe(true);
  });

  it('checks the entry before asking the server, then starts with one key per action', async () => {
    let fail = true;
    const { store, calls, money } = setup({
      'POST /lava/start': () => {
        if (fail) throw new ApiError(null, [], 0);
        return view();
      },
    });
    await store.start([], 0);
    expect(store.lastError?.key).toBe('LAVA.NO_SKIN_SELECTED');
    await store.start(['a', 'b'], 250_00);
    expect(store.lastError).toMatchObject({ key: 'LAVA.ENTRY_LIMIT', args: ['200.00'] });
    expect(calls).toEqual([]);

    await store.start(['b', 'a'], 10_00);
    expect(store.lastError?.status).toBe(0);
    fail = false;
    await store.start(['a', 'b'], 10_00);
    // The retry after no answer reuses the key, so the server starts at most one game.
    expect(calls.map((c) => c.key)).toEqual(['key-1', 'key-1']);
    expect(calls[1]!.body).toEqual({ itemIds: ['a', 'b'] });
    expect(store.playing).toBe(true);
    expect(money()).toBe(1);
  });

  it('picks 1 to 6 cells, sends the row it is on, and times the reveal from the answer', async () => {
    const { store, calls, tick, money } = setup({
      'POST /lava/start': () => view(),
      'POST /lava/step': (body) => {
        const { cells } = body as { cells: number[] };
        return view({ rows: [{ row: 1, cells, lava: [7, 8], safe: true }], multiplier: 2.534, payoutCents: 1267 });
      },
    });
    await store.start(['a'], 500);
    expect(store.canStep).toBe(false);
    for (const cell of [3, 1, 2, 4, 5, 6, 7]) store.toggleCell(cell);
    expect(store.picked).toEqual([1, 2, 3, 4, 5, 6]);
    store.toggleCell(4);
    store.toggleCell(5);
    store.toggleCell(6);
    expect(store.picked).toEqual([1, 2, 3]);
    expect(store.pickedStep).toMatchObject({ open: 3, multiplier: 2.534, chanceBasisPoints: 3571 });
    expect(store.canStep).toBe(true);
    tick(500);
    await store.step();
    expect(calls.at(-1)).toEqual({
      path: '/lava/step',
      body: { gameId: 'g1', row: 1, cells: [1, 2, 3] },
      key: undefined,
    });
    expect(store.revealedAt.get(1)).toBe(1500);
    expect(store.picked).toEqual([]);
    expect(store.game?.payoutCents).toBe(1267);
    expect(money()).toBe(1);
  });

  it('does not offer a count whose win would pass the max win', async () => {
    const { store } = setup({
      'POST /lava/start': () => ({ ...view(), stakeCents: 200_00, ladder: lavaLadder(200_00, []) }),
    });
    await store.start(['a'], 200_00);
    store.pickRandom(6, () => 0);
    expect(store.picked).toHaveLength(6);
    expect(store.canStep).toBe(false);
    store.pickRandom(5, () => 0.99);
    expect(store.canStep).toBe(true);
  });

  it('ends on lava or a cash-out, reveals the board, and shows a refusal with the server state', async () => {
    const lost = view({
      status: 'LOST',
      rows: [{ row: 1, cells: [7], lava: [7, 8], safe: false }],
      nextRow: null,
      skipsLeft: 0,
      ladder: [],
      board: [
        [7, 8],
        [1, 2],
        [3, 4],
        [5, 6],
        [1, 8],
      ],
      endedAt: 2,
    });
    const { store, money } = setup({
      'POST /lava/start': () => view(),
      'POST /lava/step': () => lost,
      'GET /lava/current': () => ({ game: null }),
    });
    await store.start(['a'], 500);
    store.toggleCell(7);
    await store.step();
    expect(store.over).toBe(true);
    expect(store.boardRevealedAt).toBe(1000);
    expect(money()).toBe(2);
    // A finished game stays on screen after a reload of the current game answers none.
    await store.load();
    expect(store.game?.status).toBe('LOST');
    store.dismiss();
    expect(store.game).toBeNull();
  });

  it('keeps the refusal key when a cash-out is refused', async () => {
    const row = { row: 1, cells: [1], lava: [7, 8], safe: true };
    const { store } = setup({
      'GET /lava/current': () => ({ game: view({ rows: [row] }) }),
      'POST /lava/cashout': () => {
        throw new ApiError('BET.ALREADY_FINISHED', [], 409);
      },
    });
    await store.load();
    await store.cashOut();
    expect(store.lastError?.key).toBe('BET.ALREADY_FINISHED');
    expect(store.busy).toBe(false);
  });
});
