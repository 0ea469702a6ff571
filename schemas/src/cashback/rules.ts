/** Weekly cashback (docs/product-rules.md §9 "Cashback"). Money is always integer US cents. */

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/**
 * The rules, exactly:
 * - WEEKS run Monday 00:00 UTC to the next Monday 00:00 UTC. Week numbers count from the anchor (1970-01-05, a Monday).
 * - LEVEL (1-7). The ledger is the source of truth: the level of a week is derived from the player's deposits (credits
 *   of DEPOSIT transfers to the real balance) per week, never stored as state. In week W the player earns
 *   floor(deposits of W / $100) steps. With at least one step, the level reached is min(7, level in effect in W +
 *   steps) and it applies to weeks W+1 and W+2. A week with another step renews it (and climbs further). When a
 *   level's two weeks pass without a renewal, the next week is back at level 1. `users.cashback_level` is only a cache
 *   of the current week's level (what `/users/current` answers), refreshed by the job and by `GET /api/cashback`.
 * - RATE: linear from 2.5% (level 1) to 3.5% (level 7): rate(L) = 2.5% + (L − 1) × 1/6 %, i.e. (14 + L) / 600.
 * - NET LOSS of a week: Σ (stake − payout) over the player's bets settled in that week (by settlement time), staked with
 *   real money or real skins; refunded bets, bonus-money bets and jackpot bets (they settle with 0 money while skins
 *   pass between players) count nothing. A week with a net loss ≤ 0 (even or a net win) pays nothing.
 * - CASHBACK = floor(net loss × rate of the week's level), computed once per player and week and made claimable on the
 *   Monday after at 12:00 UTC. It can be claimed for 5 days after it became claimable; then it expires. A claim pays
 *   the bonus balance (bonus money, played through like every bonus: docs/product-rules.md §9 names no balance) from the house.
 */
export const CASHBACK_RULES = {
  minLevel: 1,
  maxLevel: 7,
  /** 2.5% at the lowest level, 3.5% at the highest, linear in between. */
  minRateBasisPoints: 250,
  maxRateBasisPoints: 350,
  /** Each full $100 deposited in a week is one level step. */
  levelStepCents: 100_00,
  /** A level earned in week W applies to weeks W+1 … W+levelWeeks unless renewed. */
  levelWeeks: 2,
  periodMs: 7 * DAY_MS,
  /** Weeks start Mondays 00:00 UTC: 1970-01-05 was a Monday. */
  anchorMs: 4 * DAY_MS,
  /** Monday 12:00 UTC: the week before becomes claimable this long after it ends. */
  payoutDelayMs: 12 * HOUR_MS,
  /** Claim within 5 days. */
  claimWindowMs: 5 * DAY_MS,
  excludedGames: ['jackpot'] as readonly string[],
  /** After downtime the job still computes weeks that became due within this many weeks (4 weeks = 28 days). */
  catchUpWeeks: 4,
  /** Weeks the job computes per pass at most. */
  weeksPerPass: 8,
  /** Tick of the job (env CASHBACK_JOB_INTERVAL_MS; 0 = off, off under NODE_ENV=test unless set). */
  jobIntervalMs: 60_000,
  /** Weeks shown in the history. */
  historyLimit: 12,
} as const;

/** The calendar of cashback weeks; the defaults are the rules, demos and browser tests may shorten them. */
export interface CashbackTiming {
  periodMs: number;
  anchorMs: number;
  payoutDelayMs: number;
  claimWindowMs: number;
}

export const CASHBACK_TIMING: CashbackTiming = {
  periodMs: CASHBACK_RULES.periodMs,
  anchorMs: CASHBACK_RULES.anchorMs,
  payoutDelayMs: CASHBACK_RULES.payoutDelayMs,
  claimWindowMs: CASHBACK_RULES.claimWindowMs,
};

/** The week number of `ms` (weeks before the anchor are negative). */
export function cashbackWeekOf(ms: number, timing: CashbackTiming = CASHBACK_TIMING): number {
  return Math.floor((ms - timing.anchorMs) / timing.periodMs);
}

/** Start (epoch ms) of week number `week`. */
export function cashbackWeekStart(week: number, timing: CashbackTiming = CASHBACK_TIMING): number {
  return timing.anchorMs + week * timing.periodMs;
}

const LEVEL_SPAN = CASHBACK_RULES.maxLevel - CASHBACK_RULES.minLevel;
/** rate(L) = RATE_NUMERATOR(L) / RATE_DENOMINATOR exactly (no rounding until the cents). */
const RATE_DENOMINATOR = 10_000 * LEVEL_SPAN;
const rateNumerator = (level: number) =>
  CASHBACK_RULES.minRateBasisPoints * LEVEL_SPAN +
  (CASHBACK_RULES.maxRateBasisPoints - CASHBACK_RULES.minRateBasisPoints) * (level - CASHBACK_RULES.minLevel);

function checkLevel(level: number): void {
  if (!Number.isInteger(level) || level < CASHBACK_RULES.minLevel || level > CASHBACK_RULES.maxLevel)
    throw new Error(`bad cashback level ${level}`);
}

/** The rate of a level in percent (2.5 … 3.5; 2.6666… for level 2): for display, never for money. */
export function cashbackRatePercent(level: number): number {
  checkLevel(level);
  return (rateNumerator(level) * 100) / RATE_DENOMINATOR;
}

/** The cashback of a week: floor(net loss × rate(level)); nothing for a net loss of 0 or a net win. */
export function cashbackCents(netLossCents: number, level: number): number {
  checkLevel(level);
  if (!Number.isSafeInteger(netLossCents)) throw new Error(`bad net loss ${netLossCents}`);
  if (netLossCents <= 0) return 0;
  return Math.floor((netLossCents * rateNumerator(level)) / RATE_DENOMINATOR);
}

export interface CashbackLevelState {
  /** The level in effect in the asked week. */
  level: number;
  /** The last week that level applies to unless renewed; null at level 1 (it never runs out). */
  validThroughWeek: number | null;
}

/**
 * The level in effect in `week`, folded from the player's deposits per week (week number → cents; weeks at or after
 * `week` are ignored, as they cannot change it).
 */
export function cashbackLevelAt(depositsByWeek: ReadonlyMap<number, number>, week: number): CashbackLevelState {
  const { maxLevel, minLevel, levelStepCents, levelWeeks } = CASHBACK_RULES;
  let level: number = minLevel;
  let validThrough: number | null = null;
  const weeks = [...depositsByWeek.keys()].filter((w) => w < week).sort((a, b) => a - b);
  for (const w of weeks) {
    if (validThrough !== null && w > validThrough) {
      level = minLevel;
      validThrough = null;
    }
    const steps = Math.floor((depositsByWeek.get(w) ?? 0) / levelStepCents);
    if (steps > 0) {
      level = Math.min(maxLevel, level + steps);
      validThrough = w + levelWeeks;
    }
  }
  if (validThrough !== null && week > validThrough) return { level: minLevel, validThroughWeek: null };
  return { level, validThroughWeek: level === minLevel ? null : validThrough };
}

/** Cents still to deposit this week for one more level next week; null when next week is at the top level already. */
export function cashbackNextLevelNeedsCents(levelNow: number, depositedThisWeekCents: number): number | null {
  const { levelStepCents, maxLevel } = CASHBACK_RULES;
  const steps = Math.floor(depositedThisWeekCents / levelStepCents);
  if (levelNow + steps >= maxLevel) return null;
  return levelStepCents - (depositedThisWeekCents % levelStepCents);
}
