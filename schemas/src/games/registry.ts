import type { SeededGameVerifier } from '../fair/seeded-games';
import type { GameId } from './cards';
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
export { type GameCard, type GameDefinition, defineGame, defineGameCard } from './definition';
export * from './cards';

/**
 * Every game's definition (its card plus its fair code), one line each, in the order the fairness center lists
 * their algorithms and in the order of the cards (cards.ts). Adding a game is its own folders plus one line here and
 * one in cards.ts (CONTRIBUTING.md); nothing in a game's folder imports this module.
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
/** A game's published algorithm id (`fairAlgorithm(id)`). */
export type GameFairId = AnyGame['fair']['id'];

export function gameById(id: GameId): AnyGame {
  return GAMES.find((game) => game.id === id)!;
}

/** The seed-pair verifier of every game verified on the player's own seeds, by its `game`. */
export const GAME_SEEDED_VERIFIERS: Readonly<Record<string, SeededGameVerifier<unknown, unknown>>> = Object.fromEntries(
  GAMES.flatMap((game) => (game.verify.kind === 'seed-pair' ? [[game.id, game.verify.verifier]] : [])),
);
