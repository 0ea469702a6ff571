import type { SeededGameVerifier } from '../fair/seeded-games';
import { bingoGame } from './bingo';
import { casesGame } from './cases';
import { crashGame } from './crash';
import { crashBattleGame } from './crash-battle';
import { jackpotGame } from './jackpot';
import { lavaGame } from './lava';
import { minesGame } from './mines';
import { plinkoGame } from './plinko';
import { potatoGame } from './potato';
import { rollGame } from './roll';
import { secondLifeGame } from './second-life';
import { upgradeGame } from './upgrade';

export * from './crash';
export * from './crash-battle';
export * from './jackpot';
export * from './plinko';
export * from './upgrade';
export * from './cases';
export * from './bingo';
export * from './lava';
export * from './roll';
export * from './potato';
export * from './mines';
export * from './second-life';
export { type GameDefinition, defineGame } from './definition';

/**
 * Every game, one line each, in the order the fairness center lists their algorithms. Adding a game is its own
 * folders plus one line here (CONTRIBUTING.md); nothing in a game's folder imports this module, so the tables below
 * can read every definition.
 */
export const GAMES = [
  crashGame,
  crashBattleGame,
  plinkoGame,
  lavaGame,
  minesGame,
  upgradeGame,
  rollGame,
  jackpotGame,
  potatoGame,
  secondLifeGame,
  casesGame,
  bingoGame,
] as const;

type AnyGame = (typeof GAMES)[number];
/** A game's id: the `game` its bets carry in the ledger. */
export type GameId = AnyGame['id'];
/** A game's published algorithm id (`fairAlgorithm(id)`). */
export type GameFairId = AnyGame['fair']['id'];
/** The games that stake through the ledger's placeBet. */
export type BetGameId = Extract<AnyGame, { bets: object }>['id'];

/** The ledger operations the games record, and what they do to skins (api/ledger-codes.ts adds them to its lists). */
export type GameLedgerOperation = AnyGame['ledgerOperations'][number];
export type GameItemEvent = AnyGame['itemEvents'][number];
export const GAME_LEDGER_OPERATIONS: readonly GameLedgerOperation[] = GAMES.flatMap((game) => game.ledgerOperations);
export const GAME_ITEM_EVENTS: readonly GameItemEvent[] = GAMES.flatMap((game) => game.itemEvents);

export const GAME_IDS: readonly GameId[] = GAMES.map((game) => game.id);

/** The games played in game-server rooms (their modules: game-server/src/games.ts). */
export type RealtimeGameId = Extract<AnyGame, { realtime: true }>['id'];
export const REALTIME_GAME_IDS: readonly RealtimeGameId[] = GAMES.flatMap((game) =>
  game.realtime ? [game.id as RealtimeGameId] : [],
);

type UnionToIntersection<U> = (U extends unknown ? (arg: U) => void : never) extends (arg: infer I) => void ? I : never;
type GameErrorGroups = UnionToIntersection<Extract<AnyGame, { errors: object }>['errors']>;
/**
 * The error groups the games bring (errors/catalogue.ts appends them, in registry order). The definitions import only
 * leaf files for them, and nothing a definition imports loads the catalogue at run time, so the catalogue may import
 * this module without a cycle.
 */
export const GAME_ERROR_GROUPS: GameErrorGroups = Object.assign(
  {},
  ...GAMES.map((game) => ('errors' in game ? game.errors : {})),
) as GameErrorGroups;

export const isGameId = (value: string): value is GameId => (GAME_IDS as readonly string[]).includes(value);

export function gameById(id: GameId): AnyGame {
  return GAMES.find((game) => game.id === id)!;
}

/** The seed-pair verifier of every game verified on the player's own seeds, by its `game`. */
export const GAME_SEEDED_VERIFIERS: Readonly<Record<string, SeededGameVerifier<unknown, unknown>>> = Object.fromEntries(
  GAMES.flatMap((game) => (game.verify.kind === 'seed-pair' ? [[game.id, game.verify.verifier]] : [])),
);

/** The games the win feed reads from settled bets (WIN_FEED_RULES has the timing). */
export const WIN_FEED_POLLED_GAMES: readonly GameId[] = GAMES.filter((game) => game.chatPolled).map((game) => game.id);

/** The profile's per-game history tabs, in registry order. */
export const HISTORY_GAME_IDS: readonly GameId[] = GAMES.filter((game) => game.history).map((game) => game.id);

/** Every game's public page. */
export const GAME_PATHS: readonly string[] = GAMES.map((game) => game.path);
