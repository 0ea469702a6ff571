import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BONUS_ITEM_RULES } from '@arena/schemas';
import {
  type CommerceTestApp,
  type Player,
  itemsPricedBetween,
  startCommerceTestApp,
} from '../../testing/commerce-test-app';
import { grantItems } from './bonus-items';

let t: CommerceTestApp;
beforeAll(async () => {
  t = await startCommerceTestApp();
});
afterAll(async () => {
  await t.services.ledger.assertInvariants();
  await t.close();
});

const [skin, other] = itemsPricedBetween(100, 400, 2);
const HOUR = 3600_000;
const errorOf = (res: { json(): unknown }) => (res.json() as { error: { key: string } }).error;

async function grantBonus(player: Player, catalogItemIds: number[] = [skin!.id], key = randomUUID()) {
  return t.services.ledger.transaction((tx) =>
    grantItems(t.services.ledger, tx, { userId: player.userId, catalogItemIds, kind: 'BONUS', key }),
  );
}

/** Games with real money: what makes a bonus skin real. */
async function play(player: Player, times: number) {
  await t.services.ledger.deposit({ userId: player.userId, amountCents: 10 * times, key: randomUUID() });
  for (let i = 0; i < times; i++) {
    const betId = randomUUID();
    await t.services.ledger.placeBet({
      betId,
      userId: player.userId,
      game: 'plinko',
      roundId: `r${i}`,
      source: 'REAL',
      amountCents: 10,
    });
    await t.services.ledger.settleBet(betId, 0);
  }
}

describe('bonus skins', () => {
  it('grants once per key', async () => {
    const player = await t.player();
    const key = randomUUID();
    const first = await grantBonus(player, [skin!.id, other!.id], key);
    const again = await grantBonus(player, [skin!.id, other!.id], key);
    expect(again).toEqual({ itemIds: first.itemIds, replayed: true });
    expect((await t.get(player, '/api/inventory')).json().items).toHaveLength(2);
  });

  it('expire after 72 hours when not played enough, leaving an expiry transfer and a history entry', async () => {
    const player = await t.player();
    const { itemIds } = await grantBonus(player);
    await play(player, BONUS_ITEM_RULES.gamesNeeded - 1);
    expect((await t.get(player, '/api/inventory')).json().items[0]).toMatchObject({
      gamesPlayed: BONUS_ITEM_RULES.gamesNeeded - 1,
    });

    const early = await t.commerce.runJobs(new Date(Date.now() + 71 * HOUR));
    expect(early.bonusItems.expired).not.toContain(itemIds[0]);
    const late = await t.commerce.runJobs(new Date(Date.now() + 72 * HOUR + 1000));
    expect(late.bonusItems.expired).toContain(itemIds[0]);
    expect((await t.get(player, '/api/inventory')).json().items).toEqual([]);

    const transactions = (await t.get(player, '/api/users/current/transactions')).json().items;
    const expiry = transactions.find((tr: { operation: string }) => tr.operation === 'BONUS_ITEM_EXPIRE');
    expect(expiry).toMatchObject({
      realCents: 0,
      bonusCents: 0,
      items: [{ itemId: itemIds[0], event: 'EXPIRED', catalogItemId: skin!.id }],
    });
    const history = (await t.get(player, '/api/users/current/items/history')).json().items;
    expect(history.map((h: { event: string }) => h.event)).toEqual(['EXPIRED', 'GRANTED']);
    // A later run finds nothing more to do with it.
    expect((await t.commerce.runJobs(new Date(Date.now() + 100 * HOUR))).bonusItems.expired).not.toContain(itemIds[0]);
  });

  it('become real, withdrawable skins once played enough, and then never expire', async () => {
    const player = await t.player();
    const { itemIds } = await grantBonus(player);
    await play(player, BONUS_ITEM_RULES.gamesNeeded);
    const [item] = (await t.get(player, '/api/inventory')).json().items;
    expect(item).toMatchObject({
      id: itemIds[0],
      kind: 'REAL',
      selectionKind: 'REAL_BONUS',
      realItemID: itemIds[0],
      bonusItemID: itemIds[0],
      withdrawable: true,
      expiresAt: null,
      gamesPlayed: BONUS_ITEM_RULES.gamesNeeded,
    });
    await t.commerce.runJobs(new Date(Date.now() + 100 * HOUR));
    expect((await t.get(player, '/api/inventory')).json().items).toHaveLength(1);
    const history = (await t.get(player, '/api/users/current/items/history')).json().items;
    expect(history.map((h: { event: string }) => h.event)).toEqual(['RECOUPED', 'GRANTED']);
  });

  it('keep real+bonus skins apart from real ones in one operation', async () => {
    const player = await t.player();
    await t.fund(player, 5_000);
    const { itemIds } = await grantBonus(player);
    await play(player, BONUS_ITEM_RULES.gamesNeeded);
    const bought = (await t.post(player, '/api/shop/buy', { catalogItemIds: [other!.id] })).json().items[0].id;
    expect(errorOf(await t.post(player, '/api/shop/sell', { itemIds: [itemIds[0], bought] })).key).toBe(
      'INVENTORY.MIXED_KINDS',
    );
    const sold = await t.post(player, '/api/shop/sell', { itemIds: [itemIds[0]] });
    expect(sold.statusCode).toBe(200);
    expect(sold.json().balanceDeltaCents).toBe(skin!.priceCents);
  });

  it('count only games placed after the skin arrived, and not refunded ones', async () => {
    const player = await t.player();
    await t.services.ledger.deposit({ userId: player.userId, amountCents: 1_000, key: randomUUID() });
    await play(player, 1);
    const { itemIds } = await grantBonus(player);
    const refunded = randomUUID();
    await t.services.ledger.placeBet({
      betId: refunded,
      userId: player.userId,
      game: 'plinko',
      roundId: 'x',
      source: 'REAL',
      amountCents: 10,
    });
    await t.services.ledger.refundBet(refunded);
    const [item] = (await t.get(player, '/api/inventory')).json().items;
    expect(item).toMatchObject({ id: itemIds[0], kind: 'BONUS', gamesPlayed: 0 });
  });
});
