import { bingoCard } from './bingo/card';
import { casesCard } from './cases/card';
import { crashCard } from './crash/card';
import { crashBattleCard } from './crash-battle/card';
import { jackpotCard } from './jackpot/card';
import { lavaCard } from './lava/card';
import { minesCard } from './mines/card';
import { plinkoCard } from './plinko/card';
import { potatoCard } from './potato/card';
import { rollCard } from './roll/card';
import { secondLifeCard } from './second-life/card';
import { upgradeCard } from './upgrade/card';

/**
 * Every game's card, in the registry's order (registry.test.ts holds GAMES and GAME_CARDS to the same games in the
 * same order). The cards carry no fair code, so the tables below, the error catalogue and the client's shell load no
 * algorithm. A bundler splits by module: were the cards in registry.ts, the chunk the fairness center shares with the
 * shell would carry every algorithm (client/scripts/bundle-size.ts, the first route's budget, fails then).
 */
export const GAME_CARDS = [
  crashCard,
  crashBattleCard,
  plinkoCard,
  lavaCard,
  minesCard,
  upgradeCard,
  rollCard,
  jackpotCard,
  potatoCard,
  secondLifeCard,
  casesCard,
  bingoCard,
] as const;

type AnyCard = (typeof GAME_CARDS)[number];
/** A game's id: the `game` its bets carry in the ledger. */
export type GameId = AnyCard['id'];
/** The games that stake through the ledger's placeBet. */
export type BetGameId = Extract<AnyCard, { bets: object }>['id'];

/** The ledger operations the games record, and what they do to skins (api/ledger-codes.ts adds them to its lists). */
export type GameLedgerOperation = AnyCard['ledgerOperations'][number];
export type GameItemEvent = AnyCard['itemEvents'][number];
export const GAME_LEDGER_OPERATIONS: readonly GameLedgerOperation[] = GAME_CARDS.flatMap(
  (game) => game.ledgerOperations,
);
export const GAME_ITEM_EVENTS: readonly GameItemEvent[] = GAME_CARDS.flatMap((game) => game.itemEvents);

export const GAME_IDS: readonly GameId[] = GAME_CARDS.map((game) => game.id);

/** The games played in game-server rooms (their modules: game-server/src/games.ts). */
export type RealtimeGameId = Extract<AnyCard, { realtime: true }>['id'];
export const REALTIME_GAME_IDS: readonly RealtimeGameId[] = GAME_CARDS.flatMap((game) =>
  game.realtime ? [game.id as RealtimeGameId] : [],
);

type UnionToIntersection<U> = (U extends unknown ? (arg: U) => void : never) extends (arg: infer I) => void ? I : never;
type GameErrorGroups = UnionToIntersection<Extract<AnyCard, { errors: object }>['errors']>;
/**
 * The error groups the games bring (errors/catalogue.ts appends them, in registry order). The cards import only
 * leaf files for them, and nothing a card imports loads the catalogue at run time, so the catalogue may import this
 * module without a cycle.
 */
export const GAME_ERROR_GROUPS: GameErrorGroups = Object.assign(
  {},
  ...GAME_CARDS.map((game) => ('errors' in game ? game.errors : {})),
) as GameErrorGroups;

export const isGameId = (value: string): value is GameId => (GAME_IDS as readonly string[]).includes(value);

/** The games the win feed reads from settled bets (WIN_FEED_RULES has the timing). */
export const WIN_FEED_POLLED_GAMES: readonly GameId[] = GAME_CARDS.filter((game) => game.chatPolled).map(
  (game) => game.id,
);

/** The profile's per-game history tabs, in registry order. */
export const HISTORY_GAME_IDS: readonly GameId[] = GAME_CARDS.filter((game) => game.history).map((game) => game.id);

/** Every game's public page. */
export const GAME_PATHS: readonly string[] = GAME_CARDS.map((game) => game.path);
