import { describe, expect, it, vi } from 'vitest';
import type { UserStateAnswer } from '@arena/schemas';
import { ApiClient } from '../transport/api-client';
import { scriptedFetch } from './test-fetch';
import { BALANCE_POLL_MS, UserStore } from './user-store';

const LINK = 'https://steamcommunity.com/tradeoffer/new/?partner=4242&token=Ab_c-123';
const state: UserStateAnswer = {
  id: 'u1',
  name: 'Dana',
  avatar: null,
  balanceUsd: 0,
  balanceCents: 0,
  bonusBalanceUsd: 0,
  bonusBalanceCents: 0,
  role: 'USER',
  features: [],
  premium: false,
  hasUserBattlepass: false,
  userHasDeposit: false,
  userCashbackLevel: 1,
  betLimitUsd: 2000,
  betJackpotLimitUsd: 500,
  referralCode: 'ABCDE',
  tradeLink: null,
};

function setup(answer: (body: unknown) => { status?: number; body: unknown }) {
  const scripted = scriptedFetch({
    'GET /api/users/current': () => ({ body: state }),
    'PUT /api/users/current/trade-link': ({ body }) => answer(body),
  });
  const api = new ApiClient({
    baseUrl: '/api',
    fetch: scripted.fetch,
    token: () => 'tok',
    onForbidden: () => undefined,
  });
  return { store: new UserStore(api), calls: scripted.calls };
}

describe('UserStore trade link', () => {
  it('saves the trimmed link on the server and shows the saved value in the user state', async () => {
    const { store, calls } = setup((body) => ({ body: { tradeLink: (body as { tradeLink: string }).tradeLink } }));
    await store.refresh();
    await expect(store.saveTradeLink(`  ${LINK} `)).resolves.toBe(LINK);
    expect(calls.at(-1)).toMatchObject({ method: 'PUT', body: { tradeLink: LINK } });
    expect(store.state?.tradeLink).toBe(LINK);
  });

  it('keeps the previous link when the server refuses the new one', async () => {
    const { store } = setup(() => ({ status: 400, body: { error: { key: 'USER.TRADE_LINK_INVALID', args: [] } } }));
    await store.refresh();
    await expect(store.saveTradeLink('https://example.com')).rejects.toMatchObject({ key: 'USER.TRADE_LINK_INVALID' });
    expect(store.state?.tradeLink).toBeNull();
  });
});

describe('UserStore balance poll', () => {
  it('skips its reads while the page is hidden and catches up once when it is shown', async () => {
    vi.useFakeTimers();
    try {
      let visible = true;
      const scripted = scriptedFetch({ 'GET /api/users/current': () => ({ body: state }) });
      const api = new ApiClient({
        baseUrl: '/api',
        fetch: scripted.fetch,
        token: () => 'tok',
        onForbidden: () => undefined,
      });
      const store = new UserStore(api, () => visible);
      store.startPolling();
      await vi.advanceTimersByTimeAsync(BALANCE_POLL_MS * 2);
      expect(scripted.calls).toHaveLength(2);
      visible = false;
      await vi.advanceTimersByTimeAsync(BALANCE_POLL_MS * 4);
      expect(scripted.calls).toHaveLength(2);
      visible = true;
      store.pageShown();
      await vi.advanceTimersByTimeAsync(0);
      expect(scripted.calls).toHaveLength(3);
      store.stopPolling();
      // Signed out (no poll running): being shown reads nothing.
      store.pageShown();
      await vi.advanceTimersByTimeAsync(BALANCE_POLL_MS);
      expect(scripted.calls).toHaveLength(3);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('UserStore balance pushed by a room', () => {
  it('keeps a balance pushed while a read was in flight (the read answered with the older one); the next read shows its own', async () => {
    let release!: () => void;
    let held = false;
    let serverCents = 9_800;
    const api = {
      get: async <T>() => {
        const answer = {
          ...state,
          balanceCents: serverCents,
          balanceUsd: serverCents / 100,
          name: `read ${serverCents}`,
        };
        if (held) await new Promise<void>((resolve) => (release = resolve));
        return answer as T;
      },
      put: async <T>() => ({}) as T,
    };
    const store = new UserStore(api);
    await store.refresh();
    expect(store.balanceCents).toBe(9_800);

    // A poll goes out, then the battle's payout commits and the room pushes the new balance before the poll answers.
    held = true;
    const poll = store.refresh();
    serverCents = 10_200;
    store.setBalance(10_200, 0);
    release();
    await poll;
    expect(store.balanceCents).toBe(10_200);
    expect(store.state?.balanceUsd).toBe(102);
    // The rest of the read is applied.
    expect(store.state?.name).toBe('read 9800');

    // A read with no push in flight is the truth again.
    held = false;
    serverCents = 10_150;
    await store.refresh();
    expect(store.balanceCents).toBe(10_150);
  });
});
