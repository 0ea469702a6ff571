import { randomUUID } from 'node:crypto';
import type { SqlEntityManager } from '@mikro-orm/sql';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { BONUS_ITEM_RULES, type GiveawaySummary, WAGER_RULES, type WagerSource } from '@arena/schemas';
import { queryRows } from '../../db/sql';
import { jobClock } from '../../jobs';
import { bonusCalls } from '../../bonus-page/bonus-testing';
import { DAY, PAYDAY, W, cashbackCalls } from '../../cashback/cashback-testing';
import { runCashbackJob } from '../../cashback';
import { runGiveawayJob } from '../../giveaways';
import { giveawayCalls } from '../../giveaways/giveaways-testing';
import { promocodeCalls, someSkin, startPromocodeApp } from '../../promocodes/promocodes-testing';
import { applyReferralCode, runReferralJob } from '../../referral';
import { referralCalls } from '../../referral/referral-testing';
import type { CommerceTestApp, Player } from '../../testing/commerce-test-app';
import { itemsPricedBetween } from '../../testing/commerce-test-app';
import { grantItems, settleBonusItems } from '../../commerce/inventory/bonus-items';
import { wagerRemainingCents } from './requirement';

/** One test per path that grants bonus value: each records its requirement, N x value, N from WAGER_RULES. */
const realNow = jobClock.now;
let app: CommerceTestApp;
beforeAll(async () => {
  app = await startPromocodeApp();
}, 120_000);
afterEach(async () => {
  jobClock.now = realNow;
  await app.services.ledger.assertInvariants();
});
afterAll(async () => {
  await app.close();
});

const em = () => app.services.orm.em.fork() as SqlEntityManager;
const ledger = () => app.services.ledger;
const N = (source: WagerSource) => WAGER_RULES.multiplier[source];
const remaining = (userId: string) => wagerRemainingCents(em(), userId);
const errorOf = (res: { json(): unknown }) => (res.json() as { error: { key: string; args: unknown[] } }).error;
const usd = (cents: number) => (cents / 100).toFixed(2);

async function requirements(userId: string): Promise<[string, number, number][]> {
  const rows = await queryRows<{ source: string; value_cents: string | number; required_cents: string | number }>(
    em(),
    `select source, value_cents, required_cents from wager_requirements where user_id = ? order by id`,
    [userId],
  );
  return rows.map((row) => [row.source, Number(row.value_cents), Number(row.required_cents)]);
}

async function realStake(userId: string, cents: number, payoutCents = 0) {
  await ledger().deposit({ userId, amountCents: cents, key: randomUUID() });
  const betId = randomUUID();
  await ledger().placeBet({ betId, userId, game: 'plinko', roundId: betId, source: 'REAL', amountCents: cents });
  await ledger().settleBet(betId, payoutCents);
}

const withdrawMoney = (player: Player, amountCents: number) =>
  app.post(player, '/api/withdrawals', { method: 'e-wallet', amountCents, wallet: 'TXa1b2c3d4e5f6', confirm: true });

describe('promocodes', () => {
  it('BALANCE_BONUS and BALANCE_REAL each owe N x their amount; the withdrawal names what is left', async () => {
    const calls = promocodeCalls(app);
    const bonus = await calls.create({ type: 'BALANCE_BONUS', amountCents: 1_50 });
    const real = await calls.create({ type: 'BALANCE_REAL', amountCents: 3_25 });
    const player = await app.player();
    await app.fund(player, 10_00);
    await calls.redeemOk(player, bonus.code);
    await calls.redeemOk(player, real.code);
    const owed = N('PROMOCODE') * (1_50 + 3_25);
    expect(await requirements(player.userId)).toEqual([
      ['PROMOCODE', 1_50, N('PROMOCODE') * 1_50],
      ['PROMOCODE', 3_25, N('PROMOCODE') * 3_25],
    ]);
    expect(errorOf(await withdrawMoney(player, 5_00))).toEqual({
      key: 'WITHDRAWALS.WAGER_NOT_PASSED',
      args: [usd(owed)],
    });
    await realStake(player.userId, owed - 1);
    expect(errorOf(await withdrawMoney(player, 5_00))).toEqual({ key: 'WITHDRAWALS.WAGER_NOT_PASSED', args: ['0.01'] });
    await realStake(player.userId, 1);
    expect((await withdrawMoney(player, 5_00)).statusCode).toBe(200);
  });

  it('ITEM_BONUS and ITEM_REAL skins owe N x their price; the real one cannot leave before it is played', async () => {
    const calls = promocodeCalls(app);
    const skin = someSkin();
    const player = await calls.depositor(1_00);
    await calls.redeemOk(player, (await calls.create({ type: 'ITEM_BONUS', catalogItemId: skin.id })).code);
    const real = await calls.redeemOk(player, (await calls.create({ type: 'ITEM_REAL', catalogItemId: skin.id })).code);
    expect(await requirements(player.userId)).toEqual([
      ['PROMOCODE', skin.priceCents, N('PROMOCODE') * skin.priceCents],
      ['PROMOCODE', skin.priceCents, N('PROMOCODE') * skin.priceCents],
    ]);
    if (real.kind !== 'PROMOCODE') throw new Error('not a promocode answer');
    const itemId = real.grant.item!.itemId!;
    const res = await app.post(player, '/api/withdrawals', {
      method: 'steam',
      itemIds: [itemId],
      tradeLink: 'https://steamcommunity.com/tradeoffer/new/?partner=12345678&token=AbCd_123',
      confirm: true,
    });
    expect(errorOf(res)).toEqual({
      key: 'WITHDRAWALS.WAGER_NOT_PASSED',
      args: [usd(2 * N('PROMOCODE') * skin.priceCents)],
    });
  });
});

