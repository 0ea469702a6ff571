import { ROUND_LIMITS } from '../../rules/platform';

export const LAVA_HOUSE_EDGE = 0.095;
/** Lava is one player's skins against the house, so bonus skins may stake it (rules/bonus-stakes.ts). */
export const LAVA_BONUS_STAKES = true;
/** The spec's round limits of the grid: cells per row, cells one may open, skips (rows). */
const LAVA_LIMITS = { cells: 8, minOpen: 1, maxOpen: 6, skips: 5 } as const;

/**
 * Lava (the grid game, docs/product-rules.md §4, §5, §9): a game is up to `rows` rows of `cells` cells (the spec's 5 skips: each
 * row crossed uses one, and the game ends when they run out). Lava hides in `lavaCells` cells of every row, so a
 * player may open from `minOpen` to `maxOpen` (= cells − lava) cells; surviving k cells has chance
 * C(6,k)/C(8,k) and multiplies the game's fair factor by C(8,k)/C(6,k). The house edge is taken once, at the
 * pay-out: win = floor(stake × (1 − edge) × Π factors), so every choice (each k, and stopping) returns
 * 1 − edge on average. Stake: skins only (real or bonus, LAVA_BONUS_STAKES); a win is paid to the real balance (as crash pays skin bets).
 */
export const LAVA_RULES = {
  cells: LAVA_LIMITS.cells,
  lavaCells: LAVA_LIMITS.cells - LAVA_LIMITS.maxOpen,
  minOpen: LAVA_LIMITS.minOpen,
  maxOpen: LAVA_LIMITS.maxOpen,
  rows: LAVA_LIMITS.skips,
  /** LAVA_HOUSE_EDGE in thousandths, so pay-outs are integer arithmetic (95 = 9.5%). */
  edgePermille: Math.round(LAVA_HOUSE_EDGE * 1000),
  minEntryCents: 10,
  /** LAVA.ENTRY_LIMIT above it (docs/product-rules.md §9: at most $200 of skins per round). */
  maxEntryCents: ROUND_LIMITS.maxSkinValueCents,
  maxSkinsPerEntry: 10,
  /** A row whose win would pass this is refused (LAVA.MAX_WIN): the cap never cuts a win, so the edge stays exact. */
  maxWinCents: ROUND_LIMITS.maxWinCents,
} as const;
