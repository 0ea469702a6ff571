import { z } from 'zod';
import { BalanceAnswer } from '../../api/commerce';
import { pageOf } from '../../paging';
import { UUID_PATTERN } from '../../ids';

/** REST shapes of Second Life: the lost bets a second life can still be bought for, one play, each player's history. */

const betId = z.string().regex(UUID_PATTERN);

/** One lost bet the player may still give a second life (GET /api/second-life/eligible). */
export const SecondLifeEligibleBet = z.object({
  betId: z.string(),
  /** The `game` of the lost bet (a GameId of the registry). */
  game: z.string(),
  /** REAL and SKINS losses are recovered to the real balance, BONUS losses to the bonus balance. */
  source: z.enum(['REAL', 'BONUS', 'SKINS']),
  stakeCents: z.number().int(),
  /** When the bet was lost and when its second life can no longer be bought (epoch ms). */
  lostAt: z.number().int(),
  expiresAt: z.number().int(),
});
export type SecondLifeEligibleBet = z.infer<typeof SecondLifeEligibleBet>;

export const SecondLifeEligibleAnswer = z.object({
  items: z.array(SecondLifeEligibleBet),
  /** The server's clock when it answered, so the countdowns do not depend on the device's clock. */
  serverNow: z.number().int(),
});
export type SecondLifeEligibleAnswer = z.infer<typeof SecondLifeEligibleAnswer>;

/** `POST /api/second-life/play` (with an Idempotency-Key). The range of the chance is checked by the rules (SECOND_LIFE.BAD_CHANCE). */
export const SecondLifePlayBody = z.strictObject({
  betId,
  chanceBasisPoints: z.number().int(),
});
export type SecondLifePlayBody = z.infer<typeof SecondLifePlayBody>;

export const SecondLifeAnswer = z.object({
  /** The second life's own bet (the premium's stake); its fair record is at /api/fair/bets/{betId}. */
  betId: z.string(),
  originalBetId: z.string(),
  originalGame: z.string(),
  lostStakeCents: z.number().int(),
  chanceBasisPoints: z.number().int(),
  premiumCents: z.number().int(),
  /** The exact chance, threshold / 2^32. */
  chance: z.number(),
  /** float_0: the second life won iff float < chance. */
  float: z.number(),
  won: z.boolean(),
  /** The lost stake when won, else 0. */
  recoveredCents: z.number().int(),
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  nonce: z.number().int(),
  balance: BalanceAnswer,
});
export type SecondLifeAnswer = z.infer<typeof SecondLifeAnswer>;

/** `GET /api/users/current/second-lives` and `/api/users/{id}/second-lives`: a player's second lives, newest first. */
export const SecondLifeHistoryEntry = z.object({
  betId: z.string(),
  originalBetId: z.string(),
  originalGame: z.string(),
  lostStakeCents: z.number().int(),
  chanceBasisPoints: z.number().int(),
  premiumCents: z.number().int(),
  chance: z.number(),
  float: z.number(),
  won: z.boolean(),
  recoveredCents: z.number().int(),
  createdAt: z.number().int(),
});
export type SecondLifeHistoryEntry = z.infer<typeof SecondLifeHistoryEntry>;

export const SecondLifeHistoryAnswer = pageOf(SecondLifeHistoryEntry);
export type SecondLifeHistoryAnswer = z.infer<typeof SecondLifeHistoryAnswer>;
