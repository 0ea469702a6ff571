import { AppError, TREASURE_RULES, type TreasureMegaAnswer, type TreasurePrize } from '@arena/schemas';
import type { SqlEntityManager } from '@mikro-orm/sql';
import { execute, queryOne, queryRows } from '../db/sql';
import type { Ledger } from '../ledger/ledger';
import { lockUsers } from './access';
import { expireDueOrders } from './expiry';
import { payTreasurePrize } from './prizes';
import { json } from './rows';
import { assertNotPaused } from '../responsible/guard';

async function loadMega(
  em: SqlEntityManager,
  collectionId: number,
  userId: string,
): Promise<TreasureMegaAnswer | undefined> {
  const row = await queryOne<{ prize: unknown; item_ids: unknown; burnt_card_ids: unknown }>(
    em,
    `select prize, item_ids, burnt_card_ids from treasure_megas where collection_id = ? and user_id = ?`,
    [collectionId, userId],
  );
  return (
    row && {
      collectionId,
      prize: json<TreasurePrize>(row.prize),
      itemIds: json<string[]>(row.item_ids),
      burntCardIds: json<string[]>(row.burnt_card_ids),
    }
  );
}

/**
 * The Mega Treasure: a player holding a full collection (one card of each of its 10 treasures in hand) hands those 10
 * cards in and gets the collection's Mega prize, guaranteed, once per player and collection (primary key
 * (collection, player) and the ledger key `treasure-mega:<collection>`). Held, not activated, is what counts: with 5-20%
 * activations, ten successful ones would take ~100 cards, while holding a set is reachable through drops, upgrades and
 * the market. The oldest card of each treasure is used. A retry answers the claim; an incomplete set is
 * TREASURES.CARD_ERROR.
 */
export async function claimMega(
  ledger: Ledger,
  userId: string,
  collectionId: number,
  nowMs: number,
): Promise<TreasureMegaAnswer> {
  return ledger.transaction(async (tx) => {
    await lockUsers(tx, [userId]);
    const done = await loadMega(tx, collectionId, userId);
    if (done) return done;
    await assertNotPaused(tx, userId, nowMs);
    await expireDueOrders(tx, nowMs, userId);
    const collection = await queryOne<{ mega_prize: unknown }>(
      tx,
      `select mega_prize from treasure_collections where id = ?`,
      [collectionId],
    );
    if (!collection) throw new AppError('TREASURES.CARD_ERROR');
    const cards = await queryRows<{ id: string }>(
      tx,
      `select distinct on (t.slot) c.id from treasure_cards c join treasures t on t.id = c.treasure_id
        where t.collection_id = ? and c.user_id = ? and c.status = 'AVAILABLE' order by t.slot, c.created_at, c.id`,
      [collectionId, userId],
    );
    if (cards.length !== TREASURE_RULES.treasuresPerCollection) throw new AppError('TREASURES.CARD_ERROR');
    const burntCardIds = cards.map((c) => c.id);
    const burnt = await execute(
      tx,
      `update treasure_cards set status = 'MEGA', consumed_at = ? where id in (?) and status = 'AVAILABLE'`,
      [new Date(nowMs), burntCardIds],
    );
    if (burnt !== burntCardIds.length) throw new AppError('TREASURES.CARD_ERROR');
    const prize = json<TreasurePrize>(collection.mega_prize);
    const paid = await payTreasurePrize(ledger, tx, { userId, prize, key: `treasure-mega:${collectionId}` });
    if (!paid) throw new AppError('TREASURES.CARD_ERROR');
    await tx.execute(
      `insert into treasure_megas (collection_id, user_id, burnt_card_ids, prize, transfer_id, item_ids) values (?, ?, ?, ?, ?, ?)`,
      [
        collectionId,
        userId,
        JSON.stringify(burntCardIds),
        JSON.stringify(prize),
        paid.transferId,
        JSON.stringify(paid.itemIds),
      ],
      'run',
    );
    return { collectionId, prize, itemIds: paid.itemIds, burntCardIds };
  });
}
