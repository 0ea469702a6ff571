import { AppError, type TreasureOrder } from '@arena/schemas';
import { execute, queryOne, queryRows } from '../db/sql';
import type { Ledger } from '../ledger/ledger';
import { user } from '../ledger/types';
import { lockUsers, requireTreasurePremium } from './access';
import { expireDueOrders } from './expiry';
import { loadOrder } from './order-rows';
import { json } from './rows';

interface AcceptedRow {
  id: string;
  seller_id: string;
  kind: 'SALE' | 'EXCHANGE';
  price_cents: number | string | null;
  want_treasure_id: number | null;
  card_ids: unknown;
}

/**
 * Accepts an open order: the buyer's and seller's rows are locked (id order), then ONE conditional update moves the
 * order CREATED -> ACCEPTED while unexpired, so of two buyers exactly one wins and the other gets
 * TREASURES.ORDER_ERROR. In the same transaction the price moves buyer -> seller (real balance, one ledger transfer
 * keyed by the order: USER.LOW_BALANCE rolls everything back), or for an exchange the buyer's oldest card of the
 * wanted treasure goes to the seller (the transfer carries no money and records the trade), and the listed cards
 * go to the buyer. A retry by the winner answers the accepted order.
 */
export async function acceptOrder(
  ledger: Ledger,
  buyerId: string,
  orderId: string,
  nowMs: number,
): Promise<TreasureOrder> {
  return ledger.transaction(async (tx) => {
    const seen = await queryOne<{ seller_id: string; status: string; buyer_id: string | null }>(
      tx,
      `select seller_id, status, buyer_id from treasure_orders where id = ?`,
      [orderId],
    );
    if (!seen || seen.seller_id === buyerId) throw new AppError('TREASURES.ORDER_ERROR');
    if (seen.status === 'ACCEPTED' && seen.buyer_id === buyerId) return loadOrder(tx, orderId, nowMs);
    await requireTreasurePremium(tx, buyerId);
    await lockUsers(tx, [buyerId, seen.seller_id]);
    const [order] = await queryRows<AcceptedRow>(
      tx,
      `update treasure_orders set status = 'ACCEPTED', buyer_id = ?, ended_at = ?
        where id = ? and status = 'CREATED' and expires_at > ?
        returning id, seller_id, kind, price_cents, want_treasure_id, card_ids`,
      [buyerId, new Date(nowMs), orderId, new Date(nowMs)],
    );
    if (!order) {
      // A concurrent retry by the same buyer waited on the locks above while the first call accepted: same answer.
      const now = await queryOne<{ status: string; buyer_id: string | null }>(
        tx,
        `select status, buyer_id from treasure_orders where id = ?`,
        [orderId],
      );
      if (now?.status === 'ACCEPTED' && now.buyer_id === buyerId) return loadOrder(tx, orderId, nowMs);
      throw new AppError('TREASURES.ORDER_ERROR');
    }

    let buyerCardId: string | null = null;
    if (order.kind === 'EXCHANGE') {
      // The buyer's own due orders are ended first, so a card stuck in one of them can be given.
      await expireDueOrders(tx, nowMs, buyerId);
      const card = await queryOne<{ id: string }>(
        tx,
        `select id from treasure_cards where user_id = ? and treasure_id = ? and status = 'AVAILABLE' order by created_at, id limit 1 for update`,
        [buyerId, order.want_treasure_id],
      );
      if (!card) throw new AppError('TREASURES.CARD_ERROR');
      buyerCardId = card.id;
      await tx.execute(`update treasure_cards set user_id = ? where id = ?`, [order.seller_id, card.id], 'run');
    }
    const price = order.price_cents === null ? 0 : Number(order.price_cents);
    const posted = await ledger.post(tx, {
      scope: buyerId,
      operation: 'TREASURE_ORDER_ACCEPT',
      key: order.id,
      request: { orderId: order.id, priceCents: price, buyerCardId },
      userId: buyerId,
      legs:
        price > 0
          ? [
              { account: user(buyerId), amountCents: -price },
              { account: user(order.seller_id), amountCents: price },
            ]
          : [],
    });
    const cardIds = json<string[]>(order.card_ids);
    const moved = await execute(
      tx,
      `update treasure_cards set user_id = ?, status = 'AVAILABLE', order_id = null where order_id = ? and status = 'LISTED'`,
      [buyerId, order.id],
    );
    if (moved !== cardIds.length)
      throw new Error(`order ${order.id} lists ${cardIds.length} cards but ${moved} were listed`);
    await tx.execute(
      `update treasure_orders set transfer_id = ?, buyer_card_id = ? where id = ?`,
      [posted.transferId, buyerCardId, order.id],
      'run',
    );
    return loadOrder(tx, order.id, nowMs);
  });
}
