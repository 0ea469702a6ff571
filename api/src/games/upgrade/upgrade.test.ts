import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type UpgradeAnswer, upgradeChanceMillionths, upgradeVerifier } from '@arena/schemas';
import { getCatalog } from '../../commerce/catalog/catalog';
import { queryOne, queryRows } from '../../db/sql';
import { type TestPlatform, startTestPlatform } from '../../testing/test-platform';
import { upgradeKit } from './upgrade-testing';

let platform: TestPlatform;

beforeAll(async () => {
  platform = await startTestPlatform();
});
afterAll(async () => {
  await platform.services.ledger.assertInvariants();
  await platform.close();
});

const { em, player, skinPriced, give, play, refusal, itemStatuses, betsOf, aimNextRoll } = upgradeKit(() => platform);

describe('upgrade refusals', () => {
  it('refuses every bad request with its catalogue key and changes nothing', async () => {
    const alice = await player('UpAlice');
    const bob = await player('UpBob');
    const five = skinPriced(5_00, 6_00);
    const [entry] = await give(alice.id, [five.id]);
    const double = skinPriced(five.priceCents * 2, five.priceCents * 2.4);

    expect(await refusal(await play(alice, { itemIds: [], targetCatalogItemId: double.id }))).toEqual({
      key: 'CRASH.NO_SKIN_SELECTED',
      args: [],
    });
    // Target not at least 1.01x: the same price, or a cheaper skin.
    const same = getCatalog().items.find((i) => i.priceCents === five.priceCents)!;
    expect(await refusal(await play(alice, { itemIds: [entry], targetCatalogItemId: same.id }))).toEqual({
      key: 'UPGRADE.BAD_MULTIPLIER',
      args: ['1.01', '15.08'],
    });
    // Beyond 15.08x the chance would fall under the 6% margin.
    const tooFar = skinPriced(five.priceCents * 16, five.priceCents * 30);
    expect((await refusal(await play(alice, { itemIds: [entry], targetCatalogItemId: tooFar.id }))).key).toBe(
      'UPGRADE.BAD_MULTIPLIER',
    );
    // Round limits: a target over $2,000, an entry over $200.
    const overWin = skinPriced(2000_01, 10_000_00);
    const [big1, big2] = await give(alice.id, [skinPriced(150_00, 190_00).id, skinPriced(150_00, 190_00).id]);
    expect(await refusal(await play(alice, { itemIds: [big1], targetCatalogItemId: overWin.id }))).toEqual({
      key: 'UPGRADE.AMOUNT_LIMIT',
      args: ['200.00', '2000.00'],
    });
    expect(
      (await refusal(await play(alice, { itemIds: [big1, big2], targetCatalogItemId: skinPriced(400_00, 900_00).id })))
        .key,
    ).toBe('UPGRADE.AMOUNT_LIMIT');
    // Below the minimum entry.
    const [cheap] = await give(alice.id, [skinPriced(3, 9).id]);
    expect(await refusal(await play(alice, { itemIds: [cheap], targetCatalogItemId: skinPriced(20, 40).id }))).toEqual({
      key: 'BET.MIN_LIMIT',
      args: ['0.10'],
    });
    // Bonus skins play upgrade (BONUS_STAKES) but never mixed with real ones.
    const [bonus] = await give(alice.id, [five.id], 'BONUS');
    expect((await refusal(await play(alice, { itemIds: [bonus, entry], targetCatalogItemId: double.id }))).key).toBe(
      'INVENTORY.MIXED_KINDS',
    );
    // Someone else's skin, an unknown id, a repeated id.
    const [bobs] = await give(bob.id, [five.id]);
    expect((await refusal(await play(alice, { itemIds: [bobs], targetCatalogItemId: double.id }))).key).toBe(
      'INVENTORY.BAD_ID',
    );
    expect((await refusal(await play(alice, { itemIds: [randomUUID()], targetCatalogItemId: double.id }))).key).toBe(
      'INVENTORY.BAD_ID',
    );
    expect((await refusal(await play(alice, { itemIds: [entry, entry], targetCatalogItemId: double.id }))).key).toBe(
      'INVENTORY.BAD_ID',
    );
    // A skin already staked in another game's bet.
    const [staked] = await give(alice.id, [five.id]);
    await platform.services.ledger.placeBet({
      betId: randomUUID(),
      userId: alice.id,
      game: 'crash',
      roundId: randomUUID(),
      source: 'SKINS',
      itemIds: [staked!],
    });
    expect((await refusal(await play(alice, { itemIds: [staked], targetCatalogItemId: double.id }))).key).toBe(
      'INVENTORY.ITEM_LOCKED',
    );
    // Unknown target, malformed body, missing key, no sign-in.
    expect((await refusal(await play(alice, { itemIds: [entry], targetCatalogItemId: 999_999 }))).key).toBe(
      'SHOP.BAD_ITEM_IDS',
    );
    expect((await refusal(await play(alice, { itemIds: 'x', targetCatalogItemId: double.id }))).key).toBe(
      'GLOBAL.BAD_REQUEST',
    );
    expect((await refusal(await play(alice, { itemIds: [entry], targetCatalogItemId: double.id }, null))).key).toBe(
      'GLOBAL.BAD_REQUEST',
    );
    const anonymous = await platform.app.inject({
      method: 'POST',
      url: '/api/upgrade',
      headers: { 'idempotency-key': 'k1' },
      payload: { itemIds: [entry], targetCatalogItemId: double.id },
    });
    expect(anonymous.json().error.key).toBe('GLOBAL.FORBIDDEN');
    // The player's own bet limit (placeBet).
    await platform.services.orm.em
      .fork()
      .getConnection()
      .execute(`update users set bet_limit_cents = 100 where id = ?`, [alice.id]);
    expect(await refusal(await play(alice, { itemIds: [entry], targetCatalogItemId: double.id }))).toEqual({
      key: 'BET.MAX_LIMIT',
      args: ['1.00'],
    });

    expect(await itemStatuses([entry!, cheap!, bonus!, big1!, big2!])).toEqual([
      'AVAILABLE',
      'AVAILABLE',
      'AVAILABLE',
      'AVAILABLE',
      'AVAILABLE',
    ]);
    expect(await betsOf(alice.id)).toEqual([]);
    const nonce = await queryOne<{ next_nonce: number }>(
      em(),
      `select next_nonce from fair_seed_pairs where user_id = ? and status = 'ACTIVE'`,
      [alice.id],
    );
    expect(Number(nonce?.next_nonce ?? 0)).toBe(0);
    await platform.services.ledger.assertInvariants();
  });
});

