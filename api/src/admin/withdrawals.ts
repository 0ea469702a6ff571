import type { SqlEntityManager } from '@mikro-orm/sql';
import { AppError, type AdminWithdrawalListAnswer, type TransferOrderAnswer } from '@arena/schemas';
import { queryOne, queryRows } from '../db/sql';
import type { Commerce } from '../commerce/commerce';
import type { PayoutOutcome } from '../commerce/withdrawals/sandbox-partner';
import { writeAudit } from './audit';

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
}

const ms = (value: Date | string) => new Date(value).getTime();

/** Pending transfer orders, oldest first: the queue an operator works through. */
export async function pendingWithdrawals(em: SqlEntityManager): Promise<AdminWithdrawalListAnswer> {
  const rows = await queryRows<QueueRow>(
    em,
    `select o.id, o.user_id, u.name as user_name, o.partner, o.method, o.amount_cents, o.status, o.created_at, p.outcome, p.due_at
     from transfer_orders o join users u on u.id = o.user_id left join sandbox_payouts p on p.order_id = o.id and p.settled_at is null
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
export async function decideWithdrawal(commerce: Commerce, em: SqlEntityManager, decision: Decision): Promise<TransferOrderAnswer> {
  const before = await queryOne<{ status: string; user_id: string }>(em, `select status, user_id from transfer_orders where id = ?`, [decision.orderId]);
  if (!before) throw new AppError('GLOBAL.NOT_FOUND', [], 404);
  if (before.status !== 'Pending') throw new AppError('GLOBAL.BAD_REQUEST', ['status']);
  const order = await commerce.withdrawals.settle(decision.orderId, decision.outcome);
  // The partner (or another operator) finished it first, the other way.
  if (order.status !== decision.outcome) throw new AppError('GLOBAL.BAD_REQUEST', ['status']);
  await em.transactional(async (tx) => {
    await tx.execute(`update sandbox_payouts set settled_at = now() where order_id = ? and settled_at is null`, [decision.orderId], 'run');
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
