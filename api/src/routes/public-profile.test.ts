import { randomUUID } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestPlatform, startTestPlatform } from '../testing/test-platform';

let platform: TestPlatform;
const TRADE_LINK = 'https://steamcommunity.com/tradeoffer/new/?partner=4242&token=Ab_c-123';

beforeAll(async () => {
  platform = await startTestPlatform();
});
afterAll(async () => {
  await platform.services.ledger.assertInvariants();
  await platform.close();
});

const inject = (options: InjectOptions) => platform.app.inject(options);

const player = (name: string) => platform.signInPlayer(name);

/** One bet through the real ledger: placed, then settled with `payoutCents`, refunded (null) or left open. */
async function bet(
  userId: string,
  roundId: string,
  stakeCents: number,
  payoutCents: number | null | 'open',
): Promise<void> {
  const { ledger } = platform.services;
  const betId = randomUUID();
  await ledger.placeBet({ betId, userId, game: 'crash', roundId, source: 'REAL', amountCents: stakeCents });
  if (payoutCents === null) await ledger.refundBet(betId);
  else if (payoutCents !== 'open') await ledger.settleBet(betId, payoutCents);
}

describe('public profile', () => {
  it('answers public fields and stats from settled bets only, without a token', async () => {
    const { id } = await player('Petra');
    await platform.services.ledger.deposit({ userId: id, amountCents: 10_000, key: `seed-${id}` });
    await bet(id, 'r1', 500, 0);
    await bet(id, 'r2', 300, 900);
    await bet(id, 'r3', 200, 250);
    await bet(id, 'r4', 1000, null);
    await bet(id, 'r5', 400, 'open');

    const res = await inject({ method: 'GET', url: `/api/users/${id}/profile` });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      id,
      name: 'Petra',
      avatar: null,
      stats: { betsCount: 3, wageredCents: 1000, biggestWinCents: 900 },
    });
    expect(Object.keys(body).sort()).toEqual(['avatar', 'createdAt', 'id', 'name', 'stats']);
    expect(Math.abs(body.createdAt - Date.now())).toBeLessThan(60_000);

    const bets = await inject({ method: 'GET', url: `/api/users/${id}/bets?pageSize=2` });
    expect(bets.statusCode).toBe(200);
    expect(bets.json()).toMatchObject({ total: 4, page: 1, pageSize: 2 });
    expect(bets.json().items).toEqual([
      expect.objectContaining({
        game: 'crash',
        roundId: 'r4',
        stakeCents: 1000,
        payoutCents: null,
        status: 'REFUNDED',
      }),
      expect.objectContaining({ roundId: 'r3', stakeCents: 200, payoutCents: 250, status: 'SETTLED' }),
    ]);
    const second = await inject({ method: 'GET', url: `/api/users/${id}/bets?page=2&pageSize=2` });
    expect(second.json().items.map((entry: { roundId: string }) => entry.roundId)).toEqual(['r2', 'r1']);
  });

  it('answers zero stats for a player without bets', async () => {
    const { id } = await player('Quiet');
    const res = await inject({ method: 'GET', url: `/api/users/${id}/profile` });
    expect(res.json().stats).toEqual({ betsCount: 0, wageredCents: 0, biggestWinCents: 0 });
    const bets = await inject({ method: 'GET', url: `/api/users/${id}/bets` });
    expect(bets.json()).toEqual({ items: [], total: 0, page: 1, pageSize: 20 });
  });

  it('answers USER.NOT_FOUND with 404 for unknown and malformed ids', async () => {
    for (const id of [randomUUID(), 'not-a-uuid', '1']) {
      for (const url of [`/api/users/${id}/profile`, `/api/users/${id}/bets`]) {
        const res = await inject({ method: 'GET', url });
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ error: { key: 'USER.NOT_FOUND', args: [] } });
      }
    }
  });

  it('answers the signed-in player their own bets and refuses without a token', async () => {
    const { auth, id } = await player('Own');
    await platform.services.ledger.deposit({ userId: id, amountCents: 1000, key: `seed-${id}` });
    await bet(id, 'mine', 100, 180);
    const own = await inject({ method: 'GET', url: '/api/users/current/bets', headers: { authorization: auth } });
    expect(own.statusCode).toBe(200);
    expect(own.json().items).toEqual([expect.objectContaining({ roundId: 'mine', stakeCents: 100, payoutCents: 180 })]);
    const anonymous = await inject({ method: 'GET', url: '/api/users/current/bets' });
    expect(anonymous.statusCode).toBe(403);
    expect(anonymous.json().error.key).toBe('GLOBAL.FORBIDDEN');
  });
});

describe('trade link', () => {
  it('saves a Steam trade offer link, answers it in the user state and removes it with an empty one', async () => {
    const { auth } = await player('Trader');
    const me = () => inject({ method: 'GET', url: '/api/users/current', headers: { authorization: auth } });
    expect((await me()).json().tradeLink).toBeNull();

    const saved = await inject({
      method: 'PUT',
      url: '/api/users/current/trade-link',
      headers: { authorization: auth },
      payload: { tradeLink: ` ${TRADE_LINK} ` },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ tradeLink: TRADE_LINK });
    expect((await me()).json().tradeLink).toBe(TRADE_LINK);

    const cleared = await inject({
      method: 'PUT',
      url: '/api/users/current/trade-link',
      headers: { authorization: auth },
      payload: { tradeLink: '' },
    });
    expect(cleared.json()).toEqual({ tradeLink: null });
    expect((await me()).json().tradeLink).toBeNull();
  });

  it('refuses anything but a trade offer link with USER.TRADE_LINK_INVALID and keeps the saved one', async () => {
    const { auth } = await player('Careful');
    const put = (tradeLink: string) =>
      inject({
        method: 'PUT',
        url: '/api/users/current/trade-link',
        headers: { authorization: auth },
        payload: { tradeLink },
      });
    await put(TRADE_LINK);
    for (const bad of [
      'https://example.com/tradeoffer/new/?partner=1&token=abcdefgh',
      'http://steamcommunity.com/tradeoffer/new/?partner=4242&token=Ab_c-123',
      'https://steamcommunity.com/tradeoffer/new/?partner=x&token=Ab_c-123',
      'https://steamcommunity.com/tradeoffer/new/?partner=4242&token=short',
    ]) {
      const res = await put(bad);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: { key: 'USER.TRADE_LINK_INVALID', args: [] } });
    }
    const me = await inject({ method: 'GET', url: '/api/users/current', headers: { authorization: auth } });
    expect(me.json().tradeLink).toBe(TRADE_LINK);
    const anonymous = await inject({
      method: 'PUT',
      url: '/api/users/current/trade-link',
      payload: { tradeLink: TRADE_LINK },
    });
    expect(anonymous.statusCode).toBe(403);
  });
});
