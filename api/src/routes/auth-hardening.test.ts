import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeSteam, startFakeSteam, steamAssertion } from '../testing/fake-steam';
import { type TestPlatform, startTestPlatform } from '../testing/test-platform';

let steam: FakeSteam;
let platform: TestPlatform;
const PUBLIC = 'http://arena.test';

beforeAll(async () => {
  steam = await startFakeSteam();
  platform = await startTestPlatform({
    STEAM_OPENID_ENDPOINT: steam.endpoint,
    PUBLIC_URL: PUBLIC,
    ADMIN_SUBJECTS: 'dev:keeper',
  });
});
afterAll(async () => {
  await platform.close();
  await steam.close();
});

const inject = (options: InjectOptions) => platform.app.inject(options);
const sql = (query: string, params: unknown[] = []) => platform.services.orm.em.fork().execute(query, params);
const devSignIn = (name: string, remoteAddress?: string) =>
  inject({
    method: 'POST',
    url: '/api/auth/dev',
    payload: { name, agreeTos: true },
    ...(remoteAddress ? { remoteAddress } : {}),
  });

describe('ADMIN_SUBJECTS with a dev: name', () => {
  it('refuses that sign-in from any other machine, so typing the name there makes no admin', async () => {
    for (const address of ['203.0.113.7', '10.0.0.2', '::ffff:192.0.2.1']) {
      const res = await devSignIn('keeper', address);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ error: { key: 'GLOBAL.FORBIDDEN', args: [] } });
      // The same name in other case is the same subject.
      expect((await devSignIn('KEEPER', address)).statusCode).toBe(403);
    }
    expect(await sql(`select id from users where auth_subject = 'dev:keeper'`)).toHaveLength(0);
    // Other names still sign in from afar (dev sign-in itself is a development switch).
    expect((await devSignIn('visitor', '203.0.113.7')).statusCode).toBe(200);
  });

  it('still makes the developer on this machine an admin', async () => {
    for (const address of ['127.0.0.1', '::1']) {
      const res = await devSignIn('keeper', address);
      expect(res.statusCode).toBe(200);
      const me = await inject({
        method: 'GET',
        url: '/api/users/current',
        headers: { authorization: `Bearer ${res.json().token}` },
      });
      expect(me.json()).toMatchObject({ role: 'ADMIN' });
    }
  });
});

describe('Steam sign-in nonces', () => {
  async function signInOnce(nonce: string) {
    const start = await inject({ method: 'GET', url: '/api/auth/steam?agreeTos=1' });
    const returnTo = new URL(start.headers.location as string).searchParams.get('openid.return_to')!;
    const cookie = String(start.headers['set-cookie']).split(';')[0]!;
    const url = new URL(returnTo);
    for (const [key, value] of Object.entries(steamAssertion(steam.endpoint, returnTo, '76561198000000077', nonce)))
      url.searchParams.set(key, value);
    return inject({ method: 'GET', url: `${url.pathname}${url.search}`, headers: { cookie } });
  }
  const stamp = (at = Date.now()) => new Date(at).toISOString().replace(/\.\d+Z$/, 'Z');

  it('prunes burnt nonces older than a day on the next callback and keeps the recent ones burnt', async () => {
    await sql(
      `insert into sign_in_nonces (nonce, provider, created_at) values ('ancient', 'steam', now() - interval '2 days'), ('recent', 'steam', now() - interval '1 hour')`,
    );
    const fresh = `${stamp()}prune`;
    expect((await signInOnce(fresh)).statusCode).toBe(302);
    const left = (await sql(`select nonce from sign_in_nonces where provider = 'steam'`)).map(
      (row) => row.nonce as string,
    );
    expect(left).not.toContain('ancient');
    expect(left).toEqual(expect.arrayContaining(['recent', fresh]));
  });

  it('refuses an answer whose nonce is dated in the future beyond the window', async () => {
    const res = await signInOnce(`${stamp(Date.now() + 10 * 60_000)}future`);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: { key: 'GLOBAL.AUTH_FAILED', args: ['nonce'] } });
  });
});
