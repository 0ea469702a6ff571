import { describe, expect, it } from 'vitest';
import { SECOND_LIFE_HOUSE_EDGE, SECOND_LIFE_RULES } from './constants';
import { SEEDED_GAMES, seededVerifier } from '../../fair/seeded-registry';
import {
  SecondLifeParams,
  secondLifeChance,
  secondLifeOutcome,
  secondLifePremiumCents,
  secondLifeThreshold,
  secondLifeVerifier,
} from './fair';

/**
 * Computed independently in python3 (hmac, hashlib):
 *   mac = hmac.new(server_seed.encode(), f"{client_seed}:{nonce}:0".encode(), hashlib.sha256).digest()
 *   word = int.from_bytes(mac[:4], 'big');  premium = -(-stake * bp // 9500)
 *   threshold = (2**32 * premium * 9500) // (stake * 10000);  won = word < threshold
 */
const VECTORS = [
  {
    serverSeed: 'a'.repeat(64),
    clientSeed: 'client',
    nonce: 0,
    lostStakeCents: 1000,
    chanceBasisPoints: 5000,
    premiumCents: 527,
    word: 2109809701,
    threshold: 2150275376,
    won: true,
  },
  {
    serverSeed: '0123456789abcdef'.repeat(4),
    clientSeed: 'lucky-seed',
    nonce: 7,
    lostStakeCents: 150,
    chanceBasisPoints: 1000,
    premiumCents: 16,
    word: 3043295578,
    threshold: 435223352,
    won: false,
  },
  {
    serverSeed: 'f'.repeat(64),
    clientSeed: 'x',
    nonce: 42,
    lostStakeCents: 20000,
    chanceBasisPoints: 7500,
    premiumCents: 15790,
    word: 3495037205,
    threshold: 3221332846,
    won: false,
  },
  {
    serverSeed: '5049b0f9b2b62c8209d55b2702f5ba14e429163b368f6353a27f50e68110eb3a',
    clientSeed: 'player 1',
    nonce: 3,
    lostStakeCents: 999,
    chanceBasisPoints: 3333,
    premiumCents: 351,
    word: 3040800402,
    threshold: 1433590435,
    won: false,
  },
  {
    serverSeed: 'd78501c69a8de5095a018a3f53f0e2ceb68cc92542029676944aab9ab32ddce4',
    clientSeed: 'ü-seed',
    nonce: 123456,
    lostStakeCents: 190000,
    chanceBasisPoints: 1234,
    premiumCents: 24680,
    word: 1879600329,
    threshold: 529998964,
    won: false,
  },
  {
    serverSeed: '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08',
    clientSeed: 'heart',
    nonce: 11,
    lostStakeCents: 12345,
    chanceBasisPoints: 6000,
    premiumCents: 7797,
    word: 1107383630,
    threshold: 2577032564,
    won: true,
  },
];

const STEPS = 2n ** 32n;
const R = BigInt(SECOND_LIFE_RULES.returnBasisPoints);

describe('second life mapping', () => {
  it('matches the python vectors', () => {
    for (const v of VECTORS) {
      expect(secondLifePremiumCents(v.lostStakeCents, v.chanceBasisPoints)).toBe(v.premiumCents);
      expect(secondLifeThreshold(v.lostStakeCents, v.premiumCents)).toBe(v.threshold);
      const params = SecondLifeParams.parse({
        lostStakeCents: v.lostStakeCents,
        chanceBasisPoints: v.chanceBasisPoints,
        premiumCents: v.premiumCents,
      });
      const outcome = secondLifeVerifier.outcome(v, params);
      expect(outcome).toEqual({ float: v.word / 2 ** 32, chance: v.threshold / 2 ** 32, won: v.won });
      // jsonb stores keys shorter-first; the /fair page compares the recomputed outcome with the stored one as JSON text.
      expect(Object.keys(outcome)).toEqual(['won', 'float', 'chance']);
    }
  });

  it('is registered for the fairness center and refuses params whose premium is not the published one', () => {
    expect(SEEDED_GAMES['second-life']).toBe(secondLifeVerifier);
    expect(seededVerifier('second-life')?.game).toBe('second-life');
    expect(
      SecondLifeParams.safeParse({ lostStakeCents: 1000, chanceBasisPoints: 5000, premiumCents: 526 }).success,
    ).toBe(false);
    expect(
      SecondLifeParams.safeParse({ lostStakeCents: 1000, chanceBasisPoints: 5000, premiumCents: 527 }).success,
    ).toBe(true);
    expect(
      SecondLifeParams.safeParse({ lostStakeCents: 1000, chanceBasisPoints: 999, premiumCents: 106 }).success,
    ).toBe(false);
    expect(SecondLifeParams.safeParse({ lostStakeCents: 99, chanceBasisPoints: 5000, premiumCents: 53 }).success).toBe(
      false,
    );
  });

  it('wins exactly below the threshold: the float of word t-1 wins, the float of word t loses', () => {
    const stake = 1000;
    const premium = 527;
    const chance = secondLifeChance(stake, premium);
    const t = secondLifeThreshold(stake, premium);
    expect(chance * 2 ** 32).toBe(t);
    expect((t - 1) / 2 ** 32 < chance).toBe(true);
    expect(t / 2 ** 32 < chance).toBe(false);
  });

  it('rounds the premium up and refuses non-integer input', () => {
    expect(secondLifePremiumCents(9500, 1000)).toBe(1000);
    expect(secondLifePremiumCents(9501, 1000)).toBe(1001);
    expect(secondLifePremiumCents(100, 1000)).toBe(11);
    expect(() => secondLifePremiumCents(0, 1000)).toThrow(RangeError);
    expect(() => secondLifePremiumCents(100, 10.5)).toThrow(RangeError);
    expect(() => secondLifeThreshold(100, 0)).toThrow(RangeError);
    expect(() => secondLifeThreshold(100, 106)).toThrow(RangeError);
  });
});

