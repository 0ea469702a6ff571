/**
 * Treasures (docs/product-rules.md §9): collectible cards dropped by real-money bets, activated for a prize, upgraded and
 * traded on a small market of orders. Money is always integer US cents.
 *
 * Card chance: spec "entry amount / 1,000,000", read with the entry in CENTS (the platform's only money unit):
 * a $10 stake (1,000 cents) drops a card with 1,000 / 1,000,000 = 0.1%, a $200 stake (the usual maximum) with 2%.
 * Read in dollars the same $10 bet would give 0.001%, and only a $1,000,000 bet would be sure to drop.
 */
export const TREASURE_RULES = {
  /** docs/product-rules.md §9: 10 treasures per collection (plus the Mega Treasure), 4 collections a year (one per UTC quarter). */
  treasuresPerCollection: 10,
  collectionsPerYear: 4,
  /** A settled REAL bet of `stake` cents drops a card with chance stake / cardChanceDivisor (docs/product-rules.md §9). */
  cardChanceDivisor: 1_000_000,
  /** docs/product-rules.md §9: activation succeeds with 5%, +15% with premium (20%); in basis points of 10,000. */
  activationChanceBasisPoints: 500,
  premiumActivationBonusBasisPoints: 1_500,
  basisPoints: 10_000,
  /** An upgrade burns this many cards of one treasure for one card of another treasure of the same collection. */
  upgradeCards: 3,
  /** docs/product-rules.md §9: orders last up to 12 hours, at most 5 active per user. */
  orderLifetimeMs: 12 * 60 * 60 * 1000,
  maxActiveOrders: 5,
  maxCardsPerOrder: 10,
  /** A sale order's price: $0.10 to $1,000. */
  minOrderPriceCents: 10,
  maxOrderPriceCents: 100_000,
  ordersPageSize: 20,
  /** Drop job: bets are drawn once their settlement is this old (a settling transaction commits well within it). */
  dropDelayMs: 60_000,
  dropBatch: 500,
  /** Most batches one pass of the job draws (a backlog is worked off over several passes). */
  dropBatchesPerPass: 20,
  jobIntervalMs: 10_000,
} as const;

/** The 10 treasure kinds of every collection, slot 1 … 10; the season gives the collection its name and colours. */
export const TREASURE_KINDS = [
  'compass',
  'map',
  'coin',
  'chalice',
  'amulet',
  'dagger',
  'ring',
  'scroll',
  'crown',
  'gem',
] as const;
export type TreasureKind = (typeof TREASURE_KINDS)[number];

/** Quarter 1 … 4 of the UTC year. */
export const TREASURE_SEASONS = ['WINTER', 'SPRING', 'SUMMER', 'AUTUMN'] as const;
export type TreasureSeason = (typeof TREASURE_SEASONS)[number];

/** Activation chance in basis points: 5%, or 20% with the premium battle pass. */
export function treasureActivationChance(premium: boolean): number {
  return TREASURE_RULES.activationChanceBasisPoints + (premium ? TREASURE_RULES.premiumActivationBonusBasisPoints : 0);
}

/** The UTC window [startsAt, endsAt) of quarter `quarter` (1-4) of `year`, in epoch ms. */
export function treasureSeasonWindow(year: number, quarter: number): { startsAt: number; endsAt: number } {
  return { startsAt: Date.UTC(year, 3 * (quarter - 1), 1), endsAt: Date.UTC(year, 3 * quarter, 1) };
}

/** The quarter holding `ms`. */
export function treasureSeasonOf(ms: number): { year: number; quarter: number } {
  const date = new Date(ms);
  return { year: date.getUTCFullYear(), quarter: Math.floor(date.getUTCMonth() / 3) + 1 };
}

/** The quarter after (year, quarter). */
export function nextTreasureSeason(year: number, quarter: number): { year: number; quarter: number } {
  return quarter === 4 ? { year: year + 1, quarter: 1 } : { year, quarter: quarter + 1 };
}
