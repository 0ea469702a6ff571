import { z } from 'zod';
import { pageOf } from '../paging';

/** Referral and affiliate REST shapes. Times in epoch ms, money in cents. */

/** A client-made random id kept in the browser's storage: one device, whichever account signs in on it. */
const DeviceId = z.string().min(8).max(64);

/** `POST /api/referral/claim`: the code `/ref/{code}` stored, sent right after sign-in. Format is checked by the handler (REFERER.BAD_CODE). */
export const ReferralClaimBody = z.object({ code: z.string().max(64), device: DeviceId.optional() });
export type ReferralClaimBody = z.infer<typeof ReferralClaimBody>;

/** `POST /api/referral/seen`: "this account is used from this device" (a multi-account signal). */
export const ReferralSeenBody = z.object({ device: DeviceId.optional() });
export type ReferralSeenBody = z.infer<typeof ReferralSeenBody>;
export const ReferralSeenAnswer = z.object({ ok: z.literal(true) });

/** `PUT /api/referral/code`: a custom referral code (4-16 letters or digits). */
export const ReferralCodeBody = z.object({ code: z.string().max(64) });
export type ReferralCodeBody = z.infer<typeof ReferralCodeBody>;
export const ReferralCodeAnswer = z.object({ code: z.string() });
export type ReferralCodeAnswer = z.infer<typeof ReferralCodeAnswer>;

export const ReferralLinkAnswer = z.object({ referrerName: z.string(), linkedAt: z.number().int() });
export type ReferralLinkAnswer = z.infer<typeof ReferralLinkAnswer>;

export const ReferralTier = z.object({
  fromReferral: z.number().int(),
  toReferral: z.number().int().nullable(),
  skinCents: z.number().int(),
});
export type ReferralTier = z.infer<typeof ReferralTier>;

/** `GET /api/referral`: my code, counts, tier and earnings, and who referred me. */
export const ReferralAnswer = z.object({
  code: z.string(),
  referrals: z.number().int(),
  qualified: z.number().int(),
  /** The skin value the next qualified referral brings. */
  nextSkinCents: z.number().int(),
  tiers: z.array(ReferralTier),
  earnings: z.object({
    skinsCents: z.number().int(),
    depositShareCents: z.number().int(),
    revshareCents: z.number().int(),
  }),
  rules: z.object({
    qualifyDepositCents: z.number().int(),
    qualifyPlayCents: z.number().int(),
    depositSharePercent: z.number().int(),
    firstDepositBonusPercent: z.number().int(),
    firstDepositBonusCapCents: z.number().int(),
    revsharePercent: z.number().int(),
  }),
  referredBy: z
    .object({ name: z.string(), linkedAt: z.number().int(), firstDepositBonusCents: z.number().int().nullable() })
    .nullable(),
});
export type ReferralAnswer = z.infer<typeof ReferralAnswer>;

/** One referral as the referrer sees it; deposits and play count from the link on. */
export const ReferralListItem = z.object({
  userId: z.string(),
  name: z.string(),
  avatar: z.string().nullable(),
  linkedAt: z.number().int(),
  depositedCents: z.number().int(),
  playedCents: z.number().int(),
  qualifiedAt: z.number().int().nullable(),
  skinCents: z.number().int().nullable(),
  depositShareCents: z.number().int(),
});
export type ReferralListItem = z.infer<typeof ReferralListItem>;

/** `GET /api/referral/referrals?page=&pageSize=`, newest first. */
export const ReferralListAnswer = pageOf(ReferralListItem);
export type ReferralListAnswer = z.infer<typeof ReferralListAnswer>;

/** One paid (or carried) revshare week of a referrer. */
export const RevsharePeriod = z.object({
  periodStart: z.number().int(),
  periodEnd: z.number().int(),
  revenueCents: z.number().int(),
  carryInCents: z.number().int(),
  revshareCents: z.number().int(),
  carryOutCents: z.number().int(),
});
export type RevsharePeriod = z.infer<typeof RevsharePeriod>;

/** `GET /api/partners/stats`: the affiliate view of my referrals. */
export const PartnersStatsAnswer = z.object({
  referrals: z.number().int(),
  qualified: z.number().int(),
  depositsCents: z.number().int(),
  /** House result of the referrals' counted bets over the paid weeks plus the running week. */
  revenueCents: z.number().int(),
  revshareCents: z.number().int(),
  revsharePercent: z.number().int(),
  /** The loss still to be made up before revshare is paid again (≤ 0). */
  carryCents: z.number().int(),
  current: z.object({ periodStart: z.number().int(), periodEnd: z.number().int(), revenueCents: z.number().int() }),
  history: z.array(RevsharePeriod),
});
export type PartnersStatsAnswer = z.infer<typeof PartnersStatsAnswer>;

/** `GET /api/partners/dashboard`: where /partner-dashboard sends the partner (env PARTNERS_SITE_URL). */
export const PartnersDashboardAnswer = z.object({ url: z.string() });
export type PartnersDashboardAnswer = z.infer<typeof PartnersDashboardAnswer>;
