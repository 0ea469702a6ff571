import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type CommerceTestApp,
  type Player,
  WEBHOOK_SECRET,
  startCommerceTestApp,
} from '../../testing/commerce-test-app';
import { signedWebhookHeaders } from './webhook-signature';

let t: CommerceTestApp;
beforeAll(async () => {
  t = await startCommerceTestApp();
});
afterAll(async () => {
  await t.services.ledger.assertInvariants();
  await t.close();
});

const errorOf = (res: { json(): unknown }) => (res.json() as { error: { key: string; args: unknown[] } }).error;

/** One delivery of `body` signed with `secret` (a fresh delivery id and timestamp each call, as the provider sends). */
function webhook(body: object, secret = WEBHOOK_SECRET) {
  const raw = JSON.stringify(body);
  return t.app.inject({
    method: 'POST',
    url: '/api/payments/webhook',
    headers: { 'content-type': 'application/json', ...signedWebhookHeaders(secret, raw) },
    payload: raw,
  });
}

const succeeded = (paymentId: string, amountCents: number) => ({
  eventId: `evt_${paymentId}`,
  type: 'payment.succeeded',
  paymentId,
  amountCents,
  createdAt: Date.now(),
});

async function deposit(player: Player, body: object, key?: string) {
  return t.post(player, '/api/payments/deposit', body, key);
}

async function userState(player: Player) {
  return (await t.get(player, '/api/users/current')).json() as { balanceCents: number; userHasDeposit: boolean };
}

describe('deposit validation', () => {
  it('lists the methods with minimums of at least $0.10', async () => {
    const methods = (await t.get(null, '/api/payments/methods')).json() as {
      id: string;
      minCents: number;
      requires: string[];
    }[];
    expect(methods.map((m) => m.id)).toEqual(['card', 'crypto', 'e-wallet', 'skins']);
    expect(methods.every((m) => m.minCents >= 10)).toBe(true);
    expect(methods.find((m) => m.id === 'card')!.requires).toEqual(['email']);
  });

  it.each([
    [{ method: 'card', email: 'a@b.co' }, 'PAYMENT.AMOUNT_REQUIRED', []],
    [{ amountCents: 500 }, 'PAYMENT.METHOD_REQUIRED', []],
    [{ amountCents: 500, method: 'cheque' }, 'PAYMENT.BAD_METHOD', []],
    [{ amountCents: 9, method: 'skins' }, 'PAYMENT.MIN_DEPOSIT', ['0.10']],
    [{ amountCents: 499, method: 'crypto' }, 'PAYMENT.METHOD_MIN', ['5.00']],
    [{ amountCents: 500, method: 'card' }, 'PAYMENT.BAD_EMAIL', []],
    [{ amountCents: 500, method: 'card', email: 'not-an-email' }, 'PAYMENT.BAD_EMAIL', []],
    [{ amountCents: 500, method: 'e-wallet' }, 'PAYMENT.WALLET_REQUIRED', []],
    [{ amountCents: 500, method: 'e-wallet', wallet: '12' }, 'PAYMENT.WALLET_REQUIRED', []],
    [{ amountCents: 10_000_01, method: 'skins' }, 'PAYMENT.MAX_DEPOSIT', ['10000.00']],
    [{ amountCents: 9_007_199_254_740_991, method: 'skins' }, 'PAYMENT.MAX_DEPOSIT', ['10000.00']],
  ])('%j → %s', async (body, key, args) => {
    const player = await t.player();
    const res = await deposit(player, body);
    expect(res.statusCode).toBe(400);
    expect(errorOf(res)).toEqual({ key, args });
  });
});

