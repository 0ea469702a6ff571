import type { SqlEntityManager } from '@mikro-orm/sql';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  type FairBetAnswer,
  type FairSeedsAnswer,
  WHEEL_FAIR_GAME,
  WHEEL_SEGMENTS_CENTS,
  commitServerSeed,
  seededVerifier,
  wheelSpin,
} from '@arena/schemas';
import { execute, queryRows } from '../db/sql';
import { jobClock } from '../jobs';
import { type TestPlatform, startTestPlatform } from '../testing/test-platform';
import { bonusCalls, refusal } from './bonus-testing';

const DAY = 24 * 3_600_000;
const realNow = jobClock.now;
let platform: TestPlatform;
let calls: ReturnType<typeof bonusCalls>;
const em = () => platform.services.orm.em.fork() as SqlEntityManager;

beforeAll(async () => {
  platform = await startTestPlatform();
  calls = bonusCalls(platform);
});
afterEach(() => {
  jobClock.now = realNow;
});
afterAll(async () => {
  await platform.services.ledger.assertInvariants();
  await platform.close();
});

describe('wheel of fortune eligibility (docs/product-rules.md §5)', () => {
  it('refuses each unmet condition with its key, and the status lists them all in order', async () => {
    const { auth, id } = await platform.signInPlayer('wheel-conditions');
    const deposit = { key: 'PROMOCODE.WHEEL_DEPOSIT_NEEDED', args: ['1.00', 5] };
    expect(refusal(await calls.spin(auth))).toEqual({ status: 400, ...deposit });

    // Bonus money is not a deposit; neither is a deposit older than five days; 99 cents is one short.
    await platform.services.ledger.deposit({ userId: id, amountCents: 50_00, key: 'wheel-bonus-money', bonus: true });
    const old = await platform.services.ledger.deposit({ userId: id, amountCents: 50_00, key: 'wheel-old-deposit' });
    await execute(em(), `update ledger_transfers set created_at = ? where id = ?`, [
      new Date(Date.now() - 5 * DAY - 60_000),
      old.transferId,
    ]);
    await platform.services.ledger.deposit({ userId: id, amountCents: 99, key: 'wheel-99' });
    expect(refusal(await calls.spin(auth)).key).toBe(deposit.key);

    await calls.setFacts(auth, { banned: true, inCommunityGroup: false, steamLevel: 4, gameHours: 99 });
    expect((await calls.status(auth)).wheel.reasons).toEqual([
      { key: 'PROMOCODE.REFERRAL_BANNED', args: [] },
      { key: 'PROMOCODE.GROUP_NOT_FOLLOWED', args: [] },
      { key: 'PROMOCODE.LEVEL', args: [5] },
      { key: 'PROMOCODE.GAME_HOURS', args: [100] },
      deposit,
    ]);
    expect(refusal(await calls.spin(auth))).toEqual({ status: 400, key: 'PROMOCODE.REFERRAL_BANNED', args: [] });
    await calls.setFacts(auth, { banned: false });
    expect(refusal(await calls.spin(auth))).toEqual({ status: 400, key: 'PROMOCODE.GROUP_NOT_FOLLOWED', args: [] });
    // Joining the group is not enough: the messaging channel too.
    await calls.setFacts(auth, { inCommunityGroup: true, followsChannel: false });
    expect(refusal(await calls.spin(auth))).toEqual({ status: 400, key: 'PROMOCODE.GROUP_NOT_FOLLOWED', args: [] });
    await calls.setFacts(auth, { followsChannel: true });
    expect(refusal(await calls.spin(auth))).toEqual({ status: 400, key: 'PROMOCODE.LEVEL', args: [5] });
    await calls.setFacts(auth, { steamLevel: 5 });
    expect(refusal(await calls.spin(auth))).toEqual({ status: 400, key: 'PROMOCODE.GAME_HOURS', args: [100] });
    await calls.setFacts(auth, { gameHours: 100 });
    expect(refusal(await calls.spin(auth))).toEqual({ status: 400, ...deposit });

    await platform.services.ledger.deposit({ userId: id, amountCents: 1, key: 'wheel-1' });
    const status = await calls.status(auth);
    expect(status.wheel).toMatchObject({
      reasons: [],
      nextAt: null,
      lastSpin: null,
      segmentsCents: [...WHEEL_SEGMENTS_CENTS],
    });
    expect(status.wheel.conditions).toEqual({
      minDepositCents: 100,
      depositWindowDays: 5,
      minSteamLevel: 5,
      minGameHours: 100,
    });
    const spun = await calls.spin(auth);
    expect(spun.statusCode, spun.body).toBe(200);
    expect(await calls.bonusCents(id)).toBe(50_00 + spun.json().prizeCents);
    expect(refusal(await calls.spin())).toMatchObject({ status: 403, key: 'GLOBAL.FORBIDDEN' });
  });
});

