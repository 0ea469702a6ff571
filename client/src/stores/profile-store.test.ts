import { describe, expect, it } from 'vitest';
import type { BetHistoryAnswer, PublicProfileAnswer } from '@arena/schemas';
import { ApiClient } from '../transport/api-client';
import { ApiError } from '../transport/api-error';
import { ProfileStore } from './profile-store';
import { type Route, scriptedFetch } from './test-fetch';

const USER = '0b7c1f1e-4a55-4c3e-9a53-5b2a0f7e1d11';
const betsPage = (roundId: string): BetHistoryAnswer => ({
  items: [
    {
      id: `bet-${roundId}`,
      game: 'crash',
      roundId,
      stakeCents: 100,
      payoutCents: 250,
      status: 'SETTLED',
      createdAt: 1,
    },
  ],
  total: 1,
  page: 1,
  pageSize: 20,
});
const profileOf = (id: string, name: string): PublicProfileAnswer => ({
  id,
  name,
  avatar: null,
  createdAt: 1,
  stats: { betsCount: 1, wageredCents: 100, biggestWinCents: 250 },
});

function setup(routes: Record<string, Route>) {
  const scripted = scriptedFetch(routes);
  const api = new ApiClient({
    baseUrl: '/api',
    fetch: scripted.fetch,
    token: () => 'tok',
    onForbidden: () => undefined,
  });
  return { store: new ProfileStore(api), calls: scripted.calls };
}

describe('ProfileStore bets and public profile', () => {
  it('reads the own bets from /users/current/bets and anyone else by id, never mixing the two', async () => {
    const { store, calls } = setup({
      'GET /api/users/current/bets': () => ({ body: betsPage('own') }),
      [`GET /api/users/${USER}/bets`]: () => ({ body: betsPage('theirs') }),
    });
    await store.loadBets(null, 2);
    expect(calls.at(-1)?.url).toBe('/api/users/current/bets?page=2&pageSize=20');
    expect(store.betsOf(null)?.items[0]?.roundId).toBe('own');
    expect(store.betsOf(USER)).toBeNull();

    await store.loadBets(USER);
    expect(store.betsOf(USER)?.items[0]?.roundId).toBe('theirs');
    expect(store.betsOf(null)).toBeNull();
  });

  it('drops a slower answer for a profile that is no longer wanted', async () => {
    let releaseFirst: () => void = () => undefined;
    const slow = new Promise<void>((resolve) => {
      releaseFirst = resolve;
    });
    const scripted = scriptedFetch({
      'GET /api/users/b/profile': () => ({ body: profileOf('b', 'Bea') }),
    });
    const fetch = (async (input: string | URL | Request, init?: RequestInit) => {
      if (String(input).startsWith('/api/users/a/')) {
        await slow;
        return new Response(JSON.stringify(profileOf('a', 'Ada')), { status: 200 });
      }
      return scripted.fetch(input, init);
    }) as typeof globalThis.fetch;
    const store = new ProfileStore(
      new ApiClient({ baseUrl: '/api', fetch, token: () => null, onForbidden: () => undefined }),
    );
    const first = store.loadPublicProfile('a');
    await store.loadPublicProfile('b');
    releaseFirst();
    await first;
    expect(store.publicProfile?.name).toBe('Bea');
  });

  it('keeps the catalogue error of an unknown player for the screen to turn into /404', async () => {
    const { store } = setup({
      [`GET /api/users/${USER}/profile`]: () => ({ status: 404, body: { error: { key: 'USER.NOT_FOUND', args: [] } } }),
    });
    await store.loadPublicProfile(USER);
    expect(store.publicProfile).toBeNull();
    expect(store.error).toBeInstanceOf(ApiError);
    expect((store.error as ApiError).key).toBe('USER.NOT_FOUND');
  });
});
