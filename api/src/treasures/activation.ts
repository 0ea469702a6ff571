import { randomUUID } from 'node:crypto';
import type { SqlEntityManager } from '@mikro-orm/sql';
import {
  AppError,
  TREASURE_ACTIVATION_GAME,
  type TreasureActivationAnswer,
  type TreasurePrize,
  treasureActivationChance,
  treasureActivationVerifier,
} from '@arena/schemas';
import { queryOne } from '../db/sql';
import { recordFairBet, takeFairRoll } from '../fair';
import type { Ledger } from '../ledger/ledger';
import { hasPremium } from '../users/premium';
import { lockUsers } from './access';
import { expireDueOrders } from './expiry';
import { payTreasurePrize } from './prizes';
import { json, prizeOf } from './rows';
import { assertNotPaused } from '../responsible/guard';

interface ActivationRow {
  id: string;
  card_id: string;
  treasure_id: number;
  chance_bp: number;
  roll: number;
  success: boolean;
  prize: unknown;
  item_ids: unknown;
  nonce: number;
  server_seed_hash: string;
  client_seed: string;
}

const ACTIVATION_SELECT = `select a.id, a.card_id, a.treasure_id, a.chance_bp, a.roll, a.success, a.prize, a.item_ids, fb.nonce, p.server_seed_hash, p.client_seed
  from treasure_activations a join fair_bets fb on fb.bet_id = a.id join fair_seed_pairs p on p.id = fb.pair_id`;

function toAnswer(row: ActivationRow): TreasureActivationAnswer {
  return {
    id: row.id,
    cardId: row.card_id,
    treasureId: Number(row.treasure_id),
    chanceBasisPoints: Number(row.chance_bp),
    roll: Number(row.roll),
    success: row.success,
    prize: row.prize === null ? null : json<TreasurePrize>(row.prize),
    itemIds: json<string[]>(row.item_ids),
    serverSeedHash: row.server_seed_hash,
    clientSeed: row.client_seed,
    nonce: Number(row.nonce),
  };
}

async function loadActivation(
  em: SqlEntityManager,
  cardId: string,
  userId: string,
): Promise<TreasureActivationAnswer | undefined> {
  const row = await queryOne<ActivationRow>(em, `${ACTIVATION_SELECT} where a.card_id = ? and a.user_id = ?`, [
    cardId,
    userId,
  ]);
  return row && toAnswer(row);
}

/**
 * Activates a card: succeeds with 5%, or 20% with premium (docs/product-rules.md §9), drawn on the player's seed pair (next nonce,
 * recorded for /fair under the activation id). The card is consumed either way: a treasure card is a lottery ticket
 * for its prize, not a claim on it. On success the prize is paid in the same commit under the card's key. The card
 * leaves the hand by a conditional update and its activation row is unique, so it is activated once; a retry answers
 * that activation. A card that is not the player's, listed in an order or used is TREASURES.CARD_ERROR.
 */
export async function activateCard(
  ledger: Ledger,
  userId: string,
  cardId: string,
  nowMs: number,
): Promise<TreasureActivationAnswer> {
  return ledger.transaction(async (tx) => {
    await lockUsers(tx, [userId]);
    const done = await loadActivation(tx, cardId, userId);
    if (done) return done;
    await assertNotPaused(tx, userId, nowMs);
    await expireDueOrders(tx, nowMs, userId);
    const card = await queryOne<{ treasure_id: number; prize: unknown }>(
      tx,
      `select c.treasure_id, t.prize from treasure_cards c join treasures t on t.id = c.treasure_id
        where c.id = ? and c.user_id = ? and c.status = 'AVAILABLE' for update of c`,
      [cardId, userId],
    );
    if (!card) throw new AppError('TREASURES.CARD_ERROR');
    const params = { chanceBasisPoints: treasureActivationChance(await hasPremium(tx, userId)) };
    const roll = await takeFairRoll(tx, userId);
    const outcome = treasureActivationVerifier.outcome(roll, params);
    await tx.execute(
      `update treasure_cards set status = 'ACTIVATED', consumed_at = ? where id = ?`,
      [new Date(nowMs), cardId],
      'run',
    );
    const prize = outcome.success ? prizeOf(card) : null;
    const paid = prize ? await payTreasurePrize(ledger, tx, { userId, prize, key: `treasure-card:${cardId}` }) : null;
    if (prize && !paid) throw new AppError('TREASURES.CARD_ERROR');
    const id = randomUUID();
    await tx.execute(
      `insert into treasure_activations (id, card_id, user_id, treasure_id, chance_bp, roll, success, prize, transfer_id, item_ids) values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      [
        id,
        cardId,
        userId,
        card.treasure_id,
        params.chanceBasisPoints,
        outcome.roll,
        outcome.success,
        prize && JSON.stringify(prize),
        paid?.transferId ?? null,
        JSON.stringify(paid?.itemIds ?? []),
      ],
      'run',
    );
    await recordFairBet(tx, { betId: id, roll, game: TREASURE_ACTIVATION_GAME, params, outcome });
    return (await loadActivation(tx, cardId, userId))!;
  });
}
