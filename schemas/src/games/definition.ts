import type { FairAlgorithmDescriptor } from '../fair/algorithm-descriptor';
import type { SeededGameVerifier } from '../fair/seeded-games';

/**
 * What the platform needs to know about one game apart from its fair code, in the game's own folder
 * (`games/<game>/card.ts`). The light list (games/cards.ts) lists the cards, and every table that used to restate a
 * game (bonus stakes, the win feed's polled games, the responsible-gaming rows, the sitemap, the profile's history
 * tabs, error groups, ledger codes) is derived from it; the registry (games/registry.ts) adds the fair code
 * (published algorithms, seed-pair verifiers).
 */
export interface GameCard<Id extends string = string> {
  /** The `game` its bets carry in the ledger (stored: never renamed); also its history tab's path segment. */
  id: Id;
  /** Its public page (the client's route and the sitemap). */
  path: `/${string}`;
  /** Locale key of its name. */
  nameKey: string;
  /** The house's average share of a stake (per variant where a game has several). */
  houseEdge: number | Readonly<Record<string, number>>;
  /** Its limits and rules (the `<GAME>_RULES` table the api, the rooms and the screen read). */
  rules: object;
  /**
   * Whether its bets go through the ledger's placeBet (a `BET_PLACE:<id>` row of the responsible-gaming table) and,
   * if so, whether a bonus stake may play it (rules/bonus-stakes.ts says which may and why).
   */
  bets: { bonusStakes: boolean } | null;
  /**
   * Whether it is played in game-server rooms: then its room module is its line in `GAME_ROOM_MODULES`
   * (game-server/src/games.ts), a record over the ids of exactly these games. A REST game is not named there.
   */
  realtime: boolean;
  /** Whether the profile lists its bets in a tab of their own (`/profile/history/<id>`). */
  history: boolean;
  /** Whether the win feed reads its wins from settled bets (REST games: no room publishes them). */
  chatPolled: boolean;
  /** Ledger operations that only frame its bets: paused for a paused player, the stake limited by its bet row. */
  frameOperations: readonly string[];
  /** The ledger operations only it records (api/ledger-codes.ts lists them after the platform's own). */
  ledgerOperations: readonly string[];
  /** What it does to a skin (`item_events.event`, labelled under profile.events.<CODE>). */
  itemEvents: readonly string[];
  /**
   * Its own error group, when it refuses with keys of its own (`{ GROUP: [names] }`, `as const`): the catalogue
   * (errors/catalogue.ts) appends it; the generic `BET.*` keys cover stakes and limits.
   */
  errors?: Readonly<Record<string, readonly string[]>>;
}

/**
 * A game's definition: its card plus its fair code. The cards alone (games/cards.ts) serve everything that does not
 * verify or publish an outcome, so the client's first page and the error catalogue load no algorithm.
 */
export interface GameDefinition<Id extends string = string, FairId extends string = string> extends GameCard<Id> {
  /** Its published algorithm (`fair.algorithm.<fairId>` in the locales, `fairAlgorithm(fairId)`). */
  fair: { id: FairId; algorithm: FairAlgorithmDescriptor };
  /**
   * How the fairness center verifies a bet: re-run on the player's own seed pair (the verifier the server settles
   * with), or per round from the round's published seeds.
   */
  verify: { kind: 'seed-pair'; verifier: SeededGameVerifier<unknown, unknown> } | { kind: 'round' };
}

/** Type helper: keeps each card's literal types (its id, whether it takes bets) so the light list can union them. */
export function defineGameCard<const Card extends GameCard>(card: Card): Card {
  return card;
}

/** Type helper: keeps each definition's literal types (its id, whether it takes bets) so the registry can union them. */
export function defineGame<const Definition extends GameDefinition>(definition: Definition): Definition {
  return definition;
}
