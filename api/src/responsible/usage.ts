import type { SqlEntityManager } from '@mikro-orm/sql';
import { RESPONSIBLE_RULES, type ResponsibleLimitKind, type ResponsiblePeriod } from '@arena/schemas';
import { queryOne } from '../db/sql';

export type WindowSums = Record<ResponsiblePeriod, number>;
export type Usage = Record<ResponsibleLimitKind, WindowSums> & { openStakesCents: number };

/** The starts of the three rolling windows ending at `now`, shortest first (the SQL binds them in this order). */
function windowStarts(now: number): [Date, Date, Date] {
  const { periodMs } = RESPONSIBLE_RULES;
  return [new Date(now - periodMs.day), new Date(now - periodMs.week), new Date(now - periodMs.month)];
}

const sums = (row: { day: string | number; week: string | number; month: string | number } | undefined): WindowSums => ({
  day: Number(row?.day ?? 0),
  week: Number(row?.week ?? 0),
  month: Number(row?.month ?? 0),
});

/** The player's net result since `since`: Σ (payout − stake) of real-money and skin bets settled since then. */
export async function netResultSince(em: SqlEntityManager, userId: string, since: number): Promise<number> {
  const row = await queryOne<{ net: string }>(
    em,
    `select coalesce(sum(payout_cents - stake_cents), 0) as net from bets where user_id = ? and status = 'SETTLED' and source in (?) and ended_at >= ?`,
    [userId, [...RESPONSIBLE_RULES.limitedSources], new Date(since)],
  );
  return Number(row?.net ?? 0);
}

/** Per window: what the player deposited, staked and lost (the exact rules are RESPONSIBLE_RULES' comment). */
export async function readUsage(em: SqlEntityManager, userId: string, now: number): Promise<Usage> {
  const [day, week, month] = windowStarts(now);
  const sources = [...RESPONSIBLE_RULES.limitedSources];
  const windowed = (value: string, at: string) =>
    `coalesce(sum(${value}) filter (where ${at} > ?), 0) as day, coalesce(sum(${value}) filter (where ${at} > ?), 0) as week, coalesce(sum(${value}), 0) as month`;
  const deposit = await queryOne<{ day: string; week: string; month: string }>(
    em,
    `select ${windowed('amount_cents', 'created_at')} from payments where user_id = ? and status <> 'FAILED' and created_at > ?`,
    [day, week, userId, month],
  );
  const wager = await queryOne<{ day: string; week: string; month: string }>(
    em,
    `select ${windowed('stake_cents', 'created_at')} from bets
     where user_id = ? and status <> 'REFUNDED' and source in (?) and created_at > ?`,
    [day, week, userId, sources, month],
  );
  const loss = await queryOne<{ day: string; week: string; month: string }>(
    em,
    `select ${windowed('stake_cents - payout_cents', 'ended_at')} from bets
     where user_id = ? and status = 'SETTLED' and source in (?) and ended_at > ?`,
    [day, week, userId, sources, month],
  );
  const open = await queryOne<{ total: string }>(
    em,
    `select coalesce(sum(stake_cents), 0) as total from bets where user_id = ? and status = 'OPEN' and source in (?)`,
    [userId, sources],
  );
  return { deposit: sums(deposit), wager: sums(wager), loss: sums(loss), openStakesCents: Number(open?.total ?? 0) };
}
