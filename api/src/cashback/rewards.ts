import type { SqlEntityManager } from '@mikro-orm/sql';
import { CASHBACK_RULES, type CashbackReward, type CashbackStatus, cashbackRatePercent } from '@arena/schemas';
import { queryRows } from '../db/sql';

type Num = number | string;
type Time = Date | string;

export interface RewardRow {
  id: Num;
  user_id: string;
  week_start: Time;
  week_end: Time;
  level: Num;
  net_loss_cents: Num;
  amount_cents: Num;
  available_at: Time;
  expires_at: Time;
  claimed_at: Time | null;
  transfer_id: Num | null;
}

const ms = (value: Time) => new Date(value).getTime();

/** Claimed, else expired once its window closed, else claimable. */
export function rewardStatus(row: RewardRow, nowMs: number): CashbackStatus {
  if (row.claimed_at !== null) return 'CLAIMED';
  return nowMs >= ms(row.expires_at) ? 'EXPIRED' : 'CLAIMABLE';
}

export function toReward(row: RewardRow, nowMs: number): CashbackReward {
  const level = Number(row.level);
  return {
    id: Number(row.id),
    weekStart: ms(row.week_start),
    weekEnd: ms(row.week_end),
    level,
    ratePercent: cashbackRatePercent(level),
    netLossCents: Number(row.net_loss_cents),
    amountCents: Number(row.amount_cents),
    availableAt: ms(row.available_at),
    expiresAt: ms(row.expires_at),
    claimedAt: row.claimed_at === null ? null : ms(row.claimed_at),
    status: rewardStatus(row, nowMs),
  };
}

/** A player's latest computed weeks, newest first. */
export async function latestRewards(em: SqlEntityManager, userId: string): Promise<RewardRow[]> {
  return queryRows<RewardRow>(
    em,
    `select * from cashback_rewards where user_id = ? order by week_start desc limit ${CASHBACK_RULES.historyLimit}`,
    [userId],
  );
}
