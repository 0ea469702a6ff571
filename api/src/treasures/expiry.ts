import type { SqlEntityManager } from '@mikro-orm/sql';
import { queryRows } from '../db/sql';

/**
 * Ends every CREATED order past its expiry (of one seller, or of everyone) and puts its cards back in hand. The
 * conditional update ends an order once: an accept or removal that got there first leaves it alone, and an accept
 * waiting on the row sees EXPIRED and refuses.
 */
export async function expireDueOrders(tx: SqlEntityManager, nowMs: number, sellerId?: string): Promise<string[]> {
  const bySeller = sellerId ? ` and seller_id = ?` : '';
  const expired = await queryRows<{ id: string }>(
    tx,
    `update treasure_orders set status = 'EXPIRED', ended_at = expires_at
      where status = 'CREATED' and expires_at <= ?${bySeller} returning id`,
    [new Date(nowMs), ...(sellerId ? [sellerId] : [])],
  );
  if (expired.length > 0) {
    await tx.execute(
      `update treasure_cards set status = 'AVAILABLE', order_id = null where order_id in (?) and status = 'LISTED'`,
      [expired.map((o) => o.id)],
      'run',
    );
  }
  return expired.map((o) => o.id);
}