describe('upgrade play', () => {
  it('a win consumes the entry, grants the target skin and leaves the balance as it was', async () => {
    const carol = await player('UpCarol');
    const a = skinPriced(3_00, 3_50);
    const b = skinPriced(2_00, 2_50);
    const entryIds = await give(carol.id, [a.id, b.id]);
    const entryCents = a.priceCents + b.priceCents;
    const target = skinPriced(entryCents * 2, entryCents * 2.5);
    const chance = upgradeChanceMillionths(entryCents, target.priceCents);
    const roll = await aimNextRoll(carol, (r) => r < chance);
    const before = await platform.services.ledger.balances(carol.id);

    const res = await play(carol, { itemIds: entryIds, targetCatalogItemId: target.id });
    expect(res.statusCode).toBe(200);
    const answer = res.json() as UpgradeAnswer;
    expect(answer).toMatchObject({
      entryCents,
      targetCents: target.priceCents,
      targetCatalogItemId: target.id,
      chanceMillionths: chance,
      roll,
      won: true,
    });
    expect(answer.item).toMatchObject({
      catalogItemId: target.id,
      priceCents: target.priceCents,
      kind: 'REAL',
      status: 'AVAILABLE',
      withdrawable: true,
    });
    expect(answer.removedItemIds.sort()).toEqual([...entryIds].sort());
    expect(answer.balance).toEqual(before);
    expect(await platform.services.ledger.balances(carol.id)).toEqual(before);

    expect(await itemStatuses(entryIds)).toEqual(['CONSUMED', 'CONSUMED']);
    const owned = await queryRows<{ catalog_item_id: number; status: string }>(
      em(),
      `select catalog_item_id, status from user_items where id = ? and user_id = ?`,
      [answer.item!.id, carol.id],
    );
    expect(owned).toEqual([{ catalog_item_id: target.id, status: 'AVAILABLE' }]);
    expect(await betsOf(carol.id)).toEqual([
      { id: answer.betId, status: 'SETTLED', payout_cents: target.priceCents, stake_cents: entryCents },
    ]);
    // The payout is paid by the house and spent on the skin in the same commit.
    const transfers = await queryRows<{ operation: string; real: number }>(
      em(),
      `select t.operation, coalesce(sum(e.amount) filter (where a.kind = 'USER_REAL'), 0)::int as real from ledger_transfers t
         left join ledger_entries e on e.transfer_id = t.id left join accounts a on a.id = e.account_id
        where t.user_id = ? and t.operation not in ('DEPOSIT', 'ITEM_GRANT') group by t.id order by t.id`,
      [carol.id],
    );
    expect(transfers).toEqual([
      { operation: 'BET_PLACE', real: 0 },
      { operation: 'BET_SETTLE', real: target.priceCents },
      { operation: 'UPGRADE', real: 0 },
      { operation: 'UPGRADE_SKIN', real: -target.priceCents },
    ]);

    // The bet is on the fairness center and recomputes to the same outcome once the seed is revealed.
    await platform.app.inject({
      method: 'POST',
      url: '/api/fair/seeds/rotate',
      headers: { authorization: carol.auth },
      payload: {},
    });
    const fair = (await platform.app.inject({ method: 'GET', url: `/api/fair/bets/${answer.betId}` })).json();
    expect(fair).toMatchObject({
      game: 'upgrade',
      nonce: answer.nonce,
      clientSeed: answer.clientSeed,
      serverSeedHash: answer.serverSeedHash,
    });
    expect(fair.params).toEqual({ entryCents, targetCents: target.priceCents, chanceMillionths: chance });
    const params = upgradeVerifier.params.parse(fair.params);
    expect(
      upgradeVerifier.outcome({ serverSeed: fair.serverSeed, clientSeed: fair.clientSeed, nonce: fair.nonce }, params),
    ).toEqual(fair.outcome);
    expect(fair.outcome).toEqual({ roll, chanceMillionths: chance, won: true });
    await platform.services.ledger.assertInvariants();
  });

  it('a loss consumes the entry and grants nothing; an alfa entry wins a non-withdrawable skin', async () => {
    const dave = await player('UpDave');
    const a = skinPriced(4_00, 5_00);
    const [entry] = await give(dave.id, [a.id]);
    const target = skinPriced(a.priceCents * 3, a.priceCents * 3.5);
    const chance = upgradeChanceMillionths(a.priceCents, target.priceCents);
    await aimNextRoll(dave, (r) => r >= chance);
    const before = await platform.services.ledger.balances(dave.id);
    const itemsBefore = await queryRows(em(), `select id from user_items where user_id = ? and status = 'AVAILABLE'`, [
      dave.id,
    ]);

    const answer = (await play(dave, { itemIds: [entry], targetCatalogItemId: target.id })).json() as UpgradeAnswer;
    expect(answer).toMatchObject({ won: false, item: null, removedItemIds: [entry], balance: before });
    expect(await itemStatuses([entry!])).toEqual(['CONSUMED']);
    expect(
      await queryRows(em(), `select id from user_items where user_id = ? and status = 'AVAILABLE'`, [dave.id]),
    ).toHaveLength(itemsBefore.length - 1);
    expect(await betsOf(dave.id)).toEqual([
      { id: answer.betId, status: 'SETTLED', payout_cents: 0, stake_cents: a.priceCents },
    ]);

    const [alfa] = await give(dave.id, [a.id], 'REAL', true);
    await aimNextRoll(dave, (r) => r < chance);
    const won = (await play(dave, { itemIds: [alfa], targetCatalogItemId: target.id })).json() as UpgradeAnswer;
    expect(won.won).toBe(true);
    expect(won.item).toMatchObject({ alfa: true, withdrawable: false, catalogItemId: target.id });
    await platform.services.ledger.assertInvariants();
  });

  it('a bonus entry wins a bonus skin (bought with the bonus payout, expiring no later than the entry) or is lost', async () => {
    const erin = await player('UpBonusErin', 0);
    const a = skinPriced(4_00, 5_00);
    const target = skinPriced(a.priceCents * 3, a.priceCents * 3.5);
    const chance = upgradeChanceMillionths(a.priceCents, target.priceCents);
    const [entry] = await give(erin.id, [a.id], 'BONUS');
    const entryRow = await queryOne<{ expires_at: Date }>(em(), `select expires_at from user_items where id = ?`, [
      entry,
    ]);
    await aimNextRoll(erin, (r) => r < chance);
    const won = (await play(erin, { itemIds: [entry], targetCatalogItemId: target.id })).json() as UpgradeAnswer;
    expect(won.won).toBe(true);
    expect(won.item).toMatchObject({
      kind: 'BONUS',
      selectionKind: 'BONUS',
      withdrawable: false,
      catalogItemId: target.id,
    });
    expect(won.item!.expiresAt).toBeLessThanOrEqual(new Date(entryRow!.expires_at).getTime());
    expect(won.balance).toEqual({ realCents: 0, bonusCents: 0 });

    await aimNextRoll(
      erin,
      (r) =>
        r >=
        upgradeChanceMillionths(
          target.priceCents,
          skinPriced(target.priceCents * 3, target.priceCents * 3.5).priceCents,
        ),
    );
    const lost = (
      await play(erin, {
        itemIds: [won.item!.id],
        targetCatalogItemId: skinPriced(target.priceCents * 3, target.priceCents * 3.5).id,
      })
    ).json() as UpgradeAnswer;
    expect(lost).toMatchObject({ won: false, item: null, balance: { realCents: 0, bonusCents: 0 } });
    expect(await itemStatuses([entry!, won.item!.id])).toEqual(['CONSUMED', 'CONSUMED']);
    await platform.services.ledger.assertInvariants();
  });

  it('answers a repeated key with the stored result, once, even when the repeats race', async () => {
    const erin = await player('UpErin');
    const a = skinPriced(1_00, 1_20);
    const [entry, other] = await give(erin.id, [a.id, a.id]);
    const target = skinPriced(a.priceCents * 2, a.priceCents * 3);
    const body = { itemIds: [entry], targetCatalogItemId: target.id };
    const key = randomUUID();
    const [first, second] = await Promise.all([play(erin, body, key), play(erin, body, key)]);
    expect(first.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    const third = await play(erin, body, key);
    expect(third.json()).toEqual(first.json());
    expect(await betsOf(erin.id)).toHaveLength(1);
    // The same key with another body is a conflict, and moves nothing.
    expect((await refusal(await play(erin, { itemIds: [other], targetCatalogItemId: target.id }, key))).key).toBe(
      'GLOBAL.IDEMPOTENCY_CONFLICT',
    );
    expect(await itemStatuses([other!])).toEqual(['AVAILABLE']);
    // A new key for the spent entry is refused (the skin is gone).
    expect((await refusal(await play(erin, body))).key).toBe('INVENTORY.BAD_ID');
    await platform.services.ledger.assertInvariants();
  });

  it("lists upgrades in the feed and in each player's history", async () => {
    const fay = await player('UpFay');
    const a = skinPriced(2_00, 2_40);
    const ids = await give(fay.id, [a.id, a.id, a.id]);
    const target = skinPriced(a.priceCents * 1.5, a.priceCents * 1.8);
    const answers: UpgradeAnswer[] = [];
    for (const id of ids)
      answers.push((await play(fay, { itemIds: [id], targetCatalogItemId: target.id })).json() as UpgradeAnswer);

    const recent = (await platform.app.inject({ method: 'GET', url: '/api/upgrade/recent' })).json();
    expect(
      recent
        .slice(0, 3)
        .map((r: { betId: string }) => r.betId)
        .sort(),
    ).toEqual(answers.map((a) => a.betId).sort());
    expect(recent[0]).toMatchObject({
      userId: fay.id,
      name: 'UpFay',
      entryCents: a.priceCents,
      target: { catalogItemId: target.id, name: target.name },
    });

    const mine = (
      await platform.app.inject({
        method: 'GET',
        url: '/api/users/current/upgrades?pageSize=2',
        headers: { authorization: fay.auth },
      })
    ).json();
    expect(mine).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect(mine.items).toHaveLength(2);
    const byId = new Map(answers.map((x) => [x.betId, x]));
    for (const row of mine.items) {
      const played = byId.get(row.betId)!;
      expect(row).toMatchObject({
        entryCents: a.priceCents,
        entrySkins: 1,
        chanceMillionths: played.chanceMillionths,
        roll: played.roll,
        won: played.won,
      });
    }
    const publicPage = (
      await platform.app.inject({ method: 'GET', url: `/api/users/${fay.id}/upgrades?page=2&pageSize=2` })
    ).json();
    expect(publicPage.items).toHaveLength(1);
    expect(
      (await platform.app.inject({ method: 'GET', url: `/api/users/${randomUUID()}/upgrades` })).json().error.key,
    ).toBe('USER.NOT_FOUND');
  });
});
