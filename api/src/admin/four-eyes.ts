import { randomUUID } from 'node:crypto';
import type { SqlEntityManager } from '@mikro-orm/sql';
import {
  AppError,
  type AdminAdjustAnswer,
  type AdminAdjustmentDecisionAnswer,
  type AdminAdjustmentListAnswer,
  type AdminAdjustmentRow,
} from '@arena/schemas';
import { execute, queryOne, queryRows } from '../db/sql';
import type { Ledger } from '../ledger/ledger';
import { requestHash } from '../ledger/idempotency';
import { writeAudit } from '../audit/audit';
import { ADMIN_ADJUSTMENT, type AdjustInput, assertUserExists, postAdjustment } from './four-eyes-ledger';

interface RequestRow {
  id: string;
  user_id: string;
  user_name: string;
  account: 'REAL' | 'BONUS';
  amount_cents: number | string;
  reason: string;
  requested_by: string;
  requested_by_name: string;
  status: AdminAdjustmentRow['status'];
  decided_by: string | null;
  transfer_id: number | string | null;
  created_at: Date | string;
}

const SELECT = `select r.*, u.name as user_name, a.name as requested_by_name from admin_adjustment_requests r
  join users u on u.id = r.user_id join users a on a.id = r.requested_by`;

function toRow(row: RequestRow): AdminAdjustmentRow {
  return {
    id: row.id,
    userId: row.user_id,
    userName: row.user_name,
    account: row.account,
    amountCents: Number(row.amount_cents),
    reason: row.reason,
    requestedBy: row.requested_by,
    requestedByName: row.requested_by_name,
    status: row.status,
    createdAt: new Date(row.created_at).getTime(),
  };
}

/**
 * An adjustment above the four-eyes threshold: recorded as a PENDING request (and audited), no money moves. The
 * Idempotency-Key is claimed per requesting admin, so a retry answers the same request and another payload under the
 * key is a conflict, as for a posted adjustment.
 */
export function requestAdjustment(ledger: Ledger, input: AdjustInput): Promise<AdminAdjustAnswer> {
  return ledger.transaction(async (tx) => {
    await assertUserExists(tx, input.userId);
    const hash = requestHash({
      userId: input.userId,
      account: input.account,
      amountCents: input.amountCents,
      reason: input.reason,
    });
    let requestId: string = randomUUID();
    const inserted = await execute(
      tx,
      `insert into admin_adjustment_requests (id, user_id, account, amount_cents, reason, requested_by, request_key, request_hash)
       values (?, ?, ?, ?, ?, ?, ?, ?) on conflict (requested_by, request_key) do nothing`,
      [requestId, input.userId, input.account, input.amountCents, input.reason, input.adminId, input.key, hash],
    );
    if (inserted === 0) {
      const existing = await queryOne<{ id: string; request_hash: string }>(
        tx,
        `select id, request_hash from admin_adjustment_requests where requested_by = ? and request_key = ?`,
        [input.adminId, input.key],
      );
      if (existing?.request_hash !== hash) throw new AppError('GLOBAL.IDEMPOTENCY_CONFLICT', [ADMIN_ADJUSTMENT]);
      requestId = existing.id;
    } else {
      await writeAudit(tx, {
        adminId: input.adminId,
        action: 'BALANCE_ADJUST_REQUEST',
        targetType: 'USER',
        targetId: input.userId,
        reason: input.reason,
        details: { requestId, account: input.account, amountCents: input.amountCents },
      });
    }
    const balances = await ledger.balances(input.userId, tx);
    return {
      status: 'PENDING',
      transferId: null,
      requestId,
      replayed: inserted === 0,
      realCents: balances.realCents,
      bonusCents: balances.bonusCents,
    };
  });
}

/** Requests waiting for a second admin, oldest first. */
export async function pendingAdjustments(em: SqlEntityManager): Promise<AdminAdjustmentListAnswer> {
  const rows = await queryRows<RequestRow>(
    em,
    `${SELECT} where r.status = 'PENDING' order by r.created_at, r.id limit 200`,
  );
  return { items: rows.map(toRow) };
}

export interface AdjustmentDecision {
  adminId: string;
  requestId: string;
  /** The deciding admin's note, kept in the audit row. */
  reason?: string;
}

