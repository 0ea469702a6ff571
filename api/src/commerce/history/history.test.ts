import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { user } from '../../ledger/types';
import { type CommerceTestApp, itemsPricedBetween, startCommerceTestApp } from '../../testing/commerce-test-app';

let t: CommerceTestApp;
beforeAll(async () => {
  t = await startCommerceTestApp();
});
afterAll(async () => {
  await t.services.ledger.assertInvariants();
  await t.close();
});

const [skin] = itemsPricedBetween(100, 300, 1);

describe('profile history', () => {
  it('pages the user’s own transactions and item events, newest first', async () => {
    const player = await t.player();
    const stranger = await t.player();
    await t.fund(player, 10_000);
    for (let i = 0; i < 4; i++)
      expect((await t.post(player, '/api/shop/buy', { catalogItemIds: [skin!.id] })).statusCode).toBe(200);

    const first = (await t.get(player, '/api/users/current/transactions?page=1&pageSize=2')).json();
    const second = (await t.get(player, '/api/users/current/transactions?page=2&pageSize=2')).json();
    const third = (await t.get(player, '/api/users/current/transactions?page=3&pageSize=2')).json();
    expect(first).toMatchObject({ total: 5, page: 1, pageSize: 2 });
    expect([...first.items, ...second.items, ...third.items].map((tr: { operation: string }) => tr.operation)).toEqual([
      'SHOP_BUY',
      'SHOP_BUY',
      'SHOP_BUY',
      'SHOP_BUY',
      'DEPOSIT',
    ]);
    expect(first.items[0]).toMatchObject({
      realCents: -skin!.priceCents,
      bonusCents: 0,
      items: [{ event: 'BOUGHT', name: skin!.name }],
    });
    expect(first.items[0].id).toBeGreaterThan(first.items[1].id);

    const items = (await t.get(player, '/api/users/current/items/history?pageSize=3')).json();
    expect(items).toMatchObject({ total: 4, pageSize: 3 });
    expect(items.items[0]).toMatchObject({
      event: 'BOUGHT',
      catalogItemId: skin!.id,
      kind: 'REAL',
      priceCents: skin!.priceCents,
    });

    expect((await t.get(stranger, '/api/users/current/transactions')).json()).toMatchObject({ total: 0, items: [] });
    expect((await t.get(stranger, '/api/users/current/items/history')).json()).toMatchObject({ total: 0, items: [] });
  });

  it("lists every transfer that moved the user's money or skins, and no empty rows", async () => {
    const buyer = await t.player();
    const seller = await t.player();
    await t.fund(buyer, 10_00);
    const ledger = t.services.ledger;
    // A step of a round is an idempotency claim that moves nothing itself (mines: its money moves in the bet's transfers).
    await ledger.transaction((tx) =>
      ledger.post(tx, {
        scope: buyer.userId,
        operation: 'MINES_OPEN',
        key: randomUUID(),
        request: {},
        userId: buyer.userId,
        legs: [],
      }),
    );
    // The buyer's operation pays the seller: the seller's history shows the money that came in.
    await ledger.transaction((tx) =>
      ledger.post(tx, {
        scope: buyer.userId,
        operation: 'TREASURE_ORDER_ACCEPT',
        key: randomUUID(),
        request: {},
        userId: buyer.userId,
        legs: [
          { account: user(buyer.userId), amountCents: -3_00 },
          { account: user(seller.userId), amountCents: 3_00 },
        ],
      }),
    );

    const bought = (await t.get(buyer, '/api/users/current/transactions')).json();
    expect(bought.total).toBe(2);
    expect(bought.items.map((row: { operation: string; realCents: number }) => [row.operation, row.realCents])).toEqual(
      [
        ['TREASURE_ORDER_ACCEPT', -3_00],
        ['DEPOSIT', 10_00],
      ],
    );
    const sold = (await t.get(seller, '/api/users/current/transactions')).json();
    expect(sold).toMatchObject({
      total: 1,
      items: [{ operation: 'TREASURE_ORDER_ACCEPT', realCents: 3_00, bonusCents: 0, items: [] }],
    });
  });

  it('refuses bad paging and anonymous callers', async () => {
    const player = await t.player();
    expect((await t.get(player, '/api/users/current/transactions?pageSize=1000')).json().error.key).toBe(
      'GLOBAL.BAD_REQUEST',
    );
    expect((await t.get(player, '/api/users/current/items/history?page=0')).json().error.key).toBe(
      'GLOBAL.BAD_REQUEST',
    );
    expect((await t.get(null, '/api/users/current/transactions')).statusCode).toBe(403);
    expect((await t.get(null, '/api/inventory')).statusCode).toBe(403);
    expect((await t.get(null, '/api/withdrawals')).statusCode).toBe(403);
    expect((await t.get(null, '/api/payments')).statusCode).toBe(403);
  });
});
