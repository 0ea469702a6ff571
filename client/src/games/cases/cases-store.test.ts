import { describe, expect, it } from 'vitest';
import type { CaseDetailAnswer, CaseOpenAnswer, InventoryItemAnswer, ShopOperationAnswer } from '@arena/schemas';
import { reelOffset, reelStrip } from '../../scenes/cases/reel-strip';
import { ApiError } from '../../transport/api-error';
import { RetryKey } from '../../transport/retry-key';
import { CaseStore, caseRefusalKey } from './cases-store';

const NOW = 1_800_000_000_000;

const DETAIL: CaseDetailAnswer = {
  id: 7,
  alias: 'daily-grind',
  name: 'Daily Grind',
  priceCents: 540,
  bonusOnly: false,
  premiumOnly: false,
  limitTotal: null,
  unboxed: 10,
  itemCount: 2,
  expiresAt: null,
  status: 'ACTIVE',
  iconUrl: '/cdn/icons/b.svg',
  color: '#fff',
  group: { id: 1, alias: 'starter', name: 'Starter cases' },
  items: [
    {
      slot: 0,
      catalogItemId: 1,
      name: 'A',
      iconUrl: '',
      color: '#fff',
      rarity: 'Consumer',
      exterior: 'Field-Tested',
      priceCents: 100,
      weight: 900,
      ticketFrom: 0,
      ticketTo: 900,
      odds: 0.9,
    },
    {
      slot: 1,
      catalogItemId: 2,
      name: 'B',
      iconUrl: '',
      color: '#fff',
      rarity: 'Covert',
      exterior: 'Field-Tested',
      priceCents: 4000,
      weight: 100,
      ticketFrom: 900,
      ticketTo: 1000,
      odds: 0.1,
    },
  ],
  totalWeight: 1000,
  expectedValueCents: 490,
  edge: 1 - 490 / 540,
  edgeBasisPoints: 1000,
};

const item = (id: string): InventoryItemAnswer => ({
  id,
  catalogItemId: 2,
  name: 'B',
  icon: 'icons/b.svg',
  iconUrl: '',
  exterior: 'Field-Tested',
  color: '#fff',
  rarity: 'Covert',
  type: 'weapon',
  priceCents: 4000,
  kind: 'REAL',
  selectionKind: 'REAL',
  status: 'AVAILABLE',
  realItemID: id,
  bonusItemID: null,
  totalGamesCount: 0,
  gamesPlayed: 0,
  alfa: false,
  withdrawable: true,
  expiresAt: null,
  createdAt: NOW,
});

function answer(count: number): CaseOpenAnswer {
  return {
    caseId: 7,
    priceCents: 540,
    source: 'REAL',
    openings: Array.from({ length: count }, (_, i) => ({
      betId: `bet-${i}`,
      ticket: 950,
      totalWeight: 1000,
      slot: 1,
      item: item(`item-${i}`),
      serverSeedHash: 'h',
      clientSeed: 'c',
      nonce: i,
    })),
    unboxed: 10 + count,
    balance: { realCents: 1000, bonusCents: 0 },
  };
}

function setup(options: { failOpen?: ApiError; failSell?: ApiError } = {}) {
  const posts: { path: string; body: unknown; key: string | undefined }[] = [];
  const opened: CaseOpenAnswer[] = [];
  const sold: ShopOperationAnswer[] = [];
  let keys = 0;
  const store = new CaseStore({
    api: {
      get: async <T>(path: string) => {
        expect(path).toBe('/boxes/daily-grind');
        return DETAIL as T;
      },
      post: async <T>(path: string, body: unknown, opts?: { idempotencyKey?: string }) => {
        posts.push({ path, body, key: opts?.idempotencyKey });
        if (path.endsWith('/open')) {
          if (options.failOpen) throw options.failOpen;
          return answer((body as { count: number }).count) as T;
        }
        if (options.failSell) throw options.failSell;
        return {
          transferId: 1,
          balance: { realCents: 5000, bonusCents: 0 },
          balanceDeltaCents: 4000,
          items: [],
          removedItemIds: (body as { itemIds: string[] }).itemIds,
        } as T;
      },
    },
    onOpened: (a) => opened.push(a),
    onSold: (a) => sold.push(a),
    now: () => NOW,
    retryKey: new RetryKey(() => `open-${++keys}`),
    sellKey: new RetryKey(() => `sell-${++keys}`),
  });
  return { store, posts, opened, sold };
}