describe('deposit maxima', () => {
  it('counts pending and confirmed deposits of the last 24 hours against the daily maximum, also when they race', async () => {
    const player = await t.player();
    for (let i = 0; i < 4; i++)
      expect((await deposit(player, { amountCents: 10_000_00, method: 'skins' })).statusCode).toBe(200);
    await t.commerce.runJobs();
    // $40,000 started; $10,000 more is allowed, and of two parallel $6,000 deposits only one fits.
    const racing = await Promise.all([
      deposit(player, { amountCents: 6_000_00, method: 'skins' }),
      deposit(player, { amountCents: 6_000_00, method: 'skins' }),
    ]);
    expect(racing.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    expect(errorOf(racing.find((r) => r.statusCode === 400)!)).toEqual({
      key: 'PAYMENT.DAILY_DEPOSIT_LIMIT',
      args: ['50000.00'],
    });
    expect((await deposit(player, { amountCents: 4_000_00, method: 'skins' })).statusCode).toBe(200);
    expect(errorOf(await deposit(player, { amountCents: 10, method: 'skins' }))).toEqual({
      key: 'PAYMENT.DAILY_DEPOSIT_LIMIT',
      args: ['50000.00'],
    });
    await t.commerce.runJobs();
    expect((await userState(player)).balanceCents).toBe(50_000_00);
  });

  it('replays an idempotent deposit even when the day is full', async () => {
    const player = await t.player();
    const first = await deposit(player, { amountCents: 10_000_00, method: 'skins' }, 'same-key');
    for (let i = 0; i < 4; i++) await deposit(player, { amountCents: 10_000_00, method: 'skins' });
    const again = await deposit(player, { amountCents: 10_000_00, method: 'skins' }, 'same-key');
    expect(again.json().id).toBe(first.json().id);
    await t.commerce.runJobs();
  });

  it('refuses a ledger leg beyond the representable bound as a bad request, whoever asks', async () => {
    const player = await t.player();
    await expect(
      t.services.ledger.deposit({ userId: player.userId, amountCents: 1_000_000_000_01, key: 'huge' }),
    ).rejects.toMatchObject({ key: 'GLOBAL.BAD_REQUEST' });
  });
});

describe('sandbox deposits', () => {
  it('stays pending until the provider confirms, then credits once and marks the deposit', async () => {
    const player = await t.player();
    const res = await deposit(player, { amountCents: 1_250, method: 'card', email: 'player@example.com' });
    expect(res.statusCode).toBe(200);
    const payment = res.json();
    expect(payment).toMatchObject({ method: 'card', amountCents: 1_250, status: 'PENDING', finishedAt: null });
    expect(await userState(player)).toMatchObject({ balanceCents: 0, userHasDeposit: false });

    const report = await t.commerce.runJobs();
    expect(report.webhooksAccepted).toBe(1);
    expect((await t.get(player, `/api/payments/${payment.id}`)).json()).toMatchObject({ status: 'CONFIRMED' });
    expect(await userState(player)).toMatchObject({ balanceCents: 1_250, userHasDeposit: true });
    const totals = await t.services.orm.em
      .fork()
      .execute(`select deposited_total_cents from users where id = ?`, [player.userId]);
    expect(Number(totals[0]!.deposited_total_cents)).toBe(1_250);
    expect((await t.commerce.runJobs()).webhooksAccepted).toBe(0);
  });

  it('credits once when the same webhook arrives twice, or many times at once', async () => {
    const player = await t.player();
    const payment = (await deposit(player, { amountCents: 700, method: 'skins' })).json();
    const event = succeeded(payment.id, 700);
    const first = await webhook(event);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ received: true, paymentId: payment.id, status: 'CONFIRMED' });
    const replays = await Promise.all(Array.from({ length: 6 }, () => webhook(event)));
    expect(replays.map((r) => r.statusCode)).toEqual(Array(6).fill(200));
    await t.commerce.runJobs(); // the provider's own delivery of the same event
    expect((await userState(player)).balanceCents).toBe(700);
  });

  it('refuses a webhook with a bad or missing signature and credits nothing', async () => {
    const player = await t.player();
    const payment = (await deposit(player, { amountCents: 300, method: 'skins' })).json();
    const event = succeeded(payment.id, 300);
    const forged = await webhook(event, 'guessed-secret');
    expect(forged.statusCode).toBe(401);
    expect(errorOf(forged)).toEqual({ key: 'PAYMENT.BAD_SIGNATURE', args: [] });
    const unsigned = await t.app.inject({ method: 'POST', url: '/api/payments/webhook', payload: event });
    expect(errorOf(unsigned).key).toBe('PAYMENT.BAD_SIGNATURE');
    // The signature is over the exact bytes: the same event re-serialized with other spacing fails.
    const raw = JSON.stringify(event);
    const respaced = await t.app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      headers: { 'content-type': 'application/json', ...signedWebhookHeaders(WEBHOOK_SECRET, raw) },
      payload: JSON.stringify(event, null, 1),
    });
    expect(respaced.statusCode).toBe(401);
    expect((await userState(player)).balanceCents).toBe(0);
    expect((await t.get(player, `/api/payments/${payment.id}`)).json().status).toBe('PENDING');
  });

  it('fails a declined payment without credit and refuses a contradicting event afterwards', async () => {
    const player = await t.player();
    const payment = (await deposit(player, { amountCents: 900, method: 'card', email: 'decline@sandbox.test' })).json();
    await t.commerce.runJobs();
    expect((await t.get(player, `/api/payments/${payment.id}`)).json()).toMatchObject({ status: 'FAILED' });
    const late = await webhook(succeeded(payment.id, 900));
    expect(late.statusCode).toBe(409);
    expect(errorOf(late).key).toBe('PAYMENT.ALREADY_FINISHED');
    expect(await userState(player)).toMatchObject({ balanceCents: 0, userHasDeposit: false });
  });

  it('refuses a signed event for an unknown payment or with another amount', async () => {
    const player = await t.player();
    const payment = (await deposit(player, { amountCents: 400, method: 'skins' })).json();
    expect(errorOf(await webhook(succeeded(randomUUID(), 400)))).toEqual({ key: 'PAYMENT.NOT_FOUND', args: [] });
    expect(errorOf(await webhook(succeeded(payment.id, 40_000))).key).toBe('GLOBAL.BAD_REQUEST');
    expect(errorOf(await webhook({ hello: 'world' })).key).toBe('GLOBAL.BAD_REQUEST');
    expect((await userState(player)).balanceCents).toBe(0);
  });

  it('retries a webhook the platform could not take, and stays exactly-once', async () => {
    await t.commerce.runJobs(); // deliver what earlier tests left due, so the counts below are this test's own
    const player = await t.player();
    const payment = (await deposit(player, { amountCents: 600, method: 'skins' })).json();
    let refused = 0;
    t.commerce.provider.connect(async () => {
      refused++;
      return 503;
    });
    expect((await t.commerce.runJobs()).webhooksAccepted).toBe(0);
    expect(refused).toBe(1);
    expect((await t.get(player, `/api/payments/${payment.id}`)).json().status).toBe('PENDING');

    t.commerce.start(t.app); // the real route again
    expect((await t.commerce.runJobs()).webhooksAccepted).toBe(0); // backing off: not due yet
    expect((await t.commerce.runJobs(new Date(Date.now() + 5_000))).webhooksAccepted).toBe(1);
    expect((await t.commerce.runJobs(new Date(Date.now() + 60_000))).webhooksAccepted).toBe(0);
    expect((await userState(player)).balanceCents).toBe(600);
  });
});

describe('payments of a user', () => {
  it('creates one payment per Idempotency-Key and lists only the user’s own payments', async () => {
    const player = await t.player();
    const other = await t.player();
    const key = randomUUID();
    const a = await deposit(player, { amountCents: 200, method: 'skins' }, key);
    const b = await deposit(player, { amountCents: 200, method: 'skins' }, key);
    expect(b.json()).toEqual(a.json());
    const conflict = await deposit(player, { amountCents: 300, method: 'skins' }, key);
    expect(conflict.statusCode).toBe(409);
    expect(errorOf(conflict)).toEqual({ key: 'GLOBAL.IDEMPOTENCY_CONFLICT', args: ['DEPOSIT'] });
    expect((await t.get(player, '/api/payments')).json().items.map((p: { id: string }) => p.id)).toEqual([a.json().id]);
    expect((await t.get(other, `/api/payments/${a.json().id}`)).statusCode).toBe(404);
    expect(errorOf(await t.get(other, `/api/payments/${a.json().id}`)).key).toBe('PAYMENT.NOT_FOUND');
    expect(errorOf(await t.get(other, '/api/payments/nope')).key).toBe('PAYMENT.NOT_FOUND');
  });
});
