import { describe, expect, it } from 'vitest';
import { GAME_CARDS } from './cards';
import { GAMES } from './registry';

describe('the registry and the cards', () => {
  it('list the same games in the same order', () => {
    expect(GAMES.map((game) => game.id)).toEqual(GAME_CARDS.map((card) => card.id));
  });

  it('give every game its card whole, plus only its fair code', () => {
    GAMES.forEach((game, index) => {
      const { fair, verify, ...card } = game;
      expect(card).toEqual(GAME_CARDS[index]);
      expect(fair.algorithm.id).toBe(fair.id);
      expect(['seed-pair', 'round']).toContain(verify.kind);
    });
  });
});
