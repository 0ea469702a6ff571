import type { SqlEntityManager } from '@mikro-orm/sql';
import { AppError, type PageQuery, type SecondLifeHistoryAnswer, isUuid } from '@arena/schemas';
import { queryOne, queryRows } from '../../db/sql';

interface SecondLifeRow {
  bet_id: string;
  original_bet_id: string;
  original_game: string;
  lost_stake_cents: number | string;
  chance_basis_points: number;
  premium_cents: number | string;
  threshold: number | string;
  word: number | string;
  won: boolean;
  recovered_cents: number | string;
  created_at: Date | string;
}

/** A player's second lives, newest first (the profile's history tab, own and public). */
export async function secondLifeHistory(
  em: SqlEntityManager,
  userId: string,
  query: PageQuery,
): Promise<SecondLifeHistoryAnswer> {
  if (!isUuid(userId) || !(await queryOne(em, `select id from users where id = ?`, [userId])))
    throw new AppError('USER.NOT_FOUND', [], 404);
  const total = await queryOne<{ n: number }>(em, `select count(*)::int as n from second_lives where user_id = ?`, [
    userId,
  ]);
  const rows = await queryRows<SecondLifeRow>(
    em,
    `select bet_id, original_bet_id, original_game, lost_stake_cents, chance_basis_points, premium_cents, threshold, word, won, recovered_cents,
       created_at from second_lives where user_id = ? order by created_at desc, bet_id limit ? offset ?`,
    [userId, query.pageSize, (query.page - 1) * query.pageSize],
  );
  return {
    items: rows.map((row) => ({
      betId: row.bet_id,
      originalBetId: row.original_bet_id,
      originalGame: row.original_game,
      lostStakeCents: Number(row.lost_stake_cents),
      chanceBasisPoints: Number(row.chance_basis_points),
      premiumCents: Number(row.premium_cents),
      chance: Number(row.threshold) / 2 ** 32,
      float: Number(row.word) / 2 ** 32,
      won: row.won,
      recoveredCents: Number(row.recovered_cents),
      createdAt: new Date(row.created_at).getTime(),
    })),
    total: Number(total?.n ?? 0),
    page: query.page,
    pageSize: query.pageSize,
  };
}
