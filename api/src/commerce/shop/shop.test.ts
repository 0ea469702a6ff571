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

const [cheapA, cheapB, cheapC] = itemsPricedBetween(100, 500, 3);
const errorKey = (res: { json(): unknown }) => (res.json() as { error: { key: string; args: unknown[] } }).error;

async function funded(cents: number): Promise<Player> {
  const player = await t.player();
  await t.fund(player, cents);
  return player;
}

async function buy(player: Player, catalogItemIds: number[], kind?: 'REAL' | 'BONUS') {
  const res = await t.post(player, '/api/shop/buy', kind ? { catalogItemIds, kind } : { catalogItemIds });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as {
    transferId: number;
    items: { id: string }[];
    balance: { realCents: number; bonusCents: number };
  };
}

describe('buying skins', () => {
  it('needs a token and an Idempotency-Key', async () => {
    const player = await t.player();
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/shop/buy',
      payload: { catalogItemIds: [cheapA!.id] },
    });
    expect(anonymous.statusCode).toBe(403);
    const noKey = await t.post(player, '/api/shop/buy', { catalogItemIds: [cheapA!.id] }, null);
    expect(noKey.statusCode).toBe(400);
    expect(errorKey(noKey)).toEqual({ key: 'GLOBAL.BAD_REQUEST', args: ['Idempotency-Key'] });
  });

  it('refuses an empty selection, unknown items and a balance that cannot pay', async () => {
    const player = await funded(cheapA!.priceCents - 1);
    expect(errorKey(await t.post(player, '/api/shop/buy', { catalogItemIds: [] })).key).toBe('SHOP.NOTHING_SELECTED');
    expect(errorKey(await t.post(player, '/api/shop/buy', { catalogItemIds: [987654321] })).key).toBe(
      'SHOP.BAD_ITEM_IDS',
    );
    expect(errorKey(await t.post(player, '/api/shop/buy', { catalogItemIds: [cheapA!.id] })).key).toBe(
      'SHOP.NOT_ENOUGH_BALANCE',
    );
    expect((await t.balance(player)).realCents).toBe(cheapA!.priceCents - 1);
    expect((await t.get(player, '/api/inventory')).json().items).toEqual([]);
  });

  it('charges the catalog price and puts the skins in the inventory, twice the same skin if asked', async () => {
    const player = await funded(10_000);
    const answer = await buy(player, [cheapA!.id, cheapA!.id, cheapB!.id]);
    const cost = 2 * cheapA!.priceCents + cheapB!.priceCents;
    expect(answer.balance).toEqual({ realCents: 10_000 - cost, bonusCents: 0 });
    expect(answer).toMatchObject({ balanceDeltaCents: -cost, removedItemIds: [] });
    const inventory = (await t.get(player, '/api/inventory')).json().items;
    expect(inventory).toHaveLength(3);
    expect(inventory[0]).toMatchObject({
      kind: 'REAL',
      selectionKind: 'REAL',
      status: 'AVAILABLE',
      withdrawable: true,
      alfa: false,
    });
    expect(inventory[0].realItemID).toBe(inventory[0].id);
    expect(inventory[0].bonusItemID).toBeNull();
    expect(inventory.map((i: { catalogItemId: number }) => i.catalogItemId).sort()).toEqual(
      [cheapA!.id, cheapA!.id, cheapB!.id].sort(),
    );
  });

  it('answers a repeated key with the stored answer and refuses the key with another body', async () => {
    const player = await funded(5_000);
    const key = randomUUID();
    const first = await t.post(player, '/api/shop/buy', { catalogItemIds: [cheapC!.id] }, key);
    const again = await t.post(player, '/api/shop/buy', { catalogItemIds: [cheapC!.id] }, key);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect((await t.balance(player)).realCents).toBe(5_000 - cheapC!.priceCents);
    const other = await t.post(player, '/api/shop/buy', { catalogItemIds: [cheapA!.id] }, key);
    expect(other.statusCode).toBe(409);
    expect(errorKey(other)).toEqual({ key: 'GLOBAL.IDEMPOTENCY_CONFLICT', args: ['SHOP_BUY'] });
  });

  it('buys bonus skins with the bonus balance; they expire and cannot be sold or exchanged', async () => {
    const player = await t.player();
    await t.services.ledger.deposit({ userId: player.userId, amountCents: 1_000, key: randomUUID(), bonus: true });
    const { items } = await buy(player, [cheapA!.id], 'BONUS');
    expect(await t.balance(player)).toEqual({ realCents: 0, bonusCents: 1_000 - cheapA!.priceCents });
    const [bonus] = (await t.get(player, '/api/inventory')).json().items;
    expect(bonus).toMatchObject({
      kind: 'BONUS',
      selectionKind: 'BONUS',
      withdrawable: false,
      totalGamesCount: 3,
      gamesPlayed: 0,
    });
    expect(bonus.bonusItemID).toBe(bonus.id);
    expect(bonus.realItemID).toBeNull();
    expect(bonus.expiresAt - bonus.createdAt).toBe(72 * 3600_000);
    const sell = await t.post(player, '/api/shop/sell', { itemIds: [items[0]!.id] });
    expect(errorKey(sell).key).toBe('INVENTORY.CANNOT_SELL_UNWITHDRAWABLE');
    const swap = await t.post(player, '/api/shop/swap', { itemIds: [items[0]!.id], catalogItemIds: [cheapA!.id] });
    expect(errorKey(swap).key).toBe('SHOP.CANNOT_EXCHANGE_UNWITHDRAWABLE');
  });
});

