import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SecondLifeAnswer, SECOND_LIFE_RULES, secondLifeChance, secondLifePremiumCents } from '@arena/schemas';
import { getCatalog } from '../../commerce/catalog/catalog';
import { grantItems } from '../../commerce/inventory/bonus-items';
import { queryOne, queryRows } from '../../db/sql';
import { type TestPlatform, startTestPlatform } from '../../testing/test-platform';
import { type Player, secondLifeKit } from './second-life-testing';

let platform: TestPlatform;

beforeAll(async () => {
  platform = await startTestPlatform();
});
afterAll(async () => {
  await platform.services.ledger.assertInvariants();
  await platform.close();
});

const { em, player, settledBet, play, refusal, balances, eligible, secondLives, aimNext } = secondLifeKit(
  () => platform,
);

describe('second life refusals', () => {
  it('refuses every bad request with its catalogue key and moves no money', async () => {
    const alice = await player('SlAlice', 300_00);
    const bob = await player('SlBob', 100_00);
    const lost = await settledBet(alice.id, { stakeCents: 10_00 });
    const before = await balances(alice.id);
    const ask = async (body: unknown, who: Player | null = alice, key: string | null = randomUUID()) =>
      refusal(await play(who, body, key));

    expect(await ask({ betId: lost, chanceBasisPoints: 5000 }, null)).toEqual({ key: 'GLOBAL.FORBIDDEN', args: [] });
    expect((await ask({ betId: lost, chanceBasisPoints: 5000 }, alice, null)).key).toBe('GLOBAL.BAD_REQUEST');
    expect((await ask({ betId: 'not-a-bet', chanceBasisPoints: 5000 })).key).toBe('GLOBAL.BAD_REQUEST');
    // Bad chance: outside 10%-75%, or not whole basis points.
    const badChance = { key: 'SECOND_LIFE.BAD_CHANCE', args: [10, 75] };
    expect(await ask({ betId: lost, chanceBasisPoints: 999 })).toEqual(badChance);
    expect(await ask({ betId: lost, chanceBasisPoints: 7501 })).toEqual(badChance);
    expect((await ask({ betId: lost, chanceBasisPoints: 50.5 })).key).toBe('GLOBAL.BAD_REQUEST');

    const notEligible = { key: 'SECOND_LIFE.BET_NOT_ELIGIBLE', args: [] };
    // Unknown, and another player's loss.
    expect(await ask({ betId: randomUUID(), chanceBasisPoints: 5000 })).toEqual(notEligible);
    const bobsLoss = await settledBet(bob.id, { stakeCents: 5_00 });
    expect(await ask({ betId: bobsLoss, chanceBasisPoints: 5000 })).toEqual(notEligible);
    // Not lost: won, partly paid back, refunded, still open.
    expect(
      await ask({
        betId: await settledBet(alice.id, { stakeCents: 5_00, payoutCents: 10_00 }),
        chanceBasisPoints: 5000,
      }),
    ).toEqual(notEligible);
    expect(
      await ask({ betId: await settledBet(alice.id, { stakeCents: 5_00, payoutCents: 1 }), chanceBasisPoints: 5000 }),
    ).toEqual(notEligible);
    const refunded = randomUUID();
    await platform.services.ledger.placeBet({
      betId: refunded,
      userId: alice.id,
      game: 'crash',
      roundId: refunded,
      source: 'REAL',
      amountCents: 5_00,
    });
    expect(await ask({ betId: refunded, chanceBasisPoints: 5000 })).toEqual(notEligible);
    await platform.services.ledger.refundBet(refunded);
    expect(await ask({ betId: refunded, chanceBasisPoints: 5000 })).toEqual(notEligible);
    // Below the $1 minimum.
    expect(await ask({ betId: await settledBet(alice.id, { stakeCents: 99 }), chanceBasisPoints: 5000 })).toEqual(
      notEligible,
    );
    // A DropZone winner's own entry is settled with 0 money but was won.
    const roundId = randomUUID();
    await em().execute(
      `insert into jackpot_rounds (id, server_seed, server_seed_hash, status, closed_at_ms, ticket, winner_user_id, pot_cents, prize_cents, ended_at)
       values (?, ?, ?, 'FINISHED', 0, 0, ?, 1000, 1000, now())`,
      [roundId, 'a'.repeat(64), 'b'.repeat(64), alice.id],
    );
    const potWon = await settledBet(alice.id, { game: 'jackpot', roundId, stakeCents: 10_00 });
    expect(await ask({ betId: potWon, chanceBasisPoints: 5000 })).toEqual(notEligible);

    // Too old: lost 24 h ago is over.
    const old = await settledBet(alice.id, { stakeCents: 10_00 });
    await em().execute(`update bets set ended_at = now() - interval '24 hours 1 second' where id = ?`, [old]);
    expect(await ask({ betId: old, chanceBasisPoints: 5000 })).toEqual({ key: 'SECOND_LIFE.EXPIRED', args: [] });

    // The premium is a stake: $200 per round, and the player's own bet limit.
    const big = await settledBet(alice.id, { stakeCents: 90_00 });
    await platform.services.ledger.deposit({ userId: alice.id, amountCents: 1000_00, key: `more-${alice.id}` });
    const grand = await settledBet(alice.id, { stakeCents: 1000_00 });
    expect(await ask({ betId: grand, chanceBasisPoints: 5000 })).toEqual({ key: 'BET.MAX_LIMIT', args: ['200.00'] });
    await em().execute(`update users set bet_limit_cents = 5000 where id = ?`, [alice.id]);
    expect(await ask({ betId: big, chanceBasisPoints: 7500 })).toEqual({ key: 'BET.MAX_LIMIT', args: ['50.00'] });
    await em().execute(`update users set bet_limit_cents = 200000 where id = ?`, [alice.id]);

    // Only the test's own bets moved money: +5 and -4.99 (won, partly paid), -0.99, the pot entry, the old loss, $90.
    expect(await balances(alice.id)).toEqual({ realCents: before.realCents + 1 - 99 - 20_00 - 90_00, bonusCents: 0 });
    expect(await secondLives(alice.id)).toEqual([]);
    // The list offers exactly the losses that qualify, newest first.
    expect((await eligible(alice)).items.map((i: { betId: string }) => i.betId)).toEqual([grand, big, lost]);
  });

  it('refuses a premium the balance cannot pay, and a second life of a second life', async () => {
    const carl = await player('SlCarl', 10_00);
    const lost = await settledBet(carl.id, { stakeCents: 10_00 });
    expect(await balances(carl.id)).toEqual({ realCents: 0, bonusCents: 0 });
    expect(await refusal(await play(carl, { betId: lost, chanceBasisPoints: 1000 }))).toEqual({
      key: 'USER.LOW_BALANCE',
      args: [],
    });
    expect(await secondLives(carl.id)).toEqual([]);

    await platform.services.ledger.deposit({ userId: carl.id, amountCents: 2_00, key: `top-${carl.id}` });
    await aimNext(carl, secondLifeChance(10_00, 106), false);
    const lostAgain = await play(carl, { betId: lost, chanceBasisPoints: 1000 });
    expect(lostAgain.statusCode).toBe(200);
    const answer = lostAgain.json() as SecondLifeAnswer;
    expect(answer).toMatchObject({ won: false, premiumCents: 106, recoveredCents: 0 });
    // The second life's own bet is a lost bet too, but it gets no second life.
    await platform.services.ledger.deposit({ userId: carl.id, amountCents: 10_00, key: `top2-${carl.id}` });
    expect(await refusal(await play(carl, { betId: answer.betId, chanceBasisPoints: 5000 }))).toEqual({
      key: 'SECOND_LIFE.BET_NOT_ELIGIBLE',
      args: [],
    });
    expect((await eligible(carl)).items).toEqual([]);
    // …and its loss has had its second life.
    expect(await refusal(await play(carl, { betId: lost, chanceBasisPoints: 5000 }))).toEqual({
      key: 'SECOND_LIFE.ALREADY_USED',
      args: [],
    });
    expect(await balances(carl.id)).toEqual({ realCents: 2_00 - 106 + 10_00, bonusCents: 0 });
  });
});

