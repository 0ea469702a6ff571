import type { SqlEntityManager } from '@mikro-orm/sql';
import { RESPONSIBLE_RULES, type ResponsibleLimitKind, type ResponsiblePeriod } from '@arena/schemas';
import { queryOne } from '../db/sql';

export type WindowSums = Record<ResponsiblePeriod, number>;
export type Usage = Record<ResponsibleLimitKind, WindowSums> & { openStakesCents: number };
/** What the bet limits count: the wager and loss windows and the stakes still open. */
export type BetUsage = Pick<Usage, 'wager' | 'loss' | 'openStakesCents'>;

/** One select with its parameters, to run alone or inside a larger statement. */
interface Fragment {
  sql: string;
  params: unknown[];
}

/** The starts of the three rolling windows ending at `now`, shortest first (the SQL binds them in this order). */
function windowStarts(now: number): [Date, Date, Date] {
  const { periodMs } = RESPONSIBLE_RULES;
  return [new Date(now - periodMs.day), new Date(now - periodMs.week), new Date(now - periodMs.month)];
}

type SumsRow = { day: string | number; week: string | number; month: string | number } | null | undefined;

const sums = (row: SumsRow): WindowSums => ({
  day: Number(row?.day ?? 0),
  week: Number(row?.week ?? 0),
  month: Number(row?.month ?? 0),
});

/** Σ `value` over the rows of `from` (which ends in a where clause) whose `at` is in each window. */
function windowed(value: string, at: string, from: string, fromParams: unknown[], now: number): Fragment {
  const [day, week, month] = windowStarts(now);
  return {
    sql: `select coalesce(sum(${value}) filter (where ${at} > ?), 0) as day, coalesce(sum(${value}) filter (where ${at} > ?), 0) as week,
            coalesce(sum(${value}), 0) as month from ${from} and ${at} > ?`,
    params: [day, week, ...fromParams, month],
  };
}

const sources = () => [...RESPONSIBLE_RULES.limitedSources];

/** Per window: what the player deposited, staked and lost, and the stakes still open (the rules: RESPONSIBLE_RULES' comment). */
const USAGE = {
  deposit: (userId: string, now: number) => windowed('amount_cents', 'created_at', `payments where user_id = ? and status <> 'FAILED'`, [userId], now),
  wager: (userId: string, now: number) =>
    windowed('stake_cents', 'created_at', `bets where user_id = ? and status <> 'REFUNDED' and source in (?)`, [userId, sources()], now),
  loss: (userId: string, now: number) =>
    windowed('stake_cents - payout_cents', 'ended_at', `bets where user_id = ? and status = 'SETTLED' and source in (?)`, [userId, sources()], now),
  open: (userId: string): Fragment => ({
    sql: `select coalesce(sum(stake_cents), 0) as total from bets where user_id = ? and status = 'OPEN' and source in (?)`,
    params: [userId, sources()],
  }),
};

/** The player's net result since `since`: Σ (payout − stake) of real-money and skin bets settled since then. */
export async function netResultSince(em: SqlEntityManager, userId: string, since: number): Promise<number> {
  const row = await queryOne<{ net: string }>(
    em,
    `select coalesce(sum(payout_cents - stake_cents), 0) as net from bets where user_id = ? and status = 'SETTLED' and source in (?) and ended_at >= ?`,
    [userId, sources(), new Date(since)],
  );
  return Number(row?.net ?? 0);
}

export async function readUsage(em: SqlEntityManager, userId: string, now: number): Promise<Usage> {
  const one = (fragment: Fragment) => queryOne<{ day: string; week: string; month: string }>(em, fragment.sql, fragment.params);
  const deposit = await one(USAGE.deposit(userId, now));
  const wager = await one(USAGE.wager(userId, now));
  const loss = await one(USAGE.loss(userId, now));
  const open = await queryOne<{ total: string }>(em, USAGE.open(userId).sql, USAGE.open(userId).params);
  return { deposit: sums(deposit), wager: sums(wager), loss: sums(loss), openStakesCents: Number(open?.total ?? 0) };
}

/** The bet usage as one json expression (a scalar subquery), so a bet reads it inside a statement it runs anyway. */
export function betUsageJson(userId: string, now: number): Fragment {
  const [wager, loss, open] = [USAGE.wager(userId, now), USAGE.loss(userId, now), USAGE.open(userId)];
  return {
    sql: `json_build_object('wager', (select row_to_json(w) from (${wager.sql}) w), 'loss', (select row_to_json(l) from (${loss.sql}) l),
            'open', (${open.sql}))`,
    params: [...wager.params, ...loss.params, ...open.params],
  };
}

/** The answer of `betUsageJson`. */
export function betUsageFrom(json: { wager: SumsRow; loss: SumsRow; open: string | number | null }): BetUsage {
  return { wager: sums(json.wager), loss: sums(json.loss), openStakesCents: Number(json.open ?? 0) };
}
