import type { SqlEntityManager } from '@mikro-orm/sql';
import { queryRows } from '../../db/sql';
import type { BetGuardRow } from '../../responsible/guard';
import type { LimitRow } from '../../responsible/store';
import { betUsageJson } from '../../responsible/usage';
import type { BetSource, BetStatus } from '../types';

/** A bet row as an ending in the batch reads it (under its row lock). */
export interface LockedBet {
  id: string;
  userId: string;
  game: string;
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
    game: string;
    round_id: string;
    source: BetSource;
    stake_cents: string | number;
    status: BetStatus;
    payout_cents: string | number | null;
    escrow_shard: string | number;
    created_at: string | Date;
  }>(
    tx,
    `select id, user_id, game, round_id, source, stake_cents, status, payout_cents, escrow_shard, created_at from bets where id in (?) order by id for update`,
    [betIds],
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
    `select id, bet_limit_cents from users where id in (?) order by id for no key update`,
    [userIds],
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
  const params: unknown[] = [];
  const columns: string[] = [];
  const ctes: string[] = [];
  if (query.systemAccountIds.length > 0) {
    ctes.push(`house as (select id from accounts where id in (?) order by id for no key update)`);
    params.push(query.systemAccountIds);
    columns.push(`(select count(*) from house) as house`);
  }
  columns.push(
    `(select json_agg(json_build_object('user_id', user_id, 'kind', kind, 'id', id, 'balance', balance)) from accounts where user_id in (?)) as accounts`,
  );
  params.push(query.userIds.length > 0 ? query.userIds : [null]);
  if (query.claims.length > 0) {
    columns.push(`(select json_agg(json_build_object('scope', scope, 'operation', operation, 'key', idempotency_key, 'hash', request_hash, 'result', result))
      from ledger_transfers where (scope, operation, idempotency_key) in (${query.claims.map(() => '(?, ?, ?)').join(', ')})) as claims`);
    params.push(...query.claims.flatMap((c) => [c.scope, c.operation, c.key]));
  }
  if (query.placedBetIds.length > 0) {
    columns.push(`(select json_agg(id) from bets where id in (?)) as taken`);
    params.push(query.placedBetIds);
  }
  if (query.placingUserIds.length > 0) {
    // Set-based, not one guard read per player: a statement of a hundred players' sub-selects costs more to plan
    // than to run. The usage (windowed sums) is read after, only for players with a wager or loss limit.
    columns.push(`(select json_agg(json_build_object('user_id', user_id, 'timeout_until', timeout_until, 'exclusion_until', exclusion_until))
      from responsible_settings where user_id in (?)) as pauses`);
    columns.push(`(select json_agg(json_build_object('user_id', user_id, 'kind', kind, 'period', period, 'cents', cents,
      'pending_cents', pending_cents, 'pending_at', pending_at)) from responsible_limits where user_id in (?) and kind in ('wager', 'loss')) as limits`);
    params.push(query.placingUserIds, query.placingUserIds);
  }
  const sql = `${ctes.length > 0 ? `with ${ctes.join(', ')} ` : ''}select ${columns.join(',\n')}`;
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
