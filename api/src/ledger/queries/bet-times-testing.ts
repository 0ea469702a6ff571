import type { SqlEntityManager } from '@mikro-orm/sql';
import { execute } from '../../db/sql';

/**
 * Tests only: moves a bet in time (a week's cashback, a season's points, a leaderboard period) without waiting for
 * it. The ledger's own tables are written here and nowhere else outside it.
 */
export async function setBetTimesForTest(
  em: SqlEntityManager,
  betId: string,
  times: { createdAt: Date; endedAt?: Date },
): Promise<void> {
  if (times.endedAt)
    await execute(em, `update bets set created_at = ?, ended_at = ? where id = ?`, [
      times.createdAt,
      times.endedAt,
      betId,
    ]);
  else await execute(em, `update bets set created_at = ? where id = ?`, [times.createdAt, betId]);
}

/** Tests only: dates a transfer (a deposit in a past cashback week). */
export async function setTransferTimeForTest(em: SqlEntityManager, transferId: number, createdAt: Date): Promise<void> {
  await execute(em, `update ledger_transfers set created_at = ? where id = ?`, [createdAt, transferId]);
}
