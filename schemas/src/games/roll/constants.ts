import { ROUND_LIMITS } from '../../rules/platform';

/**
 * docs/product-rules.md §9: roll's edge as the rules state it. The wheel's exact edge is 1/15 (ROLL_RULES below);
 * this is it cut to three decimals (fair.test.ts holds the two together).
 */
export const ROLL_HOUSE_EDGE = 0.066;

/**
 * Roll (shown as "Rush"): a shared timed round on a wheel of ROUND_LIMITS.rollCells = 15 cells. Cell 0
 * is green, odd cells red, even cells (2-14) black: 7 red, 7 black, 1 green. A bet on a colour returns stake ×
 * its multiplier when the round lands on that colour, else 0: red and black pay 2× (7/15 · 2 = 14/15), green pays
 * 14× (1/15 · 14 = 14/15). Every bet therefore returns exactly 14/15 = 0.93333…: the house edge is 1/15 =
 * 0.0667, the spec's "roll edge 0.066" (docs/product-rules.md §9) being 1/15 cut to three decimals. An edge of exactly 0.066 on 15
 * cells would need 2.00143× on a colour (not a whole cent multiple of a stake); whole multipliers with the same
 * return on every colour give 1/15, so the player-facing rule stays "2× / 2× / 14×".
 * Limits: each bet at least `minBetCents` (and within the player's own per-bet limit); a player's bets in one
 * round total at most `maxRoundStakeCents` ($200, docs/product-rules.md §9); the most one round can pay a player (their stake on a
 * colour × its multiplier) is at most `maxWinCents` ($2,000), so a bet that would pass it is refused
 * (ROLL.MAX_WIN) and the return stays exact. Balance only (REAL or BONUS, winnings back to that balance): a skin
 * cannot be split across colours, so skins do not play roll.
 */
export const ROLL_RULES = {
  cells: ROUND_LIMITS.rollCells,
  /** Whole multipliers per colour; each × (cells of that colour) / 15 = 14/15. */
  multipliers: { red: 2, black: 2, green: 14 },
  /** The exact edge as a fraction (1/15); ROLL_HOUSE_EDGE (0.066) is it cut to three decimals. */
  edgeNumerator: 1,
  edgeDenominator: ROUND_LIMITS.rollCells,
  minBetCents: 10,
  maxRoundStakeCents: ROUND_LIMITS.maxSkinValueCents,
  maxWinCents: ROUND_LIMITS.maxWinCents,
  /** Bets one player may place in one round (several per colour allowed). */
  maxBetsPerRound: 30,
  bettingMs: 15_000,
  /** The strip's spin after betting closes (the result is committed when it starts). */
  spinMs: 6_000,
  /** The landed result stays on screen this long before the next betting phase. */
  resultMs: 3_000,
  /** Finished rounds in the room's strip of recent results and its "last 100" statistics. */
  historyLength: 100,
  /** Links of the roll hash chain when it is first stored; one link per round. */
  chainLength: 100_000,
  patchRateMs: 150,
  maxMessagesPerSecond: 10,
  reconnectSeconds: 20,
  fairRoundsMaxLimit: 1000,
  fairRoundsDefaultLimit: 100,
  historyPageSize: 20,
} as const;
