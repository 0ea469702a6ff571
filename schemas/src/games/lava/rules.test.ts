import { describe, expect, it } from 'vitest';
import { LAVA_RULES } from './constants';
import { lavaCanContinue, lavaCellsError, lavaEntryError, lavaLadder, lavaRowFits } from './rules';

describe('lava rules', () => {
  it('refuses entries the spec forbids', () => {
    expect(lavaEntryError({ skins: 0, valueCents: 0 })?.key).toBe('LAVA.NO_SKIN_SELECTED');
    expect(lavaEntryError({ skins: 11, valueCents: 1000 })).toEqual({ key: 'LAVA.MAX_SKINS', args: [10] });
    expect(lavaEntryError({ skins: 2, valueCents: 20001 })).toEqual({ key: 'LAVA.ENTRY_LIMIT', args: ['200.00'] });
    expect(lavaEntryError({ skins: 1, valueCents: 9 })).toEqual({ key: 'BET.MIN_LIMIT', args: ['0.10'] });
    expect(lavaEntryError({ skins: 1, valueCents: 20000 })).toBeNull();
    expect(lavaEntryError({ skins: 1, valueCents: 10 })).toBeNull();
  });

  it('takes 1 to 6 distinct cells numbered 1..8', () => {
    expect(lavaCellsError([1])).toBeNull();
    expect(lavaCellsError([1, 2, 3, 4, 5, 8])).toBeNull();
    for (const bad of [[], [0], [9], [1, 1], [1, 2, 3, 4, 5, 6, 7], [1.5]]) {
      expect(lavaCellsError(bad)).toEqual({ key: 'LAVA.BAD_CELLS', args: [1, 6] });
    }
  });

  it('offers a row only when crossing it stays within the max win', () => {
    // $200 stake: 6 cells would pay 25.34x = $5,068, over $2,000; 5 cells pay 8.4466x = $1,689.33.
    expect(lavaRowFits(20000, [], 6)).toBe(false);
    expect(lavaRowFits(20000, [], 5)).toBe(true);
    const ladder = lavaLadder(20000, []);
    expect(ladder.map((s) => s.fits)).toEqual([true, true, true, true, true, false]);
    expect(ladder.map((s) => s.chanceBasisPoints)).toEqual([7500, 5357, 3571, 2142, 1071, 357]);
    expect(ladder.map((s) => s.multiplier)).toEqual([1.2066, 1.6893, 2.534, 4.2233, 8.4466, 25.34]);
    expect(ladder[0]!.payoutCents).toBe(24133);
    // After 5 cells ($1,689.33) even one more cell (×4/3 = $2,252) would pass the cap: the game pays out.
    expect(lavaCanContinue(20000, [5])).toBe(false);
    expect(lavaCanContinue(100, [1, 1, 1, 1])).toBe(true);
    // The fifth row spends the last skip.
    expect(lavaCanContinue(100, [1, 1, 1, 1, 1])).toBe(false);
    expect(LAVA_RULES.rows).toBe(5);
  });
});
