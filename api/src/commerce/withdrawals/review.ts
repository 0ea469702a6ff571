import type { SqlEntityManager } from '@mikro-orm/sql';
import { type WithdrawalReviewLimits, type WithdrawalReviewReason, withdrawalReviewReason } from '@arena/schemas';
import { execute, queryOne } from '../../db/sql';
import type { SandboxPayoutPartner } from './sandbox-partner';

export interface NewOrder {
  id: string;
  userId: string;
  amountCents: number;
  destination: string;
}

/**
 * Called in the transaction that made the order (after it is inserted): either hands it to the payout partner at once
 * or, when the review rule (schemas, `withdrawalReviewReason`) says so, holds it for an operator. The user's row is
 * locked first, so two withdrawals of one player made at once are measured one after the other, not each alone; at the
 * strength the ledger's posting takes (a stronger one deadlocks against a withdrawal queued behind that posting).
 */
export async function holdOrPay(
  tx: SqlEntityManager,
  partner: SandboxPayoutPartner,
  limits: WithdrawalReviewLimits,
  order: NewOrder,
): Promise<WithdrawalReviewReason | null> {
  await tx.execute(`select id from users where id = ? for no key update`, [order.userId]);
  const facts = await queryOne<{ deposited: number | string; withdrawn: number | string }>(
    tx,
    `select u.deposited_total_cents as deposited,
            (select coalesce(sum(o.amount_cents), 0) from transfer_orders o where o.user_id = u.id and o.status <> 'Rejected' and o.id <> ?) as withdrawn
       from users u where u.id = ?`,
    [order.id, order.userId],
  );
  const reason = withdrawalReviewReason(
    {
      amountCents: order.amountCents,
      depositedCents: Number(facts?.deposited ?? 0),
      withdrawnCents: Number(facts?.withdrawn ?? 0),
    },
    limits,
  );
  if (reason === null) await partner.openPayout(tx, { id: order.id, destination: order.destination });
  else await tx.execute(`insert into withdrawal_reviews (order_id, reason) values (?, ?)`, [order.id, reason], 'run');
  return reason;
}

/** Why an order was held for review (whether or not it has been released since), or null when it never was. */
export async function reviewOf(em: SqlEntityManager, orderId: string): Promise<WithdrawalReviewReason | null> {
  const row = await queryOne<{ reason: WithdrawalReviewReason }>(
    em,
    `select reason from withdrawal_reviews where order_id = ?`,
    [orderId],
  );
  return row?.reason ?? null;
}

/**
 * An operator's approval of a held order: it goes to the payout partner, once. The order row is locked like `settle`
 * locks it, so a rejection deciding at the same instant runs before or after, never beside; answers false when the
 * order is no longer pending or another operator released it first.
 */
export async function releaseHeld(
  tx: SqlEntityManager,
  partner: SandboxPayoutPartner,
  orderId: string,
  adminId: string,
): Promise<boolean> {
  const order = await queryOne<{ status: string; destination: string }>(
    tx,
    `select status, destination from transfer_orders where id = ? for update`,
    [orderId],
  );
  if (order?.status !== 'Pending') return false;
  const released = await execute(
    tx,
    `update withdrawal_reviews set released_at = now(), released_by = ? where order_id = ? and released_at is null`,
    [adminId, orderId],
  );
  if (released !== 1) return false;
  await partner.openPayout(tx, { id: orderId, destination: order.destination });
  return true;
}
