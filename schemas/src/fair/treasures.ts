import { z } from 'zod';
import { TREASURE_RULES } from '../rules/treasures';
import { type SeedTriple, generateFloats } from './seeded';
import { seededGame } from './seeded-games';

/** The fairness center's game names of the two seed-pair draws of treasures (labels: `treasures.activation.name`, …). */
export const TREASURE_ACTIVATION_GAME = 'treasures.activation';
export const TREASURE_UPGRADE_GAME = 'treasures.upgrade';

export const TREASURE_DROP_ALGORITHM =
  'f0, f1 = the first two floats of HMAC_SHA256(key = the season server seed, message = "<bet id>:0:0") (4 bytes each, / 2^32); ' +
  'the bet drops a card iff floor(f0 · divisor) < stake in cents (divisor 1,000,000: chance = stake / 1,000,000); ' +
  'the card is treasure slot floor(f1 · 10) + 1 of the season collection (each of the 10 equally likely).';

export interface TreasureDropInput {
  /** The season's server seed (64 hex characters), committed by its SHA-256 before the season and revealed after. */
  serverSeed: string;
  betId: string;
  stakeCents: number;
  divisor: number;
}

export interface TreasureDrop {
  /** floor(f0 · divisor), in [0, divisor). */
  roll: number;
  drops: boolean;
  /** Treasure slot 1 … 10 (meaningful when it drops). */
  slot: number;
}

/**
 * Whether a settled real-money bet drops a treasure card, and which. Fixed by the season seed and the bet id alone,
 * so the drop job can re-draw any bet (a restart, a second pass) and get the same answer, and anyone can recompute
 * every bet of a season once its seed is revealed. f0 = k / 2^32, so floor(f0 · divisor) is exact in doubles.
 */
export function treasureDrop(input: TreasureDropInput): TreasureDrop {
  const [f0, f1] = generateFloats({ serverSeed: input.serverSeed, clientSeed: input.betId, nonce: 0, count: 2 }) as [
    number,
    number,
  ];
  const roll = Math.floor(f0 * input.divisor);
  return { roll, drops: roll < input.stakeCents, slot: Math.floor(f1 * TREASURE_RULES.treasuresPerCollection) + 1 };
}

export interface TreasureActivationParams {
  chanceBasisPoints: number;
}

export interface TreasureActivationOutcome {
  /** floor(float_0 · 10,000), in [0, 10,000). */
  roll: number;
  success: boolean;
}

/** Activation on the player's seed pair: success iff floor(float_0 · 10,000) < the chance in basis points. */
export function treasureActivation(seeds: SeedTriple, params: TreasureActivationParams): TreasureActivationOutcome {
  const [float] = generateFloats({ ...seeds, count: 1 }) as [number];
  const roll = Math.floor(float * TREASURE_RULES.basisPoints);
  return { roll, success: roll < params.chanceBasisPoints };
}

export const treasureActivationVerifier = seededGame<TreasureActivationParams, TreasureActivationOutcome>({
  game: TREASURE_ACTIVATION_GAME,
  params: z.object({ chanceBasisPoints: z.number().int().min(1).max(TREASURE_RULES.basisPoints) }),
  fields: [{ name: 'chanceBasisPoints', kind: 'integer', min: 1, max: TREASURE_RULES.basisPoints }],
  outcome: treasureActivation,
});

export interface TreasureUpgradeParams {
  /** The slot (1-10) of the treasure whose cards were burnt. */
  fromSlot: number;
}

export interface TreasureUpgradeOutcome {
  /** floor(float_0 · 9): the index among the 9 other slots in ascending order. */
  pick: number;
  slot: number;
}

/** Upgrade on the player's seed pair: the new card is one of the 9 other treasures, each equally likely. */
export function treasureUpgrade(seeds: SeedTriple, params: TreasureUpgradeParams): TreasureUpgradeOutcome {
  const others = Array.from({ length: TREASURE_RULES.treasuresPerCollection }, (_, i) => i + 1).filter(
    (slot) => slot !== params.fromSlot,
  );
  const [float] = generateFloats({ ...seeds, count: 1 }) as [number];
  const pick = Math.floor(float * others.length);
  return { pick, slot: others[pick]! };
}

export const treasureUpgradeVerifier = seededGame<TreasureUpgradeParams, TreasureUpgradeOutcome>({
  game: TREASURE_UPGRADE_GAME,
  params: z.object({ fromSlot: z.number().int().min(1).max(TREASURE_RULES.treasuresPerCollection) }),
  fields: [{ name: 'fromSlot', kind: 'integer', min: 1, max: TREASURE_RULES.treasuresPerCollection }],
  outcome: treasureUpgrade,
});
