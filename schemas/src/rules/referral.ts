/** Referral and affiliate (docs/product-rules.md §9 "Affiliate and referral"). Money is always integer US cents. */
import { textSkeleton } from '../text/skeleton';
import { BONUS_RULES } from './platform';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

export interface ReferralTierRule {
  /** The first qualified referral (1-based, in qualification order) this tier applies to. */
  fromReferral: number;
  /** Catalog value of the bonus skin the referrer gets for that referral. */
  skinCents: number;
}

/**
 * - A referral QUALIFIES once, counted only from the moment it was linked, it has deposited `qualifyDepositCents` ($3)
 *   and played `qualifyPlayCents` ($6: settled stakes of real money or real skins; refunded and bonus-money bets count
 *   nothing). Only then does the referrer get the tier's bonus skin: qualified referrals 1-4 → $0.10, 5-9 → $0.25,
 *   10 and on → $0.50 (the skin: the catalog skin priced closest to the tier value without passing it).
 * - Every deposit of a linked referral (after the link) pays floor(deposit × 20%) to the referrer's bonus balance; no
 *   qualification needed.
 * - The referral's first deposit ever, if made after the link, gets +100% as bonus balance, at most
 *   `firstDepositBonusCapCents` ($20).
 * - Revshare: 50% of the house result (stake − payout) of the referrals' settled real-money/real-skin bets placed after
 *   the link, per Monday-Sunday UTC week, paid to the referrer's REAL balance an hour after the week ends. A losing
 *   week (players won) is carried over: it is subtracted from the next weeks' results until made up, never charged.
 *   Jackpot bets are left out: they settle with 0 money while skins pass between players, so stake − payout is not the
 *   house's result there.
 */
export const REFERRAL_RULES = {
  tiers: [
    { fromReferral: 1, skinCents: 10 },
    { fromReferral: 5, skinCents: 25 },
    { fromReferral: 10, skinCents: 50 },
  ] as readonly ReferralTierRule[],
  qualifyDepositCents: BONUS_RULES.bonusDepositNeededCents,
  qualifyPlayCents: BONUS_RULES.bonusPlayNeededCents,
  depositSharePercent: BONUS_RULES.referralDepositSharePercent,
  firstDepositBonusPercent: BONUS_RULES.referralFirstDepositBonusPercent,
  firstDepositBonusCapCents: 20_00,
  revsharePercent: 50,
  revsharePeriodMs: 7 * DAY_MS,
  /** Weeks start Mondays 00:00 UTC: 1970-01-05 was a Monday. */
  revshareAnchorMs: 4 * DAY_MS,
  /** A week is paid this long after it ends, so bets settling at its last instant have committed. */
  revshareGraceMs: HOUR_MS,
  revshareExcludedGames: ['jackpot'] as readonly string[],
  /** Weeks the job pays per pass at most (catching up after downtime). */
  revsharePeriodsPerPass: 8,
  /** Weeks listed in the partner history. */
  historyPeriods: 26,
  /** A deposit is rewarded once it is this old, so one that committed late with an earlier timestamp is not "second". */
  depositSettleMs: 5_000,
  /** How far back the job looks for deposits it has not rewarded yet. */
  depositScanWindowMs: 30 * DAY_MS,
  /** The stored /ref code links a new account only while it is this young ("at sign-up"). */
  signUpClaimWindowMs: HOUR_MS,
  /** Multi-account signal: the new account and the referrer seen from the same public IP or device within this. */
  sharedSightingWindowMs: 30 * DAY_MS,
  /** Custom referral codes: letters and digits, stored upper-case. */
  codeMinLength: 4,
  codeMaxLength: 16,
  /**
   * A custom code whose skeleton (schemas/src/text/skeleton.ts) contains one of these reads as the site's own
   * ("ADM1N", "SUPPORTDESK", "0FFICIAL"): REFERER.RESERVED_CODE, so no /ref link passes for a staff one.
   */
  reservedCodeWords: [
    'admin',
    'moderator',
    'support',
    'staff',
    'system',
    'official',
    'skinarena',
    'helpdesk',
    'security',
  ],
  /** Tick of the rewards job (env REFERRAL_JOB_INTERVAL_MS, 0 = off; off under NODE_ENV=test unless set). */
  jobIntervalMs: 5_000,
  /** Deposits and qualifications handled per pass at most. */
  jobBatch: 200,
} as const;

export const REFERRAL_CODE_PATTERN = /^[A-Z0-9]+$/;

/** The code as stored: trimmed, upper-case; null when it cannot be a referral code. */
export function normalizeReferralCode(raw: string): string | null {
  const code = raw.trim().toUpperCase();
  if (code.length < REFERRAL_RULES.codeMinLength || code.length > REFERRAL_RULES.codeMaxLength) return null;
  return REFERRAL_CODE_PATTERN.test(code) ? code : null;
}

const RESERVED_CODE_SKELETONS = REFERRAL_RULES.reservedCodeWords.map(textSkeleton);

/** Whether a code reads as staff's or the site's own: its skeleton contains a reserved word ("ADM1N", "5UPPORT"). */
export function isReservedReferralCode(code: string): boolean {
  const skeleton = textSkeleton(code);
  return RESERVED_CODE_SKELETONS.some((word) => skeleton.includes(word));
}

/** The bonus skin value for the n-th qualified referral (1-based). */
export function referralSkinCents(ordinal: number): number {
  let cents = 0;
  for (const tier of REFERRAL_RULES.tiers) if (ordinal >= tier.fromReferral) cents = tier.skinCents;
  return cents;
}

/** The referrer's bonus-balance share of one referral deposit. */
export function depositShareCents(depositCents: number): number {
  return Math.floor((depositCents * REFERRAL_RULES.depositSharePercent) / 100);
}

/** The referral's bonus on their first deposit. */
export function firstDepositBonusCents(depositCents: number): number {
  return Math.min(
    Math.floor((depositCents * REFERRAL_RULES.firstDepositBonusPercent) / 100),
    REFERRAL_RULES.firstDepositBonusCapCents,
  );
}

export interface RevshareSettlement {
  /** carry-in + the week's house result. */
  netCents: number;
  revshareCents: number;
  /** What the next week starts from: the loss not yet made up (≤ 0). */
  carryOutCents: number;
}

/** One week of one referrer: a negative carry (earlier losing weeks) is made up before anything is paid. */
export function settleRevshare(carryInCents: number, revenueCents: number): RevshareSettlement {
  const netCents = carryInCents + revenueCents;
  if (netCents <= 0) return { netCents, revshareCents: 0, carryOutCents: netCents };
  return { netCents, revshareCents: Math.floor((netCents * REFERRAL_RULES.revsharePercent) / 100), carryOutCents: 0 };
}

/** Start (epoch ms) of the revshare week containing `ms`. */
export function revsharePeriodStart(ms: number): number {
  const { revsharePeriodMs: period, revshareAnchorMs: anchor } = REFERRAL_RULES;
  return ms - ((((ms - anchor) % period) + period) % period);
}
