import { afterAll, beforeAll, expect, it } from 'vitest';
import { isErrorKey } from '@arena/schemas';
import { type CommerceTestApp, type Player, startCommerceTestApp } from '../testing/commerce-test-app';

let t: CommerceTestApp;
beforeAll(async () => {
  // The scheduler runs for real here: the sandbox confirms and settles on its own, a little later.
  t = await startCommerceTestApp({
    COMMERCE_JOB_INTERVAL_MS: '40',
    SANDBOX_PAYMENT_DELAY_MS: '150',
    SANDBOX_PAYOUT_DELAY_MS: '150',
  });
});
afterAll(async () => {
  await t.services.ledger.assertInvariants();
  await t.close();
});

async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 10_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > until) throw new Error(`gave up waiting; last value ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const json = async (res: Promise<{ statusCode: number; body: string; json(): unknown }>, status = 200) => {
  const answer = await res;
  expect(answer.statusCode, answer.body).toBe(status);
  return answer.json() as Record<string, never>;
};

it('a new player deposits, buys, sells, swaps, withdraws and sees every step in transactions', async () => {
  const player: Player = await t.player('Walker');

  // Deposit through the sandbox: pending first, credited when the provider's webhook arrives.
  const payment = await json(
    t.post(player, '/api/payments/deposit', { amountCents: 5_000, method: 'card', email: 'walker@example.com' }),
  );
  expect(payment).toMatchObject({ status: 'PENDING' });
  await eventually(
    () => json(t.get(player, `/api/payments/${payment.id}`)),
    (p) => p.status === 'CONFIRMED',
  );
  expect(await json(t.get(player, '/api/users/current'))).toMatchObject({
    balanceCents: 5_000,
    balanceUsd: 50,
    userHasDeposit: true,
  });

  // The catalog as the client gets it: hash, then the list from the CDN.
  const { hash } = await json(t.get(null, '/api/items/relevant/hash'));
  const catalog = (await t.app.inject({ method: 'GET', url: `/cdn/items/${hash}.json` })).json() as {
    id: number;
    priceCents: number;
  }[];
  const affordable = catalog.filter((item) => item.priceCents >= 100 && item.priceCents <= 1_000);
  const [a, b, c, d] = [affordable[0]!, affordable[5]!, affordable[10]!, affordable[15]!];
  const cheaper = catalog.find((item) => item.priceCents <= b.priceCents + c.priceCents - 50)!;

  const bought = await json(t.post(player, '/api/shop/buy', { catalogItemIds: [a.id, b.id, c.id, d.id] }));
  const spent = a.priceCents + b.priceCents + c.priceCents + d.priceCents;
  expect(bought.balance).toEqual({ realCents: 5_000 - spent, bonusCents: 0 });
  const inventory = (await json(t.get(player, '/api/inventory'))).items as unknown as {
    id: string;
    catalogItemId: number;
  }[];
  expect(inventory.map((i) => i.catalogItemId).sort()).toEqual([a.id, b.id, c.id, d.id].sort());
  const idOf = (catalogItemId: number) => inventory.find((i) => i.catalogItemId === catalogItemId)!.id;

  await json(t.post(player, '/api/shop/sell', { itemIds: [idOf(a.id)] }));
  const swapped = await json(
    t.post(player, '/api/shop/swap', { itemIds: [idOf(b.id), idOf(c.id)], catalogItemIds: [cheaper.id] }),
  );
  const change = b.priceCents + c.priceCents - cheaper.priceCents;
  expect(swapped.balanceDeltaCents).toBe(change);

  const tradeLink = 'https://steamcommunity.com/tradeoffer/new/?partner=4242&token=Wa1kEr00';
  const withdrawal = await json(
    t.post(player, '/api/withdrawals', { method: 'steam', itemIds: [idOf(d.id)], tradeLink, confirm: true }),
  );
  expect(withdrawal.order).toMatchObject({ status: 'Pending', amountCents: d.priceCents, itemIds: [idOf(d.id)] });
  await eventually(
    () => json(t.get(player, '/api/withdrawals')),
    (list) => (list.items as unknown as { status: string }[])[0]?.status === 'Success',
  );

  const finalBalance = 5_000 - spent + a.priceCents + change;
  expect((await json(t.get(player, '/api/users/current'))).balanceCents).toBe(finalBalance);
  const left = (await json(t.get(player, '/api/inventory'))).items as unknown as { catalogItemId: number }[];
  expect(left.map((i) => i.catalogItemId)).toEqual([cheaper.id]);

  const transactions = (await json(t.get(player, '/api/users/current/transactions'))).items as unknown as {
    operation: string;
    realCents: number;
    items: { event: string }[];
  }[];
  expect(transactions.map((tr) => [tr.operation, tr.realCents])).toEqual([
    ['WITHDRAW', 0],
    ['SHOP_SWAP', change],
    ['SHOP_SELL', a.priceCents],
    ['SHOP_BUY', -spent],
    ['DEPOSIT', 5_000],
  ]);
  expect(transactions[0]!.items.map((i) => i.event)).toEqual(['WITHDRAW_REQUESTED', 'WITHDRAWN']);
  expect(transactions[1]!.items.map((i) => i.event).sort()).toEqual(['SWAPPED_IN', 'SWAPPED_OUT', 'SWAPPED_OUT']);
  const history = (await json(t.get(player, '/api/users/current/items/history?pageSize=100'))).total;
  expect(history).toBe(4 + 1 + 3 + 2);

  // Bad input answers a catalogue key, never a bare status.
  const bad = await Promise.all([
    t.post(player, '/api/shop/buy', { catalogItemIds: [] }),
    t.post(player, '/api/shop/sell', { itemIds: [idOf(a.id)] }),
    t.post(player, '/api/payments/deposit', { amountCents: 5, method: 'skins' }),
    t.post(player, '/api/withdrawals', { method: 'crypto', amountCents: 100_000, wallet: 'TXwalker01', confirm: true }),
  ]);
  for (const res of bad) {
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(isErrorKey((res.json() as { error: { key: string } }).error.key)).toBe(true);
  }
});
