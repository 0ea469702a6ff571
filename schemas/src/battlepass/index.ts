import { z } from 'zod';
import { BATTLEPASS_RULES } from '../constants';
import { EpochMs, Int4Id } from '../api/bounds';

/** Battlepass REST shapes (docs/product-rules.md §3, §7): the three spec calls plus levels, claims, leaders and the advent calendar. */

export const BattlepassStatus = z.enum(['COMING', 'PRESALE', 'ACTIVE', 'ENDS']);
export type BattlepassStatus = z.infer<typeof BattlepassStatus>;

/** What a level, a calendar day or a claim pays. TREASURE_ACCESS opens treasures' premium parts while its pass runs. */
export const BattlepassReward = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('BALANCE'), cents: z.number().int().positive().max(1_000_000) }),
  z.object({ kind: z.literal('BONUS'), cents: z.number().int().positive().max(1_000_000) }),
  z.object({ kind: z.literal('SKIN'), catalogItemId: Int4Id }),
  z.object({ kind: z.literal('BINGO_TICKETS'), count: z.number().int().min(1).max(10) }),
  z.object({ kind: z.literal('TREASURE_ACCESS') }),
]);
export type BattlepassReward = z.infer<typeof BattlepassReward>;

export const BattlepassTier = z.enum(['FREE', 'PREMIUM']);
export type BattlepassTier = z.infer<typeof BattlepassTier>;

/** `GET /api/battlepass/current/list` */
export const BattlepassSummary = z.object({
  id: z.number().int(),
  status: BattlepassStatus,
  presaleAt: z.number().int().nullable(),
  startedAt: z.number().int(),
  finishedAt: z.number().int(),
  title: z.string(),
});
export type BattlepassSummary = z.infer<typeof BattlepassSummary>;
export const BattlepassListAnswer = z.array(BattlepassSummary);

export const BattlepassIdBody = z.object({ battlepassId: z.number().int().positive() });
export type BattlepassIdBody = z.infer<typeof BattlepassIdBody>;

/** `POST /api/battlepass/bundle/list`: experience 0 is the premium (pre-sale) bundle; prices in cents. */
export const BattlepassBundle = z.object({
  id: z.number().int(),
  experience: z.number().int(),
  presalePrice: z.number().int(),
  oldPrice: z.number().int(),
  /** What one costs now: presalePrice during PRESALE, else oldPrice. */
  price: z.number().int(),
});
export type BattlepassBundle = z.infer<typeof BattlepassBundle>;
export const BattlepassBundleListAnswer = z.array(BattlepassBundle);

export const BattlepassBuyBody = z.object({
  battlepassId: z.number().int().positive(),
  bundleId: z.number().int().positive(),
  count: z.number().int().min(1).max(BATTLEPASS_RULES.maxBundleCount),
});
export type BattlepassBuyBody = z.infer<typeof BattlepassBuyBody>;
export const BattlepassBuyAnswer = z.object({
  premium: z.boolean(),
  experience: z.number().int(),
  paidCents: z.number().int(),
});
export type BattlepassBuyAnswer = z.infer<typeof BattlepassBuyAnswer>;

export const BattlepassLevel = z.object({
  level: z.number().int(),
  /** Cumulative experience that reaches this level. */
  experience: z.number().int(),
  free: BattlepassReward.nullable(),
  premium: BattlepassReward.nullable(),
  freeClaimed: z.boolean(),
  premiumClaimed: z.boolean(),
});
export type BattlepassLevel = z.infer<typeof BattlepassLevel>;

/** `POST /api/battlepass/state`: the levels track with the caller's progress (anonymous: zero, nothing claimed). */
export const BattlepassStateAnswer = z.object({
  battlepass: BattlepassSummary,
  experience: z.number().int(),
  level: z.number().int(),
  premium: z.boolean(),
  holder: z.boolean(),
  treasureAccess: z.boolean(),
  levels: z.array(BattlepassLevel),
});
export type BattlepassStateAnswer = z.infer<typeof BattlepassStateAnswer>;

export const BattlepassClaimBody = z.object({
  battlepassId: z.number().int().positive(),
  level: z.number().int().min(1).max(BATTLEPASS_RULES.maxLevels),
  tier: BattlepassTier,
});
export type BattlepassClaimBody = z.infer<typeof BattlepassClaimBody>;
export const BattlepassClaimAnswer = z.object({
  reward: BattlepassReward,
  itemIds: z.array(z.string()),
  ticketIds: z.array(z.string()),
});
export type BattlepassClaimAnswer = z.infer<typeof BattlepassClaimAnswer>;

