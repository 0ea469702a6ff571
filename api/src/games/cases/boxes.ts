import type { SqlEntityManager } from '@mikro-orm/sql';
import {
  AppError,
  type BoxesListAnswer,
  type CaseBox,
  type CaseDetailAnswer,
  type CaseStatus,
  caseEconomics,
} from '@arena/schemas';
import { type CatalogItem, getCatalog, iconUrl } from '../../commerce/catalog/catalog';
import { queryRows } from '../../db/sql';

export interface CaseRow {
  id: number;
  group_id: number;
  alias: string;
  name: string;
  edge_basis_points: number;
  bonus_only: boolean;
  premium_only: boolean;
  limit_total: number | null;
  unboxed: number;
  expires_at: Date | string | null;
  status: CaseStatus;
}

interface ItemRow {
  case_id: number;
  slot: number;
  catalog_item_id: number;
  weight: number;
}

/** A case's skins in slot order, each with its catalog entry (a retired catalog item makes the case unavailable). */
export interface LoadedCase {
  row: CaseRow;
  items: { slot: number; weight: number; item: CatalogItem }[];
  priceCents: number;
  expectedValueCents: number;
  edge: number;
  totalWeight: number;
}

export const CASE_COLUMNS = `c.id, c.group_id, c.alias, c.name, c.edge_basis_points, c.bonus_only, c.premium_only, c.limit_total, c.unboxed,
  c.expires_at, c.status`;

function load(row: CaseRow, items: readonly ItemRow[]): LoadedCase {
  const catalog = getCatalog();
  const skins = items
    .filter((item) => Number(item.case_id) === Number(row.id))
    .sort((a, b) => a.slot - b.slot)
    .map((item) => {
      const skin = catalog.get(Number(item.catalog_item_id));
      // A case whose skin left the catalog cannot be priced or paid out: it is refused rather than mispriced.
      if (!skin) throw new AppError('CASE.TEMPORARILY_UNAVAILABLE');
      return { slot: Number(item.slot), weight: Number(item.weight), item: skin };
    });
  const economics = caseEconomics(
    skins.map((s) => ({ weight: s.weight, priceCents: s.item.priceCents })),
    Number(row.edge_basis_points),
  );
  return {
    row: {
      ...row,
      id: Number(row.id),
      unboxed: Number(row.unboxed),
      limit_total: row.limit_total === null ? null : Number(row.limit_total),
    },
    items: skins,
    priceCents: economics.priceCents,
    expectedValueCents: economics.expectedValueCents,
    edge: economics.edge,
    totalWeight: economics.totalWeight,
  };
}

async function itemsOf(em: SqlEntityManager, caseIds: readonly number[]): Promise<ItemRow[]> {
  if (caseIds.length === 0) return [];
  return queryRows<ItemRow>(
    em,
    `select case_id, slot, catalog_item_id, weight from case_items where case_id in (?) order by case_id, slot`,
    [caseIds],
  );
}

/** One case by numeric id or alias, optionally locked (an opening locks it before the player's balance). */
export async function findCase(em: SqlEntityManager, idOrAlias: string | number, lock = false): Promise<LoadedCase> {
  const byId = typeof idOrAlias === 'number' || /^\d{1,9}$/.test(idOrAlias);
  const rows = await queryRows<CaseRow>(
    em,
    `select ${CASE_COLUMNS} from cases c where ${byId ? 'c.id = ?' : 'c.alias = ?'}${lock ? ' for update' : ''}`,
    [byId ? Number(idOrAlias) : String(idOrAlias).toLowerCase()],
  );
  const row = rows[0];
  if (!row) throw new AppError('CASE.NOT_FOUND', [], 404);
  return load(row, await itemsOf(em, [Number(row.id)]));
}

const time = (value: Date | string | null) => (value === null ? null : new Date(value).getTime());

/** What the list says of a case: a stored ACTIVE case past its end date is EXPIRED (caseRefusal refuses it). */
export function caseBoxStatus(row: Pick<CaseRow, 'status' | 'expires_at'>, nowMs: number): CaseBox['status'] {
  const expires = time(row.expires_at);
  return row.status === 'ACTIVE' && expires !== null && expires <= nowMs ? 'EXPIRED' : row.status;
}

