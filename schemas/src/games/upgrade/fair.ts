import { z } from 'zod';
import { UPGRADE_RULES } from './constants';
import { type SeedTriple, generateFloats } from '../../fair/seeded';
import { seededGame } from '../../fair/seeded-games';

/** Chances, rolls and the dial are in millionths of a full turn. */
export const UPGRADE_SCALE = 1_000_000;

/**
 * The published chance of an upgrade, in millionths: floor(905,000 · entry / target). Integer arithmetic only,
 * so every implementation gets the same number; rounding down keeps chance × multiplier at most 90.5%.
 */
export function upgradeChanceMillionths(entryCents: number, targetCents: number): number {
  if (!Number.isSafeInteger(entryCents) || entryCents <= 0)
    throw new RangeError('entry must be a positive whole number of cents');
  if (!Number.isSafeInteger(targetCents) || targetCents <= 0)
    throw new RangeError('target must be a positive whole number of cents');
  const scaled = UPGRADE_RULES.returnMillionths * entryCents;
  return (scaled - (scaled % targetCents)) / targetCents;
}

/** A float in [0, 1) as the dial's roll: floor(float · 10^6), exact because float = word / 2^32. */
export const upgradeRollOf = (float: number): number => Math.floor(float * UPGRADE_SCALE);

export const UPGRADE_ALGORITHM =
  'float_0 = first 4 bytes of HMAC_SHA256(server seed, "<client seed>:<nonce>:0") / 2^32; roll = floor(float_0 · 1,000,000); ' +
  'chance = floor(905,000 · entry cents / target cents); the upgrade wins iff roll < chance.';

export const UpgradeParams = z
  .object({
    entryCents: z.number().int().min(1).max(100_000_000),
    targetCents: z.number().int().min(1).max(100_000_000),
    chanceMillionths: z.number().int().min(0).max(UPGRADE_SCALE),
  })
  .refine((p) => p.chanceMillionths === upgradeChanceMillionths(p.entryCents, p.targetCents), {
    message: 'chanceMillionths must equal floor(905000 · entryCents / targetCents)',
    path: ['chanceMillionths'],
  });
export type UpgradeParams = z.infer<typeof UpgradeParams>;

export interface UpgradeOutcome {
  /** floor(float_0 · 10^6): where the dial's pointer lands, in millionths of a turn from the top. */
  roll: number;
  chanceMillionths: number;
  won: boolean;
}

/** The outcome of one upgrade: the server settles with exactly this, the /fair page re-runs it in the browser. */
export function upgradeOutcome(seeds: SeedTriple, params: Pick<UpgradeParams, 'chanceMillionths'>): UpgradeOutcome {
  const [float] = generateFloats({ ...seeds, count: 1 });
  const roll = upgradeRollOf(float!);
  return { roll, chanceMillionths: params.chanceMillionths, won: roll < params.chanceMillionths };
}

export const upgradeVerifier = seededGame<UpgradeParams, UpgradeOutcome>({
  game: 'upgrade',
  params: UpgradeParams,
  fields: [
    { name: 'entryCents', kind: 'integer', min: 1, max: 100_000_000 },
    { name: 'targetCents', kind: 'integer', min: 1, max: 100_000_000 },
    { name: 'chanceMillionths', kind: 'integer', min: 0, max: UPGRADE_SCALE },
  ],
  outcome: upgradeOutcome,
});
