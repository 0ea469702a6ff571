import type { SqlEntityManager } from '@mikro-orm/sql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type LeaderboardAnswer,
  type TopAnswer,
  type TopPeriod,
  LEADERBOARD_RULES,
  leaderboardPeriod,
  leaderboardPeriodAt,
} from '@arena/schemas';
import { queryRows } from '../db/sql';
import { jobClock } from '../jobs';
import { itemsPricedBetween } from '../testing/commerce-test-app';
import { type TestPlatform, startTestPlatform } from '../testing/test-platform';
import { type PlayedBet, type SimBet, fund, playBet } from './leaderboard-testing';
import { referenceStandings, referenceTop } from './leaderboard-reference';
import { foldSettledBets } from './fold';
import { payLeaderboardPrizes } from './prizes';

/**
 * Leaderboard and /top against the plain reference computation over random bets (seeded, so a failure replays):
 * every source and ending, stakes around the lucky minimum, times on an hourly grid and payouts from a small set so
 * that every tie-break is exercised. Exact equality of ids, ranks and cents.
 */

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const WEEKS = 3;

function mulberry32(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

let t: TestPlatform;
const players: { id: string; auth: string }[] = [];
const bets: PlayedBet[] = [];
const first = leaderboardPeriodAt(Date.UTC(2026, 9, 7)).index;
const base = leaderboardPeriod(first).startsAt;
const realNow = jobClock.now;

beforeAll(async () => {
  t = await startTestPlatform();
  for (let i = 0; i < 12; i++) {
    const p = await t.signInPlayer(`ref${i}`);
    await fund(t.services, p.id);
    players.push(p);
  }
  const random = mulberry32(20261216);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const skins = itemsPricedBetween(100, 2_000, 3);
  for (let i = 0; i < 260; i++) {
    const source = pick(['REAL', 'REAL', 'REAL', 'SKINS', 'BONUS'] as const);
    const skin = pick(skins);
    const stakeCents = source === 'SKINS' ? skin.priceCents : pick([50, 99, 100, 150, 200, 500]);
    const roll = random();
    const payout = pick([0, 0, stakeCents, stakeCents * 2, Math.floor(stakeCents * 1.5), stakeCents * 10, 300, 1_000]);
    const outcome: SimBet['outcome'] = roll < 0.12 ? 'REFUND' : roll < 0.16 ? 'OPEN' : { payoutCents: payout };
    const placedAt = base + Math.floor(random() * WEEKS * 7 * 24) * HOUR;
    bets.push(await playBet(t.services, { userId: pick(players).id, source, stakeCents, outcome, placedAt }, skin.id));
    // Folded in small batches as it goes, so most bets merge into summary rows that already exist.
    if (i % 40 === 39) await foldSettledBets(t.services, { batch: 7 });
  }
  await foldSettledBets(t.services, { batch: 7 });
}, 600_000);

afterAll(async () => {
  jobClock.now = realNow;
  await t.services.ledger.assertInvariants();
  await t.close();
});

const get = async <T>(url: string, auth?: string): Promise<T> => {
  const res = await t.app.inject({ method: 'GET', url, headers: auth ? { authorization: auth } : {} });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as T;
};

describe('leaderboard against the reference', () => {
  it('the generated bets exercise every rule', () => {
    const settledReal = bets.filter((b) => b.source === 'REAL' && typeof b.outcome === 'object');
    expect(settledReal.length).toBeGreaterThan(80);
    expect(bets.some((b) => b.outcome === 'REFUND' && b.source === 'REAL')).toBe(true);
    expect(bets.some((b) => b.outcome === 'OPEN')).toBe(true);
    expect(
      bets.some((b) => b.source === 'SKINS' && typeof b.outcome === 'object' && b.outcome.payoutCents > b.stakeCents),
    ).toBe(true);
    expect(
      bets.some((b) => b.source === 'BONUS' && typeof b.outcome === 'object' && b.outcome.payoutCents > b.stakeCents),
    ).toBe(true);
  });

  it('answers every period exactly as the reference, for visitors and for each player', async () => {
    for (let week = 0; week < WEEKS; week++) {
      const period = leaderboardPeriod(first + week);
      jobClock.now = () => period.startsAt + 3 * DAY + 5 * HOUR;
      const expected = referenceStandings(bets, period.startsAt, period.endsAt);
      const visitor = await get<LeaderboardAnswer>('/api/leaderboard');
      expect(visitor.startsAt).toBe(period.startsAt);
      expect(visitor.endsAt).toBe(period.endsAt);
      expect(visitor.me).toBeNull();
      expect(
        visitor.standings.map(({ rank, userId, wageredCents, prizeCents }) => ({
          rank,
          userId,
          wageredCents,
          prizeCents,
        })),
      ).toEqual(expected);
      for (const p of players) {
        const mine = expected.find((row) => row.userId === p.id);
        const answer = await get<LeaderboardAnswer>('/api/leaderboard', p.auth);
        expect(answer.me).toEqual({
          rank: mine?.rank ?? null,
          wageredCents: mine?.wageredCents ?? 0,
          prizeCents: mine?.prizeCents ?? 0,
        });
      }
    }
  });

  it('pays the last ended period to the reference winners', async () => {
    const period = leaderboardPeriod(first + WEEKS - 1);
    const expected = referenceStandings(bets, period.startsAt, period.endsAt).filter((row) => row.prizeCents > 0);
    const before = new Map(
      await Promise.all(players.map(async (p) => [p.id, (await t.services.ledger.balances(p.id)).realCents] as const)),
    );
    const paid = await payLeaderboardPrizes(t.services, period.endsAt + LEADERBOARD_RULES.graceMs);
    expect(paid.map((p) => p.period.startsAt)).toEqual([period.startsAt]);
    for (const p of players) {
      const prize = expected.find((row) => row.userId === p.id)?.prizeCents ?? 0;
      expect((await t.services.ledger.balances(p.id)).realCents - before.get(p.id)!).toBe(prize);
    }
  });
});

describe('/top against the reference', () => {
  const pick = (answer: TopAnswer) => ({
    biggestWins: answer.biggestWins.map(({ userId, betId, profitCents }) => ({ userId, betId, profitCents })),
    luckiest: answer.luckiest.map(({ userId, betId, multiplierHundredths }) => ({
      userId,
      betId,
      multiplierHundredths,
    })),
    bestPlayers: answer.bestPlayers.map(({ userId, stakedCents, paidCents, bets: count }) => ({
      userId,
      stakedCents,
      paidCents,
      bets: count,
    })),
  });

  it('answers day, week and all time on every day of the bets and the day after', async () => {
    for (let day = 0; day <= WEEKS * 7; day++) {
      const now = base + day * DAY + 13 * HOUR;
      jobClock.now = () => now;
      for (const period of ['day', 'week', 'all'] as TopPeriod[]) {
        const answer = await get<TopAnswer>(`/api/top?period=${period}`);
        expect(pick(answer), `${period} on day ${day}`).toEqual(referenceTop(bets, period, now));
      }
    }
  });

  it('answers the details of each listed bet from the ledger', async () => {
    jobClock.now = () => base + 10 * DAY;
    const answer = await get<TopAnswer>('/api/top?period=all');
    expect(answer.biggestWins.length).toBeGreaterThan(0);
    for (const row of [...answer.biggestWins, ...answer.luckiest]) {
      const bet = bets.find((b) => b.betId === row.betId)!;
      const payoutCents = (bet.outcome as { payoutCents: number }).payoutCents;
      expect(row).toMatchObject({
        userId: bet.userId,
        stakeCents: bet.stakeCents,
        payoutCents,
        game: 'plinko',
        placedAt: bet.placedAt,
        profitCents: payoutCents - bet.stakeCents,
      });
    }
  });
});

describe('the summary', () => {
  it('has folded every settled real or skin bet once and queued nothing else', async () => {
    const em = t.services.orm.em.fork() as SqlEntityManager;
    const [queued] = await queryRows<{ n: number | string }>(em, `select count(*) as n from top_pending`);
    const [counted] = await queryRows<{ n: number | string }>(em, `select sum(settled_bets) as n from top_users`);
    expect(Number(queued!.n)).toBe(0);
    expect(Number(counted!.n)).toBe(bets.filter((b) => b.source !== 'BONUS' && typeof b.outcome === 'object').length);
    expect(await foldSettledBets(t.services)).toBe(0);
  });
});