describe('spinning', () => {
  it('lands on the segment its seeds give, pays that prize once, shows on /fair, then waits a day', async () => {
    const base = Date.now();
    jobClock.now = () => base;
    const { auth, id } = await platform.signInPlayer('wheel-spinner', 1_00);
    const seeds = (
      await platform.app.inject({ method: 'GET', url: '/api/fair/seeds', headers: { authorization: auth } })
    ).json() as FairSeedsAnswer;
    const response = await calls.spin(auth);
    expect(response.statusCode, response.body).toBe(200);
    const spin = response.json();
    expect(spin).toMatchObject({
      serverSeedHash: seeds.serverSeedHash,
      clientSeed: seeds.clientSeed,
      nonce: seeds.nonce,
      claimedAt: base,
      nextAt: base + DAY,
    });
    expect(spin.prizeCents).toBe(WHEEL_SEGMENTS_CENTS[spin.segment]);
    expect(await calls.bonusCents(id)).toBe(spin.prizeCents);
    expect(await calls.transfers(id, 'BONUS_WHEEL')).toEqual([['wheel:1', spin.prizeCents]]);
    expect((await calls.status(auth)).wheel).toMatchObject({ nextAt: base + DAY, lastSpin: spin });

    // The fairness center has the spin; after rotating, anyone recomputes it from the revealed seed.
    const bet = (
      await platform.app.inject({ method: 'GET', url: `/api/fair/bets/${spin.spinId}` })
    ).json() as FairBetAnswer;
    expect(bet).toMatchObject({
      game: WHEEL_FAIR_GAME,
      nonce: spin.nonce,
      params: {},
      outcome: { segment: spin.segment, prizeCents: spin.prizeCents },
      serverSeed: null,
    });
    const rotated = await platform.app.inject({
      method: 'POST',
      url: '/api/fair/seeds/rotate',
      headers: { authorization: auth },
      payload: {},
    });
    expect(rotated.statusCode, rotated.body).toBe(200);
    const revealed = (
      await platform.app.inject({ method: 'GET', url: `/api/fair/bets/${spin.spinId}` })
    ).json() as FairBetAnswer;
    expect(commitServerSeed(revealed.serverSeed!)).toBe(spin.serverSeedHash);
    const seedsOfSpin = { serverSeed: revealed.serverSeed!, clientSeed: spin.clientSeed, nonce: spin.nonce };
    expect(wheelSpin(seedsOfSpin)).toEqual({ segment: spin.segment, prizeCents: spin.prizeCents });
    expect(seededVerifier(WHEEL_FAIR_GAME)!.outcome(seedsOfSpin, {})).toEqual(revealed.outcome);

    jobClock.now = () => base + DAY - 1;
    expect(refusal(await calls.spin(auth))).toEqual({
      status: 400,
      key: 'PROMOCODE.DAILY_BONUS_WAIT',
      args: [new Date(base + DAY).toISOString()],
    });
    jobClock.now = () => base + DAY;
    const second = await calls.spin(auth);
    expect(second.statusCode, second.body).toBe(200);
    // The next spin uses the new pair's first nonce.
    expect(second.json()).toMatchObject({ nonce: 0, claimedAt: base + DAY });
    expect((await calls.transfers(id, 'BONUS_WHEEL')).map(([key]) => key)).toEqual(['wheel:1', 'wheel:2']);
    expect(await calls.bonusCents(id)).toBe(spin.prizeCents + second.json().prizeCents);
  });

  it('spins and pays once when the same player spins five times at once', async () => {
    const { auth, id } = await platform.signInPlayer('wheel-racer', 1_00);
    const answers = await Promise.all(Array.from({ length: 5 }, () => calls.spin(auth)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400, 400, 400, 400]);
    expect(answers.filter((a) => a.statusCode === 400).map((a) => refusal(a).key)).toEqual(
      Array(4).fill('PROMOCODE.DAILY_BONUS_WAIT'),
    );
    const won = answers.find((a) => a.statusCode === 200)!.json().prizeCents as number;
    expect(await calls.transfers(id, 'BONUS_WHEEL')).toEqual([['wheel:1', won]]);
    expect(await calls.bonusCents(id)).toBe(won);
    const recorded = await queryRows(
      em(),
      `select fb.bet_id from fair_bets fb join fair_seed_pairs p on p.id = fb.pair_id where p.user_id = ? and fb.game = ?`,
      [id, WHEEL_FAIR_GAME],
    );
    expect(recorded).toHaveLength(1);
  });
});
