import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type CommerceTestApp,
  type Player,
  itemsPricedBetween,
  startCommerceTestApp,
} from '../../testing/commerce-test-app';
import { grantItems } from '../inventory/bonus-items';

let t: CommerceTestApp;
beforeAll(async () => {
  t = await startCommerceTestApp();
});
afterAll(async () => {
  await t.services.ledger.assertInvariants();
  await t.close();
});

const TRADE_LINK = 'https://steamcommunity.com/tradeoffer/new/?partner=12345678&token=AbCd_123';
const WALLET = 'TXa1b2c3d4e5f6';
const [skinA, skinB] = itemsPricedBetween(100, 400, 2);
const errorOf = (res: { json(): unknown }) => (res.json() as { error: { key: string; args: unknown[] } }).error;

async function funded(cents: number): Promise<Player> {
  const player = await t.player();
  await t.fund(player, cents);
  return player;
}

async function buy(player: Player, catalogItemIds: number[]): Promise<string[]> {
  const res = await t.post(player, '/api/shop/buy', { catalogItemIds });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().items.map((i: { id: string }) => i.id);
}

const withdrawMoney = (player: Player, amountCents: number, extra: object = {}) =>
  t.post(player, '/api/withdrawals', { method: 'crypto', amountCents, wallet: WALLET, confirm: true, ...extra });
const withdrawSkins = (player: Player, itemIds: string[], extra: object = {}) =>
  t.post(player, '/api/withdrawals', { method: 'steam', itemIds, tradeLink: TRADE_LINK, confirm: true, ...extra });

