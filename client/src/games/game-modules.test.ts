import { describe, expect, it } from 'vitest';
import { BONUS_STAKES, GAMES, HISTORY_GAME_IDS, isBonusStakeGame } from '@arena/schemas';
import { gameRoutes, ROUTES } from '../navigation/routes';
import { screenOf } from '../app/route-screens';
import { HISTORY_GAMES } from '../screens/profile/history-games';

describe('the games register themselves from their folders', () => {
  it('gives every game of the schemas registry one tile, its first row, named by its id and leading to its path', () => {
    const tiles = gameRoutes();
    expect(tiles.map((route) => route.id).sort()).toEqual(GAMES.map((game) => game.id).sort());
    for (const game of GAMES) {
      const tile = tiles.find((route) => route.id === game.id)!;
      expect(tile.game?.href).toBe(game.path);
      expect(tile.game?.nameKey).toBe(game.nameKey);
    }
  });

  it('keeps the site order of the rows and of the tiles', () => {
    expect(ROUTES.map((route) => route.id).slice(0, 16)).toEqual([
      'home',
      'games',
      'crash',
      'crashbattle',
      'crashbattleBattle',
      'jackpot',
      'upgrade',
      'plinko',
      'lava',
      'bingo',
      'second-life',
      'roll',
      'potato',
      'mines',
      'cases',
      'case',
    ]);
  });

  it('has a screen for every row', () => {
    for (const route of ROUTES) expect(() => screenOf(route.id), route.id).not.toThrow();
  });

  it('shows a history tab for exactly the games whose definition says so, in the profile order', () => {
    expect(HISTORY_GAMES.map((tab) => tab.id)).toEqual([
      'crashbattle',
      'jackpot',
      'potato',
      'bingo',
      'plinko',
      'upgrade',
      'lava',
      'mines',
      'second-life',
      'roll',
      'cases',
    ]);
    expect([...HISTORY_GAMES.map((tab) => tab.id)].sort()).toEqual([...HISTORY_GAME_IDS].sort());
  });

  it('refuses bonus skins on a game screen exactly where its definition refuses bonus stakes', () => {
    for (const route of gameRoutes().filter((row) => row.shopPanel)) {
      expect(isBonusStakeGame(route.id)).toBe(true);
      if (isBonusStakeGame(route.id)) expect(route.realItemsOnly ?? false).toBe(!BONUS_STAKES[route.id]);
    }
  });
});
