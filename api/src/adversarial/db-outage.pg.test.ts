import { afterAll, beforeAll, expect, it } from 'vitest';
import { loadConfig } from '../config';
import type { Orm } from '../db/database';
import { openDatabase } from '../database';
import { type ApiPlatform, createApiPlatform } from '../platform';
import { type TestDatabase, openTestDatabase } from '../testing/test-database';
import { type CuttableProxy, startCuttableProxy } from './tcp-proxy';

/**
 * Database outage, Postgres only (vitest.config.ts runs *.pg.test.ts only with
 * TEST_DATABASE_URL): the api talks to its test database through a TCP proxy; the proxy is cut under traffic (the real
 * Postgres server keeps running for everyone else). While it is gone requests answer 503 GLOBAL.SERVICE_UNAVAILABLE;
 * when it returns the same process serves again.
 */
let db: TestDatabase;
let proxy: CuttableProxy;
let orm: Orm;
let platform: ApiPlatform;
let auth: string;

beforeAll(async () => {
  db = await openTestDatabase();
  const url = new URL(db.databaseUrl!);
  proxy = await startCuttableProxy({ host: url.hostname, port: Number(url.port || 5432) });
  url.host = `127.0.0.1:${proxy.port}`;
  orm = await openDatabase({ databaseUrl: url.toString() });
  const config = loadConfig({
    NODE_ENV: 'test',
    JWT_SECRET: 'test-secret-test-secret-test-secret',
    DEV_SIGNIN: '1',
    DEMO_DATA: '0',
    DATA_DIR: '/tmp/arena-test-unused',
    CLIENT_DIST_DIR: '/nonexistent',
    RATE_LIMIT_PER_MINUTE: '1000000',
    AUTH_RATE_LIMIT_PER_MINUTE: '1000000',
  });
  platform = await createApiPlatform(config, orm, { logger: false });
  const res = await platform.app.inject({
    method: 'POST',
    url: '/api/auth/dev',
    payload: { name: 'outage', agreeTos: true },
  });
  auth = `Bearer ${res.json().token}`;
});

afterAll(async () => {
  await proxy?.restore().catch(() => undefined);
  await platform?.close();
  // Known defect, not hidden by this: pool clients taken while the proxy was cut can stay checked out forever (seen:
  // 2 of 6, every server backend idle, so no statement of theirs is running); the pool's end waits for them without
  // limit. The teardown stops waiting after a while so the file ends; the outage behaviour above is what is asserted.
  await Promise.race([orm?.close(), new Promise((resolve) => setTimeout(resolve, 3_000))]);
  await proxy?.close();
  await db?.close();
});

const traffic = () =>
  Promise.all([
    platform.app.inject({ method: 'GET', url: '/api/users/current', headers: { authorization: auth } }),
    platform.app.inject({ method: 'GET', url: '/api/maintenance' }),
    platform.app.inject({ method: 'GET', url: '/api/inventory', headers: { authorization: auth } }),
    platform.app.inject({
      method: 'POST',
      url: '/api/shop/buy',
      headers: { authorization: auth, 'idempotency-key': `k${Math.random()}`.replace('.', '') },
      payload: { catalogItemIds: [1] },
    }),
  ]);

it('answers 503 with a catalogue envelope while the database is gone, and recovers without a restart', async () => {
  const before = await traffic();
  expect(before[0].statusCode, before[0].body).toBe(200);

  // cut while requests are in flight
  const inFlight = traffic();
  await proxy.cut();
  const during = [...(await inFlight), ...(await traffic()), ...(await traffic())];
  for (const res of during) {
    expect(res.statusCode, res.body).not.toBe(500);
    if (res.statusCode >= 500) expect(res.json()).toEqual({ error: { key: 'GLOBAL.SERVICE_UNAVAILABLE', args: [] } });
  }
  const gone = await traffic();
  expect(gone.map((res) => res.statusCode)).toEqual([503, 503, 503, 503]);
  expect(gone[0]!.json()).toEqual({ error: { key: 'GLOBAL.SERVICE_UNAVAILABLE', args: [] } });

  await proxy.restore();
  let after = await traffic();
  for (let attempt = 0; attempt < 20 && after[0].statusCode !== 200; attempt++) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    after = await traffic();
  }
  expect(after[0].statusCode, after[0].body).toBe(200);
  expect(after[2].statusCode, after[2].body).toBe(200);
  await platform.services.ledger.assertInvariants();
});
