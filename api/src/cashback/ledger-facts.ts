import type { SqlEntityManager } from '@mikro-orm/sql';
import { CASHBACK_RULES, type CashbackTiming, cashbackWeekOf } from '@arena/schemas';
import { queryRows } from '../db/sql';
import { BET_FACTS, ENTRY_FACTS, TRANSFER_FACTS } from '../db/ledger-facts';

type Num = number | string;

/**
 * Deposits per player and week: credits of DEPOSIT transfers to the real balance made before `untilMs`
 * (user id → week number → cents). The level of any week is folded from these.
 */
export async function depositsByWeek(
  em: SqlEntityManager,
  userIds: string[],
  untilMs: number,
  timing: CashbackTiming,
): Promise<Map<string, Map<number, number>>> {
  const out = new Map<string, Map<number, number>>();
  if (userIds.length === 0) return out;
  const rows = await queryRows<{ user_id: string; created_at: Date | string; amount: Num }>(
    em,
    `select t.user_id, t.created_at, e.amount from ${TRANSFER_FACTS} t
     join ${ENTRY_FACTS} e on e.transfer_id = t.id and e.user_id = t.user_id and e.kind = 'USER_REAL'
     where t.operation = 'DEPOSIT' and t.user_id in (?) and t.created_at < ?`,
    [userIds, new Date(untilMs)],
  );
  for (const row of rows) {
    const weeks = out.get(row.user_id) ?? new Map<number, number>();
    const week = cashbackWeekOf(new Date(row.created_at).getTime(), timing);
    weeks.set(week, (weeks.get(week) ?? 0) + Number(row.amount));
    out.set(row.user_id, weeks);
  }
  return out;
}

export interface WeekLoss {
  userId: string;
  stakedCents: number;
  payoutCents: number;
  netLossCents: number;
}

/**
 * Net result of bets settled within [from, to): stake − payout summed per player over bets staked with real money or
 * real skins, jackpot left out; refunded and bonus-money bets count nothing. `onlyLosses` keeps players with a net
 * loss above 0; `userId` narrows to one player.
 */
export async function weekLosses(
  em: SqlEntityManager,
  fromMs: number,
  toMs: number,
  options: { userId?: string; onlyLosses?: boolean } = {},
): Promise<WeekLoss[]> {
  const params: unknown[] = [[...CASHBACK_RULES.excludedGames], new Date(fromMs), new Date(toMs)];
  let filter = '';
  if (options.userId) {
    filter = ' and b.user_id = ?';
    params.push(options.userId);
  }
  const rows = await queryRows<{ user_id: string; staked: Num; payout: Num }>(
    em,
    `select b.user_id, sum(b.stake_cents) as staked, sum(b.payout_cents) as payout from ${BET_FACTS} b
     where b.status = 'SETTLED' and b.source in ('REAL', 'SKINS') and b.game not in (?) and b.ended_at >= ? and b.ended_at < ?${filter}
     group by b.user_id${options.onlyLosses ? ' having sum(b.stake_cents - b.payout_cents) > 0' : ''}
     order by b.user_id`,
    params,
  );
  return rows.map((row) => {
    const stakedCents = Number(row.staked);
    const payoutCents = Number(row.payout);
    return { userId: row.user_id, stakedCents, payoutCents, netLossCents: stakedCents - payoutCents };
  });
}