describe('withdrawal rules', () => {
  it.each([
    [{ amountCents: 5_000, wallet: WALLET, confirm: true }, 'WITHDRAWAL.METHOD_REQUIRED', []],
    [{ method: 'paypal', amountCents: 5_000, wallet: WALLET, confirm: true }, 'PAYMENT.BAD_METHOD', []],
    [{ method: 'crypto', wallet: WALLET, confirm: true }, 'WITHDRAWAL.AMOUNT_REQUIRED', []],
    [{ method: 'crypto', amountCents: 5_000, confirm: true }, 'PAYMENT.WALLET_REQUIRED', []],
    [{ method: 'crypto', amountCents: 5_000, wallet: WALLET }, 'WITHDRAWAL.CONFIRMATION_REQUIRED', []],
    [{ method: 'crypto', amountCents: 5_000, wallet: WALLET, confirm: false }, 'WITHDRAWAL.CONFIRMATION_REQUIRED', []],
    [{ method: 'crypto', amountCents: 1_999, wallet: WALLET, confirm: true }, 'WITHDRAWAL.METHOD_MIN', ['20.00']],
    [{ method: 'steam', tradeLink: TRADE_LINK, confirm: true }, 'SHOP.NOTHING_SELECTED', []],
    [
      { method: 'steam', itemIds: [randomUUID()], tradeLink: 'https://evil.example/trade', confirm: true },
      'WITHDRAW.BAD_TRADE_LINK',
      [],
    ],
  ])('%j → %s', async (body, key, args) => {
    const player = await funded(10_000);
    const res = await t.post(player, '/api/withdrawals', body);
    expect(res.statusCode).toBe(400);
    expect(errorOf(res)).toEqual({ key, args });
  });

  it('needs $0.50 deposited first', async () => {
    const player = await funded(49);
    expect(errorOf(await withdrawMoney(player, 2_000))).toEqual({ key: 'WITHDRAW.PAYMENT_NEEDED', args: ['0.50'] });
  });

  it('needs bonus money played through twice, and names the amount still to play', async () => {
    const player = await funded(10_000);
    await t.services.ledger.deposit({ userId: player.userId, amountCents: 300, key: randomUUID(), bonus: true });
    expect(errorOf(await withdrawMoney(player, 2_000))).toEqual({
      key: 'WITHDRAWALS.WAGER_NOT_PASSED',
      args: ['6.00'],
    });
    const betId = randomUUID();
    await t.services.ledger.placeBet({
      betId,
      userId: player.userId,
      game: 'plinko',
      roundId: 'w',
      source: 'REAL',
      amountCents: 450,
    });
    await t.services.ledger.settleBet(betId, 0);
    expect(errorOf(await withdrawMoney(player, 2_000))).toEqual({
      key: 'WITHDRAWALS.WAGER_NOT_PASSED',
      args: ['1.50'],
    });
    const more = randomUUID();
    await t.services.ledger.placeBet({
      betId: more,
      userId: player.userId,
      game: 'plinko',
      roundId: 'w',
      source: 'REAL',
      amountCents: 150,
    });
    await t.services.ledger.settleBet(more, 150);
    expect((await withdrawMoney(player, 2_000)).statusCode).toBe(200);
  });

  it('cannot take more than the balance', async () => {
    const player = await funded(2_500);
    expect(errorOf(await withdrawMoney(player, 2_501)).key).toBe('USER.LOW_BALANCE');
    expect((await t.balance(player)).realCents).toBe(2_500);
  });

  it('withdraws no bonus skin, no house-granted skin, no mix of kinds, and skins worth the method minimum', async () => {
    const player = await funded(5_000);
    const [real] = await buy(player, [skinA!.id]);
    const grant = (kind: 'REAL' | 'BONUS', alfa: boolean, catalogItemIds: number[]) =>
      t.services.ledger.transaction((tx) =>
        grantItems(t.services.ledger, tx, { userId: player.userId, catalogItemIds, kind, alfa, key: randomUUID() }),
      );
    const bonus = await grant('BONUS', false, [skinB!.id]);
    const alfa = await grant('REAL', true, [skinB!.id]);
    const [tiny] = itemsPricedBetween(1, 49, 1);
    const small = await grant('REAL', false, [tiny!.id]);
    expect(errorOf(await withdrawSkins(player, bonus.itemIds)).key).toBe('WITHDRAW.BONUS_NOT_RECOUPED');
    expect(errorOf(await withdrawSkins(player, alfa.itemIds)).key).toBe('WITHDRAWAL.BAD_ITEM');
    expect(errorOf(await withdrawSkins(player, [real!, bonus.itemIds[0]!])).key).toBe('INVENTORY.MIXED_KINDS');
    expect(errorOf(await withdrawSkins(player, small.itemIds))).toEqual({
      key: 'WITHDRAWAL.METHOD_MIN',
      args: ['0.50'],
    });
  });
});

