import type { SqlEntityManager } from '@mikro-orm/sql';
import {
  AppError,
  BATTLEPASS_RULES,
  type BattlepassClaimAnswer,
  type CalendarAnswer,
  type CalendarClaimBody,
} from '@arena/schemas';
import { queryOne, queryRows } from '../db/sql';
import type { AppServices } from '../http/services';
import { battlepassClock } from './clock';
import { loadBattlepass, loadHolder, parseReward } from './passes';
import { payReward } from './rewards';

async function loadCalendar(em: SqlEntityManager, battlepassId: number) {
  const row = await queryOne<{ opens_at: Date | string }>(
    em,
    `select opens_at from battlepass_calendars where battlepass_id = ?`,
    [battlepassId],
  );
  if (!row) return undefined;
  const prizes = await queryRows<{ day: number; reward: unknown }>(
    em,
    `select day, reward from battlepass_calendar_prizes where battlepass_id = ? order by day`,
    [battlepassId],
  );
  const opensAt = new Date(row.opens_at).getTime();
  return prizes.map((p) => ({
    day: p.day,
    opensAt: opensAt + (p.day - 1) * BATTLEPASS_RULES.calendarDayMs,
    reward: parseReward(p.reward),
  }));
}

/**
 * Why a calendar day cannot be claimed now, in the claim's order (see claimCalendarDay), or null. The calendar view
 * answers the same rule as `claimable`, so the page offers "Open" only where the claim would pay.
 */
export function calendarDayRefusal(
  day: { opensAt: number },
  ctx: { passActive: boolean; premiumAt: number | null; nowMs: number; claimed: boolean },
): AppError | null {
  if (!ctx.passActive) return new AppError('CALENDAR.BATTLEPASS_IS_NOT_ACTIVE');
  if (ctx.premiumAt === null) return new AppError('CALENDAR.PREMIUM_HAS_NOT_PURCHASED');
  if (day.opensAt > ctx.nowMs) return new AppError('CALENDAR.DAY_HAS_NOT_STARTED_YET');
  if (day.opensAt + BATTLEPASS_RULES.calendarDayMs <= ctx.premiumAt)
    return new AppError('CALENDAR.PRIZE_IS_AVAILABLE_FROM_DAY_OF_RECEIPT_BATTLEPASS');
  if (ctx.claimed) return new AppError('CALENDAR.PRIZE_ALREADY_CLAIMED');
  return null;
}

/** The advent calendar of a battlepass: day N opens `N − 1` days after the calendar opens (UTC day length). */
export async function calendarOf(
  em: SqlEntityManager,
  battlepassId: number,
  userId: string | null,
): Promise<CalendarAnswer> {
  const days = await loadCalendar(em, battlepassId);
  if (!days) throw new AppError('CALENDAR.CALENDAR_NOT_FOUND');
  const claimed = userId
    ? new Set(
        (
          await queryRows<{ day: number }>(
            em,
            `select day from battlepass_calendar_claims where battlepass_id = ? and user_id = ?`,
            [battlepassId, userId],
          )
        ).map((r) => r.day),
      )
    : new Set<number>();
  const holder = userId ? await loadHolder(em, battlepassId, userId) : undefined;
  const passActive = (await loadBattlepass(em, battlepassId)).status === 'ACTIVE';
  const premiumAt = holder?.premium ? holder.premiumAt : null;
  const nowMs = battlepassClock.now();
  return {
    battlepassId,
    days: days.map((d) => {
      // A day not begun yet counts as begun: the page opens it by its own clock and the claim re-checks the time.
      const refusal = calendarDayRefusal(d, {
        passActive,
        premiumAt,
        nowMs: Math.max(nowMs, d.opensAt),
        claimed: claimed.has(d.day),
      });
      return { ...d, claimed: claimed.has(d.day), claimable: userId !== null && refusal === null };
    }),
  };
}

/**
 * One prize a day for premium holders. Refusals in this order: no such calendar or day (CALENDAR_NOT_FOUND), the
 * pass not ACTIVE (BATTLEPASS_IS_NOT_ACTIVE), no premium pass (PREMIUM_HAS_NOT_PURCHASED), the day not open yet
 * (DAY_HAS_NOT_STARTED_YET), a day that ended before the player bought the pass
 * (PRIZE_IS_AVAILABLE_FROM_DAY_OF_RECEIPT_BATTLEPASS), already taken (PRIZE_ALREADY_CLAIMED: unique row and ledger
 * key). Missed days from the day of receipt on stay claimable while the pass is active.
 */
export function claimCalendarDay(
  services: AppServices,
  userId: string,
  body: CalendarClaimBody,
): Promise<BattlepassClaimAnswer> {
  return services.ledger.transaction(async (tx) => {
    await tx.execute(`select id from users where id = ? for no key update`, [userId], 'all');
    const day = (await loadCalendar(tx, body.battlepassId))?.find((d) => d.day === body.day);
    if (!day) throw new AppError('CALENDAR.CALENDAR_NOT_FOUND');
    const pass = await loadBattlepass(tx, body.battlepassId);
    const holder = await loadHolder(tx, pass.id, userId);
    const nowMs = battlepassClock.now();
    const done = await queryOne(
      tx,
      `select 1 from battlepass_calendar_claims where battlepass_id = ? and user_id = ? and day = ?`,
      [pass.id, userId, body.day],
    );
    const refusal = calendarDayRefusal(day, {
      passActive: pass.status === 'ACTIVE',
      premiumAt: holder?.premium ? holder.premiumAt : null,
      nowMs,
      claimed: done !== undefined,
    });
    if (refusal) throw refusal;
    const paid = await payReward(services.ledger, tx, {
      userId,
      reward: day.reward,
      key: `calendar:${pass.id}:${body.day}`,
      nowMs,
    });
    if (!paid) throw new AppError('CALENDAR.PRIZE_ALREADY_CLAIMED');
    await tx.execute(
      `insert into battlepass_calendar_claims (battlepass_id, user_id, day, transfer_id) values (?, ?, ?, ?)`,
      [pass.id, userId, body.day, paid.transferId],
      'run',
    );
    return { reward: day.reward, itemIds: paid.itemIds, ticketIds: paid.ticketIds };
  });
}
