import { observable, runInAction } from 'mobx';
import { describe, expect, it } from 'vitest';
import type { CatalogItemAnswer, UpgradeAnswer, UpgradeRecentAnswer } from '@arena/schemas';
import { ApiError } from '../../transport/api-error';
import { RetryKey } from '../../transport/retry-key';
import { UpgradeStore } from './upgrade-store';

const skin = (id: number, priceCents: number, name = `Skin ${id}`): CatalogItemAnswer => ({
  id,
  name,
  priceCents,
  icon: `icons/${id}.svg`,
  exterior: 'Field-Tested',
  color: '#fff',
  rarity: 'Consumer',
  type: 'weapon',
});

// Sorted by price ascending, as the CDN list is.
const CATALOG = [
  skin(1, 5_00),
  skin(2, 10_00),
  skin(3, 10_10, 'AK-47 | Redline'),
  skin(4, 20_00, 'AK-47 | Vulcan'),
  skin(5, 150_00),
  skin(6, 151_00),
  skin(7, 2500_00),
];

function answerFor(body: { itemIds: string[]; targetCatalogItemId: number }, won: boolean): UpgradeAnswer {
  return {
    betId: 'bet-1',
    entryCents: 10_00,
    targetCatalogItemId: body.targetCatalogItemId,
    targetCents: 20_00,
    chanceMillionths: 452_500,
    roll: won ? 100_000 : 900_000,
    won,
    serverSeedHash: 'h',
    clientSeed: 'c',
    nonce: 0,
    item: null,
    removedItemIds: body.itemIds,
    balance: { realCents: 0, bonusCents: 0 },
  };
}

function setup() {
  const entry = observable({ ids: [] as string[], totalCents: 0 });
  const posts: { path: string; body: unknown; key: string | undefined }[] = [];
  const timers: { handler: () => void; ms: number; cancelled: boolean }[] = [];
  const played: UpgradeAnswer[] = [];
  let postAnswer: (body: { itemIds: string[]; targetCatalogItemId: number }) => Promise<UpgradeAnswer> = async (body) =>
    answerFor(body, true);
  let recent: () => Promise<UpgradeRecentAnswer> = async () => [];
  let keys = 0;
  const store = new UpgradeStore({
    api: {
      get: async <T>(path: string) => {
        expect(path).toBe('/upgrade/recent');
        return (await recent()) as T;
      },
      post: async <T>(path: string, body: unknown, options?: { idempotencyKey?: string }) => {
        posts.push({ path, body, key: options?.idempotencyKey });
        return (await postAnswer(body as { itemIds: string[]; targetCatalogItemId: number })) as T;
      },
    },
    entry: () => entry,
    catalog: () => CATALOG,
    onPlayed: (answer) => played.push(answer),
    setTimer: (handler, ms) => {
      const timer = { handler, ms, cancelled: false };
      timers.push(timer);
      return () => {
        timer.cancelled = true;
      };
    },
    retryKey: new RetryKey(() => `key-${++keys}`),
  });
  const pick = (ids: string[], totalCents: number) =>
    runInAction(() => {
      entry.ids = ids;
      entry.totalCents = totalCents;
    });
  return {
    store,
    pick,
    posts,
    timers,
    played,
    answerWith: (f: typeof postAnswer) => (postAnswer = f),
    recentWith: (f: typeof recent) => (recent = f),
  };
}

