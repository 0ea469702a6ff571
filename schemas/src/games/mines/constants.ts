import { ROUND_LIMITS } from '../../rules/platform';

/** Not in the spec: chosen like Stake's mines (1%); MINES_RULES.returnBasisPoints is 1 − this. */
export const MINES_HOUSE_EDGE = 0.01;
/** Mines is played against the house, so a bonus balance or bonus skins may stake it (rules/bonus-stakes.ts). */
export const MINES_BONUS_STAKES = true;

/**
 * Mines and Mines Plus: a 5×5 grid (cells 0..24, row-major: cell = 5·row + column) hides m mines
 * (1..24). Taking winnings after k safe cells (gems) pays stake × multiplier, floored to the cent, at most
 * `maxWinCents`: a gem whose payout reaches it ends the round at once with exactly that (the cap only lowers a
 * win). R = 1 − MINES_HOUSE_EDGE = 0.99; g_i = (25 − m − i) / (25 − i), the chance of a gem after i gems.
 *   Mines:                  M(k)  = R · C(25, k) / C(25 − m, k)            (= R · Π_{i<k} 1/g_i)
 *   Plus, defuse unused:    P(k)  = R · Π_{i<k} (1 + g_i) / (2·g_i)       (= R · Π (50 − 2i − m) / (2·(25 − m − i)))
 *   Plus, mine hit after j gems and defused: P(j) × `plusDefuseKeeps` (1/2), then each further gem i = j..k−1
 *   multiplies by the smaller board's fair factor (24 − i) / (25 − m − i).
 * Plus (premium battlepass) defuses the first mine a round hits: the round waits in AWAITING_DEFUSAL (docs/product-rules.md §4)
 * until the player defuses it, then goes on with m − 1 mines; the defuse costs half the multiplier and the gems
 * before it grow the multiplier less. Each multiplier equals the expected next one (a martingale), so every
 * strategy, cashing out after any k or adapting to the defuse, returns exactly R before the floor and the cap.
 */
export const MINES_RULES = {
  side: 5,
  cells: 25,
  minMines: 1,
  maxMines: 24,
  defaultMines: 3,
  /** (1 − MINES_HOUSE_EDGE) in basis points. */
  returnBasisPoints: Math.round((1 - MINES_HOUSE_EDGE) * 10_000),
  /** What a defuse leaves of a Plus round's multiplier (1/2). */
  plusDefuseKeeps: { num: 1, den: 2 },
  /** BET.MIN_LIMIT below it. */
  minStakeCents: 10,
  /** MINES.ENTRY_LIMIT above it (docs/product-rules.md §9: at most $200 per round), amount or skins. */
  maxStakeCents: ROUND_LIMITS.maxSkinValueCents,
  maxSkins: 10,
  /** docs/product-rules.md §9: the most one round pays; reaching it cashes the round out. */
  maxWinCents: ROUND_LIMITS.maxWinCents,
  historyPageSize: 20,
} as const;
