import { LEADERBOARD_PERIOD_MS, LEADERBOARD_RULES, type TopPeriod } from '../rules/leaderboard';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface LeaderboardPeriod {
  /** Periods since the anchor (may be negative before it). */
  index: number;
  startsAt: number;
  endsAt: number;
}

/** The leaderboard period with this index. */
export function leaderboardPeriod(index: number): LeaderboardPeriod {
  const startsAt = LEADERBOARD_RULES.anchorMs + index * LEADERBOARD_PERIOD_MS;
  return { index, startsAt, endsAt: startsAt + LEADERBOARD_PERIOD_MS };
}

/** The period running at `nowMs` (a period includes its start and excludes its end). */
export function leaderboardPeriodAt(nowMs: number): LeaderboardPeriod {
  return leaderboardPeriod(Math.floor((nowMs - LEADERBOARD_RULES.anchorMs) / LEADERBOARD_PERIOD_MS));
}

/** `YYYY-MM-DD` of the UTC day holding `ms`: the key of the per-player daily summary. */
export function utcDay(ms: number): string {
  return new Date(Math.floor(ms / DAY_MS) * DAY_MS).toISOString().slice(0, 10);
}

/** The UTC days [from, to] a Top period covers at `nowMs` (`week`: the running leaderboard period); `null` for all time. */
export function topDays(period: TopPeriod, nowMs: number): { from: string; to: string; fromMs: number } | null {
  if (period === 'all') return null;
  if (period === 'day') {
    const today = Math.floor(nowMs / DAY_MS) * DAY_MS;
    return { from: utcDay(today), to: utcDay(today), fromMs: today };
  }
  const week = leaderboardPeriodAt(nowMs);
  return { from: utcDay(week.startsAt), to: utcDay(week.endsAt - DAY_MS), fromMs: week.startsAt };
}
