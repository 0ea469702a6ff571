import type { SqlEntityManager } from '@mikro-orm/sql';
import { AppError, type CaseHistoryAnswer, type PageQuery, isUuid } from '@arena/schemas';
import { getCatalog, iconUrl } from '../../commerce/catalog/catalog';
import { queryOne, queryRows } from '../../db/sql';

interface OpeningRow {
  bet_id: string;
  case_id: number;
  alias: string;
  name: string;
  price_cents: number | string;
  source: 'REAL' | 'BONUS';
  catalog_item_id: number;
  item_cents: number | string;
  created_at: Date | string;
}

/** A player's case openings, newest first (the profile's history child "cases"). */
export async function caseHistory(
  em: SqlEntityManager,
  cdnBaseUrl: string,
  userId: string,
  query: PageQuery,
): Promise<CaseHistoryAnswer> {
  if (!isUuid(userId) || !(await queryOne(em, `select id from users where id = ?`, [userId])))
    throw new AppError('USER.NOT_FOUND', [], 404);
  const total = await queryOne<{ n: number }>(em, `select count(*)::int as n from case_openings where user_id = ?`, [
    userId,
  ]);
  const rows = await queryRows<OpeningRow>(
    em,
    `select o.bet_id, o.case_id, c.alias, c.name, o.price_cents, o.source, o.catalog_item_id, o.item_cents, o.created_at
     from case_openings o join cases c on c.id = o.case_id
     where o.user_id = ? order by o.created_at desc, o.bet_id limit ? offset ?`,
    [userId, query.pageSize, (query.page - 1) * query.pageSize],
  );
  const catalog = getCatalog();
  return {
    items: rows.map((row) => {
      const skin = catalog.get(Number(row.catalog_item_id));
      return {
        betId: row.bet_id,
        caseId: Number(row.case_id),
        caseAlias: row.alias,
        caseName: row.name,
        priceCents: Number(row.price_cents),
        source: row.source,
        item: {
          catalogItemId: Number(row.catalog_item_id),
          name: skin?.name ?? `#${row.catalog_item_id}`,
          iconUrl: skin ? iconUrl(cdnBaseUrl, skin) : '',
          color: skin?.color ?? '#b0c3d9',
          priceCents: Number(row.item_cents),
        },
        createdAt: new Date(row.created_at).getTime(),
      };
    }),
    total: Number(total?.n ?? 0),
    page: query.page,
    pageSize: query.pageSize,
  };
}
