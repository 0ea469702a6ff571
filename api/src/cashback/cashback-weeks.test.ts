import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CASHBACK_RULES } from '@arena/schemas';
import { jobClock } from '../jobs';
import { type TestPlatform, startTestPlatform } from '../testing/test-platform';
import { DAY, PAYDAY, W, cashbackCalls, refusal } from './cashback-testing';
import { runCashbackJob } from './index';

const realNow = jobClock.now;
let platform: TestPlatform;
let calls: ReturnType<typeof cashbackCalls>;

beforeAll(async () => {
  platform = await startTestPlatform();
  calls = cashbackCalls(platform);
}, 120_000);
afterEach(() => {
  jobClock.now = realNow;
});
afterAll(async () => {
  await platform.services.ledger.assertInvariants();
  await platform.close();
});

/** Runs the job at `atMs` (the clock moved there) and answers the rewards of week W(n), sorted by amount. */
async function payday(n: number, atMs = PAYDAY(n)) {
  jobClock.now = () => atMs;
  const report = await runCashbackJob(platform.services, atMs);
  const week = report.weeks.find((w) => w.weekStart === W(n));
  expect(week, `week ${n} computed at ${new Date(atMs).toISOString()}`).toBeDefined();
  expect(report.weeks.at(-1)?.weekStart).toBe(W(n));
  return week!.rewards
    .map(({ userId, level, netLossCents, amountCents }) => ({ userId, level, netLossCents, amountCents }))
    .sort((a, b) => a.amountCents - b.amountCents);
}

