import { describe, expect, it } from 'vitest';
import type { TreasureCard, TreasureCollection, TreasureOrder, TreasuresAnswer } from '@arena/schemas';
import { ApiError } from '../../transport/api-error';
import { OrdersStore } from './orders-store';
import { formatRemaining, percentOf, prizeLabel } from './treasure-views';
import { TreasuresStore, pickCollection } from './treasures-store';

const KINDS = ['compass', 'map', 'coin', 'chalice', 'amulet', 'dagger', 'ring', 'scroll', 'crown', 'gem'] as const;
const COLLECTION: TreasureCollection = {
  id: 3,
  year: 2026,
  quarter: 4,
  season: 'AUTUMN',
  status: 'ACTIVE',
  startsAt: 0,
  endsAt: 1,
  serverSeedHash: 'h',
  serverSeed: null,
  dropDivisor: 1_000_000,
  treasures: KINDS.map((kind, i) => ({ id: 30 + i + 1, slot: i + 1, kind, prize: { kind: 'BALANCE', cents: 10 } })),
  megaPrize: { kind: 'BALANCE', cents: 100_00 },
  mine: { activated: [], megaClaimed: false },
};
const card = (id: string, treasureId: number, status: TreasureCard['status'] = 'AVAILABLE'): TreasureCard => ({
  id,
  treasureId,
  collectionId: 3,
  slot: treasureId - 30,
  kind: KINDS[treasureId - 31]!,
  status,
  source: 'GRANT',
  dropBetId: null,
  dropStakeCents: null,
  orderId: status === 'LISTED' ? 'o' : null,
  createdAt: 0,
});

function api(overview: TreasuresAnswer, onPost: (path: string, body: unknown, key?: string) => unknown = () => ({})) {
  const posts: { path: string; body: unknown; key?: string }[] = [];
  const gets: { path: string; query?: unknown }[] = [];
  return {
    posts,
    gets,
    get: async <T>(path: string, options?: { query?: Record<string, string | number> }) => {
      gets.push({ path, query: options?.query });
      if (path === '/treasures') return overview as T;
      if (path === '/treasures/orders') return { items: [], total: 0, page: 1, pageSize: 20 } as T;
      throw new ApiError('TREASURES.ORDER_ERROR', [], 400);
    },
    post: async <T>(path: string, body: unknown, options?: { idempotencyKey?: string }) => {
      posts.push({ path, body, key: options?.idempotencyKey });
      const answer = onPost(path, body, options?.idempotencyKey);
      if (answer instanceof ApiError) throw answer;
      return answer as T;
    },
  };
}

describe('treasures store', () => {
  it('shows the active season first and counts my cards per treasure', async () => {
    const overview: TreasuresAnswer = {
      collections: [{ ...COLLECTION, id: 4, status: 'COMING' }, COLLECTION],
      cards: [card('a', 31), card('b', 31), card('c', 31), card('d', 32, 'LISTED')],
      premium: true,
      activationChanceBasisPoints: 2000,
    };
    const store = new TreasuresStore({ api: api(overview), balanceChanged: () => undefined });
    await store.load();
    expect(pickCollection(overview.collections)?.id).toBe(3);
    expect(store.selected?.id).toBe(3);
    expect(store.available(31).map((c) => c.id)).toEqual(['a', 'b', 'c']);
    expect(store.listed(32).map((c) => c.id)).toEqual(['d']);
    expect(store.canUpgrade(31)).toBe(true);
    expect(store.canUpgrade(32)).toBe(false);
    expect(store.hasFullSet(COLLECTION)).toBe(false);
    store.select(4);
    expect(store.selected?.id).toBe(4);
  });

  it('activates the oldest card, upgrades three with one key per action, keeps a refusal', async () => {
    let balance = 0;
    const fake = api(
      {
        collections: [COLLECTION],
        cards: [card('a', 31), card('b', 31), card('c', 31), card('d', 31)],
        premium: true,
        activationChanceBasisPoints: 2000,
      },
      (path) =>
        path.endsWith('/mega')
          ? new ApiError('TREASURES.CARD_ERROR', [], 400)
          : { success: true, id: 'x', card: card('n', 35) },
    );
    const store = new TreasuresStore({ api: fake, balanceChanged: () => void balance++ });
    await store.load();
    await store.activate(31);
    expect(fake.posts[0]).toMatchObject({ path: '/treasures/cards/a/activate' });
    expect(store.notice?.kind).toBe('activated');
    await store.upgrade(31);
    expect(fake.posts[1]).toMatchObject({ path: '/treasures/upgrade', body: { cardIds: ['a', 'b', 'c'] } });
    // Each action carries its own idempotency key.
    expect(fake.posts[1]!.key).toMatch(/^\S{8,}$/);
    expect(fake.posts[1]!.key).not.toBe(fake.posts[0]!.key);
    expect(store.notice?.kind).toBe('upgraded');
    await store.claimMega(3);
    expect(store.actionError?.key).toBe('TREASURES.CARD_ERROR');
    expect(store.notice).toBeNull();
    expect(balance).toBe(2);
  });
});

describe('orders store', () => {
  it('loads a scope and page, creates with an idempotency key, keeps the refusal of an accept', async () => {
    const order = { id: 'o1' } as TreasureOrder;
    const fake = api({ collections: [], cards: [], premium: false, activationChanceBasisPoints: 500 }, (path) =>
      path.endsWith('/accept') ? new ApiError('TREASURES.NO_PREMIUM_BATTLEPASS', [], 400) : order,
    );
    const store = new OrdersStore({ api: fake, balanceChanged: () => undefined });
    await store.loadList('mine', 2);
    expect(fake.gets.at(-1)).toEqual({ path: '/treasures/orders', query: { scope: 'mine', page: 2 } });
    expect(await store.create({ kind: 'SALE', cardIds: ['a'], priceCents: 100 })).toBe(order);
    expect(fake.posts[0]!.key).toMatch(/^\S{8,}$/);
    expect(store.done).toBe('created');
    await store.accept('o1');
    expect(store.actionError?.key).toBe('TREASURES.NO_PREMIUM_BATTLEPASS');
    expect(store.done).toBeNull();
  });
});

describe('views', () => {
  it('formats prizes, percents and the time an order has left', () => {
    const money = (cents: number) => `$${(cents / 100).toFixed(2)}`;
    expect(prizeLabel({ kind: 'BONUS', cents: 150 }, money, () => '')).toEqual({
      key: 'treasures.prize.BONUS',
      values: { amount: '$1.50' },
    });
    expect(prizeLabel({ kind: 'SKIN', catalogItemId: 9 }, money, (id) => `skin ${id}`).values).toEqual({
      name: 'skin 9',
    });
    expect(percentOf(500)).toBe('5');
    expect(percentOf(2000)).toBe('20');
    expect(formatRemaining(12 * 3_600_000, 0)).toBe('12h 00m');
    expect(formatRemaining(90_500, 0)).toBe('1m 30s');
    expect(formatRemaining(0, 10)).toBe('0m 00s');
  });
});
