/** Responsible gaming. Money is integer US cents, times are epoch ms. */

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** What a limit caps: money deposited, money staked, money lost. */
export const RESPONSIBLE_LIMIT_KINDS = ['deposit', 'wager', 'loss'] as const;
export type ResponsibleLimitKind = (typeof RESPONSIBLE_LIMIT_KINDS)[number];

export const RESPONSIBLE_PERIODS = ['day', 'week', 'month'] as const;
export type ResponsiblePeriod = (typeof RESPONSIBLE_PERIODS)[number];

/**
 * The rules, exactly:
 * - PERIODS are rolling windows ending now: day = the last 24 h, week = the last 7 × 24 h, month = the last 30 × 24 h
 *   (no calendar resets a player could wait for).
 * - CHANGES: a new limit that is lower than the one in force, or a limit where there was none, applies at once (and
 *   drops any pending change of that limit). A higher limit or a removal (null) waits `coolingOffMs` (24 h) and is
 *   shown as pending with the time it applies; asking again for the same pending value keeps its time.
 * - DEPOSIT limit, on deposit creation: Σ amounts of the player's payments created in the window that did not fail
 *   (pending ones count) + this deposit ≤ limit.
 * - Which operation each check applies to and what it counts towards: PAID_OPERATIONS (./operations.ts). The stakes
 *   are every game's bet and bingo tickets (a ticket is a stake from its purchase, settled when its draw closes).
 * - WAGER limit, on every stake: Σ stakes of the player's bets (and tickets) placed in the window that were not refunded + this stake
 *   ≤ limit. Bets staked with real money or real skins count; bonus-money bets do not (it is not the player's money).
 * - LOSS limit, on every stake: net loss + open stakes + this stake ≤ limit, where net loss = Σ (stake − payout) of the
 *   player's real-money and skin bets SETTLED in the window (a net win lowers it, refunds count nothing) and open
 *   stakes = Σ stakes of the player's bets (and tickets) still open: the worst case of every running stake stays
 *   within the limit.
 *   Skin jackpot bets settle with no money while skins change owner, so they count as fully lost (on the safe side).
 * - TIMEOUT: 24 h to 6 weeks; SELF-EXCLUSION: 6 months or more (calendar months, UTC), at most 10 years. Neither can be
 *   shortened or lifted early. While one runs: every row of PAID_OPERATIONS (deposits, every game's bet, bingo
 *   tickets, cases, shop buys, battle pass, ...), chat messages and treasure card activations are refused;
 *   withdrawals work.
 * - REALITY CHECK: every N minutes (one of `realityCheckMinutes`, or off) the client shows session time and net result.
 */
export const RESPONSIBLE_RULES = {
  periodMs: { day: DAY_MS, week: 7 * DAY_MS, month: 30 * DAY_MS } satisfies Record<ResponsiblePeriod, number>,
  /** The same windows in days, as the error messages name them. */
  periodDays: { day: 1, week: 7, month: 30 } satisfies Record<ResponsiblePeriod, number>,
  coolingOffMs: DAY_MS,
  /** A limit is a positive whole number of cents up to $1,000,000 (always representable). */
  minLimitCents: 1,
  maxLimitCents: 1_000_000_00,
  timeoutMinHours: 24,
  timeoutMaxHours: 6 * 7 * 24,
  /** Offered in the profile; any whole number of hours in range is accepted. */
  timeoutChoicesHours: [24, 72, 168, 336, 1008],
  exclusionMinMonths: 6,
  exclusionMaxMonths: 120,
  exclusionChoicesMonths: [6, 12, 24, 60],
  realityCheckMinutes: [15, 30, 60, 120] as readonly number[],
  /** Bet sources the wager and loss limits count. */
  limitedSources: ['REAL', 'SKINS'] as readonly string[],
} as const;

/** The end of a self-exclusion of `months` calendar months starting at `now` (UTC). */
export function exclusionEnd(now: number, months: number): number {
  const end = new Date(now);
  end.setUTCMonth(end.getUTCMonth() + months);
  return end.getTime();
}
