import { randomUUID } from 'node:crypto';
import { AppError, TREASURE_RULES, type TreasureOrder, type TreasureOrderBody } from '@arena/schemas';
import { idempotent, postOnce, storeAnswer } from '../ledger/answers';
import { execute, queryOne, queryRows } from '../db/sql';
import type { Ledger } from '../ledger/ledger';
import { lockUsers, requireTreasurePremium } from './access';
import { expireDueOrders } from './expiry';
import { loadOrder } from './order-rows';

/**
 * Lists cards for sale or exchange, idempotent by the Idempotency-Key (a repeat answers the same order). The seller's
 * row is locked first, so their orders are created one after another and the 5-active limit cannot be outrun; their
 * own due orders are expired first (their cards come back and stop counting). Each card must be the seller's and in
 * hand (TREASURES.CARD_ERROR); it is LISTED by a conditional update, so a card is in one open order at most.
 */
export function createOrder(
  ledger: Ledger,
  userId: string,
  key: string,
  body: TreasureOrderBody,
  nowMs: number,
): Promise<TreasureOrder> {
  const op = { scope: userId, operation: 'TREASURE_ORDER' as const, key, request: body };
  return idempotent(ledger, op, async (tx) => {
    const claimed = await postOnce<TreasureOrder>(ledger, tx, { ...op, userId, legs: [] });
    if (claimed.answer) return claimed.answer;
    await lockUsers(tx, [userId]);
    await requireTreasurePremium(tx, userId);
    await expireDueOrders(tx, nowMs, userId);
    const active = await queryOne<{ n: number | string }>(
      tx,
      `select count(*) as n from treasure_orders where seller_id = ? and status = 'CREATED'`,
      [userId],
    );
    if (Number(active?.n ?? 0) >= TREASURE_RULES.maxActiveOrders) throw new AppError('TREASURES.ORDER_ERROR');
    if (
      body.kind === 'EXCHANGE' &&
      !(await queryOne(tx, `select id from treasures where id = ?`, [body.wantTreasureId]))
    )
      throw new AppError('TREASURES.ORDER_ERROR');

    const id = randomUUID();
    await tx.execute(
      `insert into treasure_orders (id, seller_id, kind, price_cents, want_treasure_id, card_ids, created_at, expires_at) values (?, ?, ?, ?, ?, ?, ?, ?)`,
      [
        id,
        userId,
        body.kind,
        body.kind === 'SALE' ? body.priceCents : null,
        body.kind === 'EXCHANGE' ? body.wantTreasureId : null,
        JSON.stringify(body.cardIds),
        new Date(nowMs),
        new Date(nowMs + TREASURE_RULES.orderLifetimeMs),
      ],
      'run',
    );
    const listed = await execute(
      tx,
      `update treasure_cards set status = 'LISTED', order_id = ? where id in (?) and user_id = ? and status = 'AVAILABLE'`,
      [id, body.cardIds, userId],
    );
    if (listed !== body.cardIds.length) throw new AppError('TREASURES.CARD_ERROR');
    const order = await loadOrder(tx, id, nowMs);
    await storeAnswer(tx, claimed.transferId, order);
    return order;
  });
}

/**
 * The seller takes an open order down; its cards come back. Removing an order that is already removed answers it
 * again (a retried click); one that was accepted or has expired cannot be removed (TREASURES.ORDER_ERROR), but an
 * expired one is ended on the way, so its cards are back either way. Not premium-only: a player who lost premium
 * still gets their cards back.
 */
export async function removeOrder(
  ledger: Ledger,
  userId: string,
  orderId: string,
  nowMs: number,
): Promise<TreasureOrder> {
  const expired = await ledger.transaction(async (tx) => {
    await lockUsers(tx, [userId]);
    const order = await queryOne<{ seller_id: string; status: string }>(
      tx,
      `select seller_id, status from treasure_orders where id = ?`,
      [orderId],
    );
    if (!order || order.seller_id !== userId) throw new AppError('TREASURES.ORDER_ERROR');
    if (order.status === 'REMOVED') return false;
    if ((await expireDueOrders(tx, nowMs, userId)).includes(orderId)) return true;
    const removed = await queryRows<{ id: string }>(
      tx,
      `update treasure_orders set status = 'REMOVED', ended_at = ? where id = ? and status = 'CREATED' returning id`,
      [new Date(nowMs), orderId],
    );
    if (removed.length === 0) throw new AppError('TREASURES.ORDER_ERROR');
    await tx.execute(
      `update treasure_cards set status = 'AVAILABLE', order_id = null where order_id = ? and status = 'LISTED'`,
      [orderId],
      'run',
    );
    return false;
  });
  if (expired) throw new AppError('TREASURES.ORDER_ERROR');
  return ledger.transaction((tx) => loadOrder(tx, orderId, nowMs));
}
