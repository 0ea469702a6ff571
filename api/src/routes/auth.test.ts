import type { InjectOptions } from 'fastify';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeSteam, startFakeSteam, steamAssertion } from '../testing/fake-steam';
import { type TestPlatform, startTestPlatform } from '../testing/test-platform';

let steam: FakeSteam;
let platform: TestPlatform;
const PUBLIC = 'http://arena.test';
const STEAM_ID = '76561198000000042';

beforeAll(async () => {
  steam = await startFakeSteam();
  platform = await startTestPlatform({
    STEAM_OPENID_ENDPOINT: steam.endpoint,
    PUBLIC_URL: PUBLIC,
    ADMIN_SUBJECTS: 'dev:root',
  });
});
afterAll(async () => {
  await platform.close();
  await steam.close();
});

const inject = (options: InjectOptions) => platform.app.inject(options);

describe('dev sign-in and the current user', () => {
  it('answers the envelope without a token and the user state after signing in', async () => {
    const anonymous = await inject({ method: 'GET', url: '/api/users/current' });
    expect(anonymous.statusCode).toBe(403);
    expect(anonymous.json()).toEqual({ error: { key: 'GLOBAL.FORBIDDEN', args: [] } });

    const auth = await platform.signIn('Dana');
    const me = await inject({ method: 'GET', url: '/api/users/current', headers: { authorization: auth } });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({
      name: 'Dana',
      balanceUsd: 0,
      balanceCents: 0,
      bonusBalanceUsd: 0,
      role: 'USER',
      premium: false,
      hasUserBattlepass: false,
      userHasDeposit: false,
      userCashbackLevel: 1,
      betLimitUsd: 2000,
      betJackpotLimitUsd: 500,
    });
    expect(me.json().referralCode).toMatch(/^[A-Z0-9]{5,}$/);
  });

  it('refuses to open an account without agreeing to the Terms of Service', async () => {
    const res = await inject({ method: 'POST', url: '/api/auth/dev', payload: { name: 'NoTos', agreeTos: false } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: { key: 'GLOBAL.TOS_NOT_ACCEPTED', args: [] } });
  });

  it('answers malformed bodies, unknown routes and bad tokens with catalogue keys', async () => {
    const bad = await inject({
      method: 'POST',
      url: '/api/auth/dev',
      payload: { name: 'x'.repeat(80), agreeTos: true },
    });
    expect(bad.json()).toEqual({ error: { key: 'GLOBAL.BAD_REQUEST', args: ['body.name'] } });
    const broken = await inject({
      method: 'POST',
      url: '/api/auth/dev',
      headers: { 'content-type': 'application/json' },
      payload: '{nope',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().error.key).toBe('GLOBAL.BAD_REQUEST');
    const missing = await inject({ method: 'GET', url: '/api/no/such/route' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: { key: 'GLOBAL.NOT_FOUND', args: [] } });
    const garbage = await inject({
      method: 'GET',
      url: '/api/users/current',
      headers: { authorization: 'Bearer not.a.jwt' },
    });
    expect(garbage.json()).toEqual({ error: { key: 'GLOBAL.FORBIDDEN', args: [] } });
  });

  it('refuses expired tokens and tokens signed with an algorithm outside the allow-list', async () => {
    const key = new TextEncoder().encode(platform.config.jwtSecret);
    const me = await inject({
      method: 'GET',
      url: '/api/users/current',
      headers: { authorization: await platform.signIn('Eve') },
    });
    const sub = me.json().id as string;
    const expired = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(sub)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 10)
      .sign(key);
    const hs512 = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS512' })
      .setSubject(sub)
      .setExpirationTime('1h')
      .sign(key);
    const unsigned = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from(JSON.stringify({ sub, exp: 9e9 })).toString('base64url')}.`;
    for (const token of [expired, hs512, unsigned]) {
      const res = await inject({
        method: 'GET',
        url: '/api/users/current',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(res.statusCode).toBe(403);
      expect(res.json().error.key).toBe('GLOBAL.FORBIDDEN');
    }
  });

  it('keeps the ledger health check for admins', async () => {
    const user = await inject({
      method: 'GET',
      url: '/api/admin/ledger/invariants',
      headers: { authorization: await platform.signIn('Mallory') },
    });
    expect(user.statusCode).toBe(403);
    const admin = await inject({
      method: 'GET',
      url: '/api/admin/ledger/invariants',
      headers: { authorization: await platform.signIn('root') },
    });
    expect(admin.statusCode).toBe(200);
    expect(admin.json()).toMatchObject({ ok: true, violations: [] });
  });

  it('serves server time for clock sync and the OpenAPI document', async () => {
    const time = await inject({ method: 'GET', url: '/api/time' });
    expect(Math.abs(time.json().serverTime - Date.now())).toBeLessThan(5000);
    const docs = await inject({ method: 'GET', url: '/api/docs/json' });
    expect(docs.json().paths).toHaveProperty('/api/users/current');
  });
});

describe('Steam OpenID 2.0', () => {
  /** Starts a sign-in as a browser would: the provider URL we are sent to, our exact return_to and the state cookie. */
  async function startSignIn(query: Record<string, string> = { redirect: '/crash/classic', agreeTos: '1' }) {
    const res = await inject({ method: 'GET', url: `/api/auth/steam?${new URLSearchParams(query)}` });
    expect(res.statusCode).toBe(302);
    const target = new URL(res.headers.location as string);
    const setCookie = String(res.headers['set-cookie']);
    return {
      target,
      returnTo: target.searchParams.get('openid.return_to')!,
      cookie: setCookie.split(';')[0]!,
      setCookie,
    };
  }
  /** The provider's answer arriving at our callback, in the browser that holds `cookie`. */
  const answer = (returnTo: string, params: Record<string, string>, cookie?: string) => {
    const url = new URL(returnTo);
    for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
    return inject({ method: 'GET', url: `${url.pathname}${url.search}`, headers: cookie ? { cookie } : {} });
  };
  const freshNonce = (suffix: string, at = Date.now()) =>
    `${new Date(at).toISOString().replace(/\.\d+Z$/, 'Z')}${suffix}`;

  it('redirects to the provider with our exact return URL carrying a signed state, and binds it to this browser', async () => {
    const { target, returnTo, setCookie } = await startSignIn();
    expect(`${target.origin}${target.pathname}`).toBe(steam.endpoint);
    expect(target.searchParams.get('openid.mode')).toBe('checkid_setup');
    expect(returnTo.startsWith(`${PUBLIC}/api/auth/steam/return?state=`)).toBe(true);
    expect(target.searchParams.get('openid.realm')).toBe(PUBLIC);
    expect(setCookie).toMatch(
      /^arena_steam_state=[0-9a-f]{64}; Path=\/api\/auth\/steam; HttpOnly; SameSite=Lax; Max-Age=600$/,
    );
  });

  it.each(['/\\evil.example', '/\tevil.example', 'https://evil.example', '//evil.example'])(
    'keeps the player on the site when the redirect is %j (an open redirect once)',
    async (redirect) => {
      const { returnTo, cookie } = await startSignIn({ redirect, agreeTos: '1' });
      const res = await answer(
        returnTo,
        steamAssertion(
          steam.endpoint,
          returnTo,
          '76561198000000031',
          freshNonce(`redirect-${encodeURIComponent(redirect)}`),
        ),
        cookie,
      );
      expect(new URLSearchParams(new URL(res.headers.location as string).hash.slice(1)).get('redirect')).toBe('/');
    },
  );

  it('signs a verified player in once, then refuses the replayed answer', async () => {
    const { returnTo, cookie } = await startSignIn();
    const params = steamAssertion(steam.endpoint, returnTo, STEAM_ID, freshNonce('abc'));
    const res = await answer(returnTo, params, cookie);
    expect(res.statusCode).toBe(302);
    expect(String(res.headers['set-cookie'])).toContain('arena_steam_state=; ');
    const landing = new URL(res.headers.location as string);
    expect(`${landing.origin}${landing.pathname}`).toBe(`${PUBLIC}/auth/steam`);
    const fragment = new URLSearchParams(landing.hash.slice(1));
    expect(fragment.get('redirect')).toBe('/crash/classic');
    const me = await inject({
      method: 'GET',
      url: '/api/users/current',
      headers: { authorization: `Bearer ${fragment.get('token')}` },
    });
    expect(me.json()).toMatchObject({ role: 'USER', name: 'Player 00042' });
    expect(steam.requests.at(-1)?.get('openid.mode')).toBe('check_authentication');
    expect(steam.requests.at(-1)?.get('openid.sig')).toBe('c2lnbmF0dXJl');

    const replay = await answer(returnTo, params, cookie);
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toEqual({ error: { key: 'GLOBAL.AUTH_FAILED', args: ['replay'] } });
  });

  it('refuses an answer in a browser that did not start the sign-in (login CSRF), or with a forged state', async () => {
    const victim = await startSignIn();
    const attacker = await startSignIn();
    const params = steamAssertion(steam.endpoint, attacker.returnTo, '76561198000000066', freshNonce('csrf'));
    for (const cookie of [undefined, victim.cookie, 'arena_steam_state=00']) {
      const res = await answer(attacker.returnTo, params, cookie);
      expect(res.json()).toEqual({ error: { key: 'GLOBAL.AUTH_FAILED', args: ['state'] } });
    }
    const forged = new URL(attacker.returnTo);
    forged.searchParams.set('state', `${forged.searchParams.get('state')}x`);
    const res = await answer(forged.toString(), { ...params, 'openid.return_to': forged.toString() }, attacker.cookie);
    expect(res.json()).toEqual({ error: { key: 'GLOBAL.AUTH_FAILED', args: ['state'] } });
  });

  it('refuses a stale answer, and a return_to that only starts like ours', async () => {
    const { returnTo, cookie } = await startSignIn();
    const stale = steamAssertion(steam.endpoint, returnTo, STEAM_ID, freshNonce('stale', Date.now() - 6 * 60_000));
    expect((await answer(returnTo, stale, cookie)).json()).toEqual({
      error: { key: 'GLOBAL.AUTH_FAILED', args: ['nonce'] },
    });
    const undated = steamAssertion(steam.endpoint, returnTo, STEAM_ID, 'no-time-here');
    expect((await answer(returnTo, undated, cookie)).json()).toEqual({
      error: { key: 'GLOBAL.AUTH_FAILED', args: ['nonce'] },
    });
    const longer = `${returnTo}&redirect=%2Fwallet`;
    const res = await answer(longer, steamAssertion(steam.endpoint, longer, STEAM_ID, freshNonce('prefix')), cookie);
    expect(res.json()).toEqual({ error: { key: 'GLOBAL.AUTH_FAILED', args: ['return_to'] } });
  });

  const tampered: [string, (p: Record<string, string>) => void, string][] = [
    ['mode', (p) => (p['openid.mode'] = 'cancel'), 'mode'],
    ['namespace', (p) => (p['openid.ns'] = 'http://specs.openid.net/auth/1.1'), 'ns'],
    ['endpoint', (p) => (p['openid.op_endpoint'] = 'https://evil.example/openid/login'), 'op_endpoint'],
    ['signed list', (p) => (p['openid.signed'] = 'signed,claimed_id,identity'), 'signed'],
    [
      'claimed id',
      (p) => (p['openid.claimed_id'] = 'https://steamcommunity.com/openid/id/76561198000000099'),
      'claimed_id',
    ],
    ['return_to', (p) => (p['openid.return_to'] = 'http://evil.example/api/auth/steam/return'), 'return_to'],
    [
      'identity format',
      (p) => {
        p['openid.identity'] = 'https://steamcommunity.com/openid/id/123';
        p['openid.claimed_id'] = 'https://steamcommunity.com/openid/id/123';
      },
      'identity',
    ],
  ];
  for (const [what, tamper, reason] of tampered) {
    it(`refuses an answer with a wrong ${what}`, async () => {
      const { returnTo, cookie } = await startSignIn();
      const params = steamAssertion(steam.endpoint, returnTo, STEAM_ID, freshNonce(`nonce-${what}`));
      tamper(params);
      const res = await answer(returnTo, params, cookie);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ error: { key: 'GLOBAL.AUTH_FAILED', args: [reason] } });
    });
  }

  it('refuses an answer the provider does not confirm', async () => {
    steam.verdict.valid = false;
    try {
      const { returnTo, cookie } = await startSignIn();
      const res = await answer(
        returnTo,
        steamAssertion(steam.endpoint, returnTo, '76561198000000077', freshNonce('invalid')),
        cookie,
      );
      expect(res.json()).toEqual({ error: { key: 'GLOBAL.AUTH_FAILED', args: ['not valid'] } });
    } finally {
      steam.verdict.valid = true;
    }
  });

  it('does not open an account for a first sign-in without the Terms of Service, whatever the query says', async () => {
    const { returnTo, cookie } = await startSignIn({ redirect: '/' });
    const params = { ...steamAssertion(steam.endpoint, returnTo, '76561198000000088', freshNonce('no-tos')), tos: '1' };
    const res = await answer(returnTo, params, cookie);
    expect(res.json()).toEqual({ error: { key: 'GLOBAL.TOS_NOT_ACCEPTED', args: [] } });
  });
});
