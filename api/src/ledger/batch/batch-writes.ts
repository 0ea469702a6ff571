import type { SqlEntityManager } from '@mikro-orm/sql';
import { queryOne, queryRows } from '../../db/sql';
import type { Accepted } from './batch-decide';
import { jsonRows } from './batch-sql';

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
  const rows = await queryRows<{ id: number | string; scope: string; operation: string; idempotency_key: string }>(
    tx,
    `insert into ledger_transfers (scope, operation, idempotency_key, request_hash, user_id, bet_id, result)
     select scope, operation, key, hash, user_id, bet_id, result from json_to_recordset(?::json)
       as v(scope text, operation text, key text, hash text, user_id uuid, bet_id uuid, result jsonb)
     on conflict (scope, operation, idempotency_key) do nothing returning id, scope, operation, idempotency_key`,
    [
      jsonRows(
        accepted.map(({ claim }) => ({
          scope: claim.scope,
          operation: claim.operation,
          key: claim.key,
          hash: claim.hash,
          user_id: claim.userId,
          bet_id: claim.betId,
          result: claim.result,
        })),
      ),
    ],
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
  const placed = accepted.flatMap((a, i) =>
    a.placed
      ? [
          {
            id: a.placed.bet.id,
            user_id: a.placed.bet.userId,
            game: a.placed.bet.game,
            round_id: a.placed.bet.roundId,
            source: a.placed.bet.source,
            stake_cents: a.placed.bet.stakeCents,
            place_transfer_id: transferIds[i]!,
            escrow_shard: a.placed.escrowShard,
          },
        ]
      : [],
  );
  const ended = accepted.flatMap((a, i) =>
    a.ended ? [{ id: a.ended.id, status: a.ended.status, payout: a.ended.payoutCents, tid: transferIds[i]! }] : [],
  );
  const moves = new Map<number, number>();
  for (const a of accepted)
    for (const leg of a.legs) moves.set(leg.accountId, (moves.get(leg.accountId) ?? 0) + leg.amountCents);
  const moved = [...moves]
    .filter(([, total]) => total !== 0)
    .sort(([a], [b]) => a - b)
    .map(([id, delta]) => ({ id, delta }));
  const entries = accepted.flatMap((a, i) =>
    a.legs.map((leg) => ({ transfer_id: transferIds[i]!, account_id: leg.accountId, amount: leg.amountCents })),
  );
  const wagers = new Map<string, number>();
  for (const a of accepted)
    if (a.wagered !== 0) wagers.set(a.claim.userId, (wagers.get(a.claim.userId) ?? 0) + a.wagered);
  const wagered = [...wagers].filter(([, total]) => total !== 0).map(([id, delta]) => ({ id, delta }));
  const expected = {
    placed: placed.length,
    ended: ended.length,
    moved: moved.length,
    entries: entries.length,
    wagered: wagered.length,
  };
  if (Object.values(expected).every((n) => n === 0)) return;
  // Every part is always there (an empty set writes nothing): one statement text for every batch.
  const row = await queryOne<Record<keyof typeof expected, string | number>>(
    tx,
    `with placed as (insert into bets (id, user_id, game, round_id, source, stake_cents, place_transfer_id, escrow_shard)
      select id, user_id, game, round_id, source, stake_cents, place_transfer_id, escrow_shard from json_to_recordset(?::json)
        as v(id uuid, user_id uuid, game text, round_id text, source text, stake_cents bigint, place_transfer_id bigint, escrow_shard smallint)
      returning 1),
    ended as (update bets b set status = v.status, payout_cents = v.payout, end_transfer_id = v.tid, ended_at = now()
      from json_to_recordset(?::json) as v(id uuid, status text, payout bigint, tid bigint)
      where b.id = v.id and b.status = 'OPEN' returning 1),
    moved as (update accounts a set balance = a.balance + v.delta
      from json_to_recordset(?::json) as v(id bigint, delta bigint) where a.id = v.id returning 1),
    entries as (insert into ledger_entries (transfer_id, account_id, amount)
      select transfer_id, account_id, amount from json_to_recordset(?::json) as v(transfer_id bigint, account_id bigint, amount bigint)
      returning 1),
    wagered as (update users u set wagered_total_cents = u.wagered_total_cents + v.delta
      from json_to_recordset(?::json) as v(id uuid, delta bigint) where u.id = v.id returning 1)
    select (select count(*) from placed) as placed, (select count(*) from ended) as ended,
      (select count(*) from moved) as moved, (select count(*) from entries) as entries,
      (select count(*) from wagered) as wagered`,
    [placed, ended, moved, entries, wagered].map((rows) => jsonRows(rows)),
  );
  for (const [name, count] of Object.entries(expected)) {
    if (Number(row?.[name as keyof typeof expected]) !== count)
      throw new BatchRaced(`${name}: wrote ${String(row?.[name as keyof typeof expected])} of ${count}`);
  }
}
