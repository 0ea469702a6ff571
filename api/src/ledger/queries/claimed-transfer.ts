import type { SqlEntityManager } from '@mikro-orm/sql';
import { queryOne } from '../../db/sql';

/** Who asked for a money operation and under which key: one transfer at most claims each. */
export interface ClaimKey {
  scope: string;
  operation: string;
  key: string;
}

/** The transfer that claimed a key: its id, the hash of the request that claimed it, the answer stored for replays. */
export interface ClaimedTransfer<R = unknown> {
  id: number;
  requestHash: string;
  result: R | null;
}

/** The transfer that claimed this idempotency key, if one did (read by replays, conflicts and one-off grants alike). */
export async function loadClaim<R = unknown>(
  em: SqlEntityManager,
  claim: ClaimKey,
): Promise<ClaimedTransfer<R> | undefined> {
  const row = await queryOne<{ id: number | string; request_hash: string; result: R | null }>(
    em,
    `select id, request_hash, result from ledger_transfers where scope = ? and operation = ? and idempotency_key = ?`,
    [claim.scope, claim.operation, claim.key],
  );
  return row ? { id: Number(row.id), requestHash: row.request_hash, result: row.result } : undefined;
}

/** The id of the transfer that claimed this key, if one did. */
export async function claimedTransferId(em: SqlEntityManager, claim: ClaimKey): Promise<number | undefined> {
  return (await loadClaim(em, claim))?.id;
}
