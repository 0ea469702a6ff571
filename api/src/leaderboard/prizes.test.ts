import type { SqlEntityManager } from '@mikro-orm/sql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type LeaderboardHistoryAnswer,
  LEADERBOARD_RULES,
  leaderboardPeriod,
  leaderboardPeriodAt,
} from '@arena/schemas';
import { queryRows } from '../db/sql';
import type { AppServices } from '../http/services';
import { jobClock } from '../jobs';
import type { Ledger } from '../ledger/ledger';
import { createApiPlatform } from '../platform';
import { type TestPlatform, startTestPlatform } from '../testing/test-platform';
import { fund, playBet } from './leaderboard-testing';
import { LEADERBOARD_PRIZE_OPERATION, payLeaderboardPrizes } from './prizes';

const HOUR = 3_600_000;
const first = leaderboardPeriodAt(Date.UTC(2026, 8, 1)).index;
const { graceMs, prizesCents } = LEADERBOARD_RULES;
const realNow = jobClock.now;

let t: TestPlatform;
let players: { id: string; auth: string }[];

beforeAll(async () => {
  t = await startTestPlatform();
  players = [];
  for (let i = 0; i < 12; i++) {
    const p = await t.signInPlayer(`prize${String(i).padStart(2, '0')}`);
    await fund(t.services, p.id);
    players.push(p);
  }
}, 120_000);

afterAll(async () => {
  jobClock.now = realNow;
  await t.services.ledger.assertInvariants();
  await t.close();
});

const em = () => t.services.orm.em.fork() as SqlEntityManager;
const real = async (userId: string) => (await t.services.ledger.balances(userId)).realCents;
const prizeTransfers = async () =>
  (
    await queryRows<{ n: number | string }>(em(), `select count(*) as n from ledger_transfers where operation = ?`, [
      LEADERBOARD_PRIZE_OPERATION,
    ])
  )[0]!.n;

/** Player i wagers (12 − i) × $1 in the period: ranks follow the player order. */
async function wagerPeriod(index: number) {
  const period = leaderboardPeriod(index);
  for (const [i, p] of players.entries()) {
    await playBet(t.services, {
      userId: p.id,
      source: 'REAL',
      stakeCents: (12 - i) * 100,
      outcome: { payoutCents: 0 },
      placedAt: period.startsAt + (i + 1) * HOUR,
    });
  }
  return period;
}

