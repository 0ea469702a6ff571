import { describe, expect, it } from 'vitest';
import { UPGRADE_RULES } from './constants';
import { SEEDED_GAMES, seededVerifier } from '../../fair/seeded-registry';
import {
  UPGRADE_SCALE,
  UpgradeParams,
  upgradeChanceMillionths,
  upgradeOutcome,
  upgradeRollOf,
  upgradeVerifier,
} from './fair';

/**
 * Computed independently in python3 (hmac, hashlib):
 *   mac = hmac.new(server_seed.encode(), f"{client_seed}:{nonce}:0".encode(), hashlib.sha256).digest()
 *   roll = (int.from_bytes(mac[:4], 'big') * 10**6) >> 32;  chance = (905000 * entry) // target
 */
const VECTORS = [
  {
    serverSeed: 'a'.repeat(64),
    clientSeed: 'client',
    nonce: 0,
    entryCents: 1000,
    targetCents: 2000,
    chance: 452500,
    roll: 491228,
    won: false,
  },
  {
    serverSeed: '0123456789abcdef'.repeat(4),
    clientSeed: 'lucky-seed',
    nonce: 7,
    entryCents: 150,
    targetCents: 800,
    chance: 169687,
    roll: 708572,
    won: false,
  },
  {
    serverSeed: 'f'.repeat(64),
    clientSeed: 'x',
    nonce: 42,
    entryCents: 20000,
    targetCents: 20200,
    chance: 896039,
    roll: 813751,
    won: true,
  },
  {
    serverSeed: '5049b0f9b2b62c8209d55b2702f5ba14e429163b368f6353a27f50e68110eb3a',
    clientSeed: 'player 1',
    nonce: 3,
    entryCents: 999,
    targetCents: 15000,
    chance: 60273,
    roll: 707991,
    won: false,
  },
  {
    serverSeed: 'd78501c69a8de5095a018a3f53f0e2ceb68cc92542029676944aab9ab32ddce4',
    clientSeed: 'ü-seed',
    nonce: 123456,
    entryCents: 2500,
    targetCents: 5100,
    chance: 443627,
    roll: 437628,
    won: true,
  },
];

/** Exact P(win) over the 2^32 equally likely floats: #{w : floor(w · 10^6 / 2^32) < c} / 2^32 = ceil(c · 2^32 / 10^6) / 2^32. */
function exactWinProbability(chance: number): number {
  const numerator = BigInt(chance) * 2n ** 32n;
  const winning = (numerator + BigInt(UPGRADE_SCALE) - 1n) / BigInt(UPGRADE_SCALE);
  return Number(winning) / 2 ** 32;
}

describe('upgrade mapping', () => {
  it('matches the python vectors', () => {
    for (const v of VECTORS) {
      expect(upgradeChanceMillionths(v.entryCents, v.targetCents)).toBe(v.chance);
      const params = UpgradeParams.parse({
        entryCents: v.entryCents,
        targetCents: v.targetCents,
        chanceMillionths: v.chance,
      });
      expect(upgradeVerifier.outcome(v, params)).toEqual({ roll: v.roll, chanceMillionths: v.chance, won: v.won });
    }
  });

  it('is registered for the fairness center and refuses params whose chance is not the published one', () => {
    expect(SEEDED_GAMES.upgrade).toBe(upgradeVerifier);
    expect(seededVerifier('upgrade')?.game).toBe('upgrade');
    expect(UpgradeParams.safeParse({ entryCents: 1000, targetCents: 2000, chanceMillionths: 452501 }).success).toBe(
      false,
    );
    expect(UpgradeParams.safeParse({ entryCents: 1000, targetCents: 2000, chanceMillionths: 452500 }).success).toBe(
      true,
    );
  });

  it('rolls exactly: a float on a millionth boundary lands on that millionth', () => {
    expect(upgradeRollOf(0)).toBe(0);
    expect(upgradeRollOf(0.5)).toBe(500_000);
    expect(upgradeRollOf((2 ** 32 - 1) / 2 ** 32)).toBe(999_999);
    // w / 2^32 just below 1/4 (w = 2^30 - 1) is 249,999.99976… millionths.
    expect(upgradeRollOf((2 ** 30 - 1) / 2 ** 32)).toBe(249_999);
  });

  it('chance = floor(905,000 · entry / target) in integers', () => {
    expect(upgradeChanceMillionths(100, 101)).toBe(896_039);
    expect(upgradeChanceMillionths(1, 3)).toBe(301_666);
    expect(upgradeChanceMillionths(20_000_00, 20_000_00)).toBe(905_000);
    expect(() => upgradeChanceMillionths(0, 10)).toThrow(RangeError);
    expect(() => upgradeChanceMillionths(10, 1.5)).toThrow(RangeError);
  });
});

