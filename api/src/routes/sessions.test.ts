import type { InjectOptions } from 'fastify';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESPONSIBLE_RULES } from '@arena/schemas';
import { type TestPlatform, startTestPlatform } from '../testing/test-platform';

let platform: TestPlatform;
beforeAll(async () => {
  platform = await startTestPlatform({ ADMIN_SUBJECTS: 'dev:warden' });
});
afterAll(() => platform.close());

const inject = (options: InjectOptions) => platform.app.inject(options);
const me = (auth: string) => inject({ method: 'GET', url: '/api/users/current', headers: { authorization: auth } });
const post = (url: string, auth: string, payload?: object) =>
  inject({ method: 'POST', url, headers: { authorization: auth }, ...(payload ? { payload } : {}) });

describe('sessions behind the tokens', () => {
  it('sign-out ends this session only; sign out everywhere ends every other one at once', async () => {
    const phone = await platform.signIn('Sessioned');
    const laptop = await platform.signIn('Sessioned');
    const tablet = await platform.signIn('Sessioned');
    expect((await me(phone)).statusCode).toBe(200);

    expect((await post('/api/auth/sign-out', phone)).json()).toEqual({ revoked: 1 });
    expect((await me(phone)).json()).toEqual({ error: { key: 'GLOBAL.FORBIDDEN', args: [] } });
    expect((await me(laptop)).statusCode).toBe(200);
    // A revoked token cannot sign out again or end the others.
    expect((await post('/api/auth/sign-out-everywhere', phone)).statusCode).toBe(403);

    expect((await post('/api/auth/sign-out-everywhere', laptop)).json()).toEqual({ revoked: 2 });
    for (const auth of [laptop, tablet]) expect((await me(auth)).statusCode).toBe(403);
    // Signing in again starts a new session.
    expect((await me(await platform.signIn('Sessioned'))).statusCode).toBe(200);
  });

  it('refuses correctly signed tokens without a session, for another audience, or naming a session of someone else', async () => {
    const key = new TextEncoder().encode(platform.config.jwtSecret);
    const victim = await platform.signInPlayer('Victim');
    const thief = await platform.signInPlayer('Thief');
    const thiefSession = JSON.parse(Buffer.from(thief.auth.split('.')[1]!, 'base64url').toString()).sid as string;
    const sign = (claims: Record<string, unknown>, audience = 'skin-arena') =>
      new SignJWT(claims)
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(victim.id)
        .setIssuer('skin-arena')
        .setAudience(audience)
        .setExpirationTime('1h')
        .sign(key);
    const tokens = [
      await new SignJWT({})
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(victim.id)
        .setExpirationTime('1h')
        .sign(key),
      await sign({ sid: thiefSession }, 'another-service'),
      await sign({ sid: thiefSession }),
      await sign({ sid: 'not-a-uuid' }),
    ];
    for (const token of tokens) {
      const res = await me(`Bearer ${token}`);
      expect(res.statusCode).toBe(403);
      expect(res.json().error.key).toBe('GLOBAL.FORBIDDEN');
    }
  });

  it('a ban revokes every session and refuses new sign-ins until it is lifted; only admins ban', async () => {
    const admin = await platform.signIn('warden');
    const player = await platform.signInPlayer('Rowdy', 5_00);
    const other = await platform.signIn('Rowdy');
    const reason = { reason: 'chargeback fraud' };

    expect((await post(`/api/admin/users/${player.id}/ban`, other, reason)).json().error.key).toBe('GLOBAL.FORBIDDEN');
    const ban = await post(`/api/admin/users/${player.id}/ban`, admin, reason);
    expect(ban.json()).toMatchObject({ userId: player.id, revokedSessions: 2 });
    expect(ban.json().bannedAt).toEqual(expect.any(String));
    // The banned player is told so, not asked to sign in again.
    for (const auth of [player.auth, other]) {
      const answer = await me(auth);
      expect(answer.statusCode).toBe(403);
      expect(answer.json()).toEqual({ error: { key: 'GLOBAL.ACCOUNT_BANNED', args: [] } });
    }
    const again = await inject({ method: 'POST', url: '/api/auth/dev', payload: { name: 'Rowdy', agreeTos: true } });
    expect(again.statusCode).toBe(403);
    expect(again.json()).toEqual({ error: { key: 'GLOBAL.ACCOUNT_BANNED', args: [] } });
    // The balance is untouched by a ban.
    expect((await platform.services.ledger.balances(player.id)).realCents).toBe(5_00);

    expect((await post(`/api/admin/users/${player.id}/unban`, admin)).json()).toMatchObject({ bannedAt: null });
    expect((await me(await platform.signIn('Rowdy'))).statusCode).toBe(200);
    expect(
      (await post('/api/admin/users/00000000-0000-4000-8000-000000000000/ban', admin, reason)).json().error.key,
    ).toBe('GLOBAL.NOT_FOUND');
    expect((await post(`/api/admin/users/${player.id}/ban`, admin, { reason: '' })).statusCode).toBe(400);
    await platform.services.ledger.assertInvariants();
  });

  it('every revocation is announced once committed (sign-out, everywhere, ban, self-exclusion), so rooms and streams act at once', async () => {
    const heard: string[][] = [];
    const stop = platform.services.sessions.revocations.subscribe((ids) => heard.push([...ids].sort()));
    const sid = (auth: string) => JSON.parse(Buffer.from(auth.split('.')[1]!, 'base64url').toString()).sid as string;
    try {
      const admin = await platform.signIn('warden');
      const one = await platform.signIn('Announced');
      const two = await platform.signIn('Announced');
      const three = await platform.signIn('Announced');
      await post('/api/auth/sign-out', one);
      expect(heard).toEqual([[sid(one)]]);
      await post('/api/auth/sign-out-everywhere', two);
      expect(heard[1]).toEqual([sid(two), sid(three)].sort());

      const banned = await platform.signInPlayer('Announced ban');
      const bannedToo = await platform.signIn('Announced ban');
      expect((await post(`/api/admin/users/${banned.id}/ban`, admin, { reason: 'test' })).statusCode).toBe(200);
      expect(heard[2]).toEqual([sid(banned.auth), sid(bannedToo)].sort());
      // A ban of nobody announces nothing.
      await post('/api/admin/users/00000000-0000-4000-8000-000000000000/ban', admin, { reason: 'test' });
      expect(heard).toHaveLength(3);

      const excluded = await platform.signIn('Announced exclusion');
      const elsewhere = await platform.signIn('Announced exclusion');
      const exclusion = await post('/api/responsible-gaming/self-exclusion', excluded, {
        months: RESPONSIBLE_RULES.exclusionMinMonths,
      });
      expect(exclusion.statusCode).toBe(200);
      // This session stays (the exclusion leaves it reads and withdrawals); the other device is signed out.
      expect(heard[3]).toEqual([sid(elsewhere)]);
    } finally {
      stop();
    }
  });
});