export function toCaseBox(loaded: LoadedCase, cdnBaseUrl: string, nowMs: number = Date.now()): CaseBox {
  const { row } = loaded;
  const dearest = loaded.items.reduce(
    (best, s) => (s.item.priceCents > best.item.priceCents ? s : best),
    loaded.items[0]!,
  );
  return {
    id: row.id,
    alias: row.alias,
    name: row.name,
    priceCents: loaded.priceCents,
    bonusOnly: row.bonus_only,
    premiumOnly: row.premium_only,
    limitTotal: row.limit_total,
    unboxed: row.unboxed,
    itemCount: loaded.items.length,
    expiresAt: time(row.expires_at),
    status: caseBoxStatus(row, nowMs),
    iconUrl: iconUrl(cdnBaseUrl, dearest.item),
    color: dearest.item.color,
  };
}

/** `POST /api/boxes/list`: every group with its cases, in display order (unavailable ones too, marked). */
export async function listBoxes(em: SqlEntityManager, cdnBaseUrl: string): Promise<BoxesListAnswer> {
  const groups = await queryRows<{ id: number; alias: string; name: string }>(
    em,
    `select id, alias, name from case_groups order by sort, id`,
  );
  const rows = await queryRows<CaseRow & { sort: number }>(
    em,
    `select ${CASE_COLUMNS} from cases c order by c.sort, c.id`,
  );
  const items = await itemsOf(
    em,
    rows.map((row) => Number(row.id)),
  );
  const boxes = rows.flatMap((row) => {
    try {
      return [{ groupId: Number(row.group_id), box: toCaseBox(load(row, items), cdnBaseUrl) }];
    } catch {
      // A case that cannot be priced is left out of the list (its page answers its message).
      return [];
    }
  });
  return groups.map((group) => ({
    id: Number(group.id),
    alias: group.alias,
    name: group.name,
    boxes: boxes.filter((b) => b.groupId === Number(group.id)).map((b) => b.box),
  }));
}

/** `GET /api/boxes/{idOrAlias}`: the case, its skins with exact odds and ticket ranges, EV and edge. */
export async function caseDetail(
  em: SqlEntityManager,
  cdnBaseUrl: string,
  idOrAlias: string,
): Promise<CaseDetailAnswer> {
  const loaded = await findCase(em, idOrAlias);
  const groups = await queryRows<{ id: number; alias: string; name: string }>(
    em,
    `select id, alias, name from case_groups where id = ?`,
    [loaded.row.group_id],
  );
  const group = groups[0]!;
  let from = 0;
  const items = loaded.items.map((s) => {
    const ticketFrom = from;
    from += s.weight;
    return {
      slot: s.slot,
      catalogItemId: s.item.id,
      name: s.item.name,
      iconUrl: iconUrl(cdnBaseUrl, s.item),
      color: s.item.color,
      rarity: s.item.rarity,
      exterior: s.item.exterior,
      priceCents: s.item.priceCents,
      weight: s.weight,
      ticketFrom,
      ticketTo: from,
      odds: s.weight / loaded.totalWeight,
    };
  });
  return {
    ...toCaseBox(loaded, cdnBaseUrl),
    group: { id: Number(group.id), alias: group.alias, name: group.name },
    items,
    totalWeight: loaded.totalWeight,
    expectedValueCents: loaded.expectedValueCents,
    edge: loaded.edge,
    edgeBasisPoints: Number(loaded.row.edge_basis_points),
  };
}

/** Why this case cannot be opened `count` times now, or null (status, end date, a limited collection's stock). */
export function caseRefusal(loaded: LoadedCase, count: number, now: number): AppError | null {
  const { row } = loaded;
  if (row.status === 'UNAVAILABLE') return new AppError('CASE.UNAVAILABLE');
  if (row.status === 'TEMPORARILY_UNAVAILABLE') return new AppError('CASE.TEMPORARILY_UNAVAILABLE');
  const expires = time(row.expires_at);
  if (expires !== null && expires <= now) return new AppError('CASE.EXPIRED');
  if (row.limit_total !== null && row.unboxed + count > row.limit_total)
    return new AppError('CASE.SOLD_OUT', [Math.max(0, row.limit_total - row.unboxed)]);
  return null;
}
