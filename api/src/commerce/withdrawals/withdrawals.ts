import { randomUUID } from 'node:crypto';
import type { SqlEntityManager } from '@mikro-orm/sql';
import {
  AppError,
  MONEY_RULES,
  type TransferOrderAnswer,
  type TransferOrderStatus,
  WITHDRAWAL_REVIEW_RULES,
  type WithdrawalReviewLimits,
  type WithdrawAnswer,
  type WithdrawBody,
} from '@arena/schemas';
import { execute, queryOne, queryRows } from '../../db/sql';
import type { Ledger } from '../../ledger/ledger';
import { HOUSE, type LedgerLeg, WORLD, user } from '../../ledger/types';
import { idempotent, postOnce, storeAnswer } from '../../ledger/answers';
import { assertWagerPassed } from '../../ledger/wager/requirement';
import { settleBonusItems } from '../inventory/bonus-items';
import { lockOwnedItems, recordItemEvents, sumPrices } from '../inventory/items';
import { usd, validateWithdrawal } from '../payments/rules';
import { PARTNERS, type PayoutOutcome, type SandboxPayoutPartner } from './sandbox-partner';
import { holdOrPay } from './review';

interface OrderRow {
  id: string;
  user_id: string;
  partner: string;
  method: string;
  pays: 'ITEMS' | 'BALANCE';
  amount_cents: number | string;
  status: TransferOrderStatus;
  transfer_id: number | string;
  created_at: Date | string;
  finished_at: Date | string | null;
  item_ids: string[] | null;
  in_review?: boolean | null;
}

const ORDER_SELECT = `select o.*, (select array_agg(e.item_id::text order by e.item_id) from item_events e
  where e.transfer_id = o.transfer_id and e.event = 'WITHDRAW_REQUESTED') as item_ids,
  exists(select 1 from withdrawal_reviews r where r.order_id = o.id and r.released_at is null) as in_review from transfer_orders o`;

const ms = (value: Date | string) => new Date(value).getTime();

function toAnswer(row: OrderRow): TransferOrderAnswer {
  return {
    id: row.id,
    partner: row.partner,
    method: row.method,
    amountCents: Number(row.amount_cents),
    itemIds: row.item_ids ?? [],
    status: row.status,
    createdAt: ms(row.created_at),
    finishedAt: row.finished_at === null ? null : ms(row.finished_at),
    inReview: row.status === 'Pending' && row.in_review === true,
  };
}

/** The value-based bonus wager lives in ../wager (schemas WAGER_RULES); re-exported for existing importers. */
export { wagerRemainingCents } from '../../ledger/wager/requirement';

/**
 * Withdrawals become transfer orders. Money leaves the real balance to the outside world when the order is
 * made; skins are locked IN_TRADE and the house pays their value out. A Rejected order returns exactly what
 * left, once: the order changes state with a conditional update and the return transfer is keyed by the order.
 */
export class Withdrawals {
  constructor(
    private readonly ledger: Ledger,
    private readonly partner: SandboxPayoutPartner,
    /** When an order waits for an operator instead of going to the partner (review.ts). */
    private readonly review: WithdrawalReviewLimits = WITHDRAWAL_REVIEW_RULES,
  ) {}

