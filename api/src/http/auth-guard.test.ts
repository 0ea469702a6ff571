import { randomUUID } from 'node:crypto';
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
    const tokens = [(await platform.services.tokens.issue(randomUUID())).token, (await platform.services.tokens.issue('not-a-uuid')).token];
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
        const res = await platform.app.inject({ method: method as 'GET', url, payload, headers: { authorization: `Bearer ${token}` } });
        expect([url, res.statusCode, res.json()]).toEqual([url, 403, { error: { key: 'GLOBAL.FORBIDDEN', args: [] } }]);
      }
    }
  });
});
