import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_RULES } from '@arena/schemas';
import { type CommerceTestApp, startCommerceTestApp } from '../../testing/commerce-test-app';

let t: CommerceTestApp;
beforeAll(async () => {
  // Public callers get few requests a minute; signing in players spends some of them.
  t = await startCommerceTestApp({ RATE_LIMIT_PER_MINUTE: '12', AUTH_RATE_LIMIT_PER_MINUTE: '1000' });
});
afterAll(async () => {
  await t.services.ledger.assertInvariants();
  await t.close();
});

const status = async (app: CommerceTestApp, auth: string, id: string) =>
  (await app.app.inject({ method: 'GET', url: `/api/payments/${id}`, headers: { authorization: auth } })).json()
    .status as string | undefined;

describe('the sandbox webhook and the public rate limit', () => {
  it('is delivered while a flood from loopback has used up the public bucket', async () => {
    const player = await t.player('flooded');
    const payment = (await t.post(player, '/api/payments/deposit', { amountCents: 300, method: 'skins' })).json();
    let limited = 0;
    for (let i = 0; i < 30; i++)
      if ((await t.app.inject({ method: 'GET', url: '/api/maintenance' })).statusCode === 429) limited++;
    expect(limited).toBeGreaterThan(0);
    expect((await t.commerce.runJobs()).webhooksAccepted).toBe(1);
    expect((await t.balance(player)).realCents).toBe(300);
    expect(payment.status).toBe('PENDING');
  });
});

describe('pending deposits whose webhook never got through', () => {
  it('are finished through the provider’s status call once stale, exactly once, both outcomes', async () => {
    const flood = await startCommerceTestApp();
    try {
      const player = await flood.player('unreached');
      const ok = (await flood.post(player, '/api/payments/deposit', { amountCents: 500, method: 'skins' })).json();
      const declined = (
        await flood.post(player, '/api/payments/deposit', {
          amountCents: 700,
          method: 'e-wallet',
          wallet: 'decline-4000',
        })
      ).json();
      // Every delivery fails: the provider gives up after its last attempt.
      flood.commerce.provider.connect(async () => 503);
      const start = Date.now();
      for (let i = 0; i < 12; i++) await flood.commerce.provider.deliverDue(new Date(start + i * 61_000));
      expect(await flood.commerce.payments.reconcile(new Date(start))).toBe(0);
      const later = new Date(start + PAYMENT_RULES.reconcileAfterMs + 1_000);
      const [a, b] = await Promise.all([
        flood.commerce.payments.reconcile(later),
        flood.commerce.payments.reconcile(later),
      ]);
      // Racing reconcilers (two processes) may both report a payment; the money moves once.
      expect(Math.max(a, b)).toBe(2);
      expect(await status(flood, player.auth, ok.id)).toBe('CONFIRMED');
      expect(await status(flood, player.auth, declined.id)).toBe('FAILED');
      expect((await flood.balance(player)).realCents).toBe(500);
      expect(await flood.commerce.payments.reconcile(later)).toBe(0);
      await flood.services.ledger.assertInvariants();
    } finally {
      await flood.close();
    }
  });
});
