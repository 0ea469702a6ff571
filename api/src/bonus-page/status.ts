import type { SqlEntityManager } from '@mikro-orm/sql';
import { BONUS_PAGE_RULES, type BonusStatusAnswer, WHEEL_SEGMENTS_CENTS } from '@arena/schemas';
import type { AppServices } from '../http/services';
import { lastClaim, nextClaimAt } from './claims';
import { approvedAvatars, fanReasons } from './fan';
import { lastSpin, wheelReasons } from './wheel';

/** `GET /api/bonus/status`: each bonus, when it opens next and (wheel, fan) every condition the player misses now. */
export async function bonusStatus(services: AppServices, userId: string, nowMs: number): Promise<BonusStatusAnswer> {
  const em = services.orm.em.fork() as SqlEntityManager;
  const { daily, wheel, fan } = BONUS_PAGE_RULES;
  return {
    now: nowMs,
    daily: {
      amountCents: daily.amountCents,
      periodMs: daily.periodMs,
      nextAt: nextClaimAt(await lastClaim(em, userId, 'DAILY'), 'DAILY', nowMs),
    },
    wheel: {
      segmentsCents: [...WHEEL_SEGMENTS_CENTS],
      periodMs: wheel.periodMs,
      nextAt: nextClaimAt(await lastClaim(em, userId, 'WHEEL'), 'WHEEL', nowMs),
      conditions: {
        minDepositCents: wheel.minDepositCents,
        depositWindowDays: wheel.depositWindowDays,
        minSteamLevel: wheel.minSteamLevel,
        minGameHours: wheel.minGameHours,
      },
      reasons: await wheelReasons(services, em, userId, nowMs),
      lastSpin: await lastSpin(em, userId),
    },
    fan: {
      amountCents: fan.amountCents,
      periodMs: fan.periodMs,
      brand: fan.brand,
      nextAt: nextClaimAt(await lastClaim(em, userId, 'FAN'), 'FAN', nowMs),
      reasons: await fanReasons(services, em, userId),
      approvedAvatars: (await approvedAvatars(em)).map((a) => a.url),
    },
  };
}
