import type { SqlEntityManager } from '@mikro-orm/sql';
import {
  TOP_RULES,
  type TopAnswer,
  type TopBet,
  type TopPeriod,
  type TopPlayer,
  leaderboardPeriodAt,
  topDays,
  utcDay,
} from '@arena/schemas';
import { queryRows } from '../db/sql';
import { BET_FACTS } from '../db/ledger-facts';

export type TopKind = 'win' | 'lucky';
type Query = { sql: string; params: unknown[] };
type Range = { from: string; to: string } | null;

/**
 * Each player's best bet of the range by `kind`, best first. All time reads `top_users`. A range of days takes the
 * first `listLimit` rows of each day from its (day, value) index and keeps each player's best of those: exact, because
 * a player whose best day-row is not in that day's first N has N other players above them.
 */
function bestBetsSql(kind: TopKind, range: Range): Query {
  const order = `${kind}_value desc, ${kind}_at, user_id`;
  const columns = `user_id, ${kind}_bet_id as bet_id, ${kind}_value as value, ${kind}_at as at`;
  if (range === null) {
    return {
      sql: `select ${columns} from top_users where ${kind}_bet_id is not null order by ${order} limit ?`,
      params: [TOP_RULES.listLimit],
    };
  }
  return {
    sql: `select user_id, bet_id, value, at from (
            select distinct on (c.user_id) c.user_id, c.bet_id, c.value, c.at from (
              select x.* from generate_series(cast(? as date), cast(? as date), interval '1 day') as d(day)
              cross join lateral (
                select ${columns} from top_user_days where day = d.day::date and ${kind}_bet_id is not null order by ${order} limit ?) x) c
            order by c.user_id, c.value desc, c.at, c.bet_id) best
          order by value desc, at, user_id limit ?`,
    params: [range.from, range.to, TOP_RULES.listLimit, TOP_RULES.listLimit],
  };
}

/** A best-bets list joined to its bets and players. */
export function bestBetsQuery(kind: TopKind, range: Range): Query {
  const inner = bestBetsSql(kind, range);
  return {
    sql: `select x.user_id, x.bet_id, x.at, b.game, b.stake_cents, b.payout_cents, u.name, u.avatar
          from (${inner.sql}) x join ${BET_FACTS} b on b.id = x.bet_id join users u on u.id = x.user_id order by x.value desc, x.at, x.user_id`,
    params: inner.params,
  };
}

/** Players with the best net result (Σ payouts − Σ stakes), only those ahead: one summary row per player whatever the period. */
export function bestPlayersQuery(period: TopPeriod, now: number): Query {
  const source =
    period === 'all'
      ? { from: 'top_users', where: '', params: [] as unknown[] }
      : period === 'day'
        ? { from: 'top_user_days', where: 'day = cast(? as date) and', params: [utcDay(now)] }
        : {
            from: 'top_user_periods',
            where: 'period_start = cast(? as date) and',
            params: [utcDay(leaderboardPeriodAt(now).startsAt)],
          };
  return {
    sql: `select x.user_id, x.staked_cents, x.paid_cents, x.settled_bets, u.name, u.avatar from (
            select user_id, staked_cents, paid_cents, settled_bets from ${source.from}
            where ${source.where} paid_cents > staked_cents order by paid_cents - staked_cents desc, user_id limit ?) x
          join users u on u.id = x.user_id order by x.paid_cents - x.staked_cents desc, x.user_id`,
    params: [...source.params, TOP_RULES.listLimit],
  };
}

/** The three queries of `GET /api/top` (the benchmark EXPLAINs them). */
export function topQueries(
  period: TopPeriod,
  now: number,
): { biggestWins: Query; luckiest: Query; bestPlayers: Query } {
  const range = topDays(period, now);
  const days = range && { from: range.from, to: range.to };
  return {
    biggestWins: bestBetsQuery('win', days),
    luckiest: bestBetsQuery('lucky', days),
    bestPlayers: bestPlayersQuery(period, now),
  };
}

type BetRow = {
  user_id: string;
  bet_id: string;
  at: Date | string;
  game: string;
  stake_cents: number | string;
  payout_cents: number | string;
  name: string;
  avatar: string | null;
};
type PlayerRow = {
  user_id: string;
  staked_cents: number | string;
  paid_cents: number | string;
  settled_bets: number | string;
  name: string;
  avatar: string | null;
};

function toBet(row: BetRow, i: number): TopBet {
  const stakeCents = Number(row.stake_cents);
  const payoutCents = Number(row.payout_cents);
  return {
    rank: i + 1,
    userId: row.user_id,
    name: row.name,
    avatar: row.avatar,
    betId: row.bet_id,
    game: row.game,
    stakeCents,
    payoutCents,
    profitCents: payoutCents - stakeCents,
    multiplierHundredths: Math.floor((payoutCents * 100) / stakeCents),
    placedAt: new Date(row.at).getTime(),
  };
}

function toPlayer(row: PlayerRow, i: number): TopPlayer {
  const stakedCents = Number(row.staked_cents);
  const paidCents = Number(row.paid_cents);
  return {
    rank: i + 1,
    userId: row.user_id,
    name: row.name,
    avatar: row.avatar,
    stakedCents,
    paidCents,
    profitCents: paidCents - stakedCents,
    bets: Number(row.settled_bets),
  };
}

/** `GET /api/top?period=`: biggest wins, luckiest multipliers and best net results of the period at `now`. */
export async function topLists(em: SqlEntityManager, period: TopPeriod, now: number): Promise<TopAnswer> {
  const range = topDays(period, now);
  const queries = topQueries(period, now);
  const run = <T>(query: Query) => queryRows<T>(em, query.sql, query.params);
  return {
    period,
    fromDay: range?.from ?? null,
    toDay: range?.to ?? null,
    luckyMinStakeCents: TOP_RULES.luckyMinStakeCents,
    biggestWins: (await run<BetRow>(queries.biggestWins)).map(toBet),
    luckiest: (await run<BetRow>(queries.luckiest)).map(toBet),
    bestPlayers: (await run<PlayerRow>(queries.bestPlayers)).map(toPlayer),
  };
}