describe('leaderboard prizes', () => {
  it('pays nothing before the grace has passed, then every prize once: again, in parallel, after a restart', async () => {
    const period = await wagerPeriod(first);
    // A bet placed in the period but still open when the grace ends counts nothing, even if it settles later.
    const late = await playBet(t.services, {
      userId: players[11]!.id,
      source: 'REAL',
      stakeCents: 100_000,
      outcome: 'OPEN',
      placedAt: period.endsAt - HOUR,
    });

    // Before the grace ends, the first pass on a fresh database closes only the period before (nobody wagered in it).
    const early = await payLeaderboardPrizes(t.services, period.endsAt + graceMs - 1);
    expect(early.map((p) => [p.period.index, p.winners])).toEqual([[first - 1, []]]);
    const before = await Promise.all(players.map((p) => real(p.id)));
    const paid = await payLeaderboardPrizes(t.services, period.endsAt + graceMs);
    expect(
      paid.map((p) => [p.period.startsAt, p.winners.map((w) => [w.rank, w.userId, w.wageredCents, w.prizeCents])]),
    ).toEqual([[period.startsAt, players.slice(0, 10).map((p, i) => [i + 1, p.id, (12 - i) * 100, prizesCents[i]])]]);
    const after = await Promise.all(players.map((p) => real(p.id)));
    expect(after.map((cents, i) => cents - before[i]!)).toEqual([...prizesCents, 0, 0]);
    await t.services.ledger.settleBet(late.betId, 0);

    // The same pass again, two at once, and a new process over the same database: nothing more.
    expect(await payLeaderboardPrizes(t.services, period.endsAt + graceMs)).toEqual([]);
    expect(
      await Promise.all([
        payLeaderboardPrizes(t.services, period.endsAt + 2 * graceMs),
        payLeaderboardPrizes(t.services, period.endsAt + 2 * graceMs),
      ]),
    ).toEqual([[], []]);
    const restarted = await createApiPlatform(t.config, t.db.orm, { logger: false });
    expect(await payLeaderboardPrizes(restarted.services, period.endsAt + 3 * graceMs)).toEqual([]);
    await restarted.app.close();
    expect(await Promise.all(players.map((p) => real(p.id)))).toEqual(after);
    expect(Number(await prizeTransfers())).toBe(10);

    jobClock.now = () => period.endsAt + graceMs;
    const history = (
      await t.app.inject({ method: 'GET', url: '/api/leaderboard/history' })
    ).json() as LeaderboardHistoryAnswer;
    expect(history.periods.map((p) => p.startsAt)).toEqual([period.startsAt, leaderboardPeriod(first - 1).startsAt]);
    expect(history.periods[0]).toMatchObject({ startsAt: period.startsAt, endsAt: period.endsAt });
    expect(history.periods[0]!.winners.map((w) => [w.rank, w.name, w.wageredCents, w.prizeCents])).toEqual(
      players.slice(0, 10).map((_, i) => [i + 1, `prize${String(i).padStart(2, '0')}`, (12 - i) * 100, prizesCents[i]]),
    );
  });

  it('a pass that dies halfway pays nothing, and the next pass pays every prize once', async () => {
    const period = await wagerPeriod(first + 1);
    let posts = 0;
    const dying = Object.create(t.services.ledger) as Ledger;
    dying.post = async (...args: Parameters<Ledger['post']>) => {
      if (++posts === 4) throw new Error('process killed');
      return t.services.ledger.post(...args);
    };
    const before = await Promise.all(players.map((p) => real(p.id)));
    const services: Pick<AppServices, 'orm' | 'ledger'> = { orm: t.services.orm, ledger: dying };
    await expect(payLeaderboardPrizes(services, period.endsAt + graceMs)).rejects.toThrow('process killed');
    expect(await Promise.all(players.map((p) => real(p.id)))).toEqual(before);
    expect(Number(await prizeTransfers())).toBe(10);

    const paid = await payLeaderboardPrizes(t.services, period.endsAt + graceMs);
    expect(paid.map((p) => p.winners.length)).toEqual([10]);
    expect(await payLeaderboardPrizes(t.services, period.endsAt + graceMs)).toEqual([]);
    const after = await Promise.all(players.map((p) => real(p.id)));
    expect(after.map((cents, i) => cents - before[i]!)).toEqual([...prizesCents, 0, 0]);
    expect(Number(await prizeTransfers())).toBe(20);
  });

  it('a job that was down pays the periods it missed, oldest first, empty ones without winners', async () => {
    const withBets = await wagerPeriod(first + 3);
    const now = leaderboardPeriod(first + 4).endsAt + graceMs;
    const paid = await payLeaderboardPrizes(t.services, now);
    expect(paid.map((p) => [p.period.index, p.winners.length])).toEqual([
      [first + 2, 0],
      [first + 3, 10],
      [first + 4, 0],
    ]);
    expect(paid[1]!.period.startsAt).toBe(withBets.startsAt);
    jobClock.now = () => now;
    const history = (
      await t.app.inject({ method: 'GET', url: '/api/leaderboard/history?limit=2' })
    ).json() as LeaderboardHistoryAnswer;
    expect(history.periods.map((p) => [p.startsAt, p.winners.length])).toEqual([
      [leaderboardPeriod(first + 4).startsAt, 0],
      [withBets.startsAt, 10],
    ]);
    // A long outage pays at most the last `maxCatchUpPeriods` periods.
    const far = leaderboardPeriod(first + 20).endsAt + graceMs;
    expect((await payLeaderboardPrizes(t.services, far)).map((p) => p.period.index)).toEqual([
      first + 17,
      first + 18,
      first + 19,
      first + 20,
    ]);
    expect(Number(await prizeTransfers())).toBe(30);
  });
});
