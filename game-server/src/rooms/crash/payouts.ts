import { HUNDREDTHS_PER_X, payoutCents } from '@arena/schemas';

/**
 * Money rules of one crash bet, pure. "Max winnings per round" (docs/product-rules.md §9) is read as profit: a bet may
 * return at most stake + maxWinCents, so a $2,000 bet (the default per-user limit) can still win.
 */
export interface PayoutRules {
  maxWinCents: number;
  bankrollCapCents: number;
}

/** What a stake returns when cashed out at `hundredths`, capped at stake + max win. */
export function cappedPayout(stakeCents: number, hundredths: number, rules: PayoutRules): number {
  return Math.min(payoutCents(stakeCents, hundredths), stakeCents + rules.maxWinCents);
}

/** The first multiplier (hundredths) at which the stake reaches the max win: the player is cashed out there. */
export function maxWinPoint(stakeCents: number, rules: PayoutRules): number {
  const target = (stakeCents + rules.maxWinCents) * HUNDREDTHS_PER_X;
  return Math.max(HUNDREDTHS_PER_X, Math.ceil(target / stakeCents));
}

/** A bet as the bankroll cap sees it. */
export interface Exposure {
  stakeCents: number;
  /** Where this bet leaves at the latest (its auto-take or max-win point). */
  personalExitHundredths: number;
  /** Set when the bet has already left: its payout is fixed. */
  fixedPayoutCents: number | null;
}

/** The house's loss if the round ran to `hundredths`: each bet leaves at its own exit or there. */
export function houseLossAt(hundredths: number, bets: readonly Exposure[], rules: PayoutRules): number {
  let loss = 0;
  for (const bet of bets) {
    const payout =
      bet.fixedPayoutCents ?? cappedPayout(bet.stakeCents, Math.min(hundredths, bet.personalExitHundredths), rules);
    loss += payout - bet.stakeCents;
  }
  return loss;
}

/**
 * bustabit's forcePoint: the highest multiplier at which the house's loss is still within the bankroll
 * cap; everyone still in is cashed out there. null when the cap can never be reached this round.
 * The loss only grows with the multiplier, so a binary search finds the first point past the cap.
 */
export function forcePoint(bets: readonly Exposure[], rules: PayoutRules): number | null {
  const open = bets.filter((b) => b.fixedPayoutCents === null);
  if (open.length === 0) return null;
  let high = Math.max(...open.map((b) => b.personalExitHundredths));
  if (houseLossAt(high, bets, rules) <= rules.bankrollCapCents) return null;
  let low = HUNDREDTHS_PER_X;
  if (houseLossAt(low, bets, rules) > rules.bankrollCapCents) return HUNDREDTHS_PER_X;
  // Invariant: loss(low) ≤ cap < loss(high).
  while (high - low > 1) {
    const mid = Math.floor((low + high) / 2);
    if (houseLossAt(mid, bets, rules) <= rules.bankrollCapCents) low = mid;
    else high = mid;
  }
  return low;
}