describe('second life money', () => {
  it('a win pays the lost stake back to the real balance and a loss keeps the premium', async () => {
    const dana = await player('SlDana', 100_00);
    const first = await settledBet(dana.id, { stakeCents: 10_00 });
    const second = await settledBet(dana.id, { stakeCents: 33_33, game: 'plinko' });
    const list = await eligible(dana);
    expect(list.items.map((i: { betId: string }) => i.betId)).toEqual([second, first]);
    expect(list.items[1]).toMatchObject({ betId: first, game: 'crash', source: 'REAL', stakeCents: 10_00 });
    expect(list.items[1].expiresAt - list.items[1].lostAt).toBe(SECOND_LIFE_RULES.windowMs);
    const start = (await balances(dana.id)).realCents;

    const premium = secondLifePremiumCents(10_00, 5000);
    expect(premium).toBe(527);
    const float = await aimNext(dana, secondLifeChance(10_00, premium), true);
    const won = await play(dana, { betId: first, chanceBasisPoints: 5000 });
    expect(won.statusCode).toBe(200);
    const answer = won.json() as SecondLifeAnswer;
    expect(answer).toMatchObject({
      originalBetId: first,
      originalGame: 'crash',
      lostStakeCents: 10_00,
      premiumCents: 527,
      won: true,
      recoveredCents: 10_00,
      float,
    });
    expect(answer.chance).toBe(2150275376 / 2 ** 32);
    expect(answer.balance).toEqual({ realCents: start - 527 + 10_00, bonusCents: 0 });
    expect(await balances(dana.id)).toEqual(answer.balance);
    const bet = await queryOne<{
      game: string;
      round_id: string;
      source: string;
      stake_cents: string;
      status: string;
      payout_cents: string;
    }>(em(), `select game, round_id, source, stake_cents, status, payout_cents from bets where id = ?`, [answer.betId]);
    expect(bet).toMatchObject({ game: 'second-life', round_id: first, source: 'REAL', status: 'SETTLED' });
    expect([Number(bet!.stake_cents), Number(bet!.payout_cents)]).toEqual([527, 10_00]);
    // The fair record recomputes to the same outcome.
    const fair = (await platform.app.inject({ method: 'GET', url: `/api/fair/bets/${answer.betId}` })).json();
    expect(fair).toMatchObject({
      game: 'second-life',
      params: { lostStakeCents: 10_00, chanceBasisPoints: 5000, premiumCents: 527 },
    });
    expect(fair.outcome).toEqual({ float: answer.float, chance: answer.chance, won: true });

    const premium2 = secondLifePremiumCents(33_33, 2500);
    await aimNext(dana, secondLifeChance(33_33, premium2), false);
    const lost = (await play(dana, { betId: second, chanceBasisPoints: 2500 })).json() as SecondLifeAnswer;
    expect(lost).toMatchObject({ won: false, recoveredCents: 0, premiumCents: premium2 });
    expect(lost.float).toBeGreaterThanOrEqual(lost.chance);
    expect(await balances(dana.id)).toEqual({ realCents: start - 527 + 10_00 - premium2, bonusCents: 0 });
    expect((await eligible(dana)).items).toEqual([]);
    expect(
      (await secondLives(dana.id)).map((r) => [
        r.original_bet_id,
        r.won,
        Number(r.premium_cents),
        Number(r.recovered_cents),
      ]),
    ).toEqual([
      [first, true, 527, 10_00],
      [second, false, premium2, 0],
    ]);
    await platform.services.ledger.assertInvariants();
  });

  it('recovers a lost skin stake as its value in real balance', async () => {
    const eve = await player('SlEve', 20_00);
    const skin = getCatalog().items.find((i) => i.priceCents >= 5_00 && i.priceCents <= 8_00)!;
    const { ledger } = platform.services;
    const granted = await ledger.transaction((tx) =>
      grantItems(ledger, tx, { userId: eve.id, catalogItemIds: [skin.id], kind: 'REAL', key: randomUUID() }),
    );
    const lost = await settledBet(eve.id, { source: 'SKINS', itemIds: granted.itemIds, game: 'upgrade' });
    expect((await eligible(eve)).items).toMatchObject([{ betId: lost, source: 'SKINS', stakeCents: skin.priceCents }]);
    const premium = secondLifePremiumCents(skin.priceCents, 7500);
    await aimNext(eve, secondLifeChance(skin.priceCents, premium), true);
    const answer = (await play(eve, { betId: lost, chanceBasisPoints: 7500 })).json() as SecondLifeAnswer;
    expect(answer).toMatchObject({ won: true, recoveredCents: skin.priceCents, premiumCents: premium });
    expect(await balances(eve.id)).toEqual({ realCents: 20_00 - premium + skin.priceCents, bonusCents: 0 });
    const item = await queryOne<{ status: string }>(
      em(),
      `select status from user_items where id = ?`,
      granted.itemIds,
    );
    expect(item?.status).toBe('CONSUMED');
  });

  it('a lost bonus-skin stake is bought back with bonus balance and recovered to the bonus balance', async () => {
    const bonusHal = await player('SlBonusHal', 20_00);
    const skin = getCatalog().items.find((i) => i.priceCents >= 5_00 && i.priceCents <= 8_00)!;
    const { ledger } = platform.services;
    await ledger.deposit({ userId: bonusHal.id, amountCents: 10_00, key: `bonus-${bonusHal.id}`, bonus: true });
    const granted = await ledger.transaction((tx) =>
      grantItems(ledger, tx, { userId: bonusHal.id, catalogItemIds: [skin.id], kind: 'BONUS', key: randomUUID() }),
    );
    const lost = await settledBet(bonusHal.id, { source: 'SKINS', itemIds: granted.itemIds, game: 'crash' });
    const premium = secondLifePremiumCents(skin.priceCents, 7500);
    await aimNext(bonusHal, secondLifeChance(skin.priceCents, premium), true);
    const answer = (await play(bonusHal, { betId: lost, chanceBasisPoints: 7500 })).json() as SecondLifeAnswer;
    expect(answer).toMatchObject({ won: true, recoveredCents: skin.priceCents, premiumCents: premium });
    expect(await balances(bonusHal.id)).toEqual({ realCents: 20_00, bonusCents: 10_00 - premium + skin.priceCents });
    await ledger.assertInvariants();
  });

  it('a bonus-balance loss is given its second life with bonus balance only', async () => {
    const fay = await player('SlFay', 5_00);
    await platform.services.ledger.deposit({ userId: fay.id, amountCents: 30_00, key: `bonus-${fay.id}`, bonus: true });
    const lost = await settledBet(fay.id, { source: 'BONUS', stakeCents: 15_00 });
    const premium = secondLifePremiumCents(15_00, 5000);
    await aimNext(fay, secondLifeChance(15_00, premium), true);
    const answer = (await play(fay, { betId: lost, chanceBasisPoints: 5000 })).json() as SecondLifeAnswer;
    expect(answer).toMatchObject({ won: true, recoveredCents: 15_00 });
    const bonusAfterWin = 30_00 - 15_00 - premium + 15_00;
    expect(await balances(fay.id)).toEqual({ realCents: 5_00, bonusCents: bonusAfterWin });
    // A bonus premium the bonus balance cannot pay is refused even with real money on the account.
    const lost2 = await settledBet(fay.id, { source: 'BONUS', stakeCents: 15_00 });
    await settledBet(fay.id, { source: 'BONUS', stakeCents: bonusAfterWin - 15_00 - 1, payoutCents: 0 });
    expect(await refusal(await play(fay, { betId: lost2, chanceBasisPoints: 5000 }))).toEqual({
      key: 'USER.LOW_BALANCE',
      args: [],
    });
    expect(await balances(fay.id)).toEqual({ realCents: 5_00, bonusCents: 1 });
  });
});

