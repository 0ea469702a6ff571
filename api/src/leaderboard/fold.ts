import { TOP_RULES } from '@arena/schemas';
import type { SqlEntityManager } from '@mikro-orm/sql';
import { queryOne } from '../db/sql';
import type { AppServices } from '../http/services';

/**
 * Folds queued settled bets into the leaderboard/top summary (`top_fold` in the migration), one commit per batch,
 * until the queue is empty or `maxBatches` commits were made. Answers how many bets it folded.
 */
export async function foldSettledBets(
  services: Pick<AppServices, 'orm'>,
  options: { batch?: number; maxBatches?: number } = {},
): Promise<number> {
  const batch = options.batch ?? TOP_RULES.foldBatch;
  const maxBatches = options.maxBatches ?? Number.POSITIVE_INFINITY;
  let total = 0;
  for (let i = 0; i < maxBatches; i++) {
    const row = await services.orm.em
      .fork()
      .transactional((tx) =>
        queryOne<{ n: number | string }>(tx as SqlEntityManager, `select top_fold(?) as n`, [batch]),
      );
    const folded = Number(row?.n ?? 0);
    total += folded;
    if (folded < batch) break;
  }
  // Embedded PGlite has no autovacuum: without this the queue's dead rows would pile up and slow every later fold.
  if (total > 0) await services.orm.em.fork().execute(`vacuum top_pending`, [], 'run');
  return total;
}
