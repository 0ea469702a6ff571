import { describe, expect, it } from 'vitest';
import { UPGRADE_MAX_MULTIPLIER_HUNDREDTHS, upgradeOdds, upgradeRefusal } from './rules';

const bad = { key: 'UPGRADE.BAD_MULTIPLIER', args: ['1.01', '15.08'] };
const limit = { key: 'UPGRADE.AMOUNT_LIMIT', args: ['200.00', '2000.00'] };

describe('upgrade rules', () => {
  it('needs a skin, a minimum entry and the round limits', () => {
    expect(upgradeRefusal({ skins: 0, entryCents: 0, targetCents: 500 })).toEqual({
      key: 'CRASH.NO_SKIN_SELECTED',
      args: [],
    });
    expect(upgradeRefusal({ skins: 1, entryCents: 9, targetCents: 500 })).toEqual({
      key: 'BET.MIN_LIMIT',
      args: ['0.10'],
    });
    expect(upgradeRefusal({ skins: 2, entryCents: 200_01, targetCents: 300_00 })).toEqual(limit);
    expect(upgradeRefusal({ skins: 2, entryCents: 200_00, targetCents: 2000_01 })).toEqual(limit);
    expect(upgradeRefusal({ skins: 2, entryCents: 200_00, targetCents: 2000_00 })).toBeNull();
  });

  it('allows 1.01x to 15.08x and nothing outside', () => {
    expect(UPGRADE_MAX_MULTIPLIER_HUNDREDTHS).toBe(1508);
    expect(upgradeRefusal({ skins: 1, entryCents: 100, targetCents: 100 })).toEqual(bad);
    expect(upgradeRefusal({ skins: 1, entryCents: 100, targetCents: 101 })).toBeNull();
    expect(upgradeRefusal({ skins: 1, entryCents: 1000, targetCents: 15_080 })).toBeNull();
    expect(upgradeRefusal({ skins: 1, entryCents: 1000, targetCents: 15_090 })).toEqual(bad);
  });

  it('shows the multiplier and chance of a pick', () => {
    expect(upgradeOdds(1000, 2000)).toEqual({ multiplier: 2, chanceMillionths: 452_500, chancePercent: 45.25 });
    expect(upgradeOdds(0, 2000)).toBeNull();
  });
});