describe('selling and swapping', () => {
  it('sells real skins at their price and refuses empty, foreign, repeated and already sold ids', async () => {
    const player = await funded(5_000);
    const stranger = await funded(5_000);
    const { items } = await buy(player, [cheapA!.id, cheapB!.id]);
    const [a, b] = items.map((i) => i.id) as [string, string];
    const foreign = (await buy(stranger, [cheapA!.id])).items[0]!.id;
    expect(errorKey(await t.post(player, '/api/shop/sell', { itemIds: [] })).key).toBe('SHOP.NOTHING_SELECTED');
    expect(errorKey(await t.post(player, '/api/shop/sell', { itemIds: [foreign] })).key).toBe('INVENTORY.BAD_ID');
    expect(errorKey(await t.post(player, '/api/shop/sell', { itemIds: [a, a] })).key).toBe('INVENTORY.BAD_ID');
    expect(errorKey(await t.post(player, '/api/shop/sell', { itemIds: ['not-an-id'] })).key).toBe('INVENTORY.BAD_ID');

    const before = (await t.balance(player)).realCents;
    const sold = await t.post(player, '/api/shop/sell', { itemIds: [a] });
    expect(sold.statusCode).toBe(200);
    expect(sold.json()).toMatchObject({ balanceDeltaCents: cheapA!.priceCents, removedItemIds: [a], items: [] });
    expect((await t.balance(player)).realCents).toBe(before + cheapA!.priceCents);
    expect(errorKey(await t.post(player, '/api/shop/sell', { itemIds: [a] })).key).toBe('INVENTORY.BAD_ID');
    expect((await t.get(player, '/api/inventory')).json().items.map((i: { id: string }) => i.id)).toEqual([b]);
  });

  it('locks a skin staked in a bet', async () => {
    const player = await funded(5_000);
    const [item] = (await buy(player, [cheapA!.id])).items;
    await t.services.ledger.placeBet({
      betId: randomUUID(),
      userId: player.userId,
      game: 'plinko',
      roundId: 'r',
      source: 'SKINS',
      itemIds: [item!.id],
    });
    expect(errorKey(await t.post(player, '/api/shop/sell', { itemIds: [item!.id] })).key).toBe('INVENTORY.ITEM_LOCKED');
    expect((await t.get(player, '/api/inventory')).json().items[0].status).toBe('IN_BET');
  });

  it('refuses to mix real and bonus skins, and to sell a house-granted (alfa) skin', async () => {
    const player = await funded(5_000);
    const [real] = (await buy(player, [cheapA!.id])).items;
    const granted = await t.services.ledger.transaction((tx) =>
      grantItems(t.services.ledger, tx, {
        userId: player.userId,
        catalogItemIds: [cheapB!.id, cheapC!.id],
        kind: 'BONUS',
        key: randomUUID(),
      }),
    );
    const alfa = await t.services.ledger.transaction((tx) =>
      grantItems(t.services.ledger, tx, {
        userId: player.userId,
        catalogItemIds: [cheapB!.id],
        kind: 'REAL',
        alfa: true,
        key: randomUUID(),
      }),
    );
    const mixed = await t.post(player, '/api/shop/sell', { itemIds: [real!.id, granted.itemIds[0]] });
    expect(errorKey(mixed).key).toBe('INVENTORY.MIXED_KINDS');
    expect(errorKey(await t.post(player, '/api/shop/sell', { itemIds: alfa.itemIds })).key).toBe(
      'INVENTORY.CANNOT_SELL_UNWITHDRAWABLE',
    );
    const [alfaView] = (await t.get(player, '/api/inventory')).json().items.filter((i: { alfa: boolean }) => i.alfa);
    expect(alfaView).toMatchObject({ kind: 'REAL', withdrawable: false });
  });

  it('swaps for skins worth as much or less and pays the difference; never for more', async () => {
    const player = await funded(5_000);
    const { items } = await buy(player, [cheapC!.id, cheapB!.id]);
    const [c, b] = items.map((i) => i.id) as [string, string];
    expect(errorKey(await t.post(player, '/api/shop/swap', { itemIds: [], catalogItemIds: [cheapA!.id] })).key).toBe(
      'SHOP.NOTHING_SELECTED',
    );
    expect(errorKey(await t.post(player, '/api/shop/swap', { itemIds: [c], catalogItemIds: [] })).key).toBe(
      'SHOP.NOTHING_SELECTED',
    );
    const [pricey] = itemsPricedBetween(cheapC!.priceCents + cheapB!.priceCents + 1, 10_000_000, 1);
    const tooMuch = await t.post(player, '/api/shop/swap', { itemIds: [c, b], catalogItemIds: [pricey!.id] });
    expect(errorKey(tooMuch).key).toBe('SHOP.SWAP_VALUE_TOO_HIGH');

    const before = (await t.balance(player)).realCents;
    const swapped = await t.post(player, '/api/shop/swap', { itemIds: [c, b], catalogItemIds: [cheapA!.id] });
    expect(swapped.statusCode).toBe(200);
    const change = cheapC!.priceCents + cheapB!.priceCents - cheapA!.priceCents;
    expect(swapped.json()).toMatchObject({ balanceDeltaCents: change, removedItemIds: [c, b].sort() });
    expect(swapped.json().items.map((i: { catalogItemId: number }) => i.catalogItemId)).toEqual([cheapA!.id]);
    expect((await t.balance(player)).realCents).toBe(before + change);
    const inventory = (await t.get(player, '/api/inventory')).json().items;
    expect(inventory.map((i: { catalogItemId: number }) => i.catalogItemId)).toEqual([cheapA!.id]);
  });
});

