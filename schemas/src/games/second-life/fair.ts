import { z } from 'zod';
import { SECOND_LIFE_RULES } from './constants';
import { type SeedTriple, generateFloats } from '../../fair/seeded';
import { seededGame } from '../../fair/seeded-games';

const BASIS = 10_000;
const FLOAT_STEPS = 2 ** 32;

/**
 * The premium of a second life in cents: ceil(lost stake × chance / returnBasisPoints), i.e. lost stake × chance /
 * (1 − edge) rounded UP to the cent. Integer arithmetic (at most $2,000 × 7,500 < 2^53), so every implementation
 * agrees.
 */
export function secondLifePremiumCents(lostStakeCents: number, chanceBasisPoints: number): number {
  if (!Number.isSafeInteger(lostStakeCents) || lostStakeCents <= 0)
    throw new RangeError('lost stake must be a positive whole number of cents');
  if (!Number.isSafeInteger(chanceBasisPoints) || chanceBasisPoints <= 0)
    throw new RangeError('chance must be a positive whole number of basis points');
  const scaled = lostStakeCents * chanceBasisPoints;
  const r = SECOND_LIFE_RULES.returnBasisPoints;
  return (scaled + r - 1 - ((scaled + r - 1) % r)) / r;
}

/**
 * The win threshold out of 2^32 for the premium actually paid: floor(2^32 × premium × returnBasisPoints /
 * (lost stake × 10,000)). The exact chance is threshold / 2^32, so chance × lost stake / premium ≤ 95% with
 * equality up to one 2^32-th of the multiplier: the rounded-up premium buys a slightly higher chance.
 */
export function secondLifeThreshold(lostStakeCents: number, premiumCents: number): number {
  if (!Number.isSafeInteger(lostStakeCents) || lostStakeCents <= 0)
    throw new RangeError('lost stake must be a positive whole number of cents');
  if (!Number.isSafeInteger(premiumCents) || premiumCents <= 0)
    throw new RangeError('premium must be a positive whole number of cents');
  const numerator = BigInt(FLOAT_STEPS) * BigInt(premiumCents) * BigInt(SECOND_LIFE_RULES.returnBasisPoints);
  const threshold = numerator / (BigInt(lostStakeCents) * BigInt(BASIS));
  // A premium that buys certainty (or more) is never offered: the chance range and the minimum stake keep it far below.
  if (threshold >= BigInt(FLOAT_STEPS)) throw new RangeError('premium buys a certain recovery');
  return Number(threshold);
}

/** The exact win chance (threshold / 2^32, a dyadic fraction, so the number is exact) of a premium. */
export const secondLifeChance = (lostStakeCents: number, premiumCents: number): number =>
  secondLifeThreshold(lostStakeCents, premiumCents) / FLOAT_STEPS;

export const SECOND_LIFE_ALGORITHM =
  'float_0 = first 4 bytes of HMAC_SHA256(server seed, "<client seed>:<nonce>:0") / 2^32; ' +
  'premium = ceil(lost stake cents · chance basis points / 9,500); threshold = floor(2^32 · premium · 9,500 / (lost stake cents · 10,000)); ' +
  'the second life wins (the lost stake comes back) iff float_0 < threshold / 2^32.';

const r = SECOND_LIFE_RULES;

export const SecondLifeParams = z
  .object({
    lostStakeCents: z.number().int().min(r.minLostStakeCents).max(r.maxLostStakeCents),
    chanceBasisPoints: z.number().int().min(r.minChanceBasisPoints).max(r.maxChanceBasisPoints),
    premiumCents: z.number().int().min(1).max(r.maxLostStakeCents),
  })
  .refine((p) => p.premiumCents === secondLifePremiumCents(p.lostStakeCents, p.chanceBasisPoints), {
    message: 'premiumCents must equal ceil(lostStakeCents · chanceBasisPoints / 9500)',
    path: ['premiumCents'],
  });
export type SecondLifeParams = z.infer<typeof SecondLifeParams>;

/** Keys in jsonb's order (shorter first), so the stored record reads back exactly as computed. */
export interface SecondLifeOutcome {
  won: boolean;
  /** float_0 in [0, 1): where the heartbeat lands. */
  float: number;
  /** The exact chance, threshold / 2^32. */
  chance: number;
}

/** The outcome of one second life: the server settles with exactly this, the /fair page re-runs it in the browser. */
export function secondLifeOutcome(
  seeds: SeedTriple,
  params: Pick<SecondLifeParams, 'lostStakeCents' | 'premiumCents'>,
): SecondLifeOutcome {
  const [float] = generateFloats({ ...seeds, count: 1 });
  const chance = secondLifeChance(params.lostStakeCents, params.premiumCents);
  return { won: float! < chance, float: float!, chance };
}

export const secondLifeVerifier = seededGame<SecondLifeParams, SecondLifeOutcome>({
  game: 'second-life',
  params: SecondLifeParams,
  fields: [
    { name: 'lostStakeCents', kind: 'integer', min: r.minLostStakeCents, max: r.maxLostStakeCents },
    { name: 'chanceBasisPoints', kind: 'integer', min: r.minChanceBasisPoints, max: r.maxChanceBasisPoints },
    { name: 'premiumCents', kind: 'integer', min: 1, max: r.maxLostStakeCents },
  ],
  outcome: secondLifeOutcome,
});
