import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { loadConfig } from '../config';
import { buildApp } from './app';
import { createServices } from '../platform';
import { type TestDatabase, openTestDatabase } from '../testing/test-database';
import { signInUser } from '../users/users';
import type { AppServices } from '../http/services';
import { maintenanceRoutes } from './maintenance';

let db: TestDatabase;
let services: AppServices;
let app: FastifyInstance;
let adminToken: string;
let playerToken: string;

async function tokenFor(name: string, role?: 'ADMIN'): Promise<string> {
  const { userId } = await services.ledger.transaction((tx) =>
    signInUser(tx, { subject: `dev:${name}`, name, agreeTos: true, role }),
  );
  return (await services.tokens.issue(userId)).token;
}

beforeAll(async () => {
  db = await openTestDatabase();
  const config = loadConfig({
    JWT_SECRET: 'maintenance-test-secret',
    RUB_PER_USD: '95',
    GAME_PORT: '4567',
    DEV_SIGNIN: '1',
    COMMUNITY_LINKS: 'Discord=https://discord.gg/arena',
  });
  services = createServices(config, db.orm);
  app = await buildApp({ services, routes: [maintenanceRoutes], logger: false });
  adminToken = await tokenFor('maintainer', 'ADMIN');
  playerToken = await tokenFor('player');
});

afterAll(async () => {
  await app.close();
  await db.close();
});

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

describe('site settings', () => {
  it('tells the browser the RUB rate, dev sign-in, the game server, the CDN address and the community links from config', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/site' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      rubPerUsd: 95,
      devSignIn: true,
      gameServerUrl: 'ws://localhost:4567',
      cdnBaseUrl: 'http://localhost:3000/cdn',
      communityLinks: [{ name: 'Discord', url: 'https://discord.gg/arena' }],
      externalShop: false,
    });
  });
});

describe('maintenance windows', () => {
  it('answers no page and no banner when nothing is planned', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/maintenance' });
    expect(res.json()).toEqual({ page: null, banner: null });
  });

  it('refuses players and anonymous callers with GLOBAL.FORBIDDEN', async () => {
    const body = { type: 'PAGE', finishedAt: Date.now() + 60_000 };
    const anonymous = await app.inject({ method: 'POST', url: '/api/admin/maintenance', payload: body });
    expect(anonymous.statusCode).toBe(403);
    expect(anonymous.json()).toEqual({ error: { key: 'GLOBAL.FORBIDDEN', args: [] } });
    const player = await app.inject({
      method: 'POST',
      url: '/api/admin/maintenance',
      payload: body,
      headers: auth(playerToken),
    });
    expect(player.json().error.key).toBe('GLOBAL.FORBIDDEN');
  });

  it('refuses a window that ends before it starts', async () => {
    const now = Date.now();
    const res = await app.inject({
      method: 'POST',
      url: '/api/admin/maintenance',
      payload: { type: 'BANNER', startedAt: now + 60_000, finishedAt: now },
      headers: auth(adminToken),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.key).toBe('GLOBAL.BAD_REQUEST');
  });

  it('refuses times no date can hold and ids no bigint can hold, and the public answer stays readable', async () => {
    for (const finishedAt of [9_007_199_254_740_991, 253_402_300_800_000]) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/admin/maintenance',
        payload: { type: 'PAGE', finishedAt },
        headers: auth(adminToken),
      });
      expect([res.statusCode, res.json().error.key]).toEqual([400, 'GLOBAL.BAD_REQUEST']);
    }
    expect((await app.inject({ method: 'GET', url: '/api/maintenance' })).statusCode).toBe(200);
    const end = await app.inject({
      method: 'POST',
      url: '/api/admin/maintenance/12345678901234567890/end',
      headers: auth(adminToken),
    });
    expect([end.statusCode, end.json().error.key]).toEqual([400, 'GLOBAL.BAD_REQUEST']);
  });

  it('shows an upcoming banner before its window and an active page with only its end time', async () => {
    const now = Date.now();
    const banner = await app.inject({
      method: 'POST',
      url: '/api/admin/maintenance',
      payload: { type: 'BANNER', startedAt: now + 3_600_000, finishedAt: now + 7_200_000 },
      headers: auth(adminToken),
    });
    expect(banner.statusCode).toBe(200);
    const page = await app.inject({
      method: 'POST',
      url: '/api/admin/maintenance',
      payload: { type: 'PAGE', finishedAt: now + 600_000 },
      headers: auth(adminToken),
    });
    const pageId = page.json().id as string;

    const state = (await app.inject({ method: 'GET', url: '/api/maintenance' })).json();
    expect(state.page).toEqual({ finishedAt: now + 600_000 });
    expect(state.banner).toEqual({ id: banner.json().id, startedAt: now + 3_600_000, finishedAt: now + 7_200_000 });

    const ended = await app.inject({
      method: 'POST',
      url: `/api/admin/maintenance/${pageId}/end`,
      headers: auth(adminToken),
    });
    expect(ended.statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/maintenance' })).json().page).toBeNull();

    const again = await app.inject({
      method: 'POST',
      url: `/api/admin/maintenance/${pageId}/end`,
      headers: auth(adminToken),
    });
    expect(again.statusCode).toBe(404);
    expect(again.json().error.key).toBe('GLOBAL.NOT_FOUND');

    // Opening and ending are in the operator console's audit log, the refused second end is not.
    const audit = await db.orm.em
      .fork()
      .getConnection()
      .execute<{ action: string }[]>(
        `select action from admin_audit where target_type = 'MAINTENANCE' and target_id = ? order by id desc`,
        [pageId],
      );
    expect(audit.map((row: { action: string }) => row.action)).toEqual(['MAINTENANCE_END', 'MAINTENANCE_OPEN']);
  });
});
