/** The battle pass. Money is always integer US cents. */

/**
 * Battlepass: experience is earned by wagering real money in every game, counted from the ledger's settled REAL
 * bets placed between the battlepass start and end (refunded bets earn nothing): 1 XP per `centsPerExperience`
 * cents staked ($0.10), floored per player over the whole window, plus the experience of bought bundles.
 * docs/product-rules.md §9: pre-sale discount 50% (`presaleDiscountBasisPoints`), level cards priced in cents shown as cents / 100.
 * A finished battlepass stays listed (status ENDS) for `endedVisibleDays`.
 */
export const BATTLEPASS_RULES = {
  centsPerExperience: 10,
  presaleDiscountBasisPoints: 5_000,
  maxBundleCount: 100,
  endedVisibleDays: 7,
  leadersLimit: 10,
  calendarDayMs: 24 * 60 * 60 * 1000,
  maxLevels: 100,
  maxCalendarDays: 31,
  /** Most experience a level (or a level card) may take: $10M of stakes at centsPerExperience; an operator's typo stops here. */
  maxLevelExperience: 100_000_000,
} as const;
