import type { SqlEntityManager } from '@mikro-orm/sql';
import type { ItemKind, WagerSource } from '@arena/schemas';
import { queryRows } from '../../db/sql';
import type { Ledger } from '../../ledger/ledger';
import { catalogItems } from '../catalog/catalog';
import { GAMES_PLAYED_SQL, type ItemRow, createItems, recordItemEvents, sumPrices } from './items';
import { WAGER_PASSED_SQL, addWagerRequirement } from '../../ledger/wager/requirement';

/** Most bonus skins one job tick expires, so a backlog never holds one transaction for long. */
const EXPIRY_BATCH = 500;

export interface BonusSettlement {
  recouped: string[];
  expired: string[];
}

/**
 * Bonus skins end one of two ways. Played enough (totalGamesCount games with real money or real skins since
 * it arrived) and its owner owes no real play (the value-based wager of schemas WAGER_RULES, which every grant of
 * bonus value raised): it becomes a real skin (kind REAL, still marked as bonus-born) that no longer expires. Not
 * played enough within its lifetime: it expires. Each expiry is its own ledger transfer (no money moves: a
 * skin is a claim on the house, not a balance) so the trail shows when and why the skin left.
 */
export async function settleBonusItems(
  ledger: Ledger,
  tx: SqlEntityManager,
  options: { userId?: string; now?: Date } = {},
): Promise<BonusSettlement> {
  const now = options.now ?? new Date();
  const userFilter = options.userId ? ` and i.user_id = ?` : '';
  const userParams = options.userId ? [options.userId] : [];

  const recouped = await queryRows<{ id: string; user_id: string }>(
    tx,
    `update user_items i set kind = 'REAL', expires_at = null, recouped_at = ?
     where i.kind = 'BONUS' and i.status = 'AVAILABLE'${userFilter} and i.games_needed <= ${GAMES_PLAYED_SQL} and ${WAGER_PASSED_SQL}
     returning i.id, i.user_id`,
    [now, ...userParams],
  );
  await recordItemEvents(tx, recouped, 'RECOUPED', null);

  const due = await queryRows<Pick<ItemRow, 'id' | 'user_id' | 'catalog_item_id' | 'price_cents'>>(
    tx,
    `select i.id, i.user_id, i.catalog_item_id, i.price_cents from user_items i
     where i.kind = 'BONUS' and i.status = 'AVAILABLE' and i.expires_at <= ?${userFilter}
     order by i.expires_at limit ${EXPIRY_BATCH} for update skip locked`,
    [now, ...userParams],
  );
  for (const item of due) {
    const { transferId } = await ledger.post(tx, {
      scope: item.user_id,
      operation: 'BONUS_ITEM_EXPIRE',
      key: item.id,
      request: { itemId: item.id, catalogItemId: Number(item.catalog_item_id), priceCents: Number(item.price_cents) },
      userId: item.user_id,
      legs: [],
    });
    await tx.execute(
      `update user_items set status = 'EXPIRED' where id = ? and status = 'AVAILABLE'`,
      [item.id],
      'run',
    );
    await recordItemEvents(tx, [item], 'EXPIRED', transferId);
  }
  return { recouped: recouped.map((row) => row.id), expired: due.map((row) => row.id) };
}

export interface GrantInput {
  userId: string;
  catalogItemIds: number[];
  kind: ItemKind;
  /** A house-granted skin that can be played but never sold, exchanged or withdrawn. */
  alfa?: boolean;
  /** Makes the grant idempotent (a promo activation id, a giveaway win id, a seed key). */
  key: string;
  /**
   * The WAGER_RULES source the skins' value counts under: every grant a player can turn into money names one
   * (wager-sources.test.ts checks the callers). Omitted only by demo seeds and test fixtures; alfa skins, which
   * never leave, add nothing.
   */
  wagerSource?: WagerSource;
}

/**
 * Gives skins from the house (giveaways, promocodes, referral bonus skins, demo data). No money moves; the
 * grant is recorded as a ledger transfer without entries so the user's transactions show it, and a repeat
 * with the same key gives nothing twice.
 */
export async function grantItems(
  ledger: Ledger,
  tx: SqlEntityManager,
  input: GrantInput,
): Promise<{ itemIds: string[]; replayed: boolean }> {
  const items = catalogItems(input.catalogItemIds);
  const posted = await ledger.post(tx, {
    scope: input.userId,
    operation: 'ITEM_GRANT',
    key: input.key,
    // The wager source is how the grant is counted, not what is granted: a replay stored before it existed still matches.
    request: {
      userId: input.userId,
      catalogItemIds: input.catalogItemIds,
      kind: input.kind,
      key: input.key,
      alfa: input.alfa ?? false,
    },
    userId: input.userId,
    legs: [],
  });
  if (posted.replayed) {
    const rows = await queryRows<{ item_id: string }>(
      tx,
      `select item_id from item_events where transfer_id = ? order by id`,
      [posted.transferId],
    );
    return { itemIds: rows.map((row) => row.item_id), replayed: true };
  }
  const rows = await createItems(tx, {
    userId: input.userId,
    items,
    kind: input.kind,
    alfa: input.alfa,
    transferId: posted.transferId,
    event: 'GRANTED',
  });
  if (input.wagerSource && !input.alfa) {
    await addWagerRequirement(tx, {
      userId: input.userId,
      transferId: posted.transferId,
      source: input.wagerSource,
      valueCents: sumPrices(rows),
    });
  }
  return { itemIds: rows.map((row) => row.id), replayed: false };
}
