import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PartnersStatsAnswer, REFERRAL_RULES, revsharePeriodStart, type BetGameId } from '@arena/schemas';
import { type TestPlatform, startTestPlatform } from '../testing/test-platform';
import { applyReferralCode, runReferralJob } from './index';
import { type Player, referralCalls } from './referral-testing';

let platform: TestPlatform;
let calls: ReturnType<typeof referralCalls>;
const WEEK = REFERRAL_RULES.revsharePeriodMs;
const DAY = WEEK / 7;
const currentWeek = revsharePeriodStart(Date.now());
/** Six weeks back: W(0)…W(5) have all ended. */
const W = (n: number) => currentWeek - 6 * WEEK + n * WEEK;
/** A moment past the last closed week's grace hour, and past every deposit's settle delay. */
const jobNow = () =>
  Math.max(Date.now() + REFERRAL_RULES.depositSettleMs + 1_000, currentWeek + 2 * REFERRAL_RULES.revshareGraceMs);

beforeAll(async () => {
  platform = await startTestPlatform();
  calls = referralCalls(platform);
}, 120_000);
afterAll(async () => {
  await platform.services.ledger.assertInvariants();
  await platform.close();
});

async function linkedSince(referrer: Player, name: string, linkedAtMs: number): Promise<Player> {
  const player = await calls.player(name);
  await applyReferralCode(platform.services, player.id, referrer.code);
  await calls
    .em()
    .execute(`update referral_links set linked_at = ? where referred_id = ?`, [new Date(linkedAtMs), player.id], 'run');
  return player;
}

/** A settled bet placed at `atMs` and ended a minute later. */
async function betAt(
  userId: string,
  atMs: number,
  stakeCents: number,
  payoutCents: number,
  options: { game?: BetGameId; source?: 'REAL' | 'BONUS' } = {},
) {
  const betId = await calls.bet(userId, stakeCents, { payoutCents }, options.source ?? 'REAL', options.game);
  await calls
    .em()
    .execute(
      `update bets set created_at = ?, ended_at = ? where id = ?`,
      [new Date(atMs), new Date(atMs + 60_000), betId],
      'run',
    );
}

describe('weekly revshare', () => {
  it('pays 50% of each week’s house result after making up losing weeks, once', async () => {
    const host = await calls.player('rs-host');
    const guest = await linkedSince(host, 'rs-guest', W(0) - DAY);
    const host2 = await calls.player('rs-host-2');
    const guest2 = await linkedSince(host2, 'rs-guest-2', W(1));
    await calls.deposit(guest.id, 200_00);
    await calls.deposit(guest2.id, 10_00);
    await platform.services.ledger.deposit({ userId: guest.id, amountCents: 5_00, key: 'rs-bonus', bonus: true });

    await betAt(guest.id, W(0) + DAY, 10_00, 0); // +$10
    await betAt(guest.id, W(0) + DAY, 5_00, 0, { game: 'jackpot' }); // left out
    await betAt(guest.id, W(0) - 2 * DAY, 7_00, 0); // placed before the link: left out
    await betAt(guest.id, W(0) + 2 * DAY, 5_00, 0, { source: 'BONUS' }); // bonus money: left out
    await betAt(guest.id, W(1) + DAY, 10_00, 40_00); // −$30
    // W(2): nothing played; the carry waits.
    await betAt(guest.id, W(3) + 6 * DAY, 10_00, 0); // +$10
    await betAt(guest.id, W(4), 50_00, 0); // +$50
    await betAt(guest2.id, W(1) + 3 * DAY, 7_01, 0); // +$7.01 for host 2

    const passes = await Promise.all([
      runReferralJob(platform.services, jobNow()),
      runReferralJob(platform.services, jobNow()),
    ]);
    // On Postgres the two passes really interleave: each week is claimed by one, and a pass reaches week n + 1 only after
    // week n committed, so every carry is read from a finished week.
    const paid = passes.flatMap((p) => p.revshare).sort((a, b) => a.periodStart - b.periodStart);
    // Weeks W(-1) (the link's) to W(5), each once.
    expect(paid.map((p) => p.periodStart)).toEqual([W(-1), W(0), W(1), W(2), W(3), W(4), W(5)]);
    const rows = paid.flatMap((p) => p.payouts.map((payout) => ({ week: (p.periodStart - W(0)) / WEEK, ...payout })));
    expect(rows).toEqual(
      [
        { week: 0, referrerId: host.id, revenueCents: 10_00, carryInCents: 0, revshareCents: 5_00, carryOutCents: 0 },
        {
          week: 1,
          referrerId: host.id,
          revenueCents: -30_00,
          carryInCents: 0,
          revshareCents: 0,
          carryOutCents: -30_00,
        },
        { week: 1, referrerId: host2.id, revenueCents: 7_01, carryInCents: 0, revshareCents: 3_50, carryOutCents: 0 },
        {
          week: 3,
          referrerId: host.id,
          revenueCents: 10_00,
          carryInCents: -30_00,
          revshareCents: 0,
          carryOutCents: -20_00,
        },
        {
          week: 4,
          referrerId: host.id,
          revenueCents: 50_00,
          carryInCents: -20_00,
          revshareCents: 15_00,
          carryOutCents: 0,
        },
      ].sort((a, b) => a.week - b.week || (a.referrerId < b.referrerId ? -1 : 1)),
    );
    // Real balance: $5 + $15 of revshare; the 20% deposit share went to the bonus balance.
    expect(await calls.balances(host.id)).toEqual({ realCents: 20_00, bonusCents: 40_00 });
    expect((await calls.balances(host2.id)).realCents).toBe(3_50);
    expect((await runReferralJob(platform.services, jobNow())).revshare).toEqual([]);

    const stats = (await calls.get('/api/partners/stats', host.auth)).json() as PartnersStatsAnswer;
    expect(stats).toMatchObject({
      referrals: 1,
      qualified: 1,
      depositsCents: 200_00,
      revenueCents: 40_00,
      revshareCents: 20_00,
      revsharePercent: 50,
      carryCents: 0,
      current: { periodStart: revsharePeriodStart(Date.now()), revenueCents: 0 },
    });
    expect(
      stats.history.map((h) => [(h.periodStart - W(0)) / WEEK, h.revenueCents, h.revshareCents, h.carryOutCents]),
    ).toEqual([
      [4, 50_00, 15_00, 0],
      [3, 10_00, 0, -20_00],
      [1, -30_00, 0, -30_00],
      [0, 10_00, 5_00, 0],
    ]);
    expect((await calls.summary(host.auth)).earnings).toEqual({
      skinsCents: 10,
      depositShareCents: 40_00,
      revshareCents: 20_00,
    });
  });

  it('counts the running week live on /partners and pays it only after it ends', async () => {
    const host = await calls.player('rs-live-host');
    const guest = await calls.player('rs-live-guest');
    await applyReferralCode(platform.services, guest.id, host.code);
    await calls.deposit(guest.id, 5_00);
    await calls.bet(guest.id, 4_00, { payoutCents: 1_00 });
    expect((await runReferralJob(platform.services, jobNow())).revshare).toEqual([]);
    const stats = (await calls.get('/api/partners/stats', host.auth)).json() as PartnersStatsAnswer;
    expect(stats).toMatchObject({ revenueCents: 3_00, revshareCents: 0, current: { revenueCents: 3_00 }, history: [] });
  });
});