describe('double spending', () => {
  it('sells one skin once however many requests race for it', async () => {
    const player = await funded(5_000);
    const [item] = (await buy(player, [cheapA!.id])).items;
    const before = (await t.balance(player)).realCents;
    const results = await Promise.all(
      Array.from({ length: 12 }, () => t.post(player, '/api/shop/sell', { itemIds: [item!.id] })),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    for (const r of results.filter((r) => r.statusCode !== 200))
      expect(['INVENTORY.BAD_ID', 'INVENTORY.ITEM_LOCKED']).toContain(errorKey(r).key);
    expect((await t.balance(player)).realCents).toBe(before + cheapA!.priceCents);
  });

  it('spends one balance once however many purchases race for it', async () => {
    const price = cheapA!.priceCents;
    const player = await funded(price * 2 + price - 1);
    const results = await Promise.all(
      Array.from({ length: 10 }, () => t.post(player, '/api/shop/buy', { catalogItemIds: [cheapA!.id] })),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(2);
    for (const r of results.filter((r) => r.statusCode !== 200))
      expect(errorKey(r).key).toBe('SHOP.NOT_ENOUGH_BALANCE');
    expect((await t.balance(player)).realCents).toBe(price - 1);
    expect((await t.get(player, '/api/inventory')).json().items).toHaveLength(2);
  });

  it('runs a key raced by itself once and answers every copy alike', async () => {
    const player = await funded(5_000);
    const key = randomUUID();
    const results = await Promise.all(
      Array.from({ length: 8 }, () => t.post(player, '/api/shop/buy', { catalogItemIds: [cheapB!.id] }, key)),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(8).fill(200));
    expect(new Set(results.map((r) => r.json().transferId)).size).toBe(1);
    expect((await t.balance(player)).realCents).toBe(5_000 - cheapB!.priceCents);
  });
});
