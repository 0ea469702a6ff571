import type { SqlEntityManager } from '@mikro-orm/sql';
import {
  AppError,
  type AdminWithdrawalListAnswer,
  type TransferOrderAnswer,
  type WithdrawalReviewReason,
} from '@arena/schemas';
import { queryOne, queryRows } from '../db/sql';
import type { Commerce } from '../commerce/commerce';
import type { PayoutOutcome } from '../commerce/withdrawals/sandbox-partner';
import { releaseHeld, reviewOf } from '../commerce/withdrawals/review';
import { writeAudit } from '../audit/audit';

interface QueueRow {
  id: string;
  user_id: string;
  user_name: string;
  partner: string;
  method: string;
  amount_cents: number | string;
  status: string;
  created_at: Date | string;
  outcome: string | null;
  due_at: Date | string | null;
  review: WithdrawalReviewReason | null;
  deposited_total_cents: number | string;
}

const ms = (value: Date | string) => new Date(value).getTime();

/** Pending transfer orders, oldest first: the queue an operator works through, with the ones held for review marked. */
export async function pendingWithdrawals(em: SqlEntityManager): Promise<AdminWithdrawalListAnswer> {
  const rows = await queryRows<QueueRow>(
    em,
    `select o.id, o.user_id, u.name as user_name, o.partner, o.method, o.amount_cents, o.status, o.created_at, p.outcome, p.due_at,
            r.reason as review, u.deposited_total_cents
     from transfer_orders o join users u on u.id = o.user_id left join sandbox_payouts p on p.order_id = o.id and p.settled_at is null
     left join withdrawal_reviews r on r.order_id = o.id and r.released_at is null
     where o.status = 'Pending' order by o.created_at, o.id limit 200`,
  );
  return {
    items: rows.map((row) => ({
      id: row.id,
      userId: row.user_id,
      userName: row.user_name,
      partner: row.partner,
      method: row.method,
      amountCents: Number(row.amount_cents),
      status: row.status,
      createdAt: ms(row.created_at),
      sandboxOutcome: row.outcome,
      sandboxDueAt: row.due_at === null ? null : ms(row.due_at),
      review: row.review,
      depositedTotalCents: Number(row.deposited_total_cents),
    })),
  };
}

export interface Decision {
  adminId: string;
  orderId: string;
  outcome: PayoutOutcome;
  reason?: string;
}

/**
 * An operator's verdict on a pending order, through the same `settle` the sandbox partner uses (a rejection returns
 * what left, once). The partner's own pending payout is then closed so the queue stops showing it (were it to fire
 * anyway, `settle` on a finished order changes nothing). Two operators deciding one order in the same instant could
 * both be recorded; only one of them moves the order.
 */
export async function decideWithdrawal(
  commerce: Commerce,
  em: SqlEntityManager,
  decision: Decision,
): Promise<TransferOrderAnswer> {
  const before = await queryOne<{ status: string; user_id: string }>(
    em,
    `select status, user_id from transfer_orders where id = ?`,
    [decision.orderId],
  );
  if (!before) throw new AppError('GLOBAL.NOT_FOUND', [], 404);
  if (before.status !== 'Pending') throw new AppError('GLOBAL.BAD_REQUEST', ['status']);
  // An order held for review is approved by sending it to the partner (once: a second approval is refused), never
  // by settling it here.
  const review = decision.outcome === 'Success' ? await reviewOf(em, decision.orderId) : null;
  if (review !== null) return releaseToPartner(commerce, em, decision, { ...before, review });
  const order = await commerce.withdrawals.settle(decision.orderId, decision.outcome);
  // The partner (or another operator) finished it first, the other way.
  if (order.status !== decision.outcome) throw new AppError('GLOBAL.BAD_REQUEST', ['status']);
  await em.transactional(async (tx) => {
    await tx.execute(
      `update sandbox_payouts set settled_at = now() where order_id = ? and settled_at is null`,
      [decision.orderId],
      'run',
    );
    await writeAudit(tx as SqlEntityManager, {
      adminId: decision.adminId,
      action: decision.outcome === 'Success' ? 'WITHDRAWAL_APPROVE' : 'WITHDRAWAL_REJECT',
      targetType: 'WITHDRAWAL',
      targetId: decision.orderId,
      reason: decision.reason ?? null,
      details: { userId: before.user_id, amountCents: order.amountCents },
    });
  });
  return order;
}

/**
 * Approving an order held for review (commerce/withdrawals/review.ts) sends it to the payout partner, which then pays
 * or rejects it like any other order; the order stays Pending until then. Two operators approving at once release it
 * once: the later one finds it released and is refused.
 */
async function releaseToPartner(
  commerce: Commerce,
  em: SqlEntityManager,
  decision: Decision,
  held: { user_id: string; review: WithdrawalReviewReason },
): Promise<TransferOrderAnswer> {
  return em.transactional(async (tx) => {
    const sql = tx as SqlEntityManager;
    if (!(await releaseHeld(sql, commerce.partner, decision.orderId, decision.adminId)))
      throw new AppError('GLOBAL.BAD_REQUEST', ['status']);
    const order = await commerce.withdrawals.loadOrder(sql, decision.orderId);
    await writeAudit(sql, {
      adminId: decision.adminId,
      action: 'WITHDRAWAL_APPROVE',
      targetType: 'WITHDRAWAL',
      targetId: decision.orderId,
      reason: decision.reason ?? null,
      details: { userId: held.user_id, amountCents: order.amountCents, review: held.review, releasedToPartner: true },
    });
    return order;
  });
}
