import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_RULES } from '@arena/schemas';
import {
  type CommerceTestApp,
  type Player,
  WEBHOOK_SECRET,
  startCommerceTestApp,
} from '../../testing/commerce-test-app';
import {
  DELIVERY_HEADER,
  SIGNATURE_HEADER,
  TIMESTAMP_HEADER,
  signPayload,
  signedWebhookHeaders,
} from './webhook-signature';

let t: CommerceTestApp;
beforeAll(async () => {
  t = await startCommerceTestApp();
});
afterAll(async () => {
  await t.services.ledger.assertInvariants();
  await t.close();
});

const errorOf = (res: { json(): unknown }) => (res.json() as { error: { key: string; args: unknown[] } }).error;
const post = (raw: string, headers: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/payments/webhook',
    headers: { 'content-type': 'application/json', ...headers },
    payload: raw,
  });

async function pendingDeposit(amountCents: number): Promise<{ player: Player; paymentId: string; raw: string }> {
  const player = await t.player();
  const payment = (await t.post(player, '/api/payments/deposit', { amountCents, method: 'skins' })).json() as {
    id: string;
  };
  const raw = JSON.stringify({
    eventId: `evt_${payment.id}`,
    type: 'payment.succeeded',
    paymentId: payment.id,
    amountCents,
    createdAt: Date.now(),
  });
  return { player, paymentId: payment.id, raw };
}

const statusOf = async (player: Player, id: string) =>
  ((await t.get(player, `/api/payments/${id}`)).json() as { status: string }).status;

describe('sandbox webhook: timestamp, delivery id and replays', () => {
  it('refuses a replayed valid delivery, and the replay changes nothing', async () => {
    const { player, paymentId, raw } = await pendingDeposit(800);
    const captured = signedWebhookHeaders(WEBHOOK_SECRET, raw);
    expect((await post(raw, captured)).statusCode).toBe(200);
    expect((await t.balance(player)).realCents).toBe(800);
    const replays = await Promise.all(Array.from({ length: 5 }, () => post(raw, captured)));
    for (const replay of replays) {
      expect(replay.statusCode).toBe(409);
      expect(errorOf(replay)).toEqual({ key: 'PAYMENT.WEBHOOK_REPLAY', args: [] });
    }
    expect((await t.balance(player)).realCents).toBe(800);
    expect(await statusOf(player, paymentId)).toBe('CONFIRMED');
  });

  it('lets only one of many concurrent copies of one delivery through', async () => {
    const { player, raw } = await pendingDeposit(300);
    const captured = signedWebhookHeaders(WEBHOOK_SECRET, raw);
    const answers = await Promise.all(Array.from({ length: 8 }, () => post(raw, captured)));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(7);
    expect((await t.balance(player)).realCents).toBe(300);
  });

  it('refuses a correctly signed delivery dated outside the window, either way, and credits nothing', async () => {
    const { player, paymentId, raw } = await pendingDeposit(500);
    for (const skew of [-PAYMENT_RULES.webhookToleranceMs - 60_000, PAYMENT_RULES.webhookToleranceMs + 60_000]) {
      const stale = await post(raw, signedWebhookHeaders(WEBHOOK_SECRET, raw, Date.now() + skew));
      expect(stale.statusCode).toBe(400);
      expect(errorOf(stale)).toEqual({ key: 'PAYMENT.STALE_WEBHOOK', args: [] });
    }
    expect((await t.balance(player)).realCents).toBe(0);
    expect(await statusOf(player, paymentId)).toBe('PENDING');
    // A delivery inside the window still works.
    expect((await post(raw, signedWebhookHeaders(WEBHOOK_SECRET, raw, Date.now() - 60_000))).statusCode).toBe(200);
    expect((await t.balance(player)).realCents).toBe(500);
  });

  it('refuses forged deliveries: wrong secret, a re-dated or re-numbered capture, a missing header', async () => {
    const { player, paymentId, raw } = await pendingDeposit(600);
    const captured = signedWebhookHeaders(WEBHOOK_SECRET, raw, Date.now() - PAYMENT_RULES.webhookToleranceMs - 1_000);
    const forgeries: Record<string, string>[] = [
      signedWebhookHeaders('guessed-secret', raw),
      // A stale capture with its timestamp moved into the window, or given a new delivery id, no longer verifies.
      { ...captured, [TIMESTAMP_HEADER]: String(Date.now()) },
      { ...captured, [DELIVERY_HEADER]: 'dlv_another-delivery-id' },
      // The old body-only signature is not enough any more.
      {
        [SIGNATURE_HEADER]: `sha256=${createHmac('sha256', WEBHOOK_SECRET).update(raw).digest('hex')}`,
        [TIMESTAMP_HEADER]: String(Date.now()),
        [DELIVERY_HEADER]: 'dlv_body-only-signature',
      },
      // A signature made for another delivery id does not cover this one.
      {
        ...captured,
        [SIGNATURE_HEADER]: signPayload(WEBHOOK_SECRET, raw, {
          timestamp: Date.now(),
          deliveryId: 'dlv_other-delivery',
        }),
        [TIMESTAMP_HEADER]: String(Date.now()),
      },
      { [SIGNATURE_HEADER]: captured[SIGNATURE_HEADER]!, [DELIVERY_HEADER]: captured[DELIVERY_HEADER]! },
      { ...signedWebhookHeaders(WEBHOOK_SECRET, raw), [TIMESTAMP_HEADER]: '1e12' },
    ];
    for (const headers of forgeries) {
      const res = await post(raw, headers);
      expect(res.statusCode).toBe(401);
      expect(errorOf(res)).toEqual({ key: 'PAYMENT.BAD_SIGNATURE', args: [] });
    }
    expect((await t.balance(player)).realCents).toBe(0);
    expect(await statusOf(player, paymentId)).toBe('PENDING');
  });

  it('keeps the internal delivery working: each attempt is a new signed delivery', async () => {
    await t.commerce.runJobs(); // deliver what earlier tests left due, so what is seen below is this test's own
    const { player, paymentId } = await pendingDeposit(900);
    const seen: Record<string, string>[] = [];
    t.commerce.provider.connect(async (_raw, headers) => {
      seen.push(headers);
      return 503;
    });
    expect((await t.commerce.runJobs()).webhooksAccepted).toBe(0);
    t.commerce.start(t.app);
    expect((await t.commerce.runJobs(new Date(Date.now() + 5_000))).webhooksAccepted).toBe(1);
    expect(await statusOf(player, paymentId)).toBe('CONFIRMED');
    expect((await t.balance(player)).realCents).toBe(900);
    expect(seen).toHaveLength(1);
    expect(Number(seen[0]![TIMESTAMP_HEADER])).toBeGreaterThan(Date.now() - PAYMENT_RULES.webhookToleranceMs);
    expect(seen[0]![DELIVERY_HEADER]).toMatch(/^dlv_/);
  });
});