describe('referral', () => {
  it('the referrer share and the first-deposit bonus each owe N x their amount, counted from the grant on', async () => {
    const calls = referralCalls(app);
    const host = await calls.player(`wg-host-${randomUUID().slice(0, 6)}`);
    const guest = await calls.player(`wg-guest-${randomUUID().slice(0, 6)}`);
    await applyReferralCode(app.services, guest.id, host.code);
    await calls.deposit(guest.id, 3_33);
    // Real play before the bonus exists does not pay for it.
    await realStake(guest.id, 50_00);
    await runReferralJob(app.services, Date.now() + 3_600_000);
    expect(await requirements(guest.id)).toEqual([['FIRST_DEPOSIT', 3_33, N('FIRST_DEPOSIT') * 3_33]]);
    expect(await remaining(guest.id)).toBe(N('FIRST_DEPOSIT') * 3_33);
    // The host: 20% of both deposits, and the tier skin the guest's play qualified (a bonus skin, REFERRAL too).
    const hostOwes = await requirements(host.id);
    expect(hostOwes).toEqual(
      expect.arrayContaining([
        ['REFERRAL', 66, N('REFERRAL') * 66],
        ['REFERRAL', 10_00, N('REFERRAL') * 10_00],
      ]),
    );
    expect(hostOwes.length).toBe(3);
    expect(
      hostOwes.every(([source, value, required]) => source === 'REFERRAL' && required === N('REFERRAL') * value),
    ).toBe(true);
  });
});

describe('cashback', () => {
  it('a claimed cashback owes N x its amount', async () => {
    const cashback = cashbackCalls(app);
    const eve = await app.signInPlayer(`wg-cb-${randomUUID().slice(0, 6)}`);
    await cashback.depositAt(eve.id, 100_00, W(0) + DAY);
    await cashback.betAt(eve.id, W(1) + DAY, 60_00, { payoutCents: 0 });
    await runCashbackJob(app.services, PAYDAY(1));
    const [reward] = await queryRows<{ id: number; amount_cents: string | number }>(
      em(),
      `select id, amount_cents from cashback_rewards where user_id = ?`,
      [eve.id],
    );
    jobClock.now = () => PAYDAY(1) + DAY;
    expect((await cashback.claim(eve.auth, reward!.id)).statusCode).toBe(200);
    const amount = Number(reward!.amount_cents);
    expect(await requirements(eve.id)).toEqual([['CASHBACK', amount, N('CASHBACK') * amount]]);
    expect(await remaining(eve.id)).toBe(N('CASHBACK') * amount);
  });
});

describe('giveaways', () => {
  it('a won giveaway skin owes N x its price', async () => {
    const calls = giveawayCalls(app);
    const T = Math.floor(Date.now() / DAY) * DAY + 12 * 3_600_000 + 600_000;
    jobClock.now = () => T;
    const hourly = (await calls.list()).current.find((g) => g.type === 'HOURLY') as GiveawaySummary;
    const player = await app.signInPlayer(`wg-gw-${randomUUID().slice(0, 6)}`, 5_00);
    expect((await calls.join(hourly.id, player.auth)).statusCode).toBe(200);
    jobClock.now = () => hourly.endsAt;
    await runGiveawayJob(app.services, hourly.endsAt);
    const won = await queryRows<{ price_cents: string | number }>(
      em(),
      `select price_cents from giveaway_winners where user_id = ?`,
      [player.id],
    );
    expect(won.length).toBeGreaterThan(0);
    const value = won.reduce((sum, row) => sum + Number(row.price_cents), 0);
    expect((await requirements(player.id)).every(([source]) => source === 'GIVEAWAY')).toBe(true);
    expect(await remaining(player.id)).toBe(N('GIVEAWAY') * value);
  });
});

