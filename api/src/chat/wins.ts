import type { SqlEntityManager } from '@mikro-orm/sql';
import { queryRows } from '../db/sql';

/** A settled win as the live feed shows it after a restart (the multiplier is not kept per bet: 0). */
export interface StoredWin {
  id: string;
  game: string;
  userId: string;
  name: string;
  avatar: string;
  stakeCents: number;
  payoutCents: number;
  hundredths: number;
  createdAt: number;
}

/**
 * The newest settled bets that paid more than their stake, newest first: what the feed room shows a newcomer
 * when it opens, so a restart does not empty the strip. Bets are the ledger's record, so this is every game's.
 */
export async function recentWins(em: SqlEntityManager, limit: number, minProfitCents: number): Promise<StoredWin[]> {
  const rows = await queryRows<{
    id: string;
    game: string;
    user_id: string;
    name: string;
    avatar: string | null;
    stake_cents: string | number;
    payout_cents: string | number;
    ended_at: Date | string;
  }>(
    em,
    `select b.id, b.game, b.user_id, u.name, u.avatar, b.stake_cents, b.payout_cents, b.ended_at
     from bets b join users u on u.id = b.user_id
     where b.status = 'SETTLED' and b.payout_cents >= b.stake_cents + ?
     order by b.ended_at desc, b.id limit ?`,
    [minProfitCents, limit],
  );
  return rows.map((row) => ({
    id: row.id,
    game: row.game,
    userId: row.user_id,
    name: row.name,
    avatar: row.avatar ?? '',
    stakeCents: Number(row.stake_cents),
    payoutCents: Number(row.payout_cents),
    hundredths: 0,
    createdAt: new Date(row.ended_at).getTime(),
  }));
}