describe('weekly cashback, hand-computed over seven weeks', () => {
  it('rises and decays with deposits, pays rate × net loss once per week, refuses late and repeated claims', async () => {
    const ann = await platform.signInPlayer('cb-ann');
    const bob = await platform.signInPlayer('cb-bob');
    // Everything happens in chronological order so balances allow each stake.
    // W0: Ann deposits $250 (→ level 3 in W1-W2) and loses $40 at level 1 → floor(4000 × 15/600) = 100.
    await calls.depositAt(ann.id, 250_00, W(0) + DAY);
    await calls.betAt(ann.id, W(0) + 2 * DAY, 40_00, { payoutCents: 0 });
    // Bob deposits $20 (no level step) and wins: nothing.
    await calls.depositAt(bob.id, 20_00, W(0) + DAY);
    await calls.betAt(bob.id, W(0) + 2 * DAY, 5_00, { payoutCents: 9_00 });
    // W1: Ann (level 3) deposits $100 (renewed: 3 + 1 = 4 in W2-W3) and loses $100 − $20 = $80 on real money;
    // a refunded bet, a bonus-money bet and a jackpot bet count nothing. floor(8000 × 17/600) = 226.
    await calls.depositAt(ann.id, 100_00, W(1) + DAY);
    await platform.services.ledger.deposit({ userId: ann.id, amountCents: 50_00, key: 'cb-ann-bonus', bonus: true });
    await calls.betAt(ann.id, W(1) + 2 * DAY, 100_00, { payoutCents: 20_00 });
    await calls.betAt(ann.id, W(1) + 2 * DAY, 200_00, 'refund');
    await calls.betAt(ann.id, W(1) + 2 * DAY, 50_00, { payoutCents: 0 }, { source: 'BONUS' });
    await calls.betAt(ann.id, W(1) + 2 * DAY, 30_00, { payoutCents: 0 }, { game: 'jackpot' });
    // Bob loses $1 at level 1: floor(100 × 15/600) = 2.
    await calls.betAt(bob.id, W(1) + 3 * DAY, 1_00, { payoutCents: 0 });
    // W2: Ann (level 4) wins $15 net; Bob breaks even: nothing for either.
    await calls.betAt(ann.id, W(2) + DAY, 10_00, { payoutCents: 25_00 });
    await calls.betAt(bob.id, W(2) + DAY, 5_00, { payoutCents: 5_00 });
    // W3: Ann (still level 4, the W1 renewal's second week) loses $123.45: floor(12345 × 18/600) = 370.
    await calls.betAt(ann.id, W(3) + DAY, 123_45, { payoutCents: 0 });
    // A bet placed at the very end of W3 that settles in W4 counts in W4.
    await calls.betAt(ann.id, W(4) - 1_000, 8_00, { payoutCents: 0 }, { endMs: W(4) + 30_000 });
    // W4: Ann is back at level 1 (no renewal in W2 or W3); even on $50: W4's net loss is the $8, floor(800 × 15/600) = 20.
    await calls.betAt(ann.id, W(4) + DAY, 50_00, { payoutCents: 50_00 });
    // W5: Ann deposits $700: min(7, 1 + 7) = 7 in W6-W7. W6: she loses $100 at 3.5% = 350.
    await calls.depositAt(ann.id, 700_00, W(5) + 3 * DAY);
    await calls.betAt(ann.id, W(6) + DAY, 200_00, { payoutCents: 100_00 });

    // Before W0's payday nothing is due; the view shows the running week.
    jobClock.now = () => W(0) + 3 * DAY;
    expect((await runCashbackJob(platform.services, W(0) + 3 * DAY)).weeks.some((w) => w.weekStart === W(0))).toBe(
      false,
    );
    expect(await calls.summary(ann.auth)).toMatchObject({
      level: 1,
      ratePercent: 2.5,
      levelValidUntil: null,
      week: { start: W(0), end: W(1) },
      depositedThisWeekCents: 250_00,
      nextWeekLevel: 3,
      nextLevelNeedsCents: 50_00,
      currentNetLossCents: 40_00,
      currentEstimateCents: 1_00,
      nextPayoutAt: PAYDAY(0),
      claimable: [],
    });

    expect(await payday(0)).toEqual([{ userId: ann.id, level: 1, netLossCents: 40_00, amountCents: 1_00 }]);
    // A second pass and a restarted process compute nothing again.
    expect((await runCashbackJob(platform.services, PAYDAY(0))).weeks).toEqual([]);
    jobClock.now = () => PAYDAY(0) + 3_600_000;
    const w0 = (await calls.summary(ann.auth)).claimable;
    expect(w0).toEqual([
      expect.objectContaining({
        weekStart: W(0),
        weekEnd: W(1),
        level: 1,
        netLossCents: 40_00,
        amountCents: 1_00,
        availableAt: PAYDAY(0),
        expiresAt: PAYDAY(0) + 5 * DAY,
        status: 'CLAIMABLE',
      }),
    ]);
    expect(refusal(await calls.claim(bob.auth, w0[0]!.id))).toEqual({ status: 404, key: 'CASHBACK.NOT_FOUND' });
    const paid = await calls.claim(ann.auth, w0[0]!.id);
    expect(paid.statusCode, paid.body).toBe(200);
    // Bonus balance: $50 bonus − $50 lost bonus bet + $1.00 cashback.
    expect(paid.json()).toMatchObject({
      reward: { status: 'CLAIMED', claimedAt: PAYDAY(0) + 3_600_000 },
      bonusBalanceCents: 1_00,
    });
    expect(refusal(await calls.claim(ann.auth, w0[0]!.id))).toEqual({ status: 409, key: 'CASHBACK.ALREADY_CLAIMED' });

    // Mid-W1: level 3 from W0's $250, valid through W2; W1's $100 makes next week 4.
    jobClock.now = () => W(1) + 3 * DAY;
    expect(await calls.summary(ann.auth)).toMatchObject({
      level: 3,
      levelValidUntil: W(3),
      depositedThisWeekCents: 100_00,
      nextWeekLevel: 4,
      nextLevelNeedsCents: 100_00,
      currentNetLossCents: 80_00,
      currentEstimateCents: 2_26,
    });
    expect((await calls.summary(ann.auth)).ratePercent).toBeCloseTo(2.8333, 4);
    expect(await calls.cachedLevel(ann.auth)).toBe(3);

    expect(await payday(1)).toEqual([
      { userId: bob.id, level: 1, netLossCents: 1_00, amountCents: 2 },
      { userId: ann.id, level: 3, netLossCents: 80_00, amountCents: 2_26 },
    ]);
    const w1 = (await calls.summary(ann.auth)).claimable.find((r) => r.weekStart === W(1))!;
    const bobW1 = (await calls.summary(bob.auth)).claimable[0]!;
    // The window is 5 days: Bob claims a millisecond before it closes, Ann right at the close is refused.
    jobClock.now = () => PAYDAY(1) + 5 * DAY - 1;
    expect((await calls.claim(bob.auth, bobW1.id)).statusCode).toBe(200);
    jobClock.now = () => PAYDAY(1) + 5 * DAY;
    expect(refusal(await calls.claim(ann.auth, w1.id))).toEqual({ status: 410, key: 'CASHBACK.EXPIRED' });
    expect((await calls.summary(ann.auth)).history.find((r) => r.id === w1.id)?.status).toBe('EXPIRED');

    expect(await payday(2)).toEqual([]);
    expect(await payday(3)).toEqual([{ userId: ann.id, level: 4, netLossCents: 123_45, amountCents: 3_70 }]);
    jobClock.now = () => PAYDAY(3) + 2 * DAY;
    const w3 = (await calls.summary(ann.auth)).claimable[0]!;
    expect((await calls.claim(ann.auth, w3.id)).json()).toMatchObject({ bonusBalanceCents: 1_00 + 3_70 });

    expect(await payday(4)).toEqual([{ userId: ann.id, level: 1, netLossCents: 8_00, amountCents: 20 }]);
    expect(await calls.cachedLevel(ann.auth)).toBe(1);
    expect(await payday(5)).toEqual([]);
    expect(await payday(6)).toEqual([{ userId: ann.id, level: 7, netLossCents: 100_00, amountCents: 3_50 }]);
    // The job refreshed the cached level of W7 (still 7, the W5 deposit's second week).
    expect(await calls.cachedLevel(ann.auth)).toBe(7);

    jobClock.now = () => PAYDAY(6) + 3_600_000;
    const late = await calls.summary(ann.auth);
    expect(late).toMatchObject({ level: 7, ratePercent: 3.5, nextLevelNeedsCents: null, levelValidUntil: W(8) });
    expect(late.history.map((r) => [(r.weekStart - W(0)) / CASHBACK_RULES.periodMs, r.amountCents, r.status])).toEqual([
      [6, 3_50, 'CLAIMABLE'],
      [4, 20, 'EXPIRED'],
      [3, 3_70, 'CLAIMED'],
      [1, 2_26, 'EXPIRED'],
      [0, 1_00, 'CLAIMED'],
    ]);
    expect(late.claimable.map((r) => r.amountCents)).toEqual([3_50]);
    expect((await calls.claim(ann.auth, late.claimable[0]!.id)).json()).toMatchObject({
      bonusBalanceCents: 1_00 + 3_70 + 3_50,
    });
    expect(await calls.balances(bob.id)).toEqual({ realCents: 20_00 + 4_00 - 1_00, bonusCents: 2 });

    // Exactly one CASHBACK transfer per claim, each from the house to a bonus balance.
    const transfers = await calls.em().execute(
      `select t.idempotency_key, sum(e.amount) as total, count(*) as legs from ledger_transfers t join ledger_entries e on e.transfer_id = t.id
       where t.operation = 'CASHBACK' group by t.id, t.idempotency_key order by t.id`,
    );
    expect(transfers.map((t) => [Number(t.total), Number(t.legs)])).toEqual([
      [0, 2],
      [0, 2],
      [0, 2],
      [0, 2],
    ]);
    expect(await platform.services.ledger.checkInvariants()).toMatchObject({ ok: true });
  });

  it('answers GLOBAL.FORBIDDEN without a session and GLOBAL.BAD_REQUEST for a malformed id', async () => {
    const { auth } = await platform.signInPlayer('cb-stranger');
    expect(refusal(await platform.app.inject({ method: 'GET', url: '/api/cashback' }))).toMatchObject({
      status: 403,
      key: 'GLOBAL.FORBIDDEN',
    });
    expect(refusal(await calls.claim(auth, 'abc'))).toMatchObject({ status: 400, key: 'GLOBAL.BAD_REQUEST' });
    expect(refusal(await calls.claim(auth, 999_999))).toEqual({ status: 404, key: 'CASHBACK.NOT_FOUND' });
  });
});
