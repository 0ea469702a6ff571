import { z } from 'zod';

/** The user state of docs/product-rules.md §3, as `GET /api/users/current` answers it. */
export const UserStateAnswer = z.object({
  id: z.string(),
  name: z.string(),
  avatar: z.string().nullable(),
  balanceUsd: z.number(),
  balanceCents: z.number().int(),
  bonusBalanceUsd: z.number(),
  bonusBalanceCents: z.number().int(),
  role: z.string(),
  features: z.array(z.string()),
  premium: z.boolean(),
  hasUserBattlepass: z.boolean(),
  userHasDeposit: z.boolean(),
  userCashbackLevel: z.number().int(),
  betLimitUsd: z.number(),
  betJackpotLimitUsd: z.number(),
  referralCode: z.string(),
  /** The Steam trade offer link saved with `PUT /api/users/current/trade-link`, if any. */
  tradeLink: z.string().nullable().optional(),
});
export type UserStateAnswer = z.infer<typeof UserStateAnswer>;

export const ErrorAnswer = z.object({
  error: z.object({ key: z.string(), args: z.array(z.union([z.string(), z.number()])) }),
});
