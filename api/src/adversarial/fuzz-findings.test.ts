import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestPlatform, startTestPlatform } from '../testing/test-platform';

/** What the REST fuzzer found, one regression each (every answer a catalogue envelope, none a 500). */
let t: TestPlatform;
let player: { auth: string; id: string };
beforeAll(async () => {
  t = await startTestPlatform({ RATE_LIMIT_PER_MINUTE: '1000000' });
  player = await t.signInPlayer('finding', 100_00);
});
afterAll(async () => {
  await t.services.ledger.assertInvariants();
  await t.close();
});

const send = (method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: { authorization: player.auth, 'idempotency-key': `k${Math.random()}`.replace('.', '') },
    ...(payload ? { payload } : {}),
  });

describe('REST fuzzing findings', () => {
  it('a path parameter over the router limit (414) and a broken percent-encoding (400) answer catalogue envelopes', async () => {
    const long = await send('GET', `/api/payments/${'a'.repeat(500)}`);
    expect(long.statusCode).toBe(414);
    expect(long.json()).toEqual({ error: { key: 'GLOBAL.BAD_REQUEST', args: ['FST_ERR_MAX_PARAM_LENGTH'] } });
    const broken = await send('GET', '/api/payments/%E0%A4%A');
    expect(broken.statusCode).toBe(400);
    expect(broken.json().error.key).toBe('GLOBAL.BAD_REQUEST');
  });

  it('GET /api/responsible-gaming?sessionStart past year 9999 is a 400, not a database error', async () => {
    const res = await send('GET', '/api/responsible-gaming?sessionStart=8640000000000000');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: { key: 'GLOBAL.BAD_REQUEST', args: ['querystring.sessionStart'] } });
  });

  it.each([
    ['mines', '/api/mines/rounds', (id: string) => ({ mines: 3, itemIds: [id] })],
    ['upgrade', '/api/upgrade', (id: string) => ({ itemIds: [id], targetCatalogItemId: 1 })],
    ['lava', '/api/lava/start', (id: string) => ({ itemIds: [id] })],
    ['sell', '/api/shop/sell', (id: string) => ({ itemIds: [id] })],
    [
      'withdrawal',
      '/api/withdrawals',
      (id: string) => ({
        method: 'steam',
        itemIds: [id],
        tradeLink: 'https://steamcommunity.com/tradeoffer/new/?partner=4242&token=Wa1kEr00',
        confirm: true,
      }),
    ],
  ])('%s refuses skin ids that are not UUIDs without a 500', async (_name, url, body) => {
    for (const id of ['UR@*HC', '-'.repeat(36), 'z'.repeat(36)]) {
      const res = await send('POST', url, body(id));
      expect(res.statusCode, `${id}: ${res.body}`).toBeLessThan(500);
      expect(res.json().error.key).toMatch(/^[A-Z_]+\.[A-Z_]+$/);
    }
  });
});