describe('upgrade expected return (the published 90.5%)', () => {
  it('chance × multiplier is 1 − 0.095 at every allowed target, short by at most one millionth of the multiplier', () => {
    expect(UPGRADE_RULES.returnMillionths).toBe(905_000);
    let worst = 0;
    for (const entry of [10, 11, 37, 99, 100, 1234, 5_000, 19_999, 20_000]) {
      for (
        let target = Math.ceil((entry * 101) / 100);
        target <= 15.09 * entry;
        target += Math.max(1, Math.floor(entry / 97))
      ) {
        const chance = upgradeChanceMillionths(entry, target);
        if (chance < UPGRADE_RULES.minChanceMillionths) break;
        const multiplier = target / entry;
        const expectedReturn = exactWinProbability(chance) * multiplier;
        expect(expectedReturn).toBeLessThanOrEqual(0.905 + multiplier * 2 ** -32);
        expect(expectedReturn).toBeGreaterThan(0.905 - multiplier / UPGRADE_SCALE);
        worst = Math.max(worst, 0.905 - expectedReturn);
      }
    }
    // Rounding down never costs the player more than 0.0016 percentage points.
    expect(worst).toBeLessThan(1.6e-5);
  });

  it('keeps the win arc inside the 6% margins over the whole allowed range', () => {
    const entry = 10_000;
    const lowest = upgradeChanceMillionths(entry, Math.ceil((entry * UPGRADE_RULES.minMultiplierHundredths) / 100));
    expect(lowest).toBeLessThanOrEqual(UPGRADE_RULES.maxChanceMillionths);
    // 15.08x is inside, 15.09x is outside: 0.905 / 0.06 = 15.083….
    expect(upgradeChanceMillionths(entry, 150_800)).toBeGreaterThanOrEqual(UPGRADE_RULES.minChanceMillionths);
    expect(upgradeChanceMillionths(entry, 150_900)).toBeLessThan(UPGRADE_RULES.minChanceMillionths);
  });

  it('100,000 simulated plays return 1 − 0.095 within 3 standard errors', () => {
    // Entry $10, targets from 1.01x to 15x in turn; seeds fixed so the run is reproducible.
    const entry = 1_000;
    const targets = [1_010, 1_250, 1_500, 2_000, 3_000, 5_000, 10_000, 15_000];
    const serverSeed = '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08';
    const plays = 100_000;
    let paid = 0;
    let variance = 0;
    for (let nonce = 0; nonce < plays; nonce++) {
      const target = targets[nonce % targets.length]!;
      const chanceMillionths = upgradeChanceMillionths(entry, target);
      const { won } = upgradeOutcome({ serverSeed, clientSeed: 'simulation', nonce }, { chanceMillionths });
      if (won) paid += target;
      const p = chanceMillionths / UPGRADE_SCALE;
      variance += p * (1 - p) * (target / entry) ** 2;
    }
    const empiricalReturn = paid / (plays * entry);
    const standardError = Math.sqrt(variance) / plays;
    // About 0.0060 for this mix (measured return 0.9069), so the tolerance is ±1.8 percentage points.
    expect(standardError).toBeLessThan(0.008);
    expect(Math.abs(empiricalReturn - 0.905)).toBeLessThan(3 * standardError);
  });
});
