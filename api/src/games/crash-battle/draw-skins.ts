import type { SqlEntityManager } from '@mikro-orm/sql';
import { getCatalog } from '../../commerce/catalog/catalog';
import { createItems } from '../../commerce/inventory/items';
import type { CatalogItem } from '../../commerce/catalog/catalog';
import type { Ledger } from '../../ledger/ledger';
import { HOUSE, user } from '../../ledger/types';

/** Skins one draw gives at most; the rest of the buy-in stays on the balance. */
const MAX_DRAW_SKINS = 10;

/**
 * Skins for a draw's returned buy-in: greedily the dearest catalog skin that still fits what is left, up to
 * ten skins. The catalog is sorted by price ascending, so the pick is deterministic.
 */
export function pickDrawSkins(amountCents: number, items: readonly CatalogItem[] = getCatalog().items): CatalogItem[] {
  const picked: CatalogItem[] = [];
  let left = amountCents;
  while (picked.length < MAX_DRAW_SKINS) {
    let best: CatalogItem | undefined;
    for (const item of items) {
      if (item.priceCents > left) break;
      best = item;
    }
    if (!best || best.priceCents <= 0) break;
    picked.push(best);
    left -= best.priceCents;
  }
  return picked;
}

/**
 * A draw returns the buy-in as skins (docs/product-rules.md §4): the buy-in was paid back to the balance by the bet's
 * settlement in the same transaction; this buys the skins with it from the house at catalogue price, so
 * money and skins move in one ledger transfer. Any remainder no skin fits stays on the balance.
 */
export async function payDrawInSkins(
  ledger: Ledger,
  tx: SqlEntityManager,
  input: { userId: string; amountCents: number; key: string },
): Promise<{ skinsCents: number; itemIds: string[] }> {
  const skins = pickDrawSkins(input.amountCents);
  const skinsCents = skins.reduce((sum, item) => sum + item.priceCents, 0);
  if (skins.length === 0) return { skinsCents: 0, itemIds: [] };
  const posted = await ledger.post(tx, {
    scope: input.userId,
    operation: 'BATTLE_DRAW_SKINS',
    key: input.key,
    request: { amountCents: input.amountCents, items: skins.map((item) => item.id) },
    userId: input.userId,
    legs: [
      { account: user(input.userId), amountCents: -skinsCents },
      { account: HOUSE, amountCents: skinsCents },
    ],
  });
  if (posted.replayed) return { skinsCents, itemIds: [] };
  const rows = await createItems(tx, {
    userId: input.userId,
    items: skins,
    kind: 'REAL',
    transferId: posted.transferId,
    event: 'BATTLE_DRAW',
  });
  return { skinsCents, itemIds: rows.map((row) => row.id) };
}
