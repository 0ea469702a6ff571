import { GAME_CARDS } from '../games/cards';
import type { ResponsibleLimitKind } from './rules';

/**
 * Which responsible-gaming checks apply to each operation that takes a player's money, and what
 * it counts towards. The api's one guard (api/src/responsible/guard.ts) reads this table on every path; nothing else
 * decides it.
 *
 * The principles, as a regulated operator applies them:
 * - A PAUSE (timeout or self-exclusion) refuses everything that spends the player's money or plays a game of chance,
 *   gambling or not: a player who asked to be kept away is kept away from the cashier too. Withdrawals, selling
 *   skins back and receiving prizes, refunds or credits are never refused (they return value to the player).
 * - The WAGER and LOSS limits apply to stakes: money put on an uncertain outcome whose prize the house pays. Every
 *   game's bet is one, and so is a bingo ticket (a $1 stake on the weekly draw). They count the player's own money
 *   only (RESPONSIBLE_RULES.limitedSources: real money and real skins); bonus value is not the player's money.
 * - Buying at a fixed price is not a stake: a shop skin is worth what it cost (it can be sold back at that price), a
 *   battle pass bundle is a product. They neither hit nor count towards the wager and loss limits.
 * - The DEPOSIT limit applies to deposits only, at payment creation (a confirmed payment is never refused: the
 *   money has already been paid).
 * - Operations that only frame bets (each game's `frameOperations`) are paused here and stake through placeBet,
 *   whose row for their game applies the wager and loss limits to the stake itself.
 */
export const RESPONSIBLE_CHECKS = ['pause', 'deposit', 'wager', 'loss'] as const;
export type ResponsibleCheck = (typeof RESPONSIBLE_CHECKS)[number];

/** Where the guard runs for a row: placeBet (by the bet's game), Ledger.post (by its operation), payment creation. */
export type ResponsiblePath = 'bet' | 'ledger' | 'payment';

/** Where a counted operation's amounts are read back from, for the usage of the limits it counts towards. */
export type ResponsibleUsageSource = 'bets' | 'bingoTickets' | 'payments';

export interface PaidOperationRule {
  path: ResponsiblePath;
  /** The checks that refuse the operation (each with its RESPONSIBLE.* key). */
  checks: readonly ResponsibleCheck[];
  /** The limits whose usage the operation adds to (read back from `usage`). */
  counts: readonly ResponsibleLimitKind[];
  usage: ResponsibleUsageSource | null;
}

const STAKE = ['pause', 'wager', 'loss'] as const satisfies readonly ResponsibleCheck[];
const PAUSE = ['pause'] as const satisfies readonly ResponsibleCheck[];

/** A game's bet: a stake, limited and counted (real money and skins; bonus stakes only by the pause). */
const BET: PaidOperationRule = { path: 'bet', checks: STAKE, counts: ['wager', 'loss'], usage: 'bets' };
/** An operation of the player's money that is not a stake of its own (a purchase, or the frame of a bet). */
const PAUSED: PaidOperationRule = { path: 'ledger', checks: PAUSE, counts: [], usage: null };

/** The key of a game's bet row: the ledger's `game` of the bet (the keys of BONUS_STAKES). */
export const betOperation = (game: string) => `BET_PLACE:${game}`;

/** Every game's rows, read off the registry: its bet (BET_PLACE:<game>) and the operations that frame its bets. */
const GAME_OPERATIONS: Readonly<Record<string, PaidOperationRule>> = Object.fromEntries(
  GAME_CARDS.flatMap((game) => [
    ...(game.bets ? [[betOperation(game.id), BET]] : []),
    ...game.frameOperations.map((operation) => [operation, PAUSED]),
  ]),
);

export const PAID_OPERATIONS: Readonly<Record<string, PaidOperationRule>> = {
  ...GAME_OPERATIONS,
  /** Bingo tickets: a $1 stake each on the weekly draw, paid straight to the house (no bet row: read back from the tickets). */
  BINGO_BUY: { path: 'ledger', checks: STAKE, counts: ['wager', 'loss'], usage: 'bingoTickets' },
  /** A deposit, when the player creates the payment. */
  PAYMENT: { path: 'payment', checks: ['pause', 'deposit'], counts: ['deposit'], usage: 'payments' },
  /** Skins bought at the catalogue price (real or bonus balance). */
  SHOP_BUY: PAUSED,
  /** Skins exchanged for skins of lower or equal value. */
  SHOP_SWAP: PAUSED,
  /** Battle pass bundles and premium. */
  BATTLEPASS_BUY: PAUSED,
  /** Battle pass minigames (free plays of a game of chance). */
  MINIGAME_PLAY: PAUSED,
  /** Treasure cards bought from another player: the money goes to the seller, not the house. */
  TREASURE_ORDER_ACCEPT: PAUSED,
  /** Three treasure cards drawn into one of the next level. */
  TREASURE_UPGRADE: PAUSED,
};

export type PaidOperation = string;

/** The row of an operation, or undefined when it takes no money of the player (credits, prizes, withdrawals). */
export function paidOperationRule(operation: string): PaidOperationRule | undefined {
  return Object.hasOwn(PAID_OPERATIONS, operation) ? PAID_OPERATIONS[operation] : undefined;
}

/** A bet's row: its game's, or BET for a `game` the table does not list (the ledger's warm-up): every bet is a stake. */
export const betRule = (game: string): PaidOperationRule => paidOperationRule(betOperation(game)) ?? BET;

/** The usage sources counted towards `kind`, in the table's order. */
export function usageSourcesOf(kind: ResponsibleLimitKind): ResponsibleUsageSource[] {
  const sources = Object.values(PAID_OPERATIONS as Record<string, PaidOperationRule>).flatMap((rule) =>
    rule.counts.includes(kind) && rule.usage ? [rule.usage] : [],
  );
  return [...new Set(sources)];
}
