import { describe, expect, it } from 'vitest';
import type { BattlepassBundle, BattlepassStateAnswer, BattlepassSummary } from '@arena/schemas';
import { ApiError } from '../../transport/api-error';
import { PremiumStore, pickBattlepass } from './premium-store';
import { PresaleStore } from './presale-store';
import { PRESALE_SEEN_KEY, PRESALE_SOLD_KEY } from './presale-marker';
import { formatTimeLeft, levelProgress } from './premium-views';

const PASS: BattlepassSummary = {
  id: 7,
  title: 'Christmas',
  status: 'PRESALE',
  presaleAt: 0,
  startedAt: 100_000,
  finishedAt: 200_000,
};
const BUNDLES: BattlepassBundle[] = [
  { id: 1, experience: 0, presalePrice: 500, oldPrice: 999, price: 500 },
  { id: 2, experience: 100, presalePrice: 50, oldPrice: 100, price: 50 },
];
const STATE: BattlepassStateAnswer = {
  battlepass: PASS,
  experience: 0,
  level: 0,
  premium: false,
  holder: false,
  treasureAccess: false,
  levels: [],
};

function memory() {
  const map = new Map<string, string>();
  return { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v), map };
}

function api(onPost: (path: string, body: unknown, key?: string) => unknown = () => ({})) {
  const posts: { path: string; body: unknown; key?: string }[] = [];
  return {
    posts,
    get: async <T>(path: string) => {
      if (path === '/battlepass/current/list') return [PASS] as T;
      throw new ApiError('GLOBAL.NOT_FOUND', [], 404);
    },
    post: async <T>(path: string, body: unknown, options?: { idempotencyKey?: string }) => {
      posts.push({ path, body, key: options?.idempotencyKey });
      const custom = onPost(path, body, options?.idempotencyKey);
      if (custom instanceof ApiError) throw custom;
      if (path === '/battlepass/bundle/list') return BUNDLES as T;
      if (path === '/battlepass/state') return STATE as T;
      if (path === '/battlepass/leaders') return [] as T;
      if (path === '/battlepass/calendar') throw new ApiError('CALENDAR.CALENDAR_NOT_FOUND', [], 404);
      return custom as T;
    },
  };
}

describe('premium store', () => {
  it('picks the active pass before the pre-sale', () => {
    expect(pickBattlepass([PASS, { ...PASS, id: 8, status: 'ACTIVE' }])!.id).toBe(8);
    expect(pickBattlepass([{ ...PASS, status: 'ENDS' }])!.id).toBe(7);
  });

  it('loads the pass, splits the premium bundle from level cards and treats a missing calendar as none', async () => {
    const store = new PremiumStore({
      api: api(),
      signedIn: () => true,
      balanceChanged: () => undefined,
      storage: memory(),
    });
    await store.load();
    expect(store.selected?.id).toBe(7);
    expect(store.premiumBundle?.id).toBe(1);
    expect(store.levelCards.map((b) => b.id)).toEqual([2]);
    expect(store.calendar).toBeNull();
    expect(store.canBuy).toBe(true);
  });

  it('asks a visitor to sign in, buys with one key per action and stores the presale marker', async () => {
    const storage = memory();
    let signedIn = false;
    let refreshed = 0;
    const client = api((path) =>
      path === '/battlepass/bundle/buy' ? { premium: true, experience: 0, paidCents: 500 } : {},
    );
    const store = new PremiumStore({
      api: client,
      signedIn: () => signedIn,
      balanceChanged: () => void refreshed++,
      storage,
    });
    await store.load();
    expect(await store.buy(store.premiumBundle!)).toBe(false);
    expect(client.posts.some((p) => p.path === '/battlepass/bundle/buy')).toBe(false);
    signedIn = true;
    expect(await store.buy(store.premiumBundle!)).toBe(true);
    const buy = client.posts.find((p) => p.path === '/battlepass/bundle/buy')!;
    expect(buy.body).toEqual({ battlepassId: 7, bundleId: 1, count: 1 });
    expect(buy.key).toMatch(/\S+/);
    expect(storage.map.get(PRESALE_SOLD_KEY)).toBe('1');
    expect(refreshed).toBe(1);
    expect(store.notice).toEqual({ kind: 'bought', answer: { premium: true, experience: 0, paidCents: 500 } });
  });

  it('keeps a refused purchase as buyError and no marker', async () => {
    const storage = memory();
    const store = new PremiumStore({
      api: api((path) =>
        path === '/battlepass/bundle/buy' ? new ApiError('BATTLEPASS.PREMIUM_ALREADY_BOUGHT', [], 400) : {},
      ),
      signedIn: () => true,
      balanceChanged: () => undefined,
      storage,
    });
    await store.load();
    await store.buy(store.premiumBundle!);
    expect(store.buyError?.key).toBe('BATTLEPASS.PREMIUM_ALREADY_BOUGHT');
    expect(storage.map.has(PRESALE_SOLD_KEY)).toBe(false);
  });

  it('claims a level reward and a calendar day and keeps a refusal', async () => {
    const client = api((path) =>
      path === '/battlepass/calendar/claim'
        ? new ApiError('CALENDAR.DAY_HAS_NOT_STARTED_YET', [], 400)
        : { reward: { kind: 'BALANCE', cents: 50 }, itemIds: [], ticketIds: [] },
    );
    const store = new PremiumStore({
      api: client,
      signedIn: () => true,
      balanceChanged: () => undefined,
      storage: memory(),
    });
    await store.load();
    await store.claim(2, 'PREMIUM');
    expect(client.posts.find((p) => p.path === '/battlepass/rewards/claim')!.body).toEqual({
      battlepassId: 7,
      level: 2,
      tier: 'PREMIUM',
    });
    expect(store.notice?.kind).toBe('claimed');
    await store.claimDay(3);
    expect(client.posts.find((p) => p.path === '/battlepass/calendar/claim')!.body).toEqual({
      battlepassId: 7,
      day: 3,
    });
    expect(store.claimError?.key).toBe('CALENDAR.DAY_HAS_NOT_STARTED_YET');
  });
});

