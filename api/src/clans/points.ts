import type { SqlEntityManager } from '@mikro-orm/sql';
import { type ClanPoints, type ClanSeason, pointsForStake } from '@arena/schemas';
import { queryOne } from '../db/sql';
import { BET_FACTS } from '../db/ledger-facts';

/**
 * Points earned in `season`: the player's SETTLED REAL-balance bets placed inside the season window, 1 point per
 * CLAN_RULES.centsPerPoint cents staked, floored over the total. Read from the ledger's bets on every call, so a bet
 * counts once whatever game it came from; open, refunded, bonus and skin bets earn nothing.
 */
export async function earnedPoints(em: SqlEntityManager, season: ClanSeason, userId: string): Promise<number> {
  const row = await queryOne<{ staked: number | string | null }>(
    em,
    `select coalesce(sum(stake_cents), 0) as staked from ${BET_FACTS} b
     where user_id = ? and source = 'REAL' and status = 'SETTLED' and created_at >= ? and created_at < ?`,
    [userId, new Date(season.startsAt), new Date(season.endsAt)],
  );
  return pointsForStake(Number(row?.staked ?? 0));
}

export async function spentPoints(em: SqlEntityManager, season: ClanSeason, userId: string): Promise<number> {
  const row = await queryOne<{ spent: number | string }>(
    em,
    `select spent_points as spent from clan_war_players where season = ? and user_id = ?`,
    [season.index, userId],
  );
  return Number(row?.spent ?? 0);
}

export async function pointsOf(em: SqlEntityManager, season: ClanSeason, userId: string): Promise<ClanPoints> {
  const earned = await earnedPoints(em, season, userId);
  const spent = await spentPoints(em, season, userId);
  return { earned, spent, available: Math.max(0, earned - spent) };
}

/**
 * Takes `points` from the player's season balance, or answers false when they do not fit. The update is conditional
 * on the points earned, so no interleaving of spends can take more than was earned.
 */
export async function spendPoints(
  tx: SqlEntityManager,
  season: ClanSeason,
  userId: string,
  points: number,
  earned: number,
): Promise<boolean> {
  await tx.execute(
    `insert into clan_war_players (season, user_id) values (?, ?) on conflict (season, user_id) do nothing`,
    [season.index, userId],
    'run',
  );
  const updated = await queryOne<{ spent: number | string }>(
    tx,
    `update clan_war_players set spent_points = spent_points + ? where season = ? and user_id = ? and spent_points + ? <= ? returning spent_points as spent`,
    [points, season.index, userId, points, earned],
  );
  return updated !== undefined;
}
