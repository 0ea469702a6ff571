import type { SqlEntityManager } from '@mikro-orm/sql';
import {
  AppError,
  type PageQuery,
  UPGRADE_RULES,
  type UpgradeHistoryAnswer,
  type UpgradeRecentAnswer,
  isUuid,
} from '@arena/schemas';
import { getCatalog, iconUrl } from '../../commerce/catalog/catalog';
import { queryOne, queryRows } from '../../db/sql';

interface UpgradeRow {
  bet_id: string;
  user_id: string;
  entry_cents: number | string;
  entry_skins: number;
  target_catalog_item_id: number;
  target_cents: number | string;
  chance_millionths: number;
  roll: number;
  won: boolean;
  created_at: Date | string;
}

/** The target as the upgrade priced it (the catalog gives its name and look; a retired item keeps its id). */
function targetOf(row: UpgradeRow, cdnBaseUrl: string) {
  const item = getCatalog().get(Number(row.target_catalog_item_id));
  return {
    catalogItemId: Number(row.target_catalog_item_id),
    name: item?.name ?? `#${row.target_catalog_item_id}`,
    iconUrl: item ? iconUrl(cdnBaseUrl, item) : '',
    color: item?.color ?? '#b0c3d9',
    priceCents: Number(row.target_cents),
  };
}

const COLUMNS = `g.bet_id, g.user_id, g.entry_cents, g.entry_skins, g.target_catalog_item_id, g.target_cents, g.chance_millionths, g.roll,
  g.won, g.created_at`;

/** `GET /api/upgrade/recent`: everyone's last upgrades, newest first. */
export async function recentUpgrades(
  em: SqlEntityManager,
  cdnBaseUrl: string,
  limit: number = UPGRADE_RULES.recentLimit,
): Promise<UpgradeRecentAnswer> {
  const rows = await queryRows<UpgradeRow & { name: string; avatar: string | null }>(
    em,
    `select ${COLUMNS}, u.name, u.avatar from upgrades g join users u on u.id = g.user_id order by g.created_at desc, g.bet_id limit ?`,
    [limit],
  );
  return rows.map((row) => ({
    betId: row.bet_id,
    userId: row.user_id,
    name: row.name,
    avatar: row.avatar ?? null,
    entryCents: Number(row.entry_cents),
    target: targetOf(row, cdnBaseUrl),
    chanceMillionths: Number(row.chance_millionths),
    won: row.won,
    createdAt: new Date(row.created_at).getTime(),
  }));
}

/** A player's upgrades, newest first. */
export async function upgradeHistory(
  em: SqlEntityManager,
  cdnBaseUrl: string,
  userId: string,
  query: PageQuery,
): Promise<UpgradeHistoryAnswer> {
  if (!isUuid(userId) || !(await queryOne(em, `select id from users where id = ?`, [userId])))
    throw new AppError('USER.NOT_FOUND', [], 404);
  const total = await queryOne<{ n: number }>(em, `select count(*)::int as n from upgrades where user_id = ?`, [
    userId,
  ]);
  const rows = await queryRows<UpgradeRow>(
    em,
    `select ${COLUMNS} from upgrades g where g.user_id = ? order by g.created_at desc, g.bet_id limit ? offset ?`,
    [userId, query.pageSize, (query.page - 1) * query.pageSize],
  );
  return {
    items: rows.map((row) => ({
      betId: row.bet_id,
      entryCents: Number(row.entry_cents),
      entrySkins: Number(row.entry_skins),
      target: targetOf(row, cdnBaseUrl),
      chanceMillionths: Number(row.chance_millionths),
      roll: Number(row.roll),
      won: row.won,
      createdAt: new Date(row.created_at).getTime(),
    })),
    total: Number(total?.n ?? 0),
    page: query.page,
    pageSize: query.pageSize,
  };
}
