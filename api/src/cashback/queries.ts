import type { SqlEntityManager } from '@mikro-orm/sql';
import {
  CASHBACK_RULES,
  type CashbackAnswer,
  type CashbackTiming,
  cashbackCents,
  cashbackLevelAt,
  cashbackNextLevelNeedsCents,
  cashbackRatePercent,
  cashbackWeekOf,
  cashbackWeekStart,
} from '@arena/schemas';
import { depositsByWeek, weekLosses } from './ledger-facts';
import { syncCachedLevel } from './job';
import { latestRewards, toReward } from './rewards';

/** `GET /api/cashback`: everything is derived from the ledger at `nowMs`; the level cache is brought up to date. */
export async function cashbackSummary(
  em: SqlEntityManager,
  userId: string,
  timing: CashbackTiming,
  nowMs: number,
): Promise<CashbackAnswer> {
  const week = cashbackWeekOf(nowMs, timing);
  const start = cashbackWeekStart(week, timing);
  const end = cashbackWeekStart(week + 1, timing);
  const deposits = (await depositsByWeek(em, [userId], nowMs + 1, timing)).get(userId) ?? new Map<number, number>();
  const now = cashbackLevelAt(deposits, week);
  const depositedThisWeekCents = deposits.get(week) ?? 0;
  const [current] = await weekLosses(em, start, nowMs + 1, { userId });
  const currentNetLossCents = current?.netLossCents ?? 0;
  await syncCachedLevel(em, userId, now.level);
  const rewards = (await latestRewards(em, userId)).map((row) => toReward(row, nowMs));
  return {
    level: now.level,
    ratePercent: cashbackRatePercent(now.level),
    maxLevel: CASHBACK_RULES.maxLevel,
    levelValidUntil: now.validThroughWeek === null ? null : cashbackWeekStart(now.validThroughWeek + 1, timing),
    week: { start, end },
    depositedThisWeekCents,
    nextWeekLevel: cashbackLevelAt(deposits, week + 1).level,
    nextLevelNeedsCents: cashbackNextLevelNeedsCents(now.level, depositedThisWeekCents),
    levelStepCents: CASHBACK_RULES.levelStepCents,
    currentNetLossCents,
    currentEstimateCents: cashbackCents(currentNetLossCents, now.level),
    nextPayoutAt: end + timing.payoutDelayMs,
    claimable: rewards
      .filter((r) => r.status === 'CLAIMABLE')
      .sort((a, b) => a.expiresAt - b.expiresAt || a.weekStart - b.weekStart),
    history: rewards,
  };
}
