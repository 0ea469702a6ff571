import type { SqlEntityManager } from '@mikro-orm/sql';
import { queryOne, queryRows } from '../../db/sql';
import type { Accepted } from './batch-decide';

/** The batch changed under it (another process claimed one of its keys first): it rolls back and each op runs alone. */
export class BatchRaced extends Error {
  constructor(what: string) {
    super(`ledger batch raced: ${what}`);
    this.name = 'BatchRaced';
  }
}

/**
 * Claims the keys of every accepted operation in one insert, each carrying its answer; answers the transfer ids in
 * the order of `accepted`. A key taken meanwhile by another process means the batch's decisions may be stale.
 */
export async function claimAll(tx: SqlEntityManager, accepted: readonly Accepted[]): Promise<number[]> {
  const params: unknown[] = [];
  const values = accepted.map(({ claim }) => {
    params.push(
      claim.scope,
      claim.operation,
      claim.key,
      claim.hash,
      claim.userId,
      claim.betId,
      JSON.stringify(claim.result),
    );
    return '(?, ?, ?, ?, ?::uuid, ?::uuid, ?::jsonb)';
  });
  const rows = await queryRows<{ id: number | string; scope: string; operation: string; idempotency_key: string }>(
    tx,
    `insert into ledger_transfers (scope, operation, idempotency_key, request_hash, user_id, bet_id, result) values ${values.join(', ')}
     on conflict (scope, operation, idempotency_key) do nothing returning id, scope, operation, idempotency_key`,
    params,
  );
  const ids = new Map(rows.map((row) => [`${row.scope}|${row.operation}|${row.idempotency_key}`, Number(row.id)]));
  return accepted.map(({ claim }) => {
    const id = ids.get(`${claim.scope}|${claim.operation}|${claim.key}`);
    if (id === undefined) throw new BatchRaced(`${claim.operation} ${claim.key} was claimed meanwhile`);
    return id;
  });
}

/**
 * Everything the accepted operations write, in one statement: the new bet rows, the ended bets, each account moved
 * once by its total, every ledger entry, and each player's wager count. The decisions were taken under the locks of
 * every row it moves, so each part must touch exactly the rows it names; a short count rolls the batch back.
 */
export async function writeAll(
  tx: SqlEntityManager,
  accepted: readonly Accepted[],
  transferIds: readonly number[],
): Promise<void> {
  const ctes: string[] = [];
  const params: unknown[] = [];
  const expected: Record<string, number> = {};
  const placed = accepted.flatMap((a, i) => (a.placed ? [{ ...a.placed, transferId: transferIds[i]! }] : []));
  if (placed.length > 0) {
    ctes.push(`placed as (insert into bets (id, user_id, game, round_id, source, stake_cents, place_transfer_id, escrow_shard)
      values ${placed.map(() => '(?::uuid, ?::uuid, ?, ?, ?, ?::bigint, ?::bigint, ?::smallint)').join(', ')} returning 1)`);
    for (const p of placed)
      params.push(
        p.bet.id,
        p.bet.userId,
        p.bet.game,
        p.bet.roundId,
        p.bet.source,
        p.bet.stakeCents,
        p.transferId,
        p.escrowShard,
      );
    expected.placed = placed.length;
  }
  const ended = accepted.flatMap((a, i) => (a.ended ? [{ bet: a.ended, transferId: transferIds[i]! }] : []));
  if (ended.length > 0) {
    ctes.push(`ended as (update bets b set status = v.status, payout_cents = v.payout, end_transfer_id = v.tid, ended_at = now()
      from (values ${ended.map(() => '(?::uuid, ?::text, ?::bigint, ?::bigint)').join(', ')}) v(id, status, payout, tid)
      where b.id = v.id and b.status = 'OPEN' returning 1)`);
    for (const e of ended) params.push(e.bet.id, e.bet.status, e.bet.payoutCents, e.transferId);
    expected.ended = ended.length;
  }
  const moves = new Map<number, number>();
  for (const a of accepted)
    for (const leg of a.legs) moves.set(leg.accountId, (moves.get(leg.accountId) ?? 0) + leg.amountCents);
  const moved = [...moves].filter(([, total]) => total !== 0).sort(([a], [b]) => a - b);
  if (moved.length > 0) {
    ctes.push(`moved as (update accounts a set balance = a.balance + v.delta
      from (values ${moved.map(() => '(?::bigint, ?::bigint)').join(', ')}) v(id, delta) where a.id = v.id returning 1)`);
    for (const [id, total] of moved) params.push(id, total);
    expected.moved = moved.length;
  }
  const entries = accepted.flatMap((a, i) => a.legs.map((leg) => [transferIds[i]!, leg.accountId, leg.amountCents]));
  if (entries.length > 0) {
    ctes.push(`entries as (insert into ledger_entries (transfer_id, account_id, amount)
      values ${entries.map(() => '(?::bigint, ?::bigint, ?::bigint)').join(', ')} returning 1)`);
    params.push(...entries.flat());
    expected.entries = entries.length;
  }
  const wagers = new Map<string, number>();
  for (const a of accepted)
    if (a.wagered !== 0) wagers.set(a.claim.userId, (wagers.get(a.claim.userId) ?? 0) + a.wagered);
  const wagered = [...wagers].filter(([, total]) => total !== 0);
  if (wagered.length > 0) {
    ctes.push(`wagered as (update users u set wagered_total_cents = u.wagered_total_cents + v.delta
      from (values ${wagered.map(() => '(?::uuid, ?::bigint)').join(', ')}) v(id, delta) where u.id = v.id returning 1)`);
    for (const [id, total] of wagered) params.push(id, total);
    expected.wagered = wagered.length;
  }
  const names = Object.keys(expected);
  if (names.length === 0) return;
  const row = await queryOne<Record<string, string | number>>(
    tx,
    `with ${ctes.join(',\n')} select ${names.map((name) => `(select count(*) from ${name}) as ${name}`).join(', ')}`,
    params,
  );
  for (const name of names) {
    if (Number(row?.[name]) !== expected[name])
      throw new BatchRaced(`${name}: wrote ${String(row?.[name])} of ${expected[name]}`);
  }
}
