import { afterEach, describe, expect, it, vi } from 'vitest';
import { when } from 'mobx';
import type { InventoryItemAnswer, UserStateAnswer } from '@arena/schemas';
import { memoryKeyValue } from './key-value';
import { RootStore } from './root-store';
import { scriptedFetch } from './test-fetch';

const user: UserStateAnswer = {
  id: 'u1',
  name: 'alice',
  avatar: null,
  balanceUsd: 5,
  balanceCents: 500,
  bonusBalanceUsd: 0,
  bonusBalanceCents: 0,
  role: 'USER',
  features: [],
  premium: false,
  hasUserBattlepass: false,
  userHasDeposit: true,
  userCashbackLevel: 1,
  betLimitUsd: 2000,
  betJackpotLimitUsd: 500,
  referralCode: 'ALICE1',
};

const skin = (id: string, patch: Partial<InventoryItemAnswer> = {}): InventoryItemAnswer => ({
  id,
  catalogItemId: 1,
  name: 'AK-47 | Test',
  icon: 'icons/a.svg',
  iconUrl: '/cdn/icons/a.svg',
  exterior: 'Field-Tested',
  color: '#fff',
  rarity: 'Mil-Spec',
  type: 'weapon',
  priceCents: 100,
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
  createdAt: 1,
  ...patch,
});

let root: RootStore | null = null;
afterEach(() => root?.stop());

function makeRoot(routes: Parameters<typeof scriptedFetch>[0], local = memoryKeyValue()) {
  const scripted = scriptedFetch(routes);
  root = new RootStore({
    fetch: scripted.fetch,
    local,
    session: memoryKeyValue(),
    viewportWidth: 1440,
    probeGameServer: async () => undefined,
    reload: () => undefined,
    now: () => 1_000,
  });
  return { root, calls: scripted.calls, local };
}

describe('RootStore', () => {
  it('loads the user and the inventory once the session holds a valid token', async () => {
    const { root, calls } = makeRoot({
      'GET /api/users/current': () => ({ body: user }),
      'GET /api/inventory': () => ({ body: { items: [skin('a')] } }),
    });
    root.start();
    expect(root.user.state).toBeNull();
    root.session.setToken('tok', 10_000);
    await when(() => root.user.state !== null && root.inventory.loaded);
    expect(root.user.balanceCents).toBe(500);
    expect(root.inventory.items.map((item) => item.id)).toEqual(['a']);
    expect(calls.find((call) => call.url === '/api/users/current')?.headers.authorization).toBe('Bearer tok');
  });

  it('drops the token and asks for /auth when the server answers GLOBAL.FORBIDDEN', async () => {
    const local = memoryKeyValue({ 'arena.token': 'stale', 'arena.tokenExpiresAt': '10000' });
    const { root } = makeRoot(
      { 'GET /api/users/current': () => ({ status: 403, body: { error: { key: 'GLOBAL.FORBIDDEN', args: [] } } }) },
      local,
    );
    await expect(root.user.refresh()).rejects.toMatchObject({ key: 'GLOBAL.FORBIDDEN' });
    expect(root.session.token).toBeNull();
    expect(local.dump()).not.toHaveProperty('arena.token');
    expect(root.ui.takeNavigationRequest()).toBe('/auth');
  });

  it('shows one translated notice while throttled calls wait, and each call retries to its answer', async () => {
    vi.useFakeTimers();
    try {
      let refusals = 2;
      const { root, calls } = makeRoot({
        'GET /api/users/current': () =>
          refusals-- > 0
            ? { status: 429, body: { error: { key: 'GLOBAL.TOO_MANY_REQUESTS', args: [5] } } }
            : { body: user },
      });
      const first = root.user.refresh();
      const second = root.api.get<UserStateAnswer>('/users/current');
      await vi.advanceTimersByTimeAsync(0);
      expect(root.ui.toasts).toEqual([
        { id: 1, kind: 'info', message: { key: 'connection.throttled', options: { seconds: 5 } } },
      ]);
      await vi.advanceTimersByTimeAsync(5_000);
      await expect(first).resolves.toMatchObject({ balanceCents: 500 });
      await expect(second).resolves.toMatchObject({ balanceCents: 500 });
      expect(calls).toHaveLength(4);
      expect(root.ui.toasts).toHaveLength(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('applies a shop answer to the inventory, the selection and the balance', async () => {
    const { root, calls } = makeRoot({
      'GET /api/users/current': () => ({ body: user }),
      'GET /api/inventory': () => ({ body: { items: [skin('a'), skin('b', { createdAt: 2 })] } }),
      'POST /api/shop/sell': () => ({
        body: {
          transferId: 9,
          balance: { realCents: 600, bonusCents: 0 },
          balanceDeltaCents: 100,
          items: [],
          removedItemIds: ['a'],
        },
      }),
    });
    root.session.setToken('tok', 10_000);
    await root.user.refresh();
    await root.inventory.load();
    expect(root.inventory.items.map((item) => item.id)).toEqual(['b', 'a']);
    root.inventory.toggle('a');
    const { sellSelected } = await import('../actions/shop-actions');
    await sellSelected(root);
    expect(root.inventory.items.map((item) => item.id)).toEqual(['b']);
    expect(root.inventory.selectedIds).toEqual([]);
    expect(root.user.balanceCents).toBe(600);
    const sell = calls.find((call) => call.url === '/api/shop/sell');
    expect(sell?.body).toEqual({ itemIds: ['a'] });
    expect(sell?.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('refuses to sell nothing or non-withdrawable skins before calling the server', async () => {
    const { root, calls } = makeRoot({
      'GET /api/inventory': () => ({ body: { items: [skin('x', { withdrawable: false })] } }),
    });
    root.session.setToken('tok', 10_000);
    await root.inventory.load();
    const { sellSelected } = await import('../actions/shop-actions');
    await expect(sellSelected(root)).rejects.toMatchObject({ key: 'SHOP.NOTHING_SELECTED' });
    root.inventory.toggle('x');
    await expect(sellSelected(root)).rejects.toMatchObject({ key: 'INVENTORY.CANNOT_SELL_UNWITHDRAWABLE' });
    expect(calls.some((call) => call.url === '/api/shop/sell')).toBe(false);
  });
});