/**
 * The exact expected return of one choice: P(win) = threshold / 2^32 (the floats are word / 2^32 for 2^32 equally
 * likely words, and the second life wins iff word < threshold), payout = lost stake, cost = premium.
 */
function checkChoice(stake: number, bp: number): { expectedReturn: number; broken: string[] } {
  const broken: string[] = [];
  const premium = secondLifePremiumCents(stake, bp);
  // Rounded up, and by less than a cent: premium · 9,500 ≥ stake · bp > (premium − 1) · 9,500.
  if (!(BigInt(premium) * R >= BigInt(stake * bp))) broken.push('premium rounded down');
  if (!(BigInt(premium - 1) * R < BigInt(stake * bp))) broken.push('premium more than a cent up');
  const t = BigInt(secondLifeThreshold(stake, premium));
  // Return = t · stake / (2^32 · premium) and 95% = 9,500 / 10,000: never above, and short by less than one word.
  const target = STEPS * BigInt(premium) * R;
  if (!(t * BigInt(stake) * 10_000n <= target)) broken.push('return above 95%');
  if (!((t + 1n) * BigInt(stake) * 10_000n > target)) broken.push('return short by a word or more');
  // The chance bought is never below the chance picked (to the same one-word resolution).
  if (!(t * 10_000n + 10_000n > STEPS * BigInt(bp))) broken.push('chance below the pick');
  return {
    expectedReturn: (Number(t) * stake) / (2 ** 32 * premium),
    broken: broken.map((b) => `${stake}/${bp}: ${b}`),
  };
}

describe('second life expected return (1 − 0.05)', () => {
  it('prices every choice at exactly 95%, less at most one 2^32-th of the multiplier', () => {
    expect(SECOND_LIFE_RULES.returnBasisPoints).toBe(Math.round((1 - SECOND_LIFE_HOUSE_EDGE) * 10_000));
    expect(SECOND_LIFE_RULES.returnBasisPoints).toBe(9_500);
    const { minChanceBasisPoints: lo, maxChanceBasisPoints: hi } = SECOND_LIFE_RULES;
    let worst = 0;
    let above = 0;
    const broken: string[] = [];
    const track = (stake: number, bp: number) => {
      const choice = checkChoice(stake, bp);
      broken.push(...choice.broken);
      above = Math.max(above, choice.expectedReturn);
      worst = Math.max(worst, 0.95 - choice.expectedReturn);
    };
    // Every chance at awkward and extreme stakes…
    for (const stake of [
      SECOND_LIFE_RULES.minLostStakeCents,
      101,
      150,
      999,
      1000,
      12_345,
      20_000,
      199_999,
      SECOND_LIFE_RULES.maxLostStakeCents,
    ]) {
      for (let bp = lo; bp <= hi; bp++) track(stake, bp);
    }
    // …and every stake from $1 to $250 at a spread of chances.
    for (let stake = SECOND_LIFE_RULES.minLostStakeCents; stake <= 25_000; stake++) {
      for (const bp of [lo, 1_001, 2_500, 3_333, 5_000, 6_667, hi]) track(stake, bp);
    }
    expect(broken.slice(0, 5)).toEqual([]);
    expect(above).toBeLessThanOrEqual(0.95);
    // The cent rounding never costs the player: the return is 95% to within 10^-8.
    expect(worst).toBeLessThan(1e-8);
  });

  it('keeps the whole offered range away from certainty', () => {
    const r = SECOND_LIFE_RULES;
    const highest = secondLifeChance(
      r.minLostStakeCents,
      secondLifePremiumCents(r.minLostStakeCents, r.maxChanceBasisPoints),
    );
    expect(highest).toBeLessThan(0.7506);
    expect(highest).toBeGreaterThanOrEqual(0.75);
  });

  it('100,000 simulated second lives return 95% of the premiums within 3 standard errors', () => {
    const stakes = [100, 250, 1_000, 3_333, 10_000, 20_000];
    const chances = [1_000, 2_000, 3_500, 5_000, 6_000, 7_500];
    const serverSeed = '3c9d1a0e6b7f8a2d4e5f60718293a4b5c6d7e8f9012345678901234567890abc';
    const plays = 100_000;
    let paid = 0;
    let premiums = 0;
    let expectedPaid = 0;
    let variance = 0;
    for (let nonce = 0; nonce < plays; nonce++) {
      const lostStakeCents = stakes[nonce % stakes.length]!;
      const bp = chances[Math.floor(nonce / stakes.length) % chances.length]!;
      const premiumCents = secondLifePremiumCents(lostStakeCents, bp);
      const { won, chance } = secondLifeOutcome(
        { serverSeed, clientSeed: 'simulation', nonce },
        { lostStakeCents, premiumCents },
      );
      premiums += premiumCents;
      if (won) paid += lostStakeCents;
      expectedPaid += chance * lostStakeCents;
      variance += chance * (1 - chance) * lostStakeCents ** 2;
    }
    const empiricalReturn = paid / premiums;
    const standardError = Math.sqrt(variance) / premiums;
    // The mix's exact expectation is 95% (to 10^-8) and its standard error about 0.0051: tolerance ±1.5 points.
    expect(Math.abs(expectedPaid / premiums - 0.95)).toBeLessThan(1e-8);
    expect(standardError).toBeLessThan(0.006);
    expect(Math.abs(empiricalReturn - 0.95)).toBeLessThan(3 * standardError);
  });
});
