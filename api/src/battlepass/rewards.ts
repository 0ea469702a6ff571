import { randomUUID } from 'node:crypto';
import type { SqlEntityManager } from '@mikro-orm/sql';
import { AppError, type BattlepassReward } from '@arena/schemas';
import { getCatalog } from '../commerce/catalog/catalog';
import { addWagerRequirement } from '../ledger/wager/requirement';
import { createItems } from '../commerce/inventory/items';
import { quickPick } from '../games/bingo/tickets';
import { ensureBingoDrawOnSale, loadBingoDraw } from '../games/bingo/store';
import type { Ledger } from '../ledger/ledger';
import { HOUSE, type LedgerLeg, user } from '../ledger/types';

export interface PaidReward {
  transferId: number;
  itemIds: string[];
  ticketIds: string[];
}

function legsOf(userId: string, reward: BattlepassReward): LedgerLeg[] {
  if (reward.kind === 'BALANCE')
    return [
      { account: HOUSE, amountCents: -reward.cents },
      { account: user(userId, 'USER_REAL'), amountCents: reward.cents },
    ];
  if (reward.kind === 'BONUS')
    return [
      { account: HOUSE, amountCents: -reward.cents },
      { account: user(userId, 'USER_BONUS'), amountCents: reward.cents },
    ];
  // Skins, tickets and treasure access move no money; the transfer still records the grant exactly once.
  return [];
}

/**
 * Pays one battlepass reward (a level or a calendar day) in the caller's transaction under `key` (operation
 * BATTLEPASS_REWARD, scoped to the player): money from the house, a real skin at its catalog price, earned bingo
 * tickets in the draw on sale (the same EARNED tickets a deposit grants), or the treasure-access flag (recorded by
 * the claim row: treasures do not exist yet). A replayed key means it was paid already: the caller's "claimed".
 */
export async function payReward(
  ledger: Ledger,
  tx: SqlEntityManager,
  input: { userId: string; reward: BattlepassReward; key: string; nowMs: number },
): Promise<PaidReward | null> {
  const { userId, reward } = input;
  const posted = await ledger.post(tx, {
    scope: userId,
    operation: 'BATTLEPASS_REWARD',
    key: input.key,
    request: { reward },
    userId,
    legs: legsOf(userId, reward),
  });
  if (posted.replayed) return null;
  const paid: PaidReward = { transferId: posted.transferId, itemIds: [], ticketIds: [] };
  if (reward.kind === 'SKIN') {
    const item = getCatalog().get(reward.catalogItemId);
    if (!item) throw new AppError('INVENTORY.BAD_ID');
    const rows = await createItems(tx, {
      userId,
      items: [item],
      kind: 'REAL',
      transferId: posted.transferId,
      event: 'GRANTED',
    });
    // A free real skin is bonus value like the money rewards (which the ledger counts): it carries their wager.
    await addWagerRequirement(tx, {
      userId,
      transferId: posted.transferId,
      source: 'BATTLEPASS',
      valueCents: item.priceCents,
    });
    paid.itemIds = rows.map((row) => row.id);
  } else if (reward.kind === 'BINGO_TICKETS') {
    const onSale = await ensureBingoDrawOnSale(tx, input.nowMs);
    await loadBingoDraw(tx, onSale.id, 'for share');
    for (let i = 0; i < reward.count; i++) {
      const id = randomUUID();
      await tx.execute(
        `insert into bingo_tickets (id, draw_id, owner_id, buyer_id, source, numbers, price_cents, purchase_transfer_id) values (?, ?, ?, ?, 'EARNED', ?, 0, null)`,
        [id, onSale.id, userId, userId, JSON.stringify(quickPick())],
        'run',
      );
      paid.ticketIds.push(id);
    }
  }
  return paid;
}