export const BattlepassLeader = z.object({
  userId: z.string(),
  name: z.string(),
  avatar: z.string().nullable(),
  experience: z.number().int(),
  level: z.number().int(),
});
export const BattlepassLeadersAnswer = z.array(BattlepassLeader);
export type BattlepassLeader = z.infer<typeof BattlepassLeader>;

export const CalendarDay = z.object({
  day: z.number().int(),
  opensAt: z.number().int(),
  reward: BattlepassReward,
  claimed: z.boolean(),
  /** The caller may claim it once it has begun: every other rule of the claim met (false for a visitor). */
  claimable: z.boolean(),
});
export type CalendarDay = z.infer<typeof CalendarDay>;
export const CalendarAnswer = z.object({ battlepassId: z.number().int(), days: z.array(CalendarDay) });
export type CalendarAnswer = z.infer<typeof CalendarAnswer>;
export const CalendarClaimBody = z.object({
  battlepassId: z.number().int().positive(),
  day: z.number().int().min(1).max(BATTLEPASS_RULES.maxCalendarDays),
});
export type CalendarClaimBody = z.infer<typeof CalendarClaimBody>;

/** `POST /api/admin/battlepasses`: a battlepass with its levels (in order), bundles and optional calendar. */
export const BattlepassCreateBody = z
  .object({
    title: z.string().min(1).max(80),
    presaleAt: EpochMs.nullable(),
    startedAt: EpochMs,
    finishedAt: EpochMs,
    levels: z
      .array(
        z.object({
          experience: z.number().int().min(1).max(BATTLEPASS_RULES.maxLevelExperience),
          free: BattlepassReward.nullable(),
          premium: BattlepassReward.nullable(),
        }),
      )
      .min(1)
      .max(BATTLEPASS_RULES.maxLevels),
    /** The premium bundle (experience 0) is required; the others are level cards. */
    bundles: z
      .array(
        z.object({
          experience: z.number().int().min(0).max(BATTLEPASS_RULES.maxLevelExperience),
          oldPrice: z.number().int().positive().max(100_000_00),
        }),
      )
      .min(1)
      .max(20),
    calendar: z
      .object({ opensAt: EpochMs, prizes: z.array(BattlepassReward).min(1).max(BATTLEPASS_RULES.maxCalendarDays) })
      .nullable(),
  })
  .refine(
    (b) => b.startedAt < b.finishedAt && (b.presaleAt === null || b.presaleAt < b.startedAt),
    'dates out of order',
  )
  .refine(
    (b) => b.levels.every((l, i) => i === 0 || l.experience > b.levels[i - 1]!.experience),
    'level experience must grow',
  )
  .refine((b) => b.bundles.filter((x) => x.experience === 0).length === 1, 'exactly one premium bundle');
export type BattlepassCreateBody = z.infer<typeof BattlepassCreateBody>;
export const BattlepassCreateAnswer = z.object({ id: z.number().int() });

/** The pre-sale price: 50% off (docs/product-rules.md §9), rounded up to a cent. */
export function presalePriceCents(oldPriceCents: number): number {
  return Math.ceil((oldPriceCents * (10_000 - BATTLEPASS_RULES.presaleDiscountBasisPoints)) / 10_000);
}

/** The status from the dates (presale window, start, end). */
export function battlepassStatus(
  b: { presaleAt: number | null; startedAt: number; finishedAt: number },
  nowMs: number,
): BattlepassStatus {
  if (nowMs >= b.finishedAt) return 'ENDS';
  if (nowMs >= b.startedAt) return 'ACTIVE';
  if (b.presaleAt !== null && nowMs >= b.presaleAt) return 'PRESALE';
  return 'COMING';
}

/** Experience of `stakeCents` of settled real-money wagering. */
export const experienceForStake = (stakeCents: number) => Math.floor(stakeCents / BATTLEPASS_RULES.centsPerExperience);

/** Levels reached with `experience` (level thresholds ascending). */
export function levelFor(experience: number, thresholds: readonly number[]): number {
  let level = 0;
  for (const t of thresholds) if (experience >= t) level++;
  return level;
}
