import type { SqlEntityManager } from '@mikro-orm/sql';
import { queryRows } from '../../db/sql';
import type { BetGuardRow } from '../../responsible/guard';
import type { LimitRow } from '../../responsible/store';
import { betUsageJson } from '../../responsible/usage';
import type { BetSource, BetStatus, LedgerGame } from '../types';
import { jsonRows, pgArray } from './batch-sql';

/** A bet row as an ending in the batch reads it (under its row lock). */
export interface LockedBet {
  id: string;
  userId: string;
  game: LedgerGame;
  roundId: string;
  source: BetSource;
  stakeCents: number;
  status: BetStatus;
  payoutCents: number | null;
  escrowShard: number;
  createdAt: number;
}

/** A stored claim of (scope, operation, key). */
export interface StoredClaim {
  hash: string;
  result: unknown;
}

export interface BatchState {
  /** Bet limit per existing player (a missing player is not here). */
  betLimits: Map<string, number>;
  /** `${userId}:${kind}` -> account id and balance. */
  accounts: Map<string, { id: number; balance: number }>;
  /** `${scope}|${operation}|${key}` -> the stored claim. */
  claims: Map<string, StoredClaim>;
  /** Bet ids already taken by a bet row. */
  takenBetIds: Set<string>;
  /** What each placing player's responsible-gaming check reads. */
  guards: Map<string, BetGuardRow>;
}

export const claimKey = (scope: string, operation: string, key: string) => `${scope}|${operation}|${key}`;

/** Locks the bet rows the batch ends (id order: the first lock of every ending, as in the one-bet path). */
export async function lockBets(tx: SqlEntityManager, betIds: string[]): Promise<Map<string, LockedBet>> {
  const bets = new Map<string, LockedBet>();
  if (betIds.length === 0) return bets;
  const rows = await queryRows<{
    id: string;
    user_id: string;
    game: LedgerGame;
    round_id: string;
    source: BetSource;
    stake_cents: string | number;
    status: BetStatus;
    payout_cents: string | number | null;
    escrow_shard: string | number;
    created_at: string | Date;
  }>(
    tx,
    `select id, user_id, game, round_id, source, stake_cents, status, payout_cents, escrow_shard, created_at from bets where id = any(?::uuid[]) order by id for update`,
    [pgArray(betIds)],
  );
  for (const row of rows) {
    bets.set(row.id, {
      id: row.id,
      userId: row.user_id,
      game: row.game,
      roundId: row.round_id,
      source: row.source,
      stakeCents: Number(row.stake_cents),
      status: row.status,
      payoutCents: row.payout_cents === null ? null : Number(row.payout_cents),
      escrowShard: Number(row.escrow_shard),
      createdAt: new Date(row.created_at).getTime(),
    });
  }
  return bets;
}

/** Locks the players' rows in id order (deposits, shop moves and one-bet paths take the same lock first). */
export async function lockPlayers(tx: SqlEntityManager, userIds: string[]): Promise<Map<string, number>> {
  const limits = new Map<string, number>();
  if (userIds.length === 0) return limits;
  const rows = await queryRows<{ id: string; bet_limit_cents: string | number }>(
    tx,
    `select id, bet_limit_cents from users where id = any(?::uuid[]) order by id for no key update`,
    [pgArray(userIds)],
  );
  for (const row of rows) limits.set(row.id, Number(row.bet_limit_cents));
  return limits;
}

export interface StateQuery {
  userIds: string[];
  /** House account rows the batch may move, locked in id order (every writer moves accounts in id order). */
  systemAccountIds: number[];
  claims: { scope: string; operation: string; key: string }[];
  placedBetIds: string[];
  /** Players placing bets in the batch (their pauses, limits and usage are read). */
  placingUserIds: string[];
  now: number;
}

/**
 * Everything the batch decides on, read in one statement after the players' rows are locked (a statement sees what
 * committed before it started, so nothing of these players can change under it): the house rows' locks, the players'
 * balances, the claims of the batch's keys, the taken bet ids and the responsible-gaming reads (the usage sums, for players with a limit, in one more).
 */