describe('presale popups store', () => {
  it('shows the two popups once per session for a PRESALE pass, and never after the marker', async () => {
    const session = memory();
    const storage = memory();
    const store = new PresaleStore({
      api: api(),
      signedIn: () => true,
      balanceChanged: () => undefined,
      storage,
      session,
    });
    await store.start();
    expect(store.step).toBe(1);
    expect(session.map.get(PRESALE_SEEN_KEY)).toBe('1');
    store.next();
    expect(store.step).toBe(2);
    expect(store.bundle?.presalePrice).toBe(500);
    const again = new PresaleStore({
      api: api(),
      signedIn: () => true,
      balanceChanged: () => undefined,
      storage,
      session: memory(),
    });
    storage.setItem(PRESALE_SOLD_KEY, '1');
    await again.start();
    expect(again.step).toBe(0);
    const sameSession = new PresaleStore({
      api: api(),
      signedIn: () => true,
      balanceChanged: () => undefined,
      storage: memory(),
      session,
    });
    await sameSession.start();
    expect(sameSession.step).toBe(0);
  });

  it('buys the premium pass from the offer and stores the marker; a failure stays as the error', async () => {
    const storage = memory();
    let fail = true;
    const client = api((path) =>
      path === '/battlepass/bundle/buy' && fail ? new ApiError('USER.LOW_BALANCE', [], 400) : {},
    );
    const store = new PresaleStore({
      api: client,
      signedIn: () => true,
      balanceChanged: () => undefined,
      storage,
      session: memory(),
    });
    await store.start();
    store.next();
    await store.buy();
    expect(store.error?.key).toBe('USER.LOW_BALANCE');
    expect(store.step).toBe(2);
    expect(storage.map.has(PRESALE_SOLD_KEY)).toBe(false);
    fail = false;
    await store.buy();
    expect(store.error).toBeNull();
    expect(store.step).toBe(0);
    expect(storage.map.get(PRESALE_SOLD_KEY)).toBe('1');
    expect(client.posts.filter((p) => p.path === '/battlepass/bundle/buy').map((p) => p.body)).toEqual([
      { battlepassId: 7, bundleId: 1, count: 1 },
      { battlepassId: 7, bundleId: 1, count: 1 },
    ]);
  });

  it('sends a visitor to sign in', async () => {
    const store = new PresaleStore({
      api: api(),
      signedIn: () => false,
      balanceChanged: () => undefined,
      storage: memory(),
      session: memory(),
    });
    await store.start();
    expect(await store.buy()).toBe(false);
  });
});

describe('premium views', () => {
  it('formats the countdown and the level progress', () => {
    expect(formatTimeLeft(90_061_000, 0)).toBe('1d 01:01:01');
    expect(formatTimeLeft(59_000, 0)).toBe('00:00:59');
    expect(formatTimeLeft(0, 5_000)).toBe('00:00:00');
    expect(levelProgress(150, [100, 200, 400])).toBe(0.5);
    expect(levelProgress(50, [100, 200])).toBe(0.5);
    expect(levelProgress(500, [100, 200])).toBe(1);
  });
});
