import type { SqlEntityManager } from '@mikro-orm/sql';
import {
  CASHBACK_RULES,
  type CashbackTiming,
  cashbackCents,
  cashbackLevelAt,
  cashbackWeekOf,
  cashbackWeekStart,
} from '@arena/schemas';
import { queryOne, queryRows } from '../db/sql';
import type { AppServices } from '../http/services';
import { depositsByWeek, weekLosses } from './ledger-facts';
import { cashbackSettingsOf } from './settings';
import { TRANSFER_FACTS } from '../db/ledger-facts';

export interface ComputedReward {
  userId: string;
  level: number;
  netLossCents: number;
  amountCents: number;
}

export interface ComputedWeek {
  weekStart: number;
  rewards: ComputedReward[];
}

export interface CashbackJobReport {
  weeks: ComputedWeek[];
  /** Players whose cached level (`users.cashback_level`) changed. */
  levelsUpdated: number;
}

const EMPTY = new Map<number, number>();

/**
 * One week, one transaction: the week row is claimed first (a second pass or a restarted process finds it and stops);
 * then every player with a net loss that week gets a reward row (unique per player and week) with the level in effect
 * that week. It is claimable from when it was computed (Monday 12:00 UTC when on time) for the claim window.
 */
async function computeWeek(
  services: AppServices,
  timing: CashbackTiming,
  week: number,
  nowMs: number,
): Promise<ComputedWeek | null> {
  const startMs = cashbackWeekStart(week, timing);
  const endMs = cashbackWeekStart(week + 1, timing);
  const availableMs = Math.max(endMs + timing.payoutDelayMs, nowMs);
  return services.ledger.transaction(async (tx) => {
    const claimed = await queryOne(
      tx,
      `insert into cashback_weeks (week_start, week_end, processed_at, rewards) values (?, ?, ?, 0) on conflict do nothing returning week_start`,
      [new Date(startMs), new Date(endMs), new Date(nowMs)],
    );
    if (!claimed) return null;
    const losses = await weekLosses(tx, startMs, endMs, { onlyLosses: true });
    const deposits = await depositsByWeek(
      tx,
      losses.map((l) => l.userId),
      startMs,
      timing,
    );
    const rewards: ComputedReward[] = [];
    for (const loss of losses) {
      const { level } = cashbackLevelAt(deposits.get(loss.userId) ?? EMPTY, week);
      const amountCents = cashbackCents(loss.netLossCents, level);
      if (amountCents <= 0) continue;
      await tx.execute(
        `insert into cashback_rewards (user_id, week_start, week_end, level, staked_cents, payout_cents, net_loss_cents, amount_cents, available_at, expires_at)
         values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        [
          loss.userId,
          new Date(startMs),
          new Date(endMs),
          level,
          loss.stakedCents,
          loss.payoutCents,
          loss.netLossCents,
          amountCents,
          new Date(availableMs),
          new Date(availableMs + timing.claimWindowMs),
        ],
        'run',
      );
      rewards.push({ userId: loss.userId, level, netLossCents: loss.netLossCents, amountCents });
    }
    await tx.execute(
      `update cashback_weeks set rewards = ? where week_start = ?`,
      [rewards.length, new Date(startMs)],
      'run',
    );
    return { weekStart: startMs, rewards };
  });
}

/** Writes the current week's level into the `users.cashback_level` cache for one player; true when it changed. */
export async function syncCachedLevel(em: SqlEntityManager, userId: string, level: number): Promise<boolean> {
  const result = (await em.execute(
    `update users set cashback_level = ? where id = ? and cashback_level <> ?`,
    [level, userId, level],
    'run',
  )) as {
    affectedRows?: number;
    rowCount?: number;
  };
  return Number(result.affectedRows ?? result.rowCount ?? 0) > 0;
}

const refreshedWeek = new WeakMap<AppServices, number>();

/** Once per week per process: the cached level of everyone who holds one above 1 or deposited recently. */
async function refreshCachedLevels(services: AppServices, timing: CashbackTiming, nowMs: number): Promise<number> {
  const week = cashbackWeekOf(nowMs, timing);
  if (refreshedWeek.get(services) === week) return 0;
  const em = services.orm.em.fork() as SqlEntityManager;
  const since = cashbackWeekStart(week - CASHBACK_RULES.levelWeeks - 1, timing);
  const users = await queryRows<{ id: string }>(
    em,
    `select id from users where cashback_level <> 1
     union select distinct t.user_id from ${TRANSFER_FACTS} t where t.operation = 'DEPOSIT' and t.created_at >= ? and t.user_id is not null`,
    [new Date(since)],
  );
  const deposits = await depositsByWeek(
    em,
    users.map((u) => u.id),
    cashbackWeekStart(week, timing),
    timing,
  );
  let changed = 0;
  for (const { id } of users) {
    if (await syncCachedLevel(em, id, cashbackLevelAt(deposits.get(id) ?? EMPTY, week).level)) changed++;
  }
  refreshedWeek.set(services, week);
  return changed;
}

/**
 * One pass of the cashback job: computes, in order, every week that became due (its payout time, Monday 12:00 UTC,
 * has come) and was not computed yet, going back at most `catchUpWeeks` after downtime, a few weeks per pass; then refreshes the level cache
 * once a week. Any number of passes, in any number of processes, compute each week once.
 */
export async function runCashbackJob(services: AppServices, nowMs: number): Promise<CashbackJobReport> {
  const { timing } = cashbackSettingsOf(services);
  const em = services.orm.em.fork() as SqlEntityManager;
  const last = await queryOne<{ last: Date | string | null }>(em, `select max(week_start) as last from cashback_weeks`);
  const earliest = cashbackWeekOf(nowMs - CASHBACK_RULES.catchUpWeeks * timing.periodMs - timing.payoutDelayMs, timing);
  let week = last?.last ? Math.max(cashbackWeekOf(new Date(last.last).getTime(), timing) + 1, earliest) : earliest;
  const weeks: ComputedWeek[] = [];
  for (
    ;
    cashbackWeekStart(week + 1, timing) + timing.payoutDelayMs <= nowMs && weeks.length < CASHBACK_RULES.weeksPerPass;
    week++
  ) {
    const done = await computeWeek(services, timing, week, nowMs);
    if (done) weeks.push(done);
  }
  const levelsUpdated = await refreshCachedLevels(services, timing, nowMs);
  return { weeks, levelsUpdated };
}
