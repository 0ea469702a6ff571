import type { SqlEntityManager } from '@mikro-orm/sql';
import { queryOne, queryRows } from '../db/sql';
import { BET_FACTS } from '../db/ledger-facts';

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
interface WinRow {
  id: string;
  game: string;
  user_id: string;
  name: string;
  avatar: string | null;
  stake_cents: string | number;
  payout_cents: string | number;
  ended_at: Date | string;
}

const toStoredWin = (row: WinRow): StoredWin => ({
  id: row.id,
  game: row.game,
  userId: row.user_id,
  name: row.name,
  avatar: row.avatar ?? '',
  stakeCents: Number(row.stake_cents),
  payoutCents: Number(row.payout_cents),
  hundredths: 0,
  createdAt: new Date(row.ended_at).getTime(),
});

export async function recentWins(em: SqlEntityManager, limit: number, minProfitCents: number): Promise<StoredWin[]> {
  const rows = await queryRows<WinRow>(
    em,
    `select b.id, b.game, b.user_id, u.name, u.avatar, b.stake_cents, b.payout_cents, b.ended_at
     from ${BET_FACTS} b join users u on u.id = b.user_id
     where b.status = 'SETTLED' and b.payout_cents >= b.stake_cents + ?
     order by b.ended_at desc, b.id limit ?`,
    [minProfitCents, limit],
  );
  return rows.map(toStoredWin);
}

/** Where a reader of new wins stands: wins that ended up to `until` (database clock) have been read. */
export interface WinsCursor {
  until: Date;
}

/** A cursor at "now minus the delay": the wins before it are the ones `recentWins` already shows. */
export async function winsCursor(em: SqlEntityManager, delayMs: number): Promise<WinsCursor> {
  const row = await queryOne<{ until: Date | string }>(
    em,
    `select clock_timestamp() - (? * interval '1 millisecond') as until`,
    [delayMs],
  );
  return { until: new Date(row!.until) };
}

/**
 * Wins of `games` that ended after the cursor and at least `delayMs` ago, oldest first, and the cursor after them.
 * The database clock decides both ends, so the process clock does not matter. A bet's end time is its
 * transaction's start: one that commits more than `delayMs` after starting can be missed, which a show can afford.
 */
export async function winsSince(
  em: SqlEntityManager,
  cursor: WinsCursor,
  options: { games: readonly string[]; delayMs: number; minProfitCents: number; limit: number },
): Promise<{ wins: StoredWin[]; cursor: WinsCursor }> {
  const next = await winsCursor(em, options.delayMs);
  if (options.games.length === 0 || next.until <= cursor.until) return { wins: [], cursor };
  const rows = await queryRows<WinRow>(
    em,
    `select b.id, b.game, b.user_id, u.name, u.avatar, b.stake_cents, b.payout_cents, b.ended_at
     from ${BET_FACTS} b join users u on u.id = b.user_id
     where b.status = 'SETTLED' and b.game in (?) and b.ended_at > ? and b.ended_at <= ? and b.payout_cents >= b.stake_cents + ?
     order by b.ended_at, b.id limit ?`,
    [[...options.games], cursor.until, next.until, options.minProfitCents, options.limit],
  );
  return { wins: rows.map(toStoredWin), cursor: next };
}