describe('upgrade store', () => {
  it('lists the targets the entry may aim at, searched and sorted, with live odds', () => {
    const { store, pick } = setup();
    // No entry yet: every skin up to the $2,000 max win.
    expect(store.targets.map((t) => t.id)).toEqual([1, 2, 3, 4, 5, 6]);
    pick(['a'], 10_00);
    // 1.01x-15.08x of $10: $10.10 to $150.80.
    expect(store.targets.map((t) => t.id)).toEqual([3, 4, 5]);
    store.setSort('price_desc');
    expect(store.targets.map((t) => t.id)).toEqual([5, 4, 3]);
    store.setQuery('ak-47');
    expect(store.targets.map((t) => t.id)).toEqual([4, 3]);
    store.select(4);
    expect(store.odds).toEqual({ multiplier: 2, chanceMillionths: 452_500, chancePercent: 45.25 });
    pick(['a', 'b'], 15_00);
    expect(store.odds?.chanceMillionths).toBe(678_750);
  });

  it("shows the spec's screen messages: need a skin, target too low", () => {
    const { store, pick } = setup();
    store.select(4);
    expect(store.pickMessage).toBe('noSkin');
    expect(store.canPlay).toBe(false);
    pick(['a'], 10_00);
    expect([store.pickMessage, store.canPlay]).toEqual([null, true]);
    pick(['a', 'b'], 19_99);
    expect(store.pickMessage).toBe('targetTooLow');
    expect(store.refusal?.key).toBe('UPGRADE.BAD_MULTIPLIER');
    pick(['a'], 1_00);
    expect(store.refusal?.key).toBe('UPGRADE.BAD_MULTIPLIER');
    expect(store.pickMessage).toBeNull();
  });

  it('plays once, spins, then shows the result and opens the fair check of that bet', async () => {
    const { store, pick, posts, played } = setup();
    pick(['a'], 10_00);
    store.select(4);
    expect(store.fairBetId).toBeNull();
    const playing = store.play();
    expect(store.phase).toBe('sending');
    expect(store.busy).toBe(true);
    void store.play(); // a second press while one is in flight sends nothing
    await playing;
    expect(posts).toEqual([{ path: '/upgrade', body: { itemIds: ['a'], targetCatalogItemId: 4 }, key: 'key-1' }]);
    expect(store.phase).toBe('spinning');
    // The fair button waits for the end, and the inventory learns the result only when the dial shows it.
    expect([store.fairBetId, played.length]).toEqual([null, 0]);
    store.spinEnded();
    expect(store.phase).toBe('done');
    expect(store.fairBetId).toBe('bet-1');
    expect(played.map((a) => a.won)).toEqual([true]);
    store.dispose();
    expect(played).toHaveLength(1);
  });

  it('keeps the key for a retry after no answer, and says the upgrade failed', async () => {
    const { store, pick, posts, answerWith } = setup();
    pick(['a'], 10_00);
    store.select(4);
    answerWith(async () => {
      throw new ApiError(null, [], 0);
    });
    await store.play();
    expect([store.phase, store.screenError]).toEqual(['idle', 'play']);
    answerWith(async () => {
      throw new ApiError('INVENTORY.ITEM_LOCKED', [], 409);
    });
    await store.play();
    expect(store.error?.key).toBe('INVENTORY.ITEM_LOCKED');
    answerWith(async (body) => answerFor(body, false));
    await store.play();
    // Retry after no answer reused key-1; the refusal ended that action, so the next press has a new key.
    expect(posts.map((p) => p.key)).toEqual(['key-1', 'key-1', 'key-2']);
    expect(store.result?.won).toBe(false);
  });

  it('answers an obvious refusal itself without a request', async () => {
    const { store, posts } = setup();
    store.select(4);
    await store.play();
    expect(store.error?.key).toBe('CRASH.NO_SKIN_SELECTED');
    expect(store.screenError).toBe('noSkin');
    expect(posts).toEqual([]);
  });

  it('polls the last-upgrades feed and says when it cannot get it', async () => {
    const { store, timers, recentWith } = setup();
    const row = {
      betId: 'b',
      userId: 'u',
      name: 'Alice',
      avatar: null,
      entryCents: 100,
      target: { catalogItemId: 4, name: 'AK-47 | Vulcan', iconUrl: '', color: '#fff', priceCents: 200 },
      chanceMillionths: 452_500,
      won: true,
      createdAt: 1,
    };
    recentWith(async () => [row]);
    store.startFeed();
    await Promise.resolve();
    await Promise.resolve();
    await Promise.resolve();
    expect(store.recent).toEqual([row]);
    expect(timers.map((t) => t.ms)).toEqual([4_000]);
    recentWith(async () => {
      throw new ApiError('GLOBAL.INTERNAL_ERROR', [], 500);
    });
    timers[0]!.handler();
    await Promise.resolve();
    await Promise.resolve();
    await Promise.resolve();
    expect(store.recentFailed).toBe(true);
    expect(store.recent).toEqual([row]);
    expect(timers).toHaveLength(2);
    store.stopFeed();
    expect(timers[1]!.cancelled).toBe(true);
  });
});
