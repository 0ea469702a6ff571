import type { z } from 'zod';
import type { SeedTriple } from './seeded';

/** One input of a game's verifier form on the /fair page (the params a bet was played with). */
export type VerifierField =
  | { name: string; kind: 'integer'; min: number; max: number }
  | { name: string; kind: 'number'; min: number; max: number }
  | { name: string; kind: 'choice'; options: readonly string[] };

/**
 * A seeded single-player game as the fairness center sees it: the params a bet records, and the pure function
 * from (server seed, client seed, nonce, params) to the outcome. The server settles with exactly this function
 * and the browser re-runs it on the /fair page, so a published bet can be recomputed by anyone.
 */
export interface SeededGameVerifier<P = unknown, O = unknown> {
  game: string;
  params: z.ZodType<P>;
  fields: readonly VerifierField[];
  outcome(seeds: SeedTriple, params: P): O;
}

/** Type helper so each game's file keeps its own param and outcome types. */
export function seededGame<P, O>(verifier: SeededGameVerifier<P, O>): SeededGameVerifier<P, O> {
  return verifier;
}
