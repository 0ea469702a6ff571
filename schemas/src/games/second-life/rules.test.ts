import { describe, expect, it } from 'vitest';
import { secondLifeMaxChanceBasisPoints, secondLifeQuote, secondLifeRefusal } from './rules';

describe('second life rules', () => {
  it('refuses a chance outside 10%-75% and a stake outside $1-$2,000', () => {
    const bad = { key: 'SECOND_LIFE.BAD_CHANCE', args: [10, 75] };
    expect(secondLifeRefusal(1000, 999)).toEqual(bad);
    expect(secondLifeRefusal(1000, 7501)).toEqual(bad);
    expect(secondLifeRefusal(1000, 2500.5)).toEqual(bad);
    expect(secondLifeRefusal(1000, 1000)).toBeNull();
    expect(secondLifeRefusal(1000, 7500)).toBeNull();
    expect(secondLifeRefusal(99, 5000)).toEqual({ key: 'SECOND_LIFE.BET_NOT_ELIGIBLE', args: [] });
    expect(secondLifeRefusal(1900_01, 1000)).toEqual({ key: 'SECOND_LIFE.BET_NOT_ELIGIBLE', args: [] });
    expect(secondLifeRefusal(1900_00, 1000)).toBeNull();
  });

  it('keeps the premium within the $200 stake limit', () => {
    // The largest eligible stake, $1,900, can still be played at 10% for exactly $200.
    expect(secondLifeMaxChanceBasisPoints(1900_00)).toBe(1000);
    expect(secondLifeRefusal(1900_00, 1001)).toEqual({ key: 'BET.MAX_LIMIT', args: ['200.00'] });
    expect(secondLifeMaxChanceBasisPoints(1900_01)).toBeNull();
    // $1,000: 19% costs exactly $200.
    expect(secondLifeMaxChanceBasisPoints(1000_00)).toBe(1900);
    expect(secondLifeRefusal(1000_00, 1900)).toBeNull();
    expect(secondLifeRefusal(1000_00, 1901)).toEqual({ key: 'BET.MAX_LIMIT', args: ['200.00'] });
    expect(secondLifeMaxChanceBasisPoints(100_00)).toBe(7500);
  });

  it('quotes premium, exact chance and recovery', () => {
    expect(secondLifeQuote(1000, 5000)).toEqual({
      premiumCents: 527,
      chance: 2150275376 / 2 ** 32,
      recoveryCents: 1000,
      multiplier: 1000 / 527,
    });
    expect(secondLifeQuote(1000, 500)).toBeNull();
    expect(secondLifeQuote(50, 5000)).toBeNull();
  });
});