describe('case store', () => {
  it('opens the chosen count, waits for every reel, then applies the skins and balance once', async () => {
    const { store, posts, opened } = setup();
    await store.load('daily-grind');
    store.setCount(9);
    expect(store.count).toBe(5);
    store.setCount(2);
    expect(store.totalCents).toBe(1080);
    expect(store.canOpen).toBe(true);
    await store.open();
    expect(posts).toEqual([{ path: '/boxes/7/open', body: { count: 2 }, key: 'open-1' }]);
    expect(store.phase).toBe('spinning');
    expect(store.fairBetId).toBeNull();
    expect(store.detail!.unboxed).toBe(12);
    store.reelLanded();
    expect(store.phase).toBe('spinning');
    expect(opened).toHaveLength(0);
    store.reelLanded();
    expect(store.phase).toBe('done');
    expect(opened).toHaveLength(1);
    expect(store.fairBetId).toBe('bet-0');
    store.dispose();
    expect(opened).toHaveLength(1);
  });

  it('sells a skin through the shop once, or keeps it', async () => {
    const { store, posts, sold } = setup();
    await store.load('daily-grind');
    await store.open();
    store.reelLanded();
    await store.sell('item-0');
    await store.sell('item-0');
    expect(posts.filter((p) => p.path === '/shop/sell')).toEqual([
      { path: '/shop/sell', body: { itemIds: ['item-0'] }, key: 'sell-2' },
    ]);
    expect(store.decisions['item-0']).toBe('sold');
    expect(sold).toHaveLength(1);
    store.keep('item-0');
    expect(store.decisions['item-0']).toBe('sold');
  });

  it('shows the unboxing and selling errors', async () => {
    const failing = setup({ failOpen: new ApiError('USER.LOW_BALANCE', [], 400) });
    await failing.store.load('daily-grind');
    await failing.store.open();
    expect(failing.store.phase).toBe('idle');
    expect(failing.store.screenError).toBe('open');
    expect(failing.store.error?.key).toBe('USER.LOW_BALANCE');

    const selling = setup({ failSell: new ApiError('INVENTORY.BAD_ID', [], 400) });
    await selling.store.load('daily-grind');
    await selling.store.open();
    selling.store.reelLanded();
    await selling.store.sell('item-0');
    expect(selling.store.screenError).toBe('sell');
    expect(selling.store.decisions['item-0']).toBeUndefined();
  });

  it("refuses like the server: status, end date, a limited collection's stock", () => {
    expect(caseRefusalKey(DETAIL, 1, NOW)).toBeNull();
    expect(caseRefusalKey({ ...DETAIL, status: 'UNAVAILABLE' }, 1, NOW)).toBe('CASE.UNAVAILABLE');
    expect(caseRefusalKey({ ...DETAIL, status: 'TEMPORARILY_UNAVAILABLE' }, 1, NOW)).toBe(
      'CASE.TEMPORARILY_UNAVAILABLE',
    );
    expect(caseRefusalKey({ ...DETAIL, expiresAt: NOW }, 1, NOW)).toBe('CASE.EXPIRED');
    // the list's EXPIRED holds even when this device's clock is behind the end date.
    expect(caseRefusalKey({ ...DETAIL, status: 'EXPIRED', expiresAt: NOW + 60_000 }, 1, NOW)).toBe('CASE.EXPIRED');
    expect(caseRefusalKey({ ...DETAIL, limitTotal: 12 }, 2, NOW)).toBeNull();
    expect(caseRefusalKey({ ...DETAIL, limitTotal: 12 }, 3, NOW)).toBe('CASE.SOLD_OUT');
  });
});

describe('reel strip', () => {
  it("puts the server's slot under the marker, the same strip for the same bet", () => {
    const strip = reelStrip(6, 4, 'bet-abc', 40);
    expect(strip.slots).toHaveLength(47);
    expect(strip.slots[40]).toBe(4);
    expect(strip.winnerIndex).toBe(40);
    expect(reelStrip(6, 4, 'bet-abc', 40)).toEqual(strip);
    expect(strip.slots.every((s) => s >= 0 && s < 6)).toBe(true);
    expect(Math.abs(strip.landing)).toBeLessThanOrEqual(0.35);
    // The marker (viewport centre) lands inside the winning tile.
    const offset = reelOffset(strip, 112, 8, 600);
    const tileLeft = 40 * 120 - offset;
    expect(300).toBeGreaterThan(tileLeft);
    expect(300).toBeLessThan(tileLeft + 112);
    expect(() => reelStrip(6, 6, 'x', 40)).toThrow(RangeError);
  });
});
