import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestPlatform, startTestPlatform } from '../testing/test-platform';
import { hasControlCharacter } from './control-characters';

let platform: TestPlatform;
let auth: string;
beforeAll(async () => {
  platform = await startTestPlatform();
  auth = await platform.signIn('controls');
});
afterAll(async () => {
  await platform.services.ledger.assertInvariants();
  await platform.close();
});

describe('control characters in requests', () => {
  it('a NUL in the deposit e-mail (a Postgres 500 once) is a bad request, and so is one anywhere else', async () => {
    const requests = [
      {
        method: 'POST' as const,
        url: '/api/payments/deposit',
        payload: { amountCents: 500, method: 'card', email: 'a\u0000@b.co' },
        headers: { authorization: auth },
      },
      { method: 'POST' as const, url: '/api/auth/dev', payload: { name: 'bell\u0007', agreeTos: true } },
      { method: 'GET' as const, url: '/api/users/abc%00def' },
      { method: 'GET' as const, url: '/api/payments?x=%1b', headers: { authorization: auth } },
    ];
    for (const request of requests) {
      const res = await platform.app.inject(request);
      expect([request.url, res.statusCode, res.json()]).toEqual([
        request.url,
        400,
        { error: { key: 'GLOBAL.BAD_REQUEST', args: [] } },
      ]);
    }
  });

  it('finds them in nested values and keys, and lets tabs and line breaks through', () => {
    expect(hasControlCharacter({ a: [{ b: 'x\u001fy' }] })).toBe(true);
    expect(hasControlCharacter({ 'k\u0000': 1 })).toBe(true);
    expect(hasControlCharacter({ text: 'line one\nline two\ttabbed\r\n', n: 5, nothing: null })).toBe(false);
  });
});
