import { createHash } from 'node:crypto';
import type { SqlEntityManager } from '@mikro-orm/sql';
import { AppError, type LedgerOperation } from '@arena/schemas';
import { queryOne } from '../db/sql';
import type { AlsoWrite } from './postings';
import { loadClaim } from './queries/claimed-transfer';

/** Canonical JSON (sorted keys) so the same payload always hashes the same. */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value ?? null);
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
}

export function requestHash(value: unknown): string {
  return createHash('sha256').update(canonicalJson(value)).digest('hex');
}

/** Operations only test fixtures post (a made-up win or conversion); no player's history ever holds one. */
export type FixtureOperation = `TEST_${string}`;

export interface IdempotentRequest {
  /** Whose key space this is: a user id, or `system`. */
  scope: string;
  /** Listed in LEDGER_OPERATIONS, so the transaction history has a label for it. */
  operation: LedgerOperation | FixtureOperation;
  key: string;
  /** The payload; the same key with another payload is refused. */
  request: unknown;
  userId?: string | null;
  betId?: string | null;
}

export type Claim<R> = { replayed: false; transferId: number } | { replayed: true; transferId: number; result: R };

/**
 * Claims (scope, operation, key) inside the caller's transaction. A first claim returns a fresh transfer id;
 * a repeat with the same payload returns the stored answer; a repeat with another payload is a conflict.
 * On Postgres a concurrent duplicate waits on the unique index until the first one commits or rolls back.
 * `result`, when given, is the answer stored for replays (else the caller stores it with `storeResult`).
 */
export async function claimIdempotency<R>(tx: SqlEntityManager, req: IdempotentRequest, result?: R): Promise<Claim<R>> {
  const hash = requestHash(req.request);
  // An answer known before the work runs is stored with the claim: no later update of the transfer row. The work
  // either commits with it or rolls back with it.
  const inserted = await queryOne<{ id: number }>(
    tx,
    `insert into ledger_transfers (scope, operation, idempotency_key, request_hash, user_id, bet_id, result)
     values (?, ?, ?, ?, ?, ?, ?) on conflict (scope, operation, idempotency_key) do nothing returning id`,
    [
      req.scope,
      req.operation,
      req.key,
      hash,
      req.userId ?? null,
      req.betId ?? null,
      result === undefined ? null : JSON.stringify(result),
    ],
  );
  if (inserted) return { replayed: false, transferId: Number(inserted.id) };
  const existing = await loadClaim<R>(tx, req);
  if (!existing || existing.requestHash !== hash) {
    throw new AppError('GLOBAL.IDEMPOTENCY_CONFLICT', [req.operation]);
  }
  return { replayed: true, transferId: existing.id, result: existing.result as R };
}

export async function storeResult(tx: SqlEntityManager, transferId: number, result: unknown): Promise<void> {
  const write = resultWrite(transferId, result);
  await tx.execute(write.sql, write.params, 'run');
}

/** `storeResult` as a write to run inside another statement (postings' `also`). */
export function resultWrite(transferId: number, result: unknown): AlsoWrite {
  return { sql: `update ledger_transfers set result = ? where id = ?`, params: [JSON.stringify(result), transferId] };
}
