import { HOUSE_EDGE, ROUND_LIMITS } from './platform';

/**
 * Games played in shared rounds in a room: jackpot (DropZone), roll (Rush), hot potato. Bingo's are in
 * platform.ts. Money is always integer US cents.
 */

/**
 * Jackpot (shown as DropZone): one shared pot of real skins. Per entry: at least `minEntryCents` and at most
 * `maxEntryCents` of skins, at most `maxSkinsPerEntry` skins; a player's total in one round is also capped by
 * their own `bet_jackpot_limit_cents`. The house keeps skins worth at most `edgePermille`/1000 of the pot.
 */
export const JACKPOT_RULES = {
  minEntryCents: 10,
  maxEntryCents: ROUND_LIMITS.maxSkinValueCents,
  maxSkinsPerEntry: 10,
  /** Distinct players needed before the countdown starts. */
  minPlayers: 2,
  countdownMs: 30_000,
  /** The spinner's time between the close and the result, and how long the result stays before a new round. */
  spinMs: 6_000,
  resultMs: 6_000,
  /** HOUSE_EDGE.jackpot in thousandths, so the cut is integer arithmetic (95 = 9.5%). */
  edgePermille: Math.round(HOUSE_EDGE.jackpot * 1000),
  patchRateMs: 150,
  maxMessagesPerSecond: 10,
  historyPageSize: 20,
} as const;
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
  /** The exact edge as a fraction (1/15); HOUSE_EDGE.roll (0.066) is it cut to three decimals. */
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
/**
 * The potato game ("Hot Potato"; the spec names it without rules). Fixed tables, one per buy-in in
 * `buyInsCents`, each seating 2-`maxSeats` players who pay the same buy-in from the real balance. The game
 * starts `countdownMs` after a second player sits (at once when the table is full). Each stage deals the potato
 * to a seeded-random survivor; the holder passes it to another survivor of their choice within `passMs` (a
 * seeded-random survivor on timeout, or after `disconnectedPassMs` when the holder is offline). Every pass that
 * lands explodes with chance 1/4 (float < `explodeChance`), at the latest on pass `maxPasses`: the player it
 * lands on is knocked out. Stages repeat until one survivor remains; the winner takes the pot (buy-in × players)
 * minus the house edge: payout = floor(pot × (1000 − edgePermille) / 1000), the cut (≥ 5%, less than one cent
 * more) stays with the house. Under random passing each player wins with chance 1/players, so the expected
 * return is 95% (minus the floor's fraction of a cent). Players' choices can shift the odds between players
 * (a group can gang up on one), never the house's cut, and nobody can move the committed explosion counts.
 */
export const POTATO_RULES = {
  buyInsCents: [10, 50, 1_00, 5_00, 25_00, 100_00],
  minPlayers: 2,
  maxSeats: 8,
  /** The house edge in thousandths (50 = 5%), so the payout is integer arithmetic. */
  edgePermille: 50,
  /** A landed pass explodes when its float is below this (exactly 1/4: a memoryless fuse, nothing to count). */
  explodeChance: 0.25,
  maxPasses: 24,
  countdownMs: 15_000,
  /** The deal: who gets the potato is shown this long before the passing starts. */
  dealMs: 1_500,
  passMs: 5_000,
  disconnectedPassMs: 1_000,
  /** The explosion stays on screen this long before the next stage. */
  explodedMs: 2_500,
  /** A finished game's result stays this long before the table opens the next game. */
  resultMs: 8_000,
  /** Potato tables one player may sit at at once (POTATO.TOO_MANY_TABLES beyond it). */
  maxOpenSeatsPerUser: 3,
  patchRateMs: 100,
  maxMessagesPerSecond: 10,
  reconnectSeconds: 20,
  recentLimit: 20,
  historyPageSize: 20,
} as const;
