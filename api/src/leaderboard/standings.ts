import type { SqlEntityManager } from '@mikro-orm/sql';
import { LEADERBOARD_RULES, type LeaderboardEntry, type LeaderboardPeriod, utcDay } from '@arena/schemas';
import { queryOne, queryRows } from '../db/sql';

interface StandingRow {
  user_id: string;
  wagered_cents: number | string;
  name: string;
  avatar: string | null;
}

type Period = Pick<LeaderboardPeriod, 'startsAt'>;

export const prizeForRank = (rank: number): number => LEADERBOARD_RULES.prizesCents[rank - 1] ?? 0;

/**
 * The first `limit` ranks of a period, from the per-period summary: Σ settled REAL stakes of bets placed in the
 * period, then who placed their last counted bet first, then the user id. A walk down the period's index.
 * (Queries are exported so the benchmark can EXPLAIN them.)
 */
export function standingsQuery(period: Period, limit: number) {
  return {
    sql: `select p.user_id, p.wagered_cents, u.name, u.avatar from top_user_periods p join users u on u.id = p.user_id
          where p.period_start = cast(? as date) and p.wagered_cents > 0
          order by p.wagered_cents desc, p.last_wager_at, p.user_id limit ?`,
    params: [utcDay(period.startsAt), limit] as unknown[],
  };
}

/** One player's rank: 1 + the players ahead of them (an index range: only those who wagered at least as much). */
export function standingOfQuery(period: Period, userId: string) {
  return {
    sql: `select m.user_id, m.wagered_cents, u.name, u.avatar, 1 + (
            select count(*) from top_user_periods o
            where o.period_start = m.period_start and o.wagered_cents >= m.wagered_cents and o.wagered_cents > 0
              and (o.wagered_cents > m.wagered_cents or (o.last_wager_at, o.user_id) < (m.last_wager_at, m.user_id))) as rank
          from top_user_periods m join users u on u.id = m.user_id
          where m.period_start = cast(? as date) and m.user_id = ? and m.wagered_cents > 0`,
    params: [utcDay(period.startsAt), userId] as unknown[],
  };
}

const entry = (row: StandingRow, rank: number): LeaderboardEntry => ({
  rank,
  userId: row.user_id,
  name: row.name,
  avatar: row.avatar,
  wageredCents: Number(row.wagered_cents),
  prizeCents: prizeForRank(rank),
});

/** The first `limit` ranks of the period, each with its prize. */
export async function leaderboardStandings(
  em: SqlEntityManager,
  period: Period,
  limit: number,
): Promise<LeaderboardEntry[]> {
  const query = standingsQuery(period, limit);
  const rows = await queryRows<StandingRow>(em, query.sql, query.params);
  return rows.map((row, i) => entry(row, i + 1));
}

/** A player's row in the period, or null while they have wagered nothing in it. */
export async function standingOf(
  em: SqlEntityManager,
  period: Period,
  userId: string,
): Promise<LeaderboardEntry | null> {
  const query = standingOfQuery(period, userId);
  const row = await queryOne<StandingRow & { rank: number | string }>(em, query.sql, query.params);
  return row ? entry(row, Number(row.rank)) : null;
}