  create(userId: string, key: string, body: WithdrawBody): Promise<WithdrawAnswer> {
    const valid = validateWithdrawal(body);
    const op = { scope: userId, operation: 'WITHDRAW' as const, key, request: body };
    return idempotent(this.ledger, op, async (tx) => {
      const account = await queryOne<{ deposited_total_cents: number | string }>(
        tx,
        `select deposited_total_cents from users where id = ?`,
        [userId],
      );
      if (!account) throw new AppError('USER.NOT_FOUND');
      if (Number(account.deposited_total_cents) < MONEY_RULES.withdrawMinDepositedCents) {
        throw new AppError('WITHDRAW.PAYMENT_NEEDED', [usd(MONEY_RULES.withdrawMinDepositedCents)]);
      }
      await assertWagerPassed(tx, userId);

      const orderId = randomUUID();
      let amountCents: number;
      let legs: LedgerLeg[];
      let items: Awaited<ReturnType<typeof lockOwnedItems>> = [];
      if (valid.pays === 'ITEMS') {
        await settleBonusItems(this.ledger, tx, { userId });
        items = await lockOwnedItems(tx, userId, valid.itemIds);
        if (items.some((item) => item.kind === 'BONUS')) throw new AppError('WITHDRAW.BONUS_NOT_RECOUPED');
        if (items.some((item) => item.alfa)) throw new AppError('WITHDRAWAL.BAD_ITEM');
        amountCents = sumPrices(items);
        if (amountCents < valid.method.minCents)
          throw new AppError('WITHDRAWAL.METHOD_MIN', [usd(valid.method.minCents)]);
        // The house delivers the skins it owes: their value leaves the house to the outside world.
        legs = [
          { account: HOUSE, amountCents: -amountCents },
          { account: WORLD, amountCents },
        ];
      } else {
        amountCents = valid.amountCents;
        legs = [
          { account: user(userId), amountCents: -amountCents },
          { account: WORLD, amountCents },
        ];
      }
      const posted = await postOnce<WithdrawAnswer>(this.ledger, tx, { ...op, userId, legs });
      if (posted.answer) return posted.answer;
      await tx.execute(
        `insert into transfer_orders (id, user_id, partner, method, pays, amount_cents, destination, transfer_id)
         values (?, ?, ?, ?, ?, ?, ?, ?)`,
        [
          orderId,
          userId,
          PARTNERS[valid.pays],
          valid.method.id,
          valid.pays,
          amountCents,
          valid.destination,
          posted.transferId,
        ],
        'run',
      );
      if (items.length > 0) {
        const ids = items.map((item) => item.id);
        const locked = await execute(
          tx,
          `update user_items set status = 'IN_TRADE', transfer_order_id = ? where id in (?) and status = 'AVAILABLE'`,
          [orderId, ids],
        );
        if (locked !== ids.length) throw new AppError('INVENTORY.ITEM_LOCKED');
        await recordItemEvents(tx, items, 'WITHDRAW_REQUESTED', posted.transferId);
      }
      await holdOrPay(tx, this.partner, this.review, {
        id: orderId,
        userId,
        amountCents,
        destination: valid.destination,
      });
      const answer: WithdrawAnswer = {
        order: await this.loadOrder(tx, orderId),
        balance: await this.ledger.balances(userId, tx),
      };
      await storeAnswer(tx, posted.transferId, answer);
      return answer;
    });
  }

  async list(em: SqlEntityManager, userId: string): Promise<TransferOrderAnswer[]> {
    const rows = await queryRows<OrderRow>(
      em,
      `${ORDER_SELECT} where o.user_id = ? order by o.created_at desc, o.id limit 100`,
      [userId],
    );
    return rows.map(toAnswer);
  }

  /** The partner's verdict. Settling a finished order again changes nothing and answers it as it stands. */
  settle(orderId: string, outcome: PayoutOutcome): Promise<TransferOrderAnswer> {
    return this.ledger.transaction(async (tx) => {
      const order = await queryOne<OrderRow>(
        tx,
        `select *, null as item_ids from transfer_orders where id = ? for update`,
        [orderId],
      );
      if (!order) throw new AppError('WITHDRAW.ITEM_NOT_FOUND', [], 404);
      if (order.status !== 'Pending') return this.loadOrder(tx, orderId);
      const items = await queryRows<{ id: string; user_id: string }>(
        tx,
        `select id, user_id from user_items where transfer_order_id = ? and status = 'IN_TRADE' order by id for update`,
        [orderId],
      );
      if (outcome === 'Success') {
        await tx.execute(
          `update transfer_orders set status = 'Success', finished_at = now() where id = ? and status = 'Pending'`,
          [orderId],
          'run',
        );
        await tx.execute(
          `update user_items set status = 'WITHDRAWN' where transfer_order_id = ? and status = 'IN_TRADE'`,
          [orderId],
          'run',
        );
        await recordItemEvents(tx, items, 'WITHDRAWN', Number(order.transfer_id));
        return this.loadOrder(tx, orderId);
      }
      const amount = Number(order.amount_cents);
      const back = order.pays === 'ITEMS' ? HOUSE : user(order.user_id);
      const { transferId } = await this.ledger.post(tx, {
        scope: order.user_id,
        operation: 'WITHDRAW_RETURN',
        key: order.id,
        request: { orderId: order.id, amountCents: amount },
        userId: order.user_id,
        legs: [
          { account: WORLD, amountCents: -amount },
          { account: back, amountCents: amount },
        ],
      });
      await tx.execute(
        `update transfer_orders set status = 'Rejected', end_transfer_id = ?, finished_at = now() where id = ? and status = 'Pending'`,
        [transferId, orderId],
        'run',
      );
      await tx.execute(
        `update user_items set status = 'AVAILABLE', transfer_order_id = null where transfer_order_id = ? and status = 'IN_TRADE'`,
        [orderId],
        'run',
      );
      await recordItemEvents(tx, items, 'WITHDRAW_RETURNED', transferId);
      return this.loadOrder(tx, orderId);
    });
  }

  async loadOrder(tx: SqlEntityManager, orderId: string): Promise<TransferOrderAnswer> {
    const row = await queryOne<OrderRow>(tx, `${ORDER_SELECT} where o.id = ?`, [orderId]);
    if (!row) throw new AppError('WITHDRAW.ITEM_NOT_FOUND', [], 404);
    return toAnswer(row);
  }
}
