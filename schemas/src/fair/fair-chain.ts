import { z } from 'zod';

/**
 * One chain of a hash-chain game (a crash variant or roll), as the fairness pages list them; both games publish it, so
 * it lives with the shared chain code, not in one game's folder. Rounds number on across chains: this chain's link i
 * is round `firstIndex + i`. Only a DONE chain (fully played) shows its seed.
 */
export const FairChain = z.object({
  generation: z.number().int(),
  status: z.enum(['DONE', 'CURRENT', 'NEXT']),
  salt: z.string(),
  terminatingHash: z.string(),
  length: z.number().int(),
  firstIndex: z.number().int(),
  /** The chain's last link (its seed), public once every link was played; null before. */
  seed: z.string().nullable(),
});
export type FairChain = z.infer<typeof FairChain>;
