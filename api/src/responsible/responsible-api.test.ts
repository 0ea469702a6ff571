import { randomUUID } from 'node:crypto';
import type { SqlEntityManager } from '@mikro-orm/sql';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { RESPONSIBLE_RULES } from '@arena/schemas';
import { insertChatMessage } from '../chat/store';
import { jobClock } from '../jobs';
import {
  type CommerceTestApp,
  type Player,
  itemsPricedBetween,
  startCommerceTestApp,
} from '../testing/commerce-test-app';

let t: CommerceTestApp;
beforeAll(async () => {
  t = await startCommerceTestApp();
});
afterEach(() => {
  jobClock.now = realNow;
});
afterAll(async () => {
  // Every refusal left the books balanced.
  await t.services.ledger.assertInvariants();
  await t.close();
});

const realNow = jobClock.now;
const HOUR = 3_600_000;
const WALLET = 'TXa1b2c3d4e5f6';
const [skin] = itemsPricedBetween(100, 400, 1);
const errorOf = (res: { json(): unknown }) => (res.json() as { error: { key: string; args: unknown[] } }).error;
const rg = (player: Player | null) => t.get(player, '/api/responsible-gaming');
const put = (player: Player, url: string, payload: object) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/responsible-gaming${url}`,
    headers: { authorization: player.auth },
    payload,
  });
const post = (player: Player, url: string, payload: object) => t.post(player, `/api/responsible-gaming${url}`, payload);
const deposit = (player: Player, amountCents: number) =>
  t.post(player, '/api/payments/deposit', { amountCents, method: 'skins' });
const bet = (player: Player, amountCents: number) =>
  t.services.ledger.placeBet({
    betId: randomUUID(),
    userId: player.userId,
    game: 'crash',
    roundId: 'rg-test',
    source: 'REAL',
    amountCents,
  });
const refusal = async (work: Promise<unknown>) => {
  const error = await work.then(
    () => undefined,
    (caught: unknown) => caught as { key?: string; args?: unknown[] },
  );
  return error && { key: error.key, args: error.args };
};
const chat = (player: Player) =>
  t.services.ledger.transaction((tx: SqlEntityManager) =>
    insertChatMessage(tx, { channel: 'en', userId: player.userId, text: 'hello', sticker: null }),
  );

async function funded(cents: number): Promise<Player> {
  const player = await t.player();
  await t.fund(player, cents);
  return player;
}

describe('GET /api/responsible-gaming', () => {
  it('needs a signed-in player and starts with no limits, no pause and no reality check', async () => {
    expect(errorOf(await rg(null)).key).toBe('GLOBAL.FORBIDDEN');
    const res = await rg(await t.player());
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.limits.deposit.day).toEqual({ cents: null, pending: null, usedCents: 0 });
    expect(body.limits.loss.month).toEqual({ cents: null, pending: null, usedCents: 0 });
    expect(body).toMatchObject({
      timeoutUntil: null,
      exclusionUntil: null,
      realityCheckMinutes: null,
      coolingOffMs: 24 * HOUR,
    });
    const paths = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json().paths;
    for (const path of [
      '/api/responsible-gaming',
      '/api/responsible-gaming/limits',
      '/api/responsible-gaming/timeout',
      '/api/responsible-gaming/self-exclusion',
      '/api/responsible-gaming/reality-check',
    ]) {
      expect(paths).toHaveProperty([path]);
    }
  });
});

describe('PUT /api/responsible-gaming/limits', () => {
  it('applies a first or a lower limit at once and a raise or a removal only after 24 h', async () => {
    const T = realNow();
    jobClock.now = () => T;
    const player = await t.player();
    let res = await put(player, '/limits', { deposit: { day: 50_00, week: 200_00 } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().limits.deposit.day).toEqual({ cents: 50_00, pending: null, usedCents: 0 });

    res = await put(player, '/limits', { deposit: { day: 30_00 } });
    expect(res.json().limits.deposit.day).toEqual({ cents: 30_00, pending: null, usedCents: 0 });

    res = await put(player, '/limits', { deposit: { day: 80_00, week: null } });
    const appliesAt = T + RESPONSIBLE_RULES.coolingOffMs;
    expect(res.json().limits.deposit.day).toEqual({ cents: 30_00, pending: { cents: 80_00, appliesAt }, usedCents: 0 });
    expect(res.json().limits.deposit.week).toEqual({
      cents: 200_00,
      pending: { cents: null, appliesAt },
      usedCents: 0,
    });

    // Asking again later for the same raise does not restart its cooling-off.
    jobClock.now = () => T + HOUR;
    res = await put(player, '/limits', { deposit: { day: 80_00 } });
    expect(res.json().limits.deposit.day.pending).toEqual({ cents: 80_00, appliesAt });
    // The 30.00 limit still holds during the cooling-off.
    expect(errorOf(await deposit(player, 31_00))).toEqual({ key: 'RESPONSIBLE.DEPOSIT_LIMIT', args: ['30.00', 1] });

    jobClock.now = () => appliesAt;
    res = await rg(player);
    expect(res.json().limits.deposit.day).toEqual({ cents: 80_00, pending: null, usedCents: 0 });
    expect(res.json().limits.deposit.week).toEqual({ cents: null, pending: null, usedCents: 0 });
    expect((await deposit(player, 31_00)).statusCode).toBe(200);
  });

  it('a lower limit during a cooling-off replaces the pending raise', async () => {
    const player = await t.player();
    await put(player, '/limits', { wager: { week: 100_00 } });
    expect((await put(player, '/limits', { wager: { week: 500_00 } })).json().limits.wager.week.pending.cents).toBe(
      500_00,
    );
    const res = await put(player, '/limits', { wager: { week: 40_00 } });
    expect(res.json().limits.wager.week).toMatchObject({ cents: 40_00, pending: null });
  });

  it('refuses amounts that are not positive whole cents in range and unknown fields', async () => {
    const player = await t.player();
    for (const body of [
      { deposit: { day: 0 } },
      { deposit: { day: 1.5 } },
      { deposit: { day: RESPONSIBLE_RULES.maxLimitCents + 1 } },
      { deposit: { year: 5 } },
      { bonus: {} },
    ]) {
      const res = await put(player, '/limits', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(errorOf(res).key).toBe('GLOBAL.BAD_REQUEST');
    }
  });
});

describe('limits are enforced', () => {
  it('deposit limit: the window’s deposits (failed ones excepted) plus this one', async () => {
    const player = await funded(20_00);
    await put(player, '/limits', { deposit: { week: 50_00 } });
    expect((await rg(player)).json().limits.deposit.week.usedCents).toBe(20_00);
    expect(errorOf(await deposit(player, 30_01))).toEqual({ key: 'RESPONSIBLE.DEPOSIT_LIMIT', args: ['50.00', 7] });
    expect((await deposit(player, 30_00)).statusCode).toBe(200);
  });

  it('wager limit: stakes of the window plus this one; a refunded bet counts nothing', async () => {
    const player = await funded(100_00);
    await put(player, '/limits', { wager: { day: 10_00 } });
    const first = await bet(player, 6_00);
    expect(await refusal(bet(player, 5_00))).toEqual({ key: 'RESPONSIBLE.WAGER_LIMIT', args: ['10.00', 1] });
    await t.services.ledger.refundBet(first.id);
    await bet(player, 10_00);
    expect((await rg(player)).json().limits.wager.day.usedCents).toBe(10_00);
  });

  it('loss limit: settled net loss plus open stakes plus this stake', async () => {
    const player = await funded(100_00);
    await put(player, '/limits', { loss: { day: 10_00 } });
    const lost = await bet(player, 6_00);
    await t.services.ledger.settleBet(lost.id, 0);
    const won = await bet(player, 2_00);
    await t.services.ledger.settleBet(won.id, 3_00); // a net win of 1.00 lowers the loss to 5.00
    expect((await rg(player)).json().limits.loss.day.usedCents).toBe(5_00);
    expect(await refusal(bet(player, 5_01))).toEqual({ key: 'RESPONSIBLE.LOSS_LIMIT', args: ['10.00', 1] });
    const open = await bet(player, 4_00);
    expect(await refusal(bet(player, 1_01))).toEqual({ key: 'RESPONSIBLE.LOSS_LIMIT', args: ['10.00', 1] });
    await t.services.ledger.refundBet(open.id);
    await bet(player, 5_00);
  });

  it('answers the net result of a session for the reality check', async () => {
    const player = await funded(100_00);
    const lost = await bet(player, 7_00);
    await t.services.ledger.settleBet(lost.id, 2_00);
    const sessionStart = Date.now() - 60_000;
    expect((await t.get(player, `/api/responsible-gaming?sessionStart=${sessionStart}`)).json().session).toEqual({
      since: sessionStart,
      netCents: -5_00,
    });
    expect(
      (await t.get(player, `/api/responsible-gaming?sessionStart=${Date.now() + 60_000}`)).json().session.netCents,
    ).toBe(0);
    expect((await rg(player)).json().session).toBeNull();
  });
});

describe('POST /api/responsible-gaming/timeout', () => {
  it('refuses deposits, bets, shop buys and chat while it runs; withdrawals still work', async () => {
    const player = await funded(100_00);
    expect(errorOf(await post(player, '/timeout', { hours: 23 })).key).toBe('GLOBAL.BAD_REQUEST');
    expect(errorOf(await post(player, '/timeout', { hours: RESPONSIBLE_RULES.timeoutMaxHours + 1 })).key).toBe(
      'GLOBAL.BAD_REQUEST',
    );
    const res = await post(player, '/timeout', { hours: 48 });
    expect(res.statusCode, res.body).toBe(200);
    const until = res.json().timeoutUntil as number;
    expect(until).toBeGreaterThan(Date.now() + 47 * HOUR);
    const args = [new Date(until).toISOString()];
    const before = await t.balance(player);

    const refusedDeposit = await deposit(player, 10_00);
    expect(refusedDeposit.statusCode).toBe(403);
    expect(errorOf(refusedDeposit)).toEqual({ key: 'RESPONSIBLE.TIMED_OUT', args });
    expect(await refusal(bet(player, 1_00))).toEqual({ key: 'RESPONSIBLE.TIMED_OUT', args });
    expect(errorOf(await t.post(player, '/api/shop/buy', { catalogItemIds: [skin!.id] }))).toEqual({
      key: 'RESPONSIBLE.TIMED_OUT',
      args,
    });
    expect(await refusal(chat(player))).toEqual({ key: 'RESPONSIBLE.TIMED_OUT', args });
    expect(errorOf(await t.post(player, '/api/bingo/tickets', { tickets: [null] }))).toEqual({
      key: 'RESPONSIBLE.TIMED_OUT',
      args,
    });
    expect(await t.balance(player)).toEqual(before);

    const withdrawal = await t.post(player, '/api/withdrawals', {
      method: 'crypto',
      amountCents: 20_00,
      wallet: WALLET,
      confirm: true,
    });
    expect(withdrawal.statusCode, withdrawal.body).toBe(200);
    expect((await t.balance(player)).realCents).toBe(before.realCents - 20_00);

    // It cannot be shortened; it can be made longer.
    expect(errorOf(await post(player, '/timeout', { hours: 24 }))).toEqual({ key: 'RESPONSIBLE.CANNOT_SHORTEN', args });
    expect((await post(player, '/timeout', { hours: 72 })).json().timeoutUntil).toBeGreaterThan(until);
  });

  it('ends by itself: after it the player plays again', async () => {
    const player = await funded(10_00);
    const until = (await post(player, '/timeout', { hours: 24 })).json().timeoutUntil as number;
    jobClock.now = () => until + 1;
    expect((await rg(player)).json().timeoutUntil).toBeNull();
    await bet(player, 1_00);
    const sent = await chat(player);
    const [stored] = await t.services.orm.em
      .fork()
      .execute<{ user_id: string; text: string }[]>(`select user_id, text from chat_messages where id = ?`, [sent.id]);
    expect(stored).toEqual({ user_id: player.userId, text: 'hello' });
  });
});

describe('POST /api/responsible-gaming/self-exclusion', () => {
  it('lasts 6 months or more, refuses play and cannot be lifted early', async () => {
    const player = await funded(50_00);
    expect(errorOf(await post(player, '/self-exclusion', { months: 5 })).key).toBe('GLOBAL.BAD_REQUEST');
    const otherDevice = `Bearer ${(await t.services.tokens.issue(player.userId)).token}`;
    const T = realNow();
    jobClock.now = () => T;
    const res = await post(player, '/self-exclusion', { months: 12 });
    expect(res.statusCode, res.body).toBe(200);
    // Every other device is signed out; this session stays, for reads and withdrawals only.
    const current = (auth: string) =>
      t.app.inject({ method: 'GET', url: '/api/users/current', headers: { authorization: auth } });
    expect((await current(otherDevice)).statusCode).toBe(403);
    expect((await current(player.auth)).statusCode).toBe(200);
    const until = res.json().exclusionUntil as number;
    const expected = new Date(T);
    expected.setUTCMonth(expected.getUTCMonth() + 12);
    expect(until).toBe(expected.getTime());
    const args = [new Date(until).toISOString()];

    expect(errorOf(await post(player, '/self-exclusion', { months: 6 }))).toEqual({
      key: 'RESPONSIBLE.CANNOT_SHORTEN',
      args,
    });
    for (const method of ['DELETE', 'PUT'] as const) {
      const lift = await t.app.inject({
        method,
        url: '/api/responsible-gaming/self-exclusion',
        headers: { authorization: player.auth },
        payload: {},
      });
      expect(lift.statusCode).toBe(404);
    }
    // Half a year later it still holds.
    jobClock.now = () => T + 183 * 24 * HOUR;
    expect(errorOf(await deposit(player, 10_00))).toEqual({ key: 'RESPONSIBLE.SELF_EXCLUDED', args });
    expect(await refusal(bet(player, 1_00))).toEqual({ key: 'RESPONSIBLE.SELF_EXCLUDED', args });
    expect(errorOf(await t.post(player, '/api/shop/buy', { catalogItemIds: [skin!.id] }))).toEqual({
      key: 'RESPONSIBLE.SELF_EXCLUDED',
      args,
    });
    expect(await refusal(chat(player))).toEqual({ key: 'RESPONSIBLE.SELF_EXCLUDED', args });
    expect((await rg(player)).json().exclusionUntil).toBe(until);
    expect(
      (
        await t.post(player, '/api/withdrawals', {
          method: 'crypto',
          amountCents: 20_00,
          wallet: WALLET,
          confirm: true,
        })
      ).statusCode,
    ).toBe(200);
  });
});

describe('PUT /api/responsible-gaming/reality-check', () => {
  it('takes one of the offered intervals or null', async () => {
    const player = await t.player();
    expect((await put(player, '/reality-check', { minutes: 30 })).json().realityCheckMinutes).toBe(30);
    expect(errorOf(await put(player, '/reality-check', { minutes: 45 })).key).toBe('GLOBAL.BAD_REQUEST');
    expect((await rg(player)).json().realityCheckMinutes).toBe(30);
    expect((await put(player, '/reality-check', { minutes: null })).json().realityCheckMinutes).toBeNull();
  });
});