describe('transfer orders', () => {
  it('pays money out: Pending, then Success through the sandbox partner', async () => {
    const player = await funded(10_000);
    const res = await withdrawMoney(player, 2_500);
    expect(res.statusCode).toBe(200);
    const { order, balance } = res.json();
    expect(order).toMatchObject({
      partner: 'Sandbox Pay',
      method: 'crypto',
      amountCents: 2_500,
      status: 'Pending',
      itemIds: [],
      finishedAt: null,
    });
    expect(balance.realCents).toBe(7_500);
    await t.commerce.runJobs();
    const [listed] = (await t.get(player, '/api/withdrawals')).json().items;
    expect(listed).toMatchObject({ id: order.id, status: 'Success' });
    expect(listed.finishedAt).toBeGreaterThanOrEqual(listed.createdAt);
    expect((await t.balance(player)).realCents).toBe(7_500);
  });

  it('returns the money of a Rejected order exactly once', async () => {
    const player = await funded(10_000);
    const { order } = (await withdrawMoney(player, 3_000, { wallet: 'reject-this-wallet' })).json();
    expect((await t.balance(player)).realCents).toBe(7_000);
    await t.commerce.runJobs();
    expect((await t.get(player, '/api/withdrawals')).json().items[0]).toMatchObject({
      id: order.id,
      status: 'Rejected',
    });
    expect((await t.balance(player)).realCents).toBe(10_000);
    await Promise.all([
      t.commerce.withdrawals.settle(order.id, 'Rejected'),
      t.commerce.withdrawals.settle(order.id, 'Rejected'),
    ]);
    await t.commerce.withdrawals.settle(order.id, 'Success');
    expect((await t.balance(player)).realCents).toBe(10_000);
    expect((await t.get(player, '/api/withdrawals')).json().items[0].status).toBe('Rejected');
  });

  it('locks skins in the trade, removes them on Success and gives them back on Rejected', async () => {
    const player = await funded(5_000);
    const [a, b] = await buy(player, [skinA!.id, skinB!.id]);
    const sent = (await withdrawSkins(player, [a!])).json().order;
    expect(sent).toMatchObject({
      partner: 'Sandbox Market',
      method: 'steam',
      amountCents: skinA!.priceCents,
      itemIds: [a],
      status: 'Pending',
    });
    expect(errorOf(await t.post(player, '/api/shop/sell', { itemIds: [a] })).key).toBe('INVENTORY.ITEM_LOCKED');
    const bounced = (
      await withdrawSkins(player, [b!], { tradeLink: TRADE_LINK.replace('AbCd_123', 'reject00') })
    ).json().order;
    const inTrade = (await t.get(player, '/api/inventory')).json().items;
    expect(inTrade.map((i: { status: string }) => i.status)).toEqual(['IN_TRADE', 'IN_TRADE']);

    await t.commerce.runJobs();
    const orders = (await t.get(player, '/api/withdrawals')).json().items;
    expect(orders.find((o: { id: string }) => o.id === sent.id).status).toBe('Success');
    expect(orders.find((o: { id: string }) => o.id === bounced.id)).toMatchObject({ status: 'Rejected', itemIds: [b] });
    const after = (await t.get(player, '/api/inventory')).json().items;
    expect(after.map((i: { id: string; status: string }) => [i.id, i.status])).toEqual([[b, 'AVAILABLE']]);
    expect((await t.post(player, '/api/shop/sell', { itemIds: [b] })).statusCode).toBe(200);
  });

  it('answers a repeated key with the same order and never pays twice', async () => {
    const player = await funded(10_000);
    const key = randomUUID();
    const body = { method: 'e-wallet', amountCents: 1_000, wallet: WALLET, confirm: true };
    const results = await Promise.all(Array.from({ length: 5 }, () => t.post(player, '/api/withdrawals', body, key)));
    expect(results.map((r) => r.statusCode)).toEqual(Array(5).fill(200));
    expect(new Set(results.map((r) => r.json().order.id)).size).toBe(1);
    expect((await t.balance(player)).realCents).toBe(9_000);
    expect(errorOf(await t.post(player, '/api/withdrawals', { ...body, amountCents: 2_000 }, key)).key).toBe(
      'GLOBAL.IDEMPOTENCY_CONFLICT',
    );
  });

  it('lets only one of many racing withdrawals spend one balance or one skin', async () => {
    const player = await funded(10_000);
    const money = await Promise.all(Array.from({ length: 8 }, () => withdrawMoney(player, 6_000)));
    expect(money.filter((r) => r.statusCode === 200)).toHaveLength(1);
    for (const r of money.filter((r) => r.statusCode !== 200)) expect(errorOf(r).key).toBe('USER.LOW_BALANCE');
    expect((await t.balance(player)).realCents).toBe(4_000);

    const [skin] = await buy(player, [skinA!.id]);
    const skins = await Promise.all(Array.from({ length: 8 }, () => withdrawSkins(player, [skin!])));
    expect(skins.filter((r) => r.statusCode === 200)).toHaveLength(1);
    for (const r of skins.filter((r) => r.statusCode !== 200))
      expect(['INVENTORY.ITEM_LOCKED', 'INVENTORY.BAD_ID']).toContain(errorOf(r).key);
  });
});
