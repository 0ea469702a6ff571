import { randomUUID } from 'node:crypto';
import type { SqlEntityManager } from '@mikro-orm/sql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BattlepassBundle } from '@arena/schemas';
import { makeAdmin, testPass } from '../battlepass/battlepass-testing';
import { getCatalog } from '../commerce/catalog/catalog';
import { seedCases } from '../games/cases/seed';
import { type TestPlatform, startTestPlatform } from '../testing/test-platform';
import { currentCollection, giveCards, handDrivenTreasures, treasureClient } from '../treasures/treasures-testing';

/**
 * The gaps these tests close: a timed-out or self-excluded player could still buy battlepass bundles, open treasure cards,
 * swap skins and more. The ledger now refuses every operation of PAUSED_OPERATIONS (operations.ts) while a pause runs;
 * withdrawals still work.
 */
let t: TestPlatform;
let passId: number;
let collectionId: number;
beforeAll(async () => {
  t = await startTestPlatform({ RATE_LIMIT_PER_MINUTE: '1000000', AUTH_RATE_LIMIT_PER_MINUTE: '1000000' });
  handDrivenTreasures(t);
  collectionId = await currentCollection(t);
  await seedCases(t.services.orm.em.fork() as SqlEntityManager);
  const admin = await t.signInPlayer('paused-admin');
  await makeAdmin(t, admin.id);
  passId = (await post(admin.auth, '/api/admin/battlepasses', testPass(Date.now()))).json().id as number;
});
afterAll(async () => {
  await t.services.ledger.assertInvariants();
  await t.close();
});

function post(auth: string, url: string, payload: object = {}) {
  return t.app.inject({
    method: 'POST',
    url,
    headers: { authorization: auth, 'idempotency-key': randomUUID() },
    payload,
  });
}
const keyOf = (res: { json(): unknown }) => (res.json() as { error?: { key: string } }).error?.key;
const skin = getCatalog().items.find((item) => item.priceCents >= 100 && item.priceCents <= 400)!;

async function pausedPlayer(name: string, pause: 'timeout' | 'self-exclusion') {
  const player = await t.signInPlayer(name, 200_00);
  const bought = await post(player.auth, '/api/shop/buy', { catalogItemIds: [skin.id, skin.id] });
  expect(bought.statusCode, bought.body).toBe(200);
  const itemIds = (bought.json() as { items: { id: string }[] }).items.map((item) => item.id);
  const cards = await giveCards(t, player, collectionId, [3, 4, 5]);
  const paused = await post(
    player.auth,
    `/api/responsible-gaming/${pause}`,
    pause === 'timeout' ? { hours: 24 } : { months: 6 },
  );
  expect(paused.statusCode, paused.body).toBe(200);
  return { ...player, itemIds, cards };
}

describe.each([
  ['timeout', 'RESPONSIBLE.TIMED_OUT'],
  ['self-exclusion', 'RESPONSIBLE.SELF_EXCLUDED'],
] as const)('while a %s runs', (pause, key) => {
  it('refuses skin swaps, battlepass bundles, treasure cards and case openings, and moves nothing', async () => {
    const player = await pausedPlayer(`paused-${pause}`, pause);
    const before = await t.services.ledger.balances(player.id);
    const bundles = (
      await post(player.auth, '/api/battlepass/bundle/list', { battlepassId: passId })
    ).json() as BattlepassBundle[];
    const boxes = (
      (await t.app.inject({ method: 'POST', url: '/api/boxes/list' })).json() as {
        boxes: { id: number; bonusOnly: boolean }[];
      }[]
    )
      .flatMap((group) => group.boxes)
      .filter((box) => !box.bonusOnly);
    const treasures = treasureClient(t);

    expect(
      keyOf(await post(player.auth, '/api/shop/swap', { itemIds: [player.itemIds[0]], catalogItemIds: [skin.id] })),
    ).toBe(key);
    expect(
      keyOf(
        await post(player.auth, '/api/battlepass/bundle/buy', {
          battlepassId: passId,
          bundleId: bundles[0]!.id,
          count: 1,
        }),
      ),
    ).toBe(key);
    expect(keyOf(await treasures.activate(player.auth, player.cards[0]!))).toBe(key);
    expect(keyOf(await treasures.upgrade(player.auth, player.cards))).toBe(key);
    expect(keyOf(await post(player.auth, `/api/boxes/${boxes[0]!.id}/open`, { count: 1 }))).toBe(key);
    expect(
      keyOf(
        await post(player.auth, '/api/upgrade', {
          itemIds: [player.itemIds[0]],
          targetCatalogItemId: getCatalog().items.at(-1)!.id,
        }),
      ),
    ).toBe(key);
    expect(keyOf(await post(player.auth, '/api/mines/rounds', { mines: 3, amountCents: 100 }))).toBe(key);
    expect(await t.services.ledger.balances(player.id)).toEqual(before);

    // Withdrawals still work: money and skins.
    const money = await post(player.auth, '/api/withdrawals', {
      method: 'crypto',
      amountCents: 20_00,
      wallet: 'TXa1b2c3d4e5f6',
      confirm: true,
    });
    expect(money.statusCode, money.body).toBe(200);
    const skins = await post(player.auth, '/api/withdrawals', {
      method: 'steam',
      itemIds: [player.itemIds[1]],
      tradeLink: 'https://steamcommunity.com/tradeoffer/new/?partner=4242&token=Wa1kEr00',
      confirm: true,
    });
    expect(skins.statusCode, skins.body).toBe(200);
  });
});