describe('bonus page', () => {
  it('the daily bonus and the wheel owe N x what they paid', async () => {
    const bonus = bonusCalls(app);
    const player = await app.signInPlayer(`wg-bp-${randomUUID().slice(0, 6)}`, 5_00);
    const daily = await bonus.solveAndClaim(player.auth);
    expect(daily.statusCode, daily.body).toBe(200);
    const dailyCents = daily.json().amountCents as number;
    const spin = await bonus.spin(player.auth);
    expect(spin.statusCode, spin.body).toBe(200);
    const wheelCents = (await bonus.bonusCents(player.id)) - dailyCents;
    expect(await requirements(player.id)).toEqual([
      ['DAILY_BONUS', dailyCents, N('DAILY_BONUS') * dailyCents],
      ['WHEEL', wheelCents, N('WHEEL') * wheelCents],
    ]);
  });
});

describe('bonus skins', () => {
  it('bought with bonus balance: no second requirement, and they stay bonus until the balance is played through', async () => {
    const player = await app.player();
    await ledger().deposit({ userId: player.userId, amountCents: 10_00, key: randomUUID(), bonus: true });
    const [skin] = itemsPricedBetween(1_00, 10_00, 1);
    const bought = await app.post(player, '/api/shop/buy', { catalogItemIds: [skin!.id], kind: 'BONUS' });
    expect(bought.statusCode, bought.body).toBe(200);
    const itemId = bought.json().items[0].id as string;
    expect(await requirements(player.userId)).toEqual([['BONUS_BALANCE', 10_00, N('BONUS_BALANCE') * 10_00]]);
    for (let i = 0; i < BONUS_ITEM_RULES.gamesNeeded; i++) await realStake(player.userId, 10);
    const settle = () => ledger().transaction((tx) => settleBonusItems(ledger(), tx, { userId: player.userId }));
    expect((await settle()).recouped).toEqual([]);
    await realStake(player.userId, N('BONUS_BALANCE') * 10_00 - 30);
    expect((await settle()).recouped).toEqual([itemId]);
  });

  it('won in games: a bonus stake (money or skins) owes N x what it wins beyond itself; a loss adds nothing', async () => {
    const player = await app.player();
    const [skin] = itemsPricedBetween(1_00, 5_00, 1);
    const { itemIds } = await ledger().transaction((tx) =>
      grantItems(ledger(), tx, {
        userId: player.userId,
        catalogItemIds: [skin!.id],
        kind: 'BONUS',
        key: randomUUID(),
        wagerSource: 'BONUS_SKINS',
      }),
    );
    const skinBet = randomUUID();
    await ledger().placeBet({
      betId: skinBet,
      userId: player.userId,
      game: 'crash',
      roundId: skinBet,
      source: 'SKINS',
      itemIds,
    });
    await ledger().settleBet(skinBet, 3 * skin!.priceCents);
    const moneyBet = randomUUID();
    await ledger().placeBet({
      betId: moneyBet,
      userId: player.userId,
      game: 'plinko',
      roundId: moneyBet,
      source: 'BONUS',
      amountCents: 1_00,
    });
    await ledger().settleBet(moneyBet, 0);
    expect(await requirements(player.userId)).toEqual([
      ['BONUS_SKINS', skin!.priceCents, N('BONUS_SKINS') * skin!.priceCents],
      ['BONUS_WINNINGS', 2 * skin!.priceCents, N('BONUS_WINNINGS') * 2 * skin!.priceCents],
    ]);
  });
});

describe('a transfer from the bonus balance to the real balance', () => {
  it('is refused while wager is owed, and allowed once it is played', async () => {
    const player = await app.player();
    await ledger().deposit({ userId: player.userId, amountCents: 1_00, key: randomUUID(), bonus: true });
    const convert = () =>
      ledger().transaction((tx) =>
        ledger().post(tx, {
          scope: player.userId,
          operation: 'TEST_CONVERT',
          key: randomUUID(),
          request: {},
          userId: player.userId,
          legs: [
            { account: { kind: 'USER_BONUS', userId: player.userId }, amountCents: -1_00 },
            { account: { kind: 'USER_REAL', userId: player.userId }, amountCents: 1_00 },
          ],
        }),
      );
    await expect(convert()).rejects.toMatchObject({
      key: 'WITHDRAWALS.WAGER_NOT_PASSED',
      args: [usd(N('BONUS_BALANCE') * 1_00)],
    });
    await realStake(player.userId, N('BONUS_BALANCE') * 1_00);
    await convert();
    expect(await ledger().balances(player.userId)).toEqual({ realCents: 1_00, bonusCents: 0 });
  });
});