describe('second life races', () => {
  it('answers a repeated key with the stored result and charges once, even when the repeats race', async () => {
    const gil = await player('SlGil', 30_00);
    const lost = await settledBet(gil.id, { stakeCents: 10_00 });
    const key = randomUUID();
    const body = { betId: lost, chanceBasisPoints: 4000 };
    const answers = await Promise.all([play(gil, body, key), play(gil, body, key), play(gil, body, key)]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    const first = answers[0]!.json();
    for (const a of answers) expect(a.json()).toEqual(first);
    const again = await play(gil, body, key);
    expect(again.json()).toEqual(first);
    // The same key with another body is a conflict.
    expect((await refusal(await play(gil, { ...body, chanceBasisPoints: 4100 }, key))).key).toBe(
      'GLOBAL.IDEMPOTENCY_CONFLICT',
    );
    expect(await secondLives(gil.id)).toHaveLength(1);
    const premium = secondLifePremiumCents(10_00, 4000);
    expect(await balances(gil.id)).toEqual({ realCents: 20_00 - premium + (first.won ? 10_00 : 0), bonusCents: 0 });
  });

  it('two parallel second lives of one loss: one wins the race, the other is ALREADY_USED', async () => {
    const hal = await player('SlHal', 50_00);
    const lost = await settledBet(hal.id, { stakeCents: 20_00 });
    const answers = await Promise.all([
      play(hal, { betId: lost, chanceBasisPoints: 3000 }),
      play(hal, { betId: lost, chanceBasisPoints: 6000 }),
      play(hal, { betId: lost, chanceBasisPoints: 7500 }),
    ]);
    const ok = answers.filter((a) => a.statusCode === 200);
    expect(ok).toHaveLength(1);
    for (const a of answers.filter((x) => x.statusCode !== 200))
      expect(a.json().error.key).toBe('SECOND_LIFE.ALREADY_USED');
    const answer = ok[0]!.json() as SecondLifeAnswer;
    expect(await secondLives(hal.id)).toHaveLength(1);
    const bets = await queryRows<{ id: string }>(
      em(),
      `select id from bets where user_id = ? and game = 'second-life'`,
      [hal.id],
    );
    expect(bets.map((b) => b.id)).toEqual([answer.betId]);
    expect(await balances(hal.id)).toEqual({
      realCents: 30_00 - answer.premiumCents + answer.recoveredCents,
      bonusCents: 0,
    });
    await platform.services.ledger.assertInvariants();
  });
});

describe('second life history', () => {
  it("lists a player's second lives, own and public, newest first", async () => {
    const ivy = await player('SlIvy', 50_00);
    const a = await settledBet(ivy.id, { stakeCents: 10_00 });
    const b = await settledBet(ivy.id, { stakeCents: 12_00, game: 'jackpot' });
    const one = (await play(ivy, { betId: a, chanceBasisPoints: 1000 })).json() as SecondLifeAnswer;
    const two = (await play(ivy, { betId: b, chanceBasisPoints: 2000 })).json() as SecondLifeAnswer;
    const own = await platform.app.inject({
      method: 'GET',
      url: '/api/users/current/second-lives?pageSize=1',
      headers: { authorization: ivy.auth },
    });
    expect(own.json()).toMatchObject({ total: 2, page: 1, pageSize: 1 });
    expect(own.json().items).toEqual([
      {
        betId: two.betId,
        originalBetId: b,
        originalGame: 'jackpot',
        lostStakeCents: 12_00,
        chanceBasisPoints: 2000,
        premiumCents: two.premiumCents,
        chance: two.chance,
        float: two.float,
        won: two.won,
        recoveredCents: two.recoveredCents,
        createdAt: expect.any(Number),
      },
    ]);
    const pub = (
      await platform.app.inject({ method: 'GET', url: `/api/users/${ivy.id}/second-lives?page=2&pageSize=1` })
    ).json();
    expect(pub.items.map((i: { betId: string }) => i.betId)).toEqual([one.betId]);
    const unknown = await platform.app.inject({ method: 'GET', url: `/api/users/${randomUUID()}/second-lives` });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.key).toBe('USER.NOT_FOUND');
  });
});
