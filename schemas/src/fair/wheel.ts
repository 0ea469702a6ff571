import { z } from 'zod';
import { type SeedTriple, generateFloats } from './seeded';
import { seededGame } from './seeded-games';

/** The fairness center's game name of a wheel-of-fortune spin on /bonus (label: `bonusPage.wheel.name`). */
export const WHEEL_FAIR_GAME = 'bonusPage.wheel';

/**
 * The wheel's segments clockwise from the pointer's start, each one's prize in cents of bonus balance. Every
 * segment is drawn the same size and is equally likely (1 / 16): the small prizes are repeated, the big ones
 * appear once. Expected prize: 184 / 16 = 11.5 cents per spin.
 */
export const WHEEL_SEGMENTS_CENTS: readonly number[] = [2, 5, 2, 10, 2, 5, 3, 25, 2, 5, 3, 10, 2, 5, 3, 100];

export const WHEEL_ALGORITHM =
  'float_0 = the first 4 bytes of HMAC_SHA256(key = server seed, message = "<client seed>:<nonce>:0") read big-endian / 2^32; ' +
  `segment = floor(float_0 · ${WHEEL_SEGMENTS_CENTS.length}); prize = WHEEL_SEGMENTS_CENTS[segment] cents of bonus balance ` +
  `(segments: ${WHEEL_SEGMENTS_CENTS.join(', ')}).`;

/** Nothing but the seeds decides a spin; the params are empty (the segment table above is fixed and published). */
export type WheelParams = Record<string, never>;

export interface WheelOutcome {
  /** Index into WHEEL_SEGMENTS_CENTS, in [0, 16). */
  segment: number;
  prizeCents: number;
}

/** The segment a float in [0, 1) lands on. float = k / 2^32, so floor(float · 16) is exact in doubles. */
export function wheelSegmentOfFloat(float: number): number {
  if (!(float >= 0 && float < 1)) throw new RangeError('float must be in [0, 1)');
  return Math.floor(float * WHEEL_SEGMENTS_CENTS.length);
}

/** One spin on the player's seed pair (next nonce): its segment and prize. */
export function wheelSpin(seeds: SeedTriple): WheelOutcome {
  const [float] = generateFloats({ ...seeds, count: 1 }) as [number];
  const segment = wheelSegmentOfFloat(float);
  return { segment, prizeCents: WHEEL_SEGMENTS_CENTS[segment]! };
}

export const wheelVerifier = seededGame<WheelParams, WheelOutcome>({
  game: WHEEL_FAIR_GAME,
  params: z.object({}).strict() as unknown as z.ZodType<WheelParams>,
  fields: [],
  outcome: (seeds) => wheelSpin(seeds),
});
