import type { SqlEntityManager } from '@mikro-orm/sql';
import {
  BONUS_PAGE_RULES,
  type BonusClaimAnswer,
  type CaptchaChallengeAnswer,
  type DailyBonusClaimBody,
} from '@arena/schemas';
import type { AppServices } from '../http/services';
import { captchaOf, passCaptcha } from './captcha';
import { lastClaim, nextClaimAt, payClaim, waitError } from './claims';

/** A captcha challenge for the daily bonus; refused with DAILY_BONUS_WAIT while the bonus is not open. */
export async function dailyCaptcha(
  services: AppServices,
  userId: string,
  nowMs: number,
): Promise<CaptchaChallengeAnswer> {
  const em = services.orm.em.fork() as SqlEntityManager;
  const waitUntil = nextClaimAt(await lastClaim(em, userId, 'DAILY'), 'DAILY', nowMs);
  if (waitUntil !== null) throw waitError(waitUntil);
  return captchaOf(services).issue(userId, nowMs);
}

/**
 * The daily bonus: PROMOCODE.DAILY_BONUS_WAIT (arg: when it opens, ISO 8601) within 24 h of the last one, checked
 * before the captcha so a waiting player's answer is not used up; PROMOCODE.CAPTCHA for a wrong, expired, foreign or
 * reused answer; else BONUS_PAGE_RULES.daily.amountCents to the bonus balance, once (see payClaim).
 */
export async function claimDaily(
  services: AppServices,
  userId: string,
  body: DailyBonusClaimBody,
  nowMs: number,
): Promise<BonusClaimAnswer> {
  const em = services.orm.em.fork() as SqlEntityManager;
  const waitUntil = nextClaimAt(await lastClaim(em, userId, 'DAILY'), 'DAILY', nowMs);
  if (waitUntil !== null) throw waitError(waitUntil);
  await passCaptcha(services, em, userId, body, nowMs);
  const paid = await services.ledger.transaction((tx) =>
    payClaim(services.ledger, tx, {
      userId,
      kind: 'DAILY',
      nowMs,
      amount: async () => ({ cents: BONUS_PAGE_RULES.daily.amountCents }),
    }),
  );
  return { kind: 'DAILY', amountCents: paid.cents, claimedAt: paid.claimedAt, nextAt: paid.nextAt };
}
