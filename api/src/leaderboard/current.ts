import type { SqlEntityManager } from '@mikro-orm/sql';
import { LEADERBOARD_RULES, type LeaderboardAnswer, leaderboardPeriodAt } from '@arena/schemas';
import { leaderboardStandings, standingOf } from './standings';

/** `GET /api/leaderboard`: the period running at `now`, its prize table, the top of the standings and my row. */
export async function currentLeaderboard(
  em: SqlEntityManager,
  now: number,
  userId: string | null,
): Promise<LeaderboardAnswer> {
  const period = leaderboardPeriodAt(now);
  const standings = await leaderboardStandings(em, period, LEADERBOARD_RULES.standingsLimit);
  const mine = userId === null ? null : await standingOf(em, period, userId);
  return {
    startsAt: period.startsAt,
    endsAt: period.endsAt,
    serverNow: now,
    prizesCents: [...LEADERBOARD_RULES.prizesCents],
    standings,
    me:
      userId === null
        ? null
        : { rank: mine?.rank ?? null, wageredCents: mine?.wageredCents ?? 0, prizeCents: mine?.prizeCents ?? 0 },
  };
}
