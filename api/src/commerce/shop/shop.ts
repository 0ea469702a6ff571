import type { SqlEntityManager } from '@mikro-orm/sql';
import {
  AppError,
  type ShopBuyBody,
  type ShopOperationAnswer,
  type ShopSellBody,
  type ShopSwapBody,
} from '@arena/schemas';
import type { Ledger } from '../../ledger/ledger';
import { HOUSE, type LedgerLeg, user } from '../../ledger/types';
import { catalogItems } from '../catalog/catalog';
import { idempotent, postOnce, storeAnswer } from '../../ledger/answers';
import { settleBonusItems } from '../inventory/bonus-items';
import {
  type ItemRow,
  createItems,
  isWithdrawable,
  lockOwnedItems,
  newItemWrites,
  recordItemEvents,
  releaseItems,
  sumPrices,
  toInventoryItem,
} from '../inventory/items';

/** A balance that cannot pay reads as the shop's own message. */
async function payingFromBalance<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof AppError && error.key === 'USER.LOW_BALANCE') throw new AppError('SHOP.NOT_ENOUGH_BALANCE');
    throw error;
  }
}

/**
 * The skin shop. Every operation is one idempotent ledger transfer (user ↔ house) and its item moves, in one
 * database transaction: the skins are locked first, then the balance, so a skin or a cent is never spent twice.
 */
export class Shop {
  constructor(
    private readonly ledger: Ledger,
    private readonly cdnBaseUrl: string,
  ) {}

  /**
   * Buys skins at catalog price: real balance → real skins, bonus balance → bonus skins. Three statements, as a bet
   * (Ledger.debit): the key, the player's lock with the balances and pauses, then the money, the skins, their history
   * and the stored answer in one.
   */
  buy(userId: string, key: string, body: ShopBuyBody): Promise<ShopOperationAnswer> {
    if (body.catalogItemIds.length === 0) throw new AppError('SHOP.NOTHING_SELECTED');
    const items = catalogItems(body.catalogItemIds);
    const total = sumPrices(items.map((item) => ({ price_cents: item.priceCents })));
    const op = { scope: userId, operation: 'SHOP_BUY' as const, key, request: body };
    return idempotent(
      this.ledger,
      op,
      async (tx) => {
        const debit = await payingFromBalance(() =>
          this.ledger.debit(tx, {
            ...op,
            userId,
            account: body.kind === 'BONUS' ? 'USER_BONUS' : 'USER_REAL',
            amountCents: total,
            complete: ({ transferId, balances, now }) => {
              const created = newItemWrites({ userId, items, kind: body.kind, transferId, event: 'BOUGHT' }, now);
              const answer: ShopOperationAnswer = {
                transferId,
                balance: balances,
                balanceDeltaCents: -total,
                items: created.rows.map((row) => toInventoryItem(row, this.cdnBaseUrl)),
                removedItemIds: [],
              };
              return { also: created.writes, answer };
            },
          }),
        );
        return debit.answer as ShopOperationAnswer;
      },
      { claimFirst: true },
    );
  }

  /** Sells real skins back at the price they carry; the money goes to the real balance. */
  sell(userId: string, key: string, body: ShopSellBody): Promise<ShopOperationAnswer> {
    if (body.itemIds.length === 0) throw new AppError('SHOP.NOTHING_SELECTED');
    const op = { scope: userId, operation: 'SHOP_SELL' as const, key, request: body };
    return idempotent(this.ledger, op, async (tx) => {
      await settleBonusItems(this.ledger, tx, { userId });
      const sold = await lockOwnedItems(tx, userId, body.itemIds);
      if (!sold.every(isWithdrawable)) throw new AppError('INVENTORY.CANNOT_SELL_UNWITHDRAWABLE');
      const total = sumPrices(sold);
      const posted = await postOnce<ShopOperationAnswer>(this.ledger, tx, {
        ...op,
        userId,
        legs: [
          { account: HOUSE, amountCents: -total },
          { account: user(userId), amountCents: total },
        ],
      });
      if (posted.answer) return posted.answer;
      await releaseItems(
        tx,
        sold.map((row) => row.id),
        'SOLD',
      );
      await recordItemEvents(tx, sold, 'SOLD', posted.transferId);
      return this.finish(tx, userId, posted.transferId, total, [], sold);
    });
  }

  /** Exchanges real skins for catalog skins worth as much or less; the difference goes to the real balance. */
  swap(userId: string, key: string, body: ShopSwapBody): Promise<ShopOperationAnswer> {
    if (body.itemIds.length === 0 || body.catalogItemIds.length === 0) throw new AppError('SHOP.NOTHING_SELECTED');
    const wanted = catalogItems(body.catalogItemIds);
    const wantedTotal = sumPrices(wanted.map((item) => ({ price_cents: item.priceCents })));
    const op = { scope: userId, operation: 'SHOP_SWAP' as const, key, request: body };
    return idempotent(this.ledger, op, async (tx) => {
      await settleBonusItems(this.ledger, tx, { userId });
      const given = await lockOwnedItems(tx, userId, body.itemIds);
      if (!given.every(isWithdrawable)) throw new AppError('SHOP.CANNOT_EXCHANGE_UNWITHDRAWABLE');
      const givenTotal = sumPrices(given);
      if (wantedTotal > givenTotal) throw new AppError('SHOP.SWAP_VALUE_TOO_HIGH');
      const change = givenTotal - wantedTotal;
      const legs: LedgerLeg[] =
        change > 0
          ? [
              { account: HOUSE, amountCents: -change },
              { account: user(userId), amountCents: change },
            ]
          : [];
      const posted = await postOnce<ShopOperationAnswer>(this.ledger, tx, { ...op, userId, legs });
      if (posted.answer) return posted.answer;
      await releaseItems(
        tx,
        given.map((row) => row.id),
        'SOLD',
      );
      await recordItemEvents(tx, given, 'SWAPPED_OUT', posted.transferId);
      const received = await createItems(tx, {
        userId,
        items: wanted,
        kind: 'REAL',
        transferId: posted.transferId,
        event: 'SWAPPED_IN',
      });
      return this.finish(tx, userId, posted.transferId, change, received, given);
    });
  }

  private async finish(
    tx: SqlEntityManager,
    userId: string,
    transferId: number,
    balanceDeltaCents: number,
    received: readonly ItemRow[],
    removed: readonly ItemRow[],
  ): Promise<ShopOperationAnswer> {
    const answer: ShopOperationAnswer = {
      transferId,
      balance: await this.ledger.balances(userId, tx),
      balanceDeltaCents,
      items: received.map((row) => toInventoryItem(row, this.cdnBaseUrl)),
      removedItemIds: removed.map((row) => row.id),
    };
    await storeAnswer(tx, transferId, answer);
    return answer;
  }
}
