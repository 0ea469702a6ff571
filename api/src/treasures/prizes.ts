import type { SqlEntityManager } from '@mikro-orm/sql';
import type { TreasurePrize } from '@arena/schemas';
import { grantItems } from '../commerce/inventory/bonus-items';
import type { Ledger } from '../ledger/ledger';
import { HOUSE, user } from '../ledger/types';
import { claimedTransferId } from '../ledger/queries/claimed-transfer';

export interface PaidPrize {
  transferId: number;
  itemIds: string[];
}

/**
 * Pays a treasure prize in the caller's transaction under `key` (scoped to the player): balance or bonus balance from
 * the house (operation TREASURE_PRIZE), or a real catalog skin through grantItems (operation ITEM_GRANT). The key is
 * the activated card's or the claimed Mega Treasure's, so whatever retries, a prize is paid once; null = paid before.
 */
export async function payTreasurePrize(
  ledger: Ledger,
  tx: SqlEntityManager,
  input: { userId: string; prize: TreasurePrize; key: string },
): Promise<PaidPrize | null> {
  const { userId, prize, key } = input;
  if (prize.kind === 'SKIN') {
    const granted = await grantItems(ledger, tx, {
      userId,
      catalogItemIds: [prize.catalogItemId],
      kind: 'REAL',
      key,
      wagerSource: 'TREASURES',
    });
    if (granted.replayed) return null;
    const transferId = await claimedTransferId(tx, { scope: userId, operation: 'ITEM_GRANT', key });
    return { transferId: transferId!, itemIds: granted.itemIds };
  }
  const account = user(userId, prize.kind === 'BONUS' ? 'USER_BONUS' : 'USER_REAL');
  const posted = await ledger.post(tx, {
    scope: userId,
    operation: 'TREASURE_PRIZE',
    key,
    request: { prize },
    userId,
    legs: [
      { account: HOUSE, amountCents: -prize.cents },
      { account, amountCents: prize.cents },
    ],
  });
  return posted.replayed ? null : { transferId: posted.transferId, itemIds: [] };
}
