import { z } from 'zod';

/**
 * The fairness center of seeded single-player games (each game whose definition verifies on the seed pair): each
 * user has one active seed pair (a committed server seed and a client seed of their choice) whose nonce counts
 * their bets.
 */

/** Printable ASCII without spaces or ':' (the HMAC message joins clientSeed:nonce:round with colons). */
export const CLIENT_SEED_PATTERN = /^[!-9;-~]{1,64}$/;
export const ClientSeed = z.string().regex(CLIENT_SEED_PATTERN);

export const FairSeedPairRevealed = z.object({
  serverSeed: z.string(),
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  /** The last nonce used under the pair, or -1 if it was never played. */
  lastNonce: z.number().int(),
  revealedAt: z.string(),
});
export type FairSeedPairRevealed = z.infer<typeof FairSeedPairRevealed>;

export const FairSeedsAnswer = z.object({
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  /** The nonce the next bet will use. */
  nonce: z.number().int().nonnegative(),
  previous: z.array(FairSeedPairRevealed),
});
export type FairSeedsAnswer = z.infer<typeof FairSeedsAnswer>;

export const FairClientSeedBody = z.object({ clientSeed: ClientSeed });
export const FairRotateBody = z.object({ clientSeed: ClientSeed.optional() }).nullish();

export const FairBetParams = z.object({ betId: z.string().uuid() });

export const FairBetAnswer = z.object({
  betId: z.string(),
  game: z.string(),
  serverSeedHash: z.string(),
  /** Null until the pair is rotated: the secret that lets anyone recompute the outcome. */
  serverSeed: z.string().nullable(),
  clientSeed: z.string(),
  nonce: z.number().int().nonnegative(),
  params: z.unknown(),
  /** Null while the game is unfinished (a round still in play). */
  outcome: z.unknown(),
  createdAt: z.string(),
});
export type FairBetAnswer = z.infer<typeof FairBetAnswer>;
