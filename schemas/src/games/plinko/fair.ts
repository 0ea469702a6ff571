import { z } from 'zod';
import { PLINKO_RULES } from './constants';
import { PlinkoRisk, PlinkoRows, plinkoMultipliers } from './rules';
import { type SeedTriple, generateFloats } from '../../fair/seeded';
import { seededGame } from '../../fair/seeded-games';

/** What a plinko bet records besides its seeds: the board it was dropped on. */
export const PlinkoParams = z.object({ rows: PlinkoRows, risk: PlinkoRisk });
export type PlinkoParams = z.infer<typeof PlinkoParams>;

export interface PlinkoOutcome {
  /** 0 = left, 1 = right at each row, top row first. */
  path: number[];
  /** The bucket the ball lands in: the number of rights (0..rows). */
  bucket: number;
  multiplierHundredths: number;
}

/** Float i decides row i: floor(f_i · 2), 0 = left, 1 = right. */
export function plinkoPath(floats: readonly number[]): number[] {
  return floats.map((f) => Math.floor(f * 2));
}

/** The ball of (server seed, client seed, nonce) on a board: rows floats, one per row, from generateFloats. */
export function plinkoOutcome(seeds: SeedTriple, params: PlinkoParams): PlinkoOutcome {
  const multipliers = plinkoMultipliers(params.rows, params.risk);
  const path = plinkoPath(generateFloats({ ...seeds, count: params.rows }));
  const bucket = path.reduce((sum, step) => sum + step, 0);
  return { path, bucket, multiplierHundredths: multipliers[bucket]! };
}

/** The plinko algorithm in words, for the /fair page and the rules. */
export const PLINKO_ALGORITHM = [
  'Each ball uses the next nonce N of your seed pair (server seed S, client seed C).',
  '  1. For k = 0, 1, ...: M_k = HMAC-SHA256(key = UTF-8 of S, message = UTF-8 of "<C>:<N>:<k>").',
  '     Every 4 bytes b0..b3 of M_0, M_1, ... give a float f = (b0*2^24 + b1*2^16 + b2*2^8 + b3) / 2^32.',
  `  2. At row i (i = 0 .. rows-1, rows = ${PLINKO_RULES.minRows}-${PLINKO_RULES.maxRows}) the ball goes right if floor(f_i * 2) = 1, left if 0.`,
  '  3. The bucket is the number of rights (0 = far left); it pays the stake times its multiplier in the table',
  '     of your rows and risk, rounded down to the cent.',
].join('\n');

/** Plinko on the fairness center: the server drops every ball with exactly this function. */
export const plinkoVerifier = seededGame<PlinkoParams, PlinkoOutcome>({
  game: 'plinko',
  params: PlinkoParams,
  fields: [
    { name: 'rows', kind: 'integer', min: PLINKO_RULES.minRows, max: PLINKO_RULES.maxRows },
    { name: 'risk', kind: 'choice', options: PLINKO_RULES.risks },
  ],
  outcome: plinkoOutcome,
});
