import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestPlatform, startTestPlatform } from '../testing/test-platform';

let platform: TestPlatform;
let auth: string;
beforeAll(async () => {
  platform = await startTestPlatform();
  auth = await platform.signIn('limits');
});
afterAll(() => platform.close());

const send = (method: 'POST' | 'PUT', url: string, payload: object, signedIn = true) =>
  platform.app.inject({ method, url, payload, headers: signedIn ? { authorization: auth } : {} });
const keyOf = (res: { json(): unknown }) => (res.json() as { error?: { key: string } }).error?.key;

describe('string limits on player input', () => {
  it('refuses names that are too long, too short or carry markup', async () => {
    for (const name of ['x'.repeat(33), 'x', '<b>boss</b>', 'a"b', 'x'.repeat(10_000)]) {
      const res = await send('POST', '/api/auth/dev', { name, agreeTos: true }, false);
      expect([name.slice(0, 20), res.statusCode, keyOf(res)]).toEqual([name.slice(0, 20), 400, 'GLOBAL.BAD_REQUEST']);
    }
  });

  it('refuses an over-long trade link and an over-long promo code, and unknown fields', async () => {
    const link = await send('PUT', '/api/users/current/trade-link', {
      tradeLink: `https://steamcommunity.com/tradeoffer/new/?partner=1&token=${'a'.repeat(300)}`,
    });
    expect([link.statusCode, keyOf(link)]).toEqual([400, 'GLOBAL.BAD_REQUEST']);
    const code = await send('POST', '/api/bonus/promocode', { code: 'A'.repeat(65) });
    expect([code.statusCode, keyOf(code)]).toEqual([400, 'GLOBAL.BAD_REQUEST']);
    const extra = await send('POST', '/api/bonus/promocode', { code: 'WELCOME', admin: true });
    expect([extra.statusCode, keyOf(extra)]).toEqual([400, 'GLOBAL.BAD_REQUEST']);
  });

  it('caps list sizes and takes only finite whole numbers in range for page parameters', async () => {
    const get = (url: string) => platform.app.inject({ method: 'GET', url, headers: { authorization: auth } });
    expect((await get('/api/referral/referrals?pageSize=100')).statusCode).toBe(200);
    for (const query of [
      'pageSize=101',
      'pageSize=1000000',
      'pageSize=Infinity',
      'pageSize=NaN',
      'page=1e400',
      'page=0',
      'page=1.5',
      'page=-1',
    ]) {
      const res = await get(`/api/referral/referrals?${query}`);
      expect([query, res.statusCode, keyOf(res)]).toEqual([query, 400, 'GLOBAL.BAD_REQUEST']);
    }
  });
});
