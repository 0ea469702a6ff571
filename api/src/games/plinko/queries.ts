import type { SqlEntityManager } from '@mikro-orm/sql';
import { AppError, type PageQuery, type PlinkoHistoryAnswer, type PlinkoRisk, isUuid } from '@arena/schemas';
import { queryOne, queryRows } from '../../db/sql';
import { PLINKO_GAME } from './drops';
import { BET_FACTS } from '../../db/ledger-facts';

const parseJson = (value: unknown): Record<string, unknown> =>
  typeof value === 'string' ? JSON.parse(value) : (value as Record<string, unknown>);

/** A player's balls, newest first: the bet (stake, payout) with the board and bucket its fair record keeps. */
export async function plinkoHistory(
  em: SqlEntityManager,
  userId: string,
  query: PageQuery,
): Promise<PlinkoHistoryAnswer> {
  if (!isUuid(userId) || !(await queryOne(em, `select id from users where id = ?`, [userId])))
    throw new AppError('USER.NOT_FOUND', [], 404);
  const where = `b.user_id = ? and b.game = ? and b.status = 'SETTLED'`;
  const total = await queryOne<{ n: number }>(em, `select count(*)::int as n from ${BET_FACTS} b where ${where}`, [
    userId,
    PLINKO_GAME,
  ]);
  const rows = await queryRows<{
    id: string;
    stake_cents: number;
    payout_cents: number;
    created_at: string;
    params: unknown;
    outcome: unknown;
  }>(
    em,
    `select b.id, b.stake_cents, b.payout_cents, b.created_at, f.params, f.outcome
       from ${BET_FACTS} b join fair_bets f on f.bet_id = b.id
      where ${where} order by b.created_at desc, b.id limit ? offset ?`,
    [userId, PLINKO_GAME, query.pageSize, (query.page - 1) * query.pageSize],
  );
  return {
    items: rows.map((row) => {
      const params = parseJson(row.params);
      const outcome = parseJson(row.outcome);
      return {
        betId: row.id,
        rows: Number(params.rows),
        risk: params.risk as PlinkoRisk,
        stakeCents: Number(row.stake_cents),
        bucket: Number(outcome.bucket),
        multiplierHundredths: Number(outcome.multiplierHundredths),
        payoutCents: Number(row.payout_cents),
        createdAt: new Date(row.created_at).getTime(),
      };
    }),
    total: Number(total?.n ?? 0),
    page: query.page,
    pageSize: query.pageSize,
  };
}
