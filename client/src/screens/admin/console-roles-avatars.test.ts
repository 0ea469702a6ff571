import { describe, expect, it } from 'vitest';
import type { AdminUserProfileAnswer, FanAvatarListAnswer } from '@arena/schemas';
import { ApiClient } from '../../transport/api-client';
import { type Route, scriptedFetch } from '../../stores/test-fetch';
import { AdminStore } from './admin-store';
import { FanAvatarsStore } from './fan-avatars-store';

const USER = '33333333-3333-4333-8333-333333333333';

function api(routes: Record<string, Route>) {
  const scripted = scriptedFetch(routes);
  return {
    client: new ApiClient({ baseUrl: '/api', fetch: scripted.fetch, token: () => 'tok', onForbidden: () => undefined }),
    calls: scripted.calls,
  };
}

const profile = (role: string): AdminUserProfileAnswer => ({
  user: {
    id: USER,
    name: 'Mia',
    authSubject: 'dev:mia',
    role,
    bannedAt: null,
    createdAt: 0,
    realCents: 0,
    bonusCents: 0,
    depositedTotalCents: 0,
    wageredTotalCents: 0,
  },
  ledger: [],
  bets: [],
});

describe('AdminStore roles', () => {
  it('grants and revokes MODERATOR through PUT /admin/users/{id}/role with a trimmed reason, reloading the user', async () => {
    let role = 'USER';
    const { client, calls } = api({
      [`GET /api/admin/users/${USER}`]: () => ({ body: profile(role) }),
      [`PUT /api/admin/users/${USER}/role`]: ({ body }) => {
        role = (body as { role: string }).role;
        return { body: { userId: USER, role } };
      },
    });
    const store = new AdminStore(client);
    await store.openUser(USER);
    expect(await store.setRole(USER, 'MODERATOR', '  helps out ')).toEqual({ userId: USER, role: 'MODERATOR' });
    expect(store.selected?.user.role).toBe('MODERATOR');
    await store.setRole(USER, 'USER', '   ');
    expect(store.selected?.user.role).toBe('USER');
    expect(calls.filter((call) => call.method === 'PUT').map((call) => call.body)).toEqual([
      { role: 'MODERATOR', reason: 'helps out' },
      { role: 'USER' },
    ]);
  });

  it('keeps the open user when the API refuses the change', async () => {
    const { client } = api({
      [`GET /api/admin/users/${USER}`]: () => ({ body: profile('USER') }),
      [`PUT /api/admin/users/${USER}/role`]: () => ({
        status: 404,
        body: { error: { key: 'USER.NOT_FOUND', args: [] } },
      }),
    });
    const store = new AdminStore(client);
    await store.openUser(USER);
    await expect(store.setRole(USER, 'MODERATOR', '')).rejects.toMatchObject({ key: 'USER.NOT_FOUND' });
    expect(store.selected?.user.role).toBe('USER');
  });
});

describe('FanAvatarsStore', () => {
  it('lists, approves a trimmed address and revokes one, always showing the list the server answered', async () => {
    let avatars: FanAvatarListAnswer['avatars'] = [{ url: 'https://avatars.example/a.jpg', approvedAt: 1_000 }];
    const { client, calls } = api({
      'GET /api/admin/bonus/fan-avatars': () => ({ body: { avatars } }),
      'POST /api/admin/bonus/fan-avatars': ({ body }) => {
        avatars = [...avatars, { url: (body as { url: string }).url, approvedAt: 2_000 }];
        return { body: { avatars } };
      },
      'DELETE /api/admin/bonus/fan-avatars': ({ body }) => {
        avatars = avatars.filter((avatar) => avatar.url !== (body as { url: string }).url);
        return { body: { avatars } };
      },
    });
    const store = new FanAvatarsStore(client);
    await store.load();
    expect(store.avatars).toEqual([{ url: 'https://avatars.example/a.jpg', approvedAt: 1_000 }]);
    await store.approve('  https://avatars.example/b.jpg ');
    expect(store.avatars?.map((avatar) => avatar.url)).toEqual([
      'https://avatars.example/a.jpg',
      'https://avatars.example/b.jpg',
    ]);
    await store.revoke('https://avatars.example/a.jpg');
    expect(store.avatars).toEqual([{ url: 'https://avatars.example/b.jpg', approvedAt: 2_000 }]);
    expect(calls.filter((call) => call.method !== 'GET').map((call) => [call.method, call.body])).toEqual([
      ['POST', { url: 'https://avatars.example/b.jpg' }],
      ['DELETE', { url: 'https://avatars.example/a.jpg' }],
    ]);
  });

  it('keeps the list when an approval is refused', async () => {
    const { client } = api({
      'GET /api/admin/bonus/fan-avatars': () => ({ body: { avatars: [] } }),
      'POST /api/admin/bonus/fan-avatars': () => ({
        status: 400,
        body: { error: { key: 'GLOBAL.BAD_REQUEST', args: [] } },
      }),
    });
    const store = new FanAvatarsStore(client);
    await store.load();
    await expect(store.approve('x')).rejects.toMatchObject({ key: 'GLOBAL.BAD_REQUEST' });
    expect(store.avatars).toEqual([]);
  });
});
