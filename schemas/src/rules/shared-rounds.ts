/**
 * Hot potato, played in shared rounds in a room. Money is always integer US cents. (Jackpot's and roll's tables and
 * house edges are in their games' own folders, games/jackpot/constants.ts and games/roll/constants.ts; bingo's are in
 * platform.ts.)
 */

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
