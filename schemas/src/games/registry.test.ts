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

  it("carry every house edge on the game's own card, at the values of docs/product-rules.md §9", () => {
    expect(Object.fromEntries(GAME_CARDS.map((card) => [card.id, card.houseEdge]))).toEqual({
      crash: { classic: 0.075, plus: 0.02 },
      crashbattle: 0,
      plinko: 0.01,
      lava: 0.095,
      mines: 0.01,
      upgrade: 0.095,
      roll: 0.066,
      jackpot: 0.095,
      potato: 0.05,
      'second-life': 0.05,
      cases: 0.1,
      bingo: 1 - 70 / 100,
    });
  });
});
