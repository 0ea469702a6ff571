import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CASHBACK_RULES } from '@arena/schemas';
import { jobClock } from '../jobs';
import { createApiPlatform } from '../platform';
import { type TestPlatform, startTestPlatform } from '../testing/test-platform';
import { DAY, PAYDAY, W, cashbackCalls } from './cashback-testing';
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

describe('cashback pays once', () => {
  it('computes a week once across parallel passes and a restarted process, and a double claim pays once', async () => {
    const eve = await platform.signInPlayer('cb-eve');
    await calls.depositAt(eve.id, 100_00, W(0) + DAY); // level 2 in W1-W2
    await calls.betAt(eve.id, W(1) + DAY, 60_00, { payoutCents: 0 }); // floor(6000 × 16/600) = 160

    const restarted = await createApiPlatform(platform.config, platform.db.orm, { logger: false });
    try {
      const passes = await Promise.all([
        runCashbackJob(platform.services, PAYDAY(1)),
        runCashbackJob(platform.services, PAYDAY(1)),
        runCashbackJob(restarted.services, PAYDAY(1)),
      ]);
      const computed = passes.flatMap((p) => p.weeks).filter((w) => w.weekStart === W(1));
      expect(computed).toHaveLength(1);
      expect(computed[0]!.rewards).toEqual([{ userId: eve.id, level: 2, netLossCents: 60_00, amountCents: 1_60 }]);
      expect((await runCashbackJob(restarted.services, PAYDAY(1) + DAY)).weeks).toEqual([]);
    } finally {
      await restarted.close();
    }
    const rows = await calls.em().execute(`select id from cashback_rewards where user_id = ?`, [eve.id]);
    expect(rows).toHaveLength(1);

    jobClock.now = () => PAYDAY(1) + DAY;
    const id = Number((rows[0] as { id: number }).id);
    const answers = await Promise.all([
      calls.claim(eve.auth, id),
      calls.claim(eve.auth, id),
      calls.claim(eve.auth, id),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409]);
    expect(answers.filter((a) => a.statusCode === 409).map((a) => a.json().error.key)).toEqual([
      'CASHBACK.ALREADY_CLAIMED',
      'CASHBACK.ALREADY_CLAIMED',
    ]);
    expect((await calls.balances(eve.id)).bonusCents).toBe(1_60);
    const transfers = await calls
      .em()
      .execute(`select count(*) as n from ledger_transfers where operation = 'CASHBACK' and user_id = ?`, [eve.id]);
    expect(Number((transfers[0] as { n: number }).n)).toBe(1);
    expect(await platform.services.ledger.checkInvariants()).toMatchObject({ ok: true, violations: [] });
  });

  it('after downtime computes the missed weeks with a fresh 5-day window, but not weeks older than the catch-up', async () => {
    const fay = await platform.signInPlayer('cb-fay');
    // W3 is long past its catch-up when the job comes back at W(9) + 1 day; W6 and W7 are within it.
    await calls.depositAt(fay.id, 30_00, W(3));
    await calls.betAt(fay.id, W(3) + DAY, 10_00, { payoutCents: 0 });
    await calls.betAt(fay.id, W(6) + DAY, 4_00, { payoutCents: 0 }); // floor(400 × 15/600) = 10
    await calls.betAt(fay.id, W(7) + DAY, 8_00, { payoutCents: 0 }); // 20
    const back = W(9) + DAY;
    expect(back - PAYDAY(6)).toBeLessThan(CASHBACK_RULES.catchUpWeeks * CASHBACK_RULES.periodMs);
    expect(back - PAYDAY(3)).toBeGreaterThan(CASHBACK_RULES.catchUpWeeks * CASHBACK_RULES.periodMs);
    const report = await runCashbackJob(platform.services, back);
    const fays = report.weeks.flatMap((w) =>
      w.rewards
        .filter((r) => r.userId === fay.id)
        .map((r) => [(w.weekStart - W(0)) / CASHBACK_RULES.periodMs, r.amountCents]),
    );
    expect(fays).toEqual([
      [6, 10],
      [7, 20],
    ]);
    jobClock.now = () => back;
    const summary = await calls.summary(fay.auth);
    // Computed late: claimable from when it was computed, for 5 days from then.
    expect(summary.claimable.map((r) => [r.amountCents, r.availableAt, r.expiresAt])).toEqual([
      [10, back, back + 5 * DAY],
      [20, back, back + 5 * DAY],
    ]);
  });
});