/** The request, locked until the deciding transaction ends: two admins deciding at once are served one by one. */
async function lockRequest(tx: SqlEntityManager, requestId: string): Promise<RequestRow> {
  const row = await queryOne<RequestRow>(tx, `${SELECT} where r.id = ? for update of r`, [requestId]);
  if (!row) throw new AppError('GLOBAL.NOT_FOUND', [], 404);
  return row;
}

async function decided(
  ledger: Ledger,
  tx: SqlEntityManager,
  requestId: string,
): Promise<AdminAdjustmentDecisionAnswer> {
  const row = await lockRequest(tx, requestId);
  const balances = await ledger.balances(row.user_id, tx);
  return {
    request: toRow(row),
    transferId: row.transfer_id === null ? null : String(row.transfer_id),
    realCents: balances.realCents,
    bonusCents: balances.bonusCents,
  };
}

/**
 * A second admin approves: the transfer is posted under a key derived from the request, in the transaction that
 * marks it APPROVED, so it is posted once however many approvals race (the row lock serialises them; the later ones
 * find it decided). Neither the requester nor the adjusted user may approve (ADMIN.OWN_REQUEST). The same admin
 * repeating their approval gets the answer again; anyone else gets ADMIN.REQUEST_DECIDED.
 */
export function approveAdjustment(
  ledger: Ledger,
  decision: AdjustmentDecision,
): Promise<AdminAdjustmentDecisionAnswer> {
  return ledger.transaction(async (tx) => {
    const row = await lockRequest(tx, decision.requestId);
    if (row.requested_by === decision.adminId || row.user_id === decision.adminId)
      throw new AppError('ADMIN.OWN_REQUEST', [], 403);
    if (row.status !== 'PENDING') {
      if (row.status === 'APPROVED' && row.decided_by === decision.adminId) return decided(ledger, tx, row.id);
      throw new AppError('ADMIN.REQUEST_DECIDED', [], 409);
    }
    const amountCents = Number(row.amount_cents);
    const posted = await postAdjustment(ledger, tx, {
      userId: row.user_id,
      account: row.account,
      amountCents,
      key: `four-eyes:${row.id}`,
      request: { requestId: row.id, account: row.account, amountCents },
    });
    const marked = await execute(
      tx,
      `update admin_adjustment_requests set status = 'APPROVED', decided_by = ?, decided_at = now(), decision_reason = ?, transfer_id = ?
       where id = ? and status = 'PENDING'`,
      [decision.adminId, decision.reason ?? null, posted.transferId, row.id],
    );
    if (marked !== 1) throw new AppError('ADMIN.REQUEST_DECIDED', [], 409);
    await writeAudit(tx, {
      adminId: decision.adminId,
      action: 'BALANCE_ADJUST',
      targetType: 'USER',
      targetId: row.user_id,
      reason: decision.reason ?? row.reason,
      details: {
        requestId: row.id,
        requestedBy: row.requested_by,
        account: row.account,
        amountCents,
        transferId: String(posted.transferId),
      },
    });
    return decided(ledger, tx, row.id);
  });
}

/**
 * Rejects a pending request: nothing is posted. Another admin may reject it, and so may its requester (withdrawing a
 * mistake); the adjusted user may not (ADMIN.OWN_REQUEST).
 */
export function rejectAdjustment(ledger: Ledger, decision: AdjustmentDecision): Promise<AdminAdjustmentDecisionAnswer> {
  return ledger.transaction(async (tx) => {
    const row = await lockRequest(tx, decision.requestId);
    if (row.user_id === decision.adminId) throw new AppError('ADMIN.OWN_REQUEST', [], 403);
    if (row.status !== 'PENDING') {
      if (row.status === 'REJECTED' && row.decided_by === decision.adminId) return decided(ledger, tx, row.id);
      throw new AppError('ADMIN.REQUEST_DECIDED', [], 409);
    }
    await tx.execute(
      `update admin_adjustment_requests set status = 'REJECTED', decided_by = ?, decided_at = now(), decision_reason = ? where id = ? and status = 'PENDING'`,
      [decision.adminId, decision.reason ?? null, row.id],
      'run',
    );
    await writeAudit(tx, {
      adminId: decision.adminId,
      action: 'BALANCE_ADJUST_REJECT',
      targetType: 'USER',
      targetId: row.user_id,
      reason: decision.reason ?? null,
      details: {
        requestId: row.id,
        requestedBy: row.requested_by,
        account: row.account,
        amountCents: Number(row.amount_cents),
      },
    });
    return decided(ledger, tx, row.id);
  });
}
