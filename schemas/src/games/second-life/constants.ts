import { ROUND_LIMITS } from '../../rules/platform';

/** Not in the spec: Second Life's premium is priced so every choice returns 95% (SECOND_LIFE_RULES). */
export const SECOND_LIFE_HOUSE_EDGE = 0.05;

/**
 * Second Life (the spec names the game without rules): one second chance on a lost bet. A bet of any
 * other game that the player lost (SETTLED with payout 0; a DropZone winner's own entries are not lost) within
 * `windowMs` of its end, worth `minLostStakeCents` to `maxLostStakeCents`, may get ONE second life. The player
 * picks a chance from `minChanceBasisPoints` to `maxChanceBasisPoints` and pays a premium
 * = ceil(lost stake × chance / returnBasisPoints) cents (= lost stake × chance / (1 − 0.05), rounded up). The
 * draw uses the premium actually paid: win iff float_0 < threshold / 2^32 with
 * threshold = floor(2^32 × premium × returnBasisPoints / (lost stake × 10,000)), so P(win) × lost stake / premium
 * is 95% less at most one 2^32-th of the multiplier, never more: the rounding up of the premium raises the chance
 * by the same ratio instead of costing the player. A win pays the lost stake back to the balance the premium came
 * from: real balance for real-money and skin bets (a skin stake is recovered as its staked value in real balance),
 * bonus balance for bonus bets. A premium above the $200 round stake limit is BET.MAX_LIMIT; the recovery is at
 * most the $2,000 max win by the eligibility range.
 */
export const SECOND_LIFE_RULES = {
  /** (1 − SECOND_LIFE_HOUSE_EDGE) in basis points. */
  returnBasisPoints: Math.round((1 - SECOND_LIFE_HOUSE_EDGE) * 10_000),
  minChanceBasisPoints: 1_000,
  maxChanceBasisPoints: 7_500,
  /** A lost bet can be given its second life for 24 hours after it ended. */
  windowMs: 24 * 3_600_000,
  /**
   * Below $1 the cent rounding would move the chance by more than a point. Above $1,900 even the lowest chance
   * (10%) would cost more than the $200 premium limit (1900 × 0.10 / 0.95 = 200); it also keeps every recovery
   * within the $2,000 max win.
   */
  minLostStakeCents: 1_00,
  maxLostStakeCents: Math.min(
    ROUND_LIMITS.maxWinCents,
    Math.floor((ROUND_LIMITS.maxSkinValueCents * Math.round((1 - SECOND_LIFE_HOUSE_EDGE) * 10_000)) / 1_000),
  ),
  /** The premium is the second life's stake: the $200 per-round stake limit applies to it. */
  maxPremiumCents: ROUND_LIMITS.maxSkinValueCents,
  /** Eligible lost bets the list answers at most (newest first). */
  eligibleLimit: 50,
  /** The heartbeat animation before the result shows. */
  revealMs: 2_400,
} as const;
