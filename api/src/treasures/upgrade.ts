import { randomUUID } from 'node:crypto';
import {
  AppError,
  TREASURE_RULES,
  TREASURE_UPGRADE_GAME,
  type TreasureUpgradeAnswer,
  treasureUpgradeVerifier,
} from '@arena/schemas';
import { idempotent, postOnce, storeAnswer } from '../ledger/answers';
import { execute, queryOne, queryRows } from '../db/sql';
import { recordFairBet, takeFairRoll } from '../fair';
import type { Ledger } from '../ledger/ledger';
import { lockUsers, requireTreasurePremium } from './access';
import { expireDueOrders } from './expiry';
import { CARD_SELECT, type CardRow, toCard } from './rows';

/**
 * Upgrade (premium): 3 cards of ONE treasure become 1 card of another treasure of the same collection, each of the 9
 * others equally likely, drawn on the player's seed pair (recorded for /fair under the upgrade id). It turns duplicates
 * into progress towards a full collection (the Mega Treasure). Idempotent by the Idempotency-Key; the three cards
 * leave the hand by one conditional update (all three or nothing). Cards that are not the player's, not in hand,
 * repeated or of different treasures are TREASURES.UPGRADE_ERROR.
 */
export function upgradeCards(
  ledger: Ledger,
  userId: string,
  key: string,
  cardIds: string[],
  nowMs: number,
): Promise<TreasureUpgradeAnswer> {
  const op = { scope: userId, operation: 'TREASURE_UPGRADE' as const, key, request: { cardIds } };
  return idempotent(ledger, op, async (tx) => {
    const claimed = await postOnce<TreasureUpgradeAnswer>(ledger, tx, { ...op, userId, legs: [] });
    if (claimed.answer) return claimed.answer;
    await lockUsers(tx, [userId]);
    await requireTreasurePremium(tx, userId);
    await expireDueOrders(tx, nowMs, userId);
    if (new Set(cardIds).size !== TREASURE_RULES.upgradeCards) throw new AppError('TREASURES.UPGRADE_ERROR');
    const cards = await queryRows<{ treasure_id: number; collection_id: number; slot: number }>(
      tx,
      `select c.treasure_id, t.collection_id, t.slot from treasure_cards c join treasures t on t.id = c.treasure_id
        where c.id in (?) and c.user_id = ? and c.status = 'AVAILABLE' for update of c`,
      [cardIds, userId],
    );
    const treasureIds = new Set(cards.map((c) => Number(c.treasure_id)));
    if (cards.length !== TREASURE_RULES.upgradeCards || treasureIds.size !== 1)
      throw new AppError('TREASURES.UPGRADE_ERROR');
    const from = cards[0]!;

    const params = { fromSlot: Number(from.slot) };
    const roll = await takeFairRoll(tx, userId);
    const outcome = treasureUpgradeVerifier.outcome(roll, params);
    const target = await queryOne<{ id: number }>(tx, `select id from treasures where collection_id = ? and slot = ?`, [
      from.collection_id,
      outcome.slot,
    ]);
    const burnt = await execute(
      tx,
      `update treasure_cards set status = 'UPGRADED', consumed_at = ? where id in (?) and status = 'AVAILABLE'`,
      [new Date(nowMs), cardIds],
    );
    if (burnt !== TREASURE_RULES.upgradeCards) throw new AppError('TREASURES.UPGRADE_ERROR');

    const id = randomUUID();
    const cardId = randomUUID();
    await tx.execute(
      `insert into treasure_cards (id, user_id, treasure_id, source, created_at) values (?, ?, ?, 'UPGRADE', ?)`,
      [cardId, userId, target!.id, new Date(nowMs)],
      'run',
    );
    await tx.execute(
      `insert into treasure_upgrades (id, user_id, burnt_card_ids, card_id) values (?, ?, ?, ?)`,
      [id, userId, JSON.stringify(cardIds), cardId],
      'run',
    );
    await recordFairBet(tx, { betId: id, roll, game: TREASURE_UPGRADE_GAME, params, outcome });
    const card = await queryOne<CardRow>(tx, `${CARD_SELECT} where c.id = ?`, [cardId]);
    const answer: TreasureUpgradeAnswer = {
      id,
      burntCardIds: cardIds,
      card: toCard(card!),
      serverSeedHash: roll.serverSeedHash,
      clientSeed: roll.clientSeed,
      nonce: roll.nonce,
    };
    await storeAnswer(tx, claimed.transferId, answer);
    return answer;
  });
}
