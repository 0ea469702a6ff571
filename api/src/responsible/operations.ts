import type { SqlEntityManager } from '@mikro-orm/sql';
import { assertNotPaused } from './guard';

/**
 * Ledger operations a player starts to play or spend, refused while a timeout or self-exclusion runs (RESPONSIBLE
 * keys). Bets (BET_PLACE) are checked by placeBet with the limits, deposits at payment creation. Not listed, so still
 * allowed: withdrawals and their returns, selling skins, settlements, refunds, prizes and other credits.
 */
export const PAUSED_OPERATIONS: ReadonlySet<string> = new Set([
  'SHOP_BUY',
  'SHOP_SWAP',
  'BATTLEPASS_BUY',
  'MINIGAME_PLAY',
  'TREASURE_UPGRADE',
  'TREASURE_ORDER_ACCEPT',
  'SECOND_LIFE',
  'UPGRADE',
  'UPGRADE_SKIN',
  'CASE_OPEN',
  'MINES_CREATE',
  'BINGO_BUY',
]);

/** The one check the ledger makes before it posts a new (not replayed) transfer of a player's operation. */
export async function assertOperationAllowed(tx: SqlEntityManager, input: { operation: string; scope: string; userId?: string | null }, now: number): Promise<void> {
  if (!PAUSED_OPERATIONS.has(input.operation)) return;
  const userId = input.userId ?? input.scope;
  if (userId === 'system') return;
  await assertNotPaused(tx, userId, now);
}
