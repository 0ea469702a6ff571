import { z } from 'zod';

export * from './rules';

/** Weekly cashback REST shapes. Times in epoch ms, money in cents. */

export const CashbackStatus = z.enum(['CLAIMABLE', 'CLAIMED', 'EXPIRED']);
export type CashbackStatus = z.infer<typeof CashbackStatus>;

/** One computed week of one player (only weeks with a net loss have one). */
export const CashbackReward = z.object({
  id: z.number().int(),
  weekStart: z.number().int(),
  weekEnd: z.number().int(),
  level: z.number().int(),
  ratePercent: z.number(),
  /** Settled stakes − payouts of the week (real money and real skins). */
  netLossCents: z.number().int(),
  amountCents: z.number().int(),
  availableAt: z.number().int(),
  expiresAt: z.number().int(),
  claimedAt: z.number().int().nullable(),
  status: CashbackStatus,
});
export type CashbackReward = z.infer<typeof CashbackReward>;

/** `GET /api/cashback`: my level this week, what raises it, what I can claim and what I had. */
export const CashbackAnswer = z.object({
  level: z.number().int(),
  ratePercent: z.number(),
  maxLevel: z.number().int(),
  /** The last moment the current level holds without a renewal; null at level 1. */
  levelValidUntil: z.number().int().nullable(),
  week: z.object({ start: z.number().int(), end: z.number().int() }),
  depositedThisWeekCents: z.number().int(),
  /** The level next week with what was deposited so far. */
  nextWeekLevel: z.number().int(),
  /** Cents still to deposit this week for one more level next week; null at the top. */
  nextLevelNeedsCents: z.number().int().nullable(),
  levelStepCents: z.number().int(),
  /** The running week's net loss so far and what it would pay at this week's rate. */
  currentNetLossCents: z.number().int(),
  currentEstimateCents: z.number().int(),
  /** When this week's cashback becomes claimable. */
  nextPayoutAt: z.number().int(),
  claimable: z.array(CashbackReward),
  history: z.array(CashbackReward),
});
export type CashbackAnswer = z.infer<typeof CashbackAnswer>;

export const CashbackIdParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
export type CashbackIdParams = z.infer<typeof CashbackIdParams>;

/** `POST /api/cashback/{id}/claim`: the paid reward and the bonus balance after it. */
export const CashbackClaimAnswer = z.object({ reward: CashbackReward, bonusBalanceCents: z.number().int() });
export type CashbackClaimAnswer = z.infer<typeof CashbackClaimAnswer>;