export async function readBatchState(
  tx: SqlEntityManager,
  query: StateQuery,
  betLimits: Map<string, number>,
): Promise<BatchState> {
  // Every part is always there (an empty list reads nothing): one statement text for every batch.
  const sql = `with house as (select id from accounts where id = any(?::bigint[]) order by id for no key update)
    select (select count(*) from house) as house,
    (select json_agg(json_build_object('user_id', user_id, 'kind', kind, 'id', id, 'balance', balance))
      from accounts where user_id = any(?::uuid[])) as accounts,
    (select json_agg(json_build_object('scope', t.scope, 'operation', t.operation, 'key', t.idempotency_key,
      'hash', t.request_hash, 'result', t.result))
      from json_to_recordset(?::json) as c(scope text, operation text, key text)
      join ledger_transfers t on t.scope = c.scope and t.operation = c.operation and t.idempotency_key = c.key) as claims,
    (select json_agg(id) from bets where id = any(?::uuid[])) as taken,
    (select json_agg(json_build_object('user_id', user_id, 'timeout_until', timeout_until, 'exclusion_until', exclusion_until))
      from responsible_settings where user_id = any(?::uuid[])) as pauses,
    (select json_agg(json_build_object('user_id', user_id, 'kind', kind, 'period', period, 'cents', cents,
      'pending_cents', pending_cents, 'pending_at', pending_at)) from responsible_limits
      where user_id = any(?::uuid[]) and kind in ('wager', 'loss')) as limits`;
  // Set-based, not one guard read per player: a statement of a hundred players' sub-selects costs more to plan
  // than to run. The usage (windowed sums) is read after, only for players with a wager or loss limit.
  const placing = pgArray(query.placingUserIds);
  const params = [
    pgArray(query.systemAccountIds),
    pgArray(query.userIds),
    jsonRows(query.claims),
    pgArray(query.placedBetIds),
    placing,
    placing,
  ];
  const [row] = await queryRows<{
    accounts: { user_id: string; kind: string; id: number; balance: number | string }[] | null;
    claims?: { scope: string; operation: string; key: string; hash: string; result: unknown }[] | null;
    taken?: string[] | null;
    pauses?: { user_id: string; timeout_until: string | null; exclusion_until: string | null }[] | null;
    limits?: (LimitRow & { user_id: string })[] | null;
  }>(tx, sql, params);
  const state: BatchState = {
    betLimits,
    accounts: new Map(),
    claims: new Map(),
    takenBetIds: new Set(row?.taken ?? []),
    guards: new Map(),
  };
  for (const a of row?.accounts ?? [])
    state.accounts.set(`${a.user_id}:${a.kind}`, { id: Number(a.id), balance: Number(a.balance) });
  for (const c of row?.claims ?? [])
    state.claims.set(claimKey(c.scope, c.operation, c.key), { hash: c.hash, result: c.result });
  for (const userId of query.placingUserIds)
    state.guards.set(userId, { timeout_until: null, exclusion_until: null, limits: [], usage: null });
  for (const p of row?.pauses ?? [])
    Object.assign(state.guards.get(p.user_id)!, { timeout_until: p.timeout_until, exclusion_until: p.exclusion_until });
  for (const l of row?.limits ?? []) state.guards.get(l.user_id)!.limits!.push(l);
  const limited = query.placingUserIds.filter((userId) => (state.guards.get(userId)!.limits ?? []).length > 0);
  if (limited.length > 0) {
    const usage = limited.map((userId) => {
      const json = betUsageJson(userId, query.now);
      return { sql: `select ?::text as user_id, ${json.sql} as usage`, params: [userId, ...json.params] };
    });
    const rows = await queryRows<{ user_id: string; usage: BetGuardRow['usage'] }>(
      tx,
      usage.map((u) => u.sql).join(' union all '),
      usage.flatMap((u) => u.params),
    );
    for (const r of rows) state.guards.get(r.user_id)!.usage = r.usage;
  }
  return state;
}
