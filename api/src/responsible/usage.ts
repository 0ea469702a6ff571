import type { SqlEntityManager } from '@mikro-orm/sql';
import {
  RESPONSIBLE_RULES,
  type ResponsibleLimitKind,
  type ResponsiblePeriod,
  type ResponsibleUsageSource,
  usageSourcesOf,
} from '@arena/schemas';
import { queryOne } from '../db/sql';
import { BET_FACTS } from '../db/ledger-facts';

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

type Counted = 'deposit' | 'wager' | 'loss' | 'open';

/**
 * Per usage source of the table (PAID_OPERATIONS' `usage`), per window: what the player deposited, staked and lost,
 * and the stakes still open (the rules: RESPONSIBLE_RULES' comment). A bingo ticket is a stake from its purchase; it
 * is open until its draw closes, then settled at the close: lost but for a prize paid to its buyer (a prize paid to
 * whom the buyer gave the ticket wins the buyer nothing; counted once paid, the safe side).
 */
const SOURCES: Record<ResponsibleUsageSource, Partial<Record<Counted, (userId: string, now: number) => Fragment>>> = {
  payments: {
    deposit: (userId, now) =>
      windowed('amount_cents', 'created_at', `payments where user_id = ? and status <> 'FAILED'`, [userId], now),
  },
  bets: {
    wager: (userId, now) =>
      windowed(
        'stake_cents',
        'created_at',
        `${BET_FACTS} b where user_id = ? and status <> 'REFUNDED' and source in (?)`,
        [userId, sources()],
        now,
      ),
    loss: (userId, now) =>
      windowed(
        'stake_cents - payout_cents',
        'ended_at',
        `${BET_FACTS} b where user_id = ? and status = 'SETTLED' and source in (?)`,
        [userId, sources()],
        now,
      ),
    open: (userId) => ({
      sql: `select coalesce(sum(stake_cents), 0) as total from ${BET_FACTS} b where user_id = ? and status = 'OPEN' and source in (?)`,
      params: [userId, sources()],
    }),
  },
  bingoTickets: {
    wager: (userId, now) =>
      windowed('price_cents', 'created_at', `bingo_tickets where buyer_id = ? and source = 'BOUGHT'`, [userId], now),
    loss: (userId, now) =>
      windowed(
        `t.price_cents - case when t.owner_id = t.buyer_id and t.prize_transfer_id is not null then t.prize_cents else 0 end`,
        'd.closed_at',
        `bingo_tickets t join bingo_draws d on d.id = t.draw_id where t.buyer_id = ? and t.source = 'BOUGHT' and d.status <> 'OPEN'`,
        [userId],
        now,
      ),
    open: (userId) => ({
      sql: `select coalesce(sum(t.price_cents), 0) as total from bingo_tickets t join bingo_draws d on d.id = t.draw_id
              where t.buyer_id = ? and t.source = 'BOUGHT' and d.status = 'OPEN'`,
      params: [userId],
    }),
  },
};

/** Σ of one column set over fragments (one fragment stays as it is). */
function summed(fragments: Fragment[], columns: readonly string[]): Fragment {
  if (fragments.length === 1) return fragments[0]!;
  if (fragments.length === 0)
    return { sql: `select ${columns.map((column) => `0 as ${column}`).join(', ')}`, params: [] };
  const list = columns.map((column) => `coalesce(sum(${column}), 0) as ${column}`).join(', ');
  return {
    sql: `select ${list} from (${fragments.map((f) => f.sql).join(' union all ')}) u`,
    params: fragments.flatMap((f) => f.params),
  };
}

/** What `counted` sums over every usage source the table counts towards it (open stakes: those of the loss). */
function usageOf(counted: Counted, userId: string, now: number): Fragment {
  const fragments = usageSourcesOf(counted === 'open' ? 'loss' : counted).map((source) => {
    const fragment = SOURCES[source][counted];
    if (!fragment) throw new Error(`usage source ${source} has no ${counted}`);
    return fragment(userId, now);
  });
  return summed(fragments, counted === 'open' ? ['total'] : ['day', 'week', 'month']);
}

const USAGE = {
  deposit: (userId: string, now: number) => usageOf('deposit', userId, now),
  wager: (userId: string, now: number) => usageOf('wager', userId, now),
  loss: (userId: string, now: number) => usageOf('loss', userId, now),
  open: (userId: string, now: number) => usageOf('open', userId, now),
};

/** The player's net result since `since`: Σ (payout − stake) of real-money and skin bets settled since then. */
export async function netResultSince(em: SqlEntityManager, userId: string, since: number): Promise<number> {
  const row = await queryOne<{ net: string }>(
    em,
    `select coalesce(sum(payout_cents - stake_cents), 0) as net from ${BET_FACTS} b where user_id = ? and status = 'SETTLED' and source in (?) and ended_at >= ?`,
    [userId, sources(), new Date(since)],
  );
  return Number(row?.net ?? 0);
}

export async function readUsage(em: SqlEntityManager, userId: string, now: number): Promise<Usage> {
  const one = (fragment: Fragment) =>
    queryOne<{ day: string; week: string; month: string }>(em, fragment.sql, fragment.params);
  const deposit = await one(USAGE.deposit(userId, now));
  const wager = await one(USAGE.wager(userId, now));
  const loss = await one(USAGE.loss(userId, now));
  const openStakes = USAGE.open(userId, now);
  const open = await queryOne<{ total: string }>(em, openStakes.sql, openStakes.params);
  return { deposit: sums(deposit), wager: sums(wager), loss: sums(loss), openStakesCents: Number(open?.total ?? 0) };
}

/** The bet usage as one json expression (a scalar subquery), so a bet reads it inside a statement it runs anyway. */
export function betUsageJson(userId: string, now: number): Fragment {
  const [wager, loss, open] = [USAGE.wager(userId, now), USAGE.loss(userId, now), USAGE.open(userId, now)];
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
