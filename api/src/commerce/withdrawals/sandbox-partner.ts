import type { SqlEntityManager } from '@mikro-orm/sql';
import type { Orm } from '../../db/database';
import { queryRows } from '../../db/sql';

export type PayoutOutcome = 'Success' | 'Rejected';

export interface SandboxPartnerOptions {
  delayMs: number;
  rejectPercent: number;
  random?: () => number;
}

/** Partner names shown on transfer orders. */
export const PARTNERS = { ITEMS: 'Sandbox Market', BALANCE: 'Sandbox Pay' } as const;

/**
 * A stand-in for the payout partner (a skin market for trade offers, a payment processor for money). It takes
 * an order, decides its outcome (a destination containing "reject" is always rejected, like a bad account at
 * a real processor; otherwise `rejectPercent` of orders are) and settles it after `delayMs`.
 */
export class SandboxPayoutPartner {
  private readonly random: () => number;

  constructor(
    private readonly orm: Orm,
    private readonly options: SandboxPartnerOptions,
  ) {
    this.random = options.random ?? Math.random;
  }

  async openPayout(tx: SqlEntityManager, order: { id: string; destination: string }, now = new Date()): Promise<void> {
    const rejected = /reject/i.test(order.destination) || this.random() * 100 < this.options.rejectPercent;
    await tx.execute(
      `insert into sandbox_payouts (order_id, outcome, due_at) values (?, ?, ?)`,
      [order.id, rejected ? 'Rejected' : 'Success', new Date(now.getTime() + Math.max(0, this.options.delayMs))],
      'run',
    );
  }

  /** Settles the orders that are due through `settle` (the platform's side); answers how many it settled. */
  async settleDue(
    settle: (orderId: string, outcome: PayoutOutcome) => Promise<unknown>,
    now = new Date(),
  ): Promise<number> {
    const em = this.orm.em.fork() as SqlEntityManager;
    const due = await queryRows<{ order_id: string; outcome: PayoutOutcome }>(
      em,
      `select order_id, outcome from sandbox_payouts where settled_at is null and due_at <= ? order by due_at limit 100`,
      [now],
    );
    for (const payout of due) {
      await settle(payout.order_id, payout.outcome);
      await em.execute(`update sandbox_payouts set settled_at = ? where order_id = ?`, [now, payout.order_id], 'run');
    }
    return due.length;
  }
}
