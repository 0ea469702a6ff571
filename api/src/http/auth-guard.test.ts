import { randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import { TOKEN_AUDIENCE, TOKEN_ISSUER } from '../auth/tokens';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestPlatform, startTestPlatform } from '../testing/test-platform';

let platform: TestPlatform;
beforeAll(async () => {
  platform = await startTestPlatform();
});
afterAll(async () => {
  await platform.services.ledger.assertInvariants();
  await platform.close();
});

describe('a correctly signed token for nobody', () => {
  it('is refused with GLOBAL.FORBIDDEN on every signed-in route, never a 500 (unknown user, or a subject that is no user id)', async () => {
    // Signed with the real secret, as a leaked secret or an old token of a deleted user would be: no session backs them.
    const key = new TextEncoder().encode(platform.config.jwtSecret);
    const forge = (subject: string, sid: string) =>
      new SignJWT({ sid })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(subject)
        .setIssuer(TOKEN_ISSUER)
        .setAudience(TOKEN_AUDIENCE)
        .setExpirationTime('1h')
        .sign(key);
    const tokens = [
      await forge(randomUUID(), randomUUID()),
      await forge('not-a-uuid', randomUUID()),
      await forge(randomUUID(), 'not-a-uuid'),
    ];
    const routes: [string, string, object?][] = [
      ['GET', '/api/users/current'],
      ['GET', '/api/payments'],
      ['POST', '/api/payments/deposit', { amountCents: 500, method: 'skins' }],
      ['GET', '/api/fair/seeds'],
      ['POST', '/api/fair/seeds/rotate', {}],
      ['GET', '/api/inventory'],
      ['GET', '/api/users/current/plinkos'],
      ['GET', '/api/users/current/bets'],
      ['GET', '/api/steam-account'],
    ];
    for (const token of tokens) {
      for (const [method, url, payload] of routes) {
        const res = await platform.app.inject({
          method: method as 'GET',
          url,
          payload,
          headers: { authorization: `Bearer ${token}` },
        });
        expect([url, res.statusCode, res.json()]).toEqual([url, 403, { error: { key: 'GLOBAL.FORBIDDEN', args: [] } }]);
      }
    }
  });
});
