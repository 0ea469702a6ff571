/** Giveaways: hourly, daily and weekly skin giveaways. Money is always integer US cents. */

export const GIVEAWAY_TYPES = ['HOURLY', 'DAILY', 'WEEKLY'] as const;
export type GiveawayType = (typeof GIVEAWAY_TYPES)[number];

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

export interface GiveawayTypeRules {
  /** Length of one giveaway; they run back to back. */
  periodMs: number;
  /** Periods start at anchorMs + k · periodMs (epoch ms): hours and days at UTC boundaries, weeks on Mondays 00:00 UTC. */
  anchorMs: number;
  /** Deposits a player needs within `GIVEAWAY_RULES.paymentWindowMs` before joining (env GIVEAWAY_<TYPE>_MIN_PAYMENT_CENTS). */
  minPaymentCents: number;
  /** Game-platform account minimums (docs/product-rules.md §5: hour and level minimums, no bans). */
  minSteamLevel: number;
  minGameHours: number;
  /**
   * One entry per prize slot, best first: the slot's skin is drawn from the catalogue, when the giveaway opens,
   * among the skins priced in (cap / 2, cap]; shown to everyone before they join.
   */
  prizeCapsCents: readonly number[];
}

/**
 * docs/product-rules.md §9: "hourly giveaway of 20 skins; minimum deposits per type are configurable"; the raffle minimum user payment
 * 2000 is read as cents ($20) and used for WEEKLY. Daily and weekly prizes are fewer but far bigger:
 * HOURLY at most 20 × $0.50 = $10, DAILY at most $25 + $10 + 3 × $5 = $50, WEEKLY at most $100 + $50 + 2 × $25 + 6 × $10 = $260.
 * Each participant wins at most one prize; slots beyond the number of participants are not given away.
 */
export const GIVEAWAY_RULES = {
  types: {
    HOURLY: {
      periodMs: HOUR_MS,
      anchorMs: 0,
      minPaymentCents: 1_00,
      minSteamLevel: 1,
      minGameHours: 10,
      prizeCapsCents: Array<number>(20).fill(50),
    },
    DAILY: {
      periodMs: DAY_MS,
      anchorMs: 0,
      minPaymentCents: 5_00,
      minSteamLevel: 5,
      minGameHours: 50,
      prizeCapsCents: [25_00, 10_00, 5_00, 5_00, 5_00],
    },
    WEEKLY: {
      periodMs: 7 * DAY_MS,
      // 1970-01-05 was a Monday.
      anchorMs: 4 * DAY_MS,
      minPaymentCents: 20_00,
      minSteamLevel: 10,
      minGameHours: 100,
      prizeCapsCents: [100_00, 50_00, 25_00, 25_00, 10_00, 10_00, 10_00, 10_00, 10_00, 10_00],
    },
  } satisfies Record<GiveawayType, GiveawayTypeRules>,
  /** Deposits count toward the minimum payment when confirmed within this long before the join (a week). */
  paymentWindowMs: 7 * DAY_MS,
  /** Tick of the job that opens the current giveaways and draws the ended ones (env GIVEAWAY_JOB_INTERVAL_MS, 0 = off). */
  jobIntervalMs: 5_000,
  /** Winners listed under "past winners". */
  pastWinnersLimit: 40,
} as const;

/** Start of the period of `type` that contains `nowMs`. */
export function giveawayPeriodStart(rules: Pick<GiveawayTypeRules, 'periodMs' | 'anchorMs'>, nowMs: number): number {
  return rules.anchorMs + Math.floor((nowMs - rules.anchorMs) / rules.periodMs) * rules.periodMs;
}
