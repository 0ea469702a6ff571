/** Leaderboard and Top. Money is always integer US cents; times are epoch ms, days are UTC days. */

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The wagering leaderboard: periods of `periodDays` UTC days back to back from `anchorMs` (2024-01-01 was a Monday,
 * so a 7-day period runs Monday 00:00 UTC to the next Monday 00:00 UTC). A player's score is the sum of the stakes of
 * their SETTLED REAL-balance bets placed in the period, in every game (refunded, open, bonus and skin bets count
 * nothing). Ties: the player whose last counted bet was placed earlier reached the total first and ranks higher; then
 * the smaller user id. Prizes (published table, rank 1 first: $100, $50, $30, $20, $15, $10, $8, $7, $6, $4 = $250)
 * are paid from the house to the real balance once the period has ended and `graceMs` has passed (bets still open by
 * then count nothing), one ledger transfer per rank.
 */
export const LEADERBOARD_RULES = {
  periodDays: 7,
  anchorMs: Date.UTC(2024, 0, 1),
  prizesCents: [10_000, 5_000, 3_000, 2_000, 1_500, 1_000, 800, 700, 600, 400],
  graceMs: 10 * 60 * 1000,
  /** Rows of the current standings the page shows (your own row is added when you are below). */
  standingsLimit: 50,
  /** Finished periods `GET /api/leaderboard/history` answers by default and at most. */
  historyDefault: 4,
  historyMax: 20,
  /** Tick of the prize job (env LEADERBOARD_JOB_INTERVAL_MS; 0 = off, the default under NODE_ENV=test). */
  jobIntervalMs: 60_000,
  /** A job that was down for long pays at most this many past periods, newest last. */
  maxCatchUpPeriods: 4,
} as const;

export const LEADERBOARD_PERIOD_MS = LEADERBOARD_RULES.periodDays * DAY_MS;

export const TOP_PERIODS = ['day', 'week', 'all'] as const;
export type TopPeriod = (typeof TOP_PERIODS)[number];

/**
 * /top, from the ledger's SETTLED bets of every game staked with real money or real skins (bonus-balance bets are not
 * real money and count nowhere). One row per player (their best bet), so one lucky streak cannot fill a list:
 * - biggest wins: profit = payout − stake, only bets that won (profit > 0);
 * - luckiest: multiplier = floor(payout × 100 / stake) hundredths (what the page shows, e.g. 12.34x), only won bets with
 *   a stake of at least `luckyMinStakeCents` ($1), so ten-cent lottery tickets do not crowd real bets out;
 * - best of the period: net result = Σ payouts − Σ stakes of all settled bets, only players ahead (> 0).
 * A bet belongs to the UTC day it was placed. Periods: `day` = today (UTC), `week` = the leaderboard's running period
 * (this week, Monday 00:00 UTC to Monday 00:00 UTC), `all` = every bet. Ties: the earlier bet first (net result: the
 * smaller user id), then the smaller user id.
 */
export const TOP_RULES = {
  luckyMinStakeCents: 100,
  listLimit: 10,
  defaultPeriod: 'week' as TopPeriod,
  /**
   * Settled bets reach the summary both lists read through a fold job (env TOP_FOLD_INTERVAL_MS; 0 = off, the default
   * under NODE_ENV=test), at most `foldBatch` bets per commit: the lists lag the ledger by about one interval.
   */
  foldIntervalMs: 2_000,
  foldBatch: 5_000,
} as const;
