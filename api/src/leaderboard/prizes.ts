import type { SqlEntityManager } from '@mikro-orm/sql';
import {
  LEADERBOARD_RULES,
  type LeaderboardEntry,
  type LeaderboardPeriod,
  leaderboardPeriod,
  leaderboardPeriodAt,
} from '@arena/schemas';
import { queryOne } from '../db/sql';
import type { AppServices } from '../http/services';
import type { Ledger } from '../ledger/ledger';
import { HOUSE, user } from '../ledger/types';
import { foldSettledBets } from './fold';
import { leaderboardStandings } from './standings';

export const LEADERBOARD_PRIZE_OPERATION = 'LEADERBOARD_PRIZE';

export interface PaidPeriod {
  period: LeaderboardPeriod;
  winners: LeaderboardEntry[];
}

/**
 * Closes one period and pays its prizes in one commit. The period row's primary key is claimed first: a second run
 * (another process, a retry after a crash) finds it and pays nothing; a crash before the commit rolls every prize
 * back with it. Each prize is also its own idempotent ledger transfer keyed by period start and rank.
 */
async function payPeriod(ledger: Ledger, period: LeaderboardPeriod): Promise<PaidPeriod | null> {
  return ledger.transaction(async (tx) => {
    const claimed = await queryOne<{ starts_at: unknown }>(
      tx,
      `insert into leaderboard_periods (starts_at, ends_at) values (?, ?) on conflict (starts_at) do nothing returning starts_at`,
      [new Date(period.startsAt), new Date(period.endsAt)],
    );
    if (!claimed) return null;
    const standings = await leaderboardStandings(tx, period, LEADERBOARD_RULES.prizesCents.length);
    const winners = standings.filter((entry) => entry.prizeCents > 0);
    for (const winner of winners) await payWinner(ledger, tx, period, winner);
    return { period, winners };
  });
}

async function payWinner(
  ledger: Ledger,
  tx: SqlEntityManager,
  period: LeaderboardPeriod,
  winner: LeaderboardEntry,
): Promise<void> {
  const periodKey = new Date(period.startsAt).toISOString();
  const { transferId } = await ledger.post(tx, {
    scope: 'system',
    operation: LEADERBOARD_PRIZE_OPERATION,
    key: `${periodKey}:${winner.rank}`,
    request: { period: periodKey, rank: winner.rank, userId: winner.userId, prizeCents: winner.prizeCents },
    userId: winner.userId,
    legs: [
      { account: HOUSE, amountCents: -winner.prizeCents },
      { account: user(winner.userId, 'USER_REAL'), amountCents: winner.prizeCents },
    ],
  });
  await tx.execute(
    `insert into leaderboard_winners (starts_at, rank, user_id, wagered_cents, prize_cents, transfer_id) values (?, ?, ?, ?, ?, ?)`,
    [new Date(period.startsAt), winner.rank, winner.userId, winner.wageredCents, winner.prizeCents, transferId],
    'run',
  );
}

/**
 * One pass of the prize job: pays every period that ended at least `graceMs` before `now` and is not paid yet (bets
 * still open at the grace's end count nothing; the pass folds every bet settled so far first). The first pass on a fresh database pays only the last ended period;
 * a job that was down pays at most `maxCatchUpPeriods`, oldest first.
 */
export async function payLeaderboardPrizes(
  services: Pick<AppServices, 'orm' | 'ledger'>,
  now: number,
): Promise<PaidPeriod[]> {
  const due = leaderboardPeriodAt(now - LEADERBOARD_RULES.graceMs).index - 1;
  // Every bet settled so far must be in the summary before ranking.
  await foldSettledBets(services);
  const last = await queryOne<{ starts_at: Date | string | null }>(
    services.orm.em.fork() as SqlEntityManager,
    `select max(starts_at) as starts_at from leaderboard_periods`,
  );
  const lastIndex = last?.starts_at ? leaderboardPeriodAt(new Date(last.starts_at).getTime()).index : due - 1;
  const paid: PaidPeriod[] = [];
  for (let index = Math.max(lastIndex + 1, due - LEADERBOARD_RULES.maxCatchUpPeriods + 1); index <= due; index++) {
    const result = await payPeriod(services.ledger, leaderboardPeriod(index));
    if (result) paid.push(result);
  }
  return paid;
}
