import { describe, expect, it } from 'vitest';
import type { MinesRoundView } from '@arena/schemas';
import { ApiError } from '../../transport/api-error';
import { MinesStore, parseAmountCents } from './mines-store';

function view(patch: Partial<MinesRoundView> = {}): MinesRoundView {
  return {
    roundId: 'r1',
    status: 'PLAYING',
    mode: 'classic',
    mines: 3,
    stakeCents: 100,
    source: 'REAL',
    items: [],
    opened: [],
    gems: 0,
    defused: false,
    multiplier: 0.99,
    payoutCents: 99,
    nextMultiplier: 1.125,
    nextPayoutCents: 112,
    capped: false,
    mineCells: null,
    serverSeedHash: 'h'.repeat(64),
    clientSeed: 'seed',
    nonce: 3,
    createdAt: 1,
    ...patch,
  };
}
const balance = { realCents: 900, bonusCents: 0 };

function setup(answers: Record<string, (body: unknown) => unknown>) {
  const calls: { path: string; body: unknown; key?: string }[] = [];
  let money = 0;
  let time = 1000;
  let keys = 0;
  const store = new MinesStore({
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

describe('mines store', () => {
  it('parses typed amounts to cents', () => {
    expect(parseAmountCents('1')).toBe(100);
    expect(parseAmountCents('2.5')).toBe(250);
    expect(parseAmountCents('0,10')).toBe(10);
    expect(parseAmountCents('1.234')).toBeNull();
    expect(parseAmountCents('abc')).toBeNull();
  });

  it('resumes the unfinished round on load: its cells shown at once, its mines count and mode taken over', async () => {
    const resumed = view({
      mode: 'plus',
      mines: 5,
      status: 'AWAITING_DEFUSAL',
      opened: [
        { cell: 4, kind: 'GEM' },
        { cell: 9, kind: 'MINE' },
      ],
      gems: 1,
    });
    const { store } = setup({ 'GET /mines/current': () => ({ round: resumed }) });
    await store.load();
    expect(store.loaded).toBe(true);
    expect(store.playing).toBe(true);
    expect(store.canDefuse).toBe(true);
    expect(store.canOpen).toBe(false);
    expect(store.canTake).toBe(false);
    expect([store.mines, store.plus]).toEqual([5, true]);
    expect([...store.revealedAt]).toEqual([
      [4, -Infinity],
      [9, -Infinity],
    ]);
  });

  it('starts with the typed amount, opens cells with their reveal time, takes the winnings and reports money', async () => {
    const { store, calls, money, tick } = setup({
      'POST /mines/rounds': () => ({ round: view(), balance }),
      'POST /mines/rounds/r1/open': (body) => ({
        round: view({
          opened: [{ cell: (body as { cell: number }).cell, kind: 'GEM' }],
          gems: 1,
          multiplier: 1.125,
          payoutCents: 112,
        }),
        balance,
      }),
      'POST /mines/rounds/r1/take': () => ({
        round: view({
          status: 'CASHED_OUT',
          opened: [{ cell: 7, kind: 'GEM' }],
          gems: 1,
          payoutCents: 112,
          mineCells: [1, 2, 3],
        }),
        balance,
      }),
    });
    store.setMines(3);
    store.setAmountText('1');
    await store.start([], 0);
    expect(calls[0]).toEqual({
      path: '/mines/rounds',
      body: { mines: 3, mode: 'classic', amountCents: 100 },
      key: 'key-1',
    });
    expect(money()).toBe(1);
    expect(store.canTake).toBe(false);
    tick(50);
    await store.open(7);
    expect(calls[1]).toMatchObject({ path: '/mines/rounds/r1/open', body: { cell: 7 } });
    expect(store.revealedAt.get(7)).toBe(1050);
    expect(store.canTake).toBe(true);
    await store.open(7); // already open: nothing sent
    expect(calls).toHaveLength(2);
    tick(50);
    await store.take();
    expect(store.over).toBe(true);
    expect(store.boardRevealedAt).toBe(1100);
    expect(money()).toBe(2);
    store.dismiss();
    expect(store.round).toBeNull();
  });

  it('stakes the selected skins instead of the amount, and refuses an empty stake before asking the server (docs/product-rules.md §5)', async () => {
    const { store, calls } = setup({ 'POST /mines/rounds': () => ({ round: view({ source: 'SKINS' }), balance }) });
    store.setAmountText('');
    await store.start([], 0);
    expect(calls).toHaveLength(0);
    expect(store.failure).toMatchObject({ action: 'start', error: { key: 'MINES.NOTHING_SELECTED' } });
    store.setAmountText('500');
    await store.start([], 0);
    expect(store.failure?.error.key).toBe('MINES.ENTRY_LIMIT');
    store.setPlus(true);
    await store.start(['b', 'a'], 700);
    expect(calls[0]!.body).toEqual({ mines: 3, mode: 'plus', itemIds: ['a', 'b'] });
  });

  it('keeps a step failure with its action (the screen says "unable to open cell") and re-reads the round', async () => {
    const { store, calls } = setup({
      'GET /mines/current': () => ({ round: view({ opened: [{ cell: 2, kind: 'GEM' }], gems: 1 }) }),
      'POST /mines/rounds/r1/open': () => {
        throw new ApiError('MINES.CELL_ALREADY_OPEN', [], 400);
      },
    });
    await store.load();
    await store.open(3);
    expect(store.failure).toMatchObject({ action: 'open', error: { key: 'MINES.CELL_ALREADY_OPEN' } });
    expect(calls.map((c) => c.path)).toEqual(['/mines/current', '/mines/rounds/r1/open', '/mines/current']);
    expect(store.busy).toBe(false);
  });

  it('retries a step that got no answer with the same key, and a new step gets a new key', async () => {
    let fail = true;
    const { store, calls } = setup({
      'GET /mines/current': () => ({ round: view({ opened: [{ cell: 2, kind: 'GEM' }], gems: 1 }) }),
      'POST /mines/rounds/r1/take': () => {
        if (fail) throw new ApiError(null, [], 0);
        return { round: view({ status: 'CASHED_OUT', gems: 1, payoutCents: 112, mineCells: [0, 1, 3] }), balance };
      },
    });
    await store.load();
    await store.take();
    expect(store.failure?.action).toBe('take');
    fail = false;
    await store.take();
    expect(calls.filter((c) => c.path.endsWith('/take')).map((c) => c.key)).toEqual(['key-1', 'key-1']);
    expect(store.round?.status).toBe('CASHED_OUT');
  });

  it('Mines Plus: the gems found before a defuse stay counted after it, and the next gem adds to them', async () => {
    const gem = (cell: number) => ({ cell, kind: 'GEM' as const });
    const plus = { roundId: 'r1', mode: 'plus' as const, mines: 3 };
    const { store } = setup({
      'GET /mines/current': () => ({ round: view({ ...plus, opened: [gem(0), gem(1)], gems: 2 }) }),
      'POST /mines/rounds/r1/open': (body) =>
        (body as { cell: number }).cell === 2
          ? {
              round: view({
                ...plus,
                status: 'AWAITING_DEFUSAL',
                opened: [gem(0), gem(1), { cell: 2, kind: 'MINE' }],
                gems: 2,
              }),
              balance,
            }
          : {
              round: view({
                ...plus,
                opened: [gem(0), gem(1), { cell: 2, kind: 'DEFUSED' }, gem(3)],
                gems: 3,
                defused: true,
              }),
              balance,
            },
      'POST /mines/rounds/r1/defuse': () => ({
        round: view({ ...plus, opened: [gem(0), gem(1), { cell: 2, kind: 'DEFUSED' }], gems: 2, defused: true }),
        balance,
      }),
    });
    await store.load();
    await store.open(2);
    expect(store.round).toMatchObject({ status: 'AWAITING_DEFUSAL', gems: 2 });
    await store.defuse();
    expect(store.round).toMatchObject({ status: 'PLAYING', gems: 2, defused: true });
    expect(store.canTake).toBe(true);
    expect(store.canOpen).toBe(true);
    await store.open(3);
    expect(store.round).toMatchObject({ gems: 3, defused: true });
  });
});
