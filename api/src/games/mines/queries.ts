import type { SqlEntityManager } from '@mikro-orm/sql';
import { AppError, type MinesHistoryAnswer, type MinesOpenedCell, type PageQuery, isUuid } from '@arena/schemas';
import { queryOne, queryRows } from '../../db/sql';
import type { MinesRoundRow } from './rounds';

/** A player's finished rounds, newest first (an unfinished round is private: its board is still hidden). */
export async function minesHistory(
  em: SqlEntityManager,
  userId: string,
  query: PageQuery,
): Promise<MinesHistoryAnswer> {
  if (!isUuid(userId) || !(await queryOne(em, `select id from users where id = ?`, [userId])))
    throw new AppError('USER.NOT_FOUND', [], 404);
  const { page, pageSize } = query;
  const total = await queryOne<{ n: number }>(
    em,
    `select count(*)::int as n from mines_rounds where user_id = ? and ended_at is not null`,
    [userId],
  );
  const rows = await queryRows<MinesRoundRow & { ended_at: Date | string }>(
    em,
    `select * from mines_rounds where user_id = ? and ended_at is not null order by ended_at desc, bet_id limit ? offset ?`,
    [userId, pageSize, (page - 1) * pageSize],
  );
  return {
    items: rows.map((row) => {
      const opened = (typeof row.opened === 'string' ? JSON.parse(row.opened) : row.opened) as MinesOpenedCell[];
      return {
        betId: row.bet_id,
        mode: row.mode,
        mines: Number(row.mines),
        stakeCents: Number(row.stake_cents),
        gems: opened.filter((o) => o.kind === 'GEM').length,
        defused: opened.some((o) => o.kind === 'DEFUSED'),
        status: row.status === 'BUSTED' ? 'BUSTED' : 'CASHED_OUT',
        payoutCents: Number(row.payout_cents ?? 0),
        createdAt: new Date(row.ended_at).getTime(),
      };
    }),
    total: Number(total?.n ?? 0),
    page,
    pageSize,
  };
}
