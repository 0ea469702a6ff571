import { z } from 'zod';
import { BONUS_PAGE_KINDS, BONUS_PAGE_RULES } from './rules';

export * from './rules';

/** /bonus REST shapes: the daily bonus with its captcha, the wheel of fortune, the fan bonus. Times in epoch ms. */

export const BonusPageKindSchema = z.enum(BONUS_PAGE_KINDS);

/** `POST /api/bonus/daily/captcha`: a fresh challenge. The token is signed by the server, expires and is answered once. */
export const CaptchaChallengeAnswer = z.object({
  provider: z.enum(['sandbox']),
  token: z.string(),
  /** What the player is asked, e.g. "7 + 12". */
  question: z.string(),
  expiresAt: z.number().int(),
});
export type CaptchaChallengeAnswer = z.infer<typeof CaptchaChallengeAnswer>;

/** `POST /api/bonus/daily/claim`. */
export const DailyBonusClaimBody = z.object({ token: z.string().min(1).max(1024), answer: z.string().max(32) });
export type DailyBonusClaimBody = z.infer<typeof DailyBonusClaimBody>;

/** A paid claim (daily or fan) and when the next one opens. */
export const BonusClaimAnswer = z.object({
  kind: BonusPageKindSchema,
  amountCents: z.number().int(),
  claimedAt: z.number().int(),
  nextAt: z.number().int(),
});
export type BonusClaimAnswer = z.infer<typeof BonusClaimAnswer>;

/** `POST /api/bonus/wheel/spin`: the landed segment, its prize, and the seeds it came from (recorded for /fair under spinId). */
export const WheelSpinAnswer = z.object({
  spinId: z.string(),
  segment: z.number().int(),
  prizeCents: z.number().int(),
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  nonce: z.number().int(),
  claimedAt: z.number().int(),
  nextAt: z.number().int(),
});
export type WheelSpinAnswer = z.infer<typeof WheelSpinAnswer>;

/** Why a bonus cannot be taken now: an error catalogue key (PROMOCODE.*) and its args, as a refusal would carry. */
export const BonusReason = z.object({ key: z.string(), args: z.array(z.union([z.string(), z.number()])) });
export type BonusReason = z.infer<typeof BonusReason>;

/** `GET /api/bonus/status`: what the page can offer the signed-in player, and when. `nextAt` null = open now. */
export const BonusStatusAnswer = z.object({
  now: z.number().int(),
  daily: z.object({ amountCents: z.number().int(), periodMs: z.number().int(), nextAt: z.number().int().nullable() }),
  wheel: z.object({
    segmentsCents: z.array(z.number().int()),
    periodMs: z.number().int(),
    nextAt: z.number().int().nullable(),
    conditions: z.object({
      minDepositCents: z.number().int(),
      depositWindowDays: z.number().int(),
      minSteamLevel: z.number().int(),
      minGameHours: z.number().int(),
    }),
    /** Every unmet condition, in the order a spin checks them (empty: eligible). */
    reasons: z.array(BonusReason),
    lastSpin: WheelSpinAnswer.nullable(),
  }),
  fan: z.object({
    amountCents: z.number().int(),
    periodMs: z.number().int(),
    brand: z.string(),
    nextAt: z.number().int().nullable(),
    reasons: z.array(BonusReason),
    approvedAvatars: z.array(z.string()),
  }),
});
export type BonusStatusAnswer = z.infer<typeof BonusStatusAnswer>;

/** Admin: approve (or withdraw approval of) an avatar for the fan bonus, by its address. */
export const FanAvatarBody = z.object({ url: z.string().trim().min(1).max(BONUS_PAGE_RULES.fan.maxAvatarUrlLength) });
export type FanAvatarBody = z.infer<typeof FanAvatarBody>;

export const FanAvatarListAnswer = z.object({
  avatars: z.array(z.object({ url: z.string(), approvedAt: z.number().int() })),
});
export type FanAvatarListAnswer = z.infer<typeof FanAvatarListAnswer>;
