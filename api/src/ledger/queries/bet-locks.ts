import type { SqlEntityManager } from '@mikro-orm/sql';
import { queryRows } from '../../db/sql';

/**
 * Before a room ends many bets in one transaction (a battle, a jackpot draw, a roll spin, a potato table), it takes
 * the rows it will change in the ledger's lock order: the bets, then their players, each in id order. Two endings
 * that share players then queue instead of deadlocking, and a bet refunded by recovery meanwhile is seen as ended.
 */
export async function lockForEnding(
  tx: SqlEntityManager,
  betIds: readonly string[],
  userIds: readonly string[],
): Promise<void> {
  const bets = [...betIds].sort();
  const users = [...new Set(userIds)].sort();
  if (bets.length > 0) await tx.execute(`select id from bets where id in (?) order by id for update`, [bets], 'all');
  if (users.length > 0)
    await tx.execute(`select id from users where id in (?) order by id for no key update`, [users], 'all');
}

/** Which of these bets are still OPEN (read under lockForEnding's lock, the set a settlement may still end). */
export async function openBetIdsAmong(tx: SqlEntityManager, betIds: readonly string[]): Promise<Set<string>> {
  if (betIds.length === 0) return new Set();
  const rows = await queryRows<{ id: string }>(tx, `select id from bets where id in (?) and status = 'OPEN'`, [
    [...betIds],
  ]);
  return new Set(rows.map((row) => row.id));
}
