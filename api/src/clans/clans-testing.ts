import { randomUUID } from 'node:crypto';
import type { SqlEntityManager } from '@mikro-orm/sql';
import { type ClanSeason, clanSeason, clanSeasonAt } from '@arena/schemas';
import { jobClock } from '../jobs';
import type { BetSource } from '../ledger/types';
import type { TestPlatform } from '../testing/test-platform';
import { setPremium } from '../users/users';
import { setBetTimesForTest } from '../ledger/queries/bet-times-testing';

/** Test kit of the clan API tests: requests, a frozen clock inside one season, bets stamped in it, premium players. */

export type Inject = Awaited<ReturnType<TestPlatform['app']['inject']>>;

export function clanClient(platform: TestPlatform) {
  const inject = (method: 'GET' | 'POST', url: string, auth?: string, payload?: object) =>
    platform.app.inject({ method, url, headers: auth ? { authorization: auth } : {}, ...(payload ? { payload } : {}) });
  return {
    inject,
    overview: (auth?: string) => inject('GET', '/api/clans', auth),
    start: (auth: string) => inject('POST', '/api/clans/choice/start', auth),
    assign: (auth: string) => inject('POST', '/api/clans/choice/assign', auth),
    reset: (auth: string) => inject('POST', '/api/clans/choice/reset', auth),
    capture: (auth: string, areaId: string, points: unknown) =>
      inject('POST', '/api/clans/war/capture', auth, { areaId, points }),
  };
}

export async function refusal(response: Inject): Promise<string> {
  if (response.statusCode < 400 || response.statusCode >= 500)
    throw new Error(`expected a refusal, got ${response.statusCode}: ${response.body}`);
  return (response.json() as { error: { key: string } }).error.key;
}

export function ok<T>(response: Inject): T {
  if (response.statusCode !== 200) throw new Error(`expected 200, got ${response.statusCode}: ${response.body}`);
  return response.json() as T;
}

/**
 * Freezes `jobClock` one day into the season that runs now, or `shift` seasons later (a test that needs a map of its
 * own), so nothing crosses a season end by accident.
 */
export function freezeInSeason(offsetMs = 24 * 60 * 60 * 1000, shift = 0): ClanSeason {
  const season = clanSeason(clanSeasonAt(Date.now()).index + shift);
  jobClock.now = () => season.startsAt + offsetMs;
  return season;
}

export const moveClock = (by: number) => {
  const at = jobClock.now() + by;
  jobClock.now = () => at;
};

/** A bet through the real ledger, stamped at `placedAt` while still open, then settled (or refunded, or left open). */
export async function playBet(
  platform: TestPlatform,
  userId: string,
  input: { stakeCents: number; source?: BetSource; outcome?: 'SETTLE' | 'REFUND' | 'OPEN'; placedAt?: number },
): Promise<string> {
  const betId = randomUUID();
  const { ledger } = platform.services;
  await ledger.placeBet({
    betId,
    userId,
    game: 'plinko',
    roundId: betId,
    source: input.source ?? 'REAL',
    amountCents: input.stakeCents,
  });
  const placedAt = input.placedAt ?? jobClock.now();
  await setBetTimesForTest(platform.services.orm.em.fork() as SqlEntityManager, betId, {
    createdAt: new Date(placedAt),
  });
  if (input.outcome === 'REFUND') await ledger.refundBet(betId);
  else if (input.outcome !== 'OPEN') await ledger.settleBet(betId, 0);
  return betId;
}

/** A signed-in player with a deposit, premium when asked, and `points` earned in the frozen season (one $-per-point bet). */
export async function warPlayer(
  platform: TestPlatform,
  name: string,
  options: { premium?: boolean; points?: number } = {},
) {
  const player = await platform.signInPlayer(name, 1_000_00);
  if (options.premium !== false) await setPremium(platform.services.orm.em.fork() as SqlEntityManager, player.id, true);
  if (options.points) await playBet(platform, player.id, { stakeCents: options.points * 100 });
  return player;
}

/** Puts a player in `clanId` directly (the choice itself is tested through the API). */
export async function joinClan(platform: TestPlatform, userId: string, clanId: string): Promise<void> {
  const em = platform.services.orm.em.fork() as SqlEntityManager;
  const choiceId = randomUUID();
  const now = new Date(jobClock.now());
  await em.execute(
    `insert into clan_choices (id, user_id, number, status, server_seed, server_seed_hash, started_at, reveal_at, assigned_at, clan_id)
     values (?, ?, (select coalesce(max(number), 0) + 1 from clan_choices where user_id = ?), 'ASSIGNED', ?, ?, ?, ?, ?, ?)`,
    [choiceId, userId, userId, '0'.repeat(64), 'test', now, now, now, clanId],
    'run',
  );
  await em.execute(
    `insert into clan_members (user_id, clan_id, choice_id, joined_at) values (?, ?, ?, ?)`,
    [userId, clanId, choiceId, now],
    'run',
  );
}
