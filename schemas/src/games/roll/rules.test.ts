import { describe, expect, it } from 'vitest';
import { NO_ROLL_STAKES, rollBetRefusal } from './rules';

describe('rollBetRefusal', () => {
  const bet = (colour: 'red' | 'green' | 'black', amountCents: number, stakes = NO_ROLL_STAKES, betsPlaced = 0) =>
    rollBetRefusal({ colour, amountCents, stakes, betsPlaced });

  it('accepts bets within every limit', () => {
    expect(bet('red', 10)).toBeNull();
    expect(bet('black', 200_00)).toBeNull();
    expect(bet('green', 142_85)).toBeNull();
  });

  it('refuses under the minimum, past the round stake, past the max win and past the bet count', () => {
    expect(bet('red', 9)).toEqual({ key: 'BET.MIN_LIMIT', args: ['0.10'] });
    expect(bet('red', 100_01, { red: 50_00, green: 0, black: 50_00 })).toEqual({
      key: 'ROLL.ROUND_LIMIT',
      args: ['200.00'],
    });
    expect(bet('red', 100_00, { red: 50_00, green: 0, black: 50_00 })).toBeNull();
    // 142.86 × 14 = 2000.04 > 2000.
    expect(bet('green', 142_86)).toEqual({ key: 'ROLL.MAX_WIN', args: ['2000.00'] });
    expect(bet('green', 1, { red: 0, green: 142_85, black: 0 })).toEqual({ key: 'BET.MIN_LIMIT', args: ['0.10'] });
    expect(bet('green', 10, { red: 0, green: 142_80, black: 0 })).toEqual({ key: 'ROLL.MAX_WIN', args: ['2000.00'] });
    expect(bet('red', 10, NO_ROLL_STAKES, 30)).toEqual({ key: 'ROLL.TOO_MANY_BETS', args: [30] });
  });
});
