import { randomUUID } from 'node:crypto';
import type { SqlEntityManager } from '@mikro-orm/sql';
import {
  AppError,
  BONUS_ITEM_RULES,
  type InventoryItemAnswer,
  type ItemEventCode,
  type ItemKind,
  type ItemStatus,
  type SelectionKind,
  isUuid,
} from '@arena/schemas';
import { execute, queryRows } from '../../db/sql';
import type { AlsoWrite } from '../../ledger/postings';
import { type CatalogItem, getCatalog, iconUrl } from '../catalog/catalog';
import { BET_FACTS } from '../../db/ledger-facts';

export interface ItemRow {
  id: string;
  user_id: string;
  catalog_item_id: number;
  price_cents: number | string;
  kind: ItemKind;
  status: ItemStatus;
  alfa: boolean;
  bonus_origin: boolean;
  games_needed: number;
  games_played: number | string;
  expires_at: Date | string | null;
  created_at: Date | string;
}

/** What happened to a skin, in the item history (the list and its labels: schemas ITEM_EVENTS). */
export type ItemEvent = ItemEventCode;

/**
 * Games with real money or real skins since the bonus skin arrived (refunded games do not count), plus the bet the
 * skin itself is staked in (a staked bonus skin counts as a play of its own; it is consumed when that bet settles).
 * Bonus stakes (bonus balance or bonus skins) never count for other bonus skins: recouping needs real play.
 */
export const GAMES_PLAYED_SQL = `(select count(*) from ${BET_FACTS} b where b.user_id = i.user_id
  and b.status <> 'REFUNDED' and b.created_at >= i.created_at
  and (b.id = i.bet_id or (b.source in ('REAL','SKINS')
    and not exists (select 1 from user_items x where x.user_id = b.user_id and x.bet_id = b.id and x.kind = 'BONUS'))))`;

export const ITEM_COLUMNS = `i.id, i.user_id, i.catalog_item_id, i.price_cents, i.kind, i.status, i.alfa, i.bonus_origin,
  i.games_needed, i.expires_at, i.created_at,
  case when i.kind = 'BONUS' then ${GAMES_PLAYED_SQL} when i.bonus_origin then i.games_needed else 0 end as games_played`;

const ms = (value: Date | string) => new Date(value).getTime();

export function selectionKind(row: Pick<ItemRow, 'kind' | 'bonus_origin'>): SelectionKind {
  if (row.kind === 'BONUS') return 'BONUS';
  return row.bonus_origin ? 'REAL_BONUS' : 'REAL';
}

/** Sellable, exchangeable and withdrawable: a real skin that the house did not grant as an alfa item. */
export const isWithdrawable = (row: Pick<ItemRow, 'kind' | 'alfa'>) => row.kind === 'REAL' && !row.alfa;

export function toInventoryItem(row: ItemRow, cdnBaseUrl: string): InventoryItemAnswer {
  const catalogItem = getCatalog().get(Number(row.catalog_item_id));
  return {
    id: row.id,
    catalogItemId: Number(row.catalog_item_id),
    // A skin whose catalog entry was retired still shows, under its id, so the player never loses sight of it.
    name: catalogItem?.name ?? `#${row.catalog_item_id}`,
    icon: catalogItem?.icon ?? '',
    iconUrl: catalogItem ? iconUrl(cdnBaseUrl, catalogItem) : '',
    exterior: catalogItem?.exterior ?? 'Field-Tested',
    color: catalogItem?.color ?? '#b0c3d9',
    rarity: catalogItem?.rarity ?? 'Consumer',
    type: catalogItem?.type ?? 'other',
    priceCents: Number(row.price_cents),
    kind: row.kind,
    selectionKind: selectionKind(row),
    status: row.status,
    realItemID: row.kind === 'REAL' ? row.id : null,
    bonusItemID: row.bonus_origin ? row.id : null,
    totalGamesCount: Number(row.games_needed),
    gamesPlayed: Math.min(Number(row.games_played), Number(row.games_needed)),
    alfa: row.alfa,
    withdrawable: isWithdrawable(row),
    expiresAt: row.expires_at === null ? null : ms(row.expires_at),
    createdAt: ms(row.created_at),
  };
}

/** The skins a user holds now: free ones and the ones locked in a bet or a trade. */
export async function listInventory(
  em: SqlEntityManager,
  userId: string,
  cdnBaseUrl: string,
): Promise<InventoryItemAnswer[]> {
  const rows = await queryRows<ItemRow>(
    em,
    `select ${ITEM_COLUMNS} from user_items i where i.user_id = ? and i.status in ('AVAILABLE','IN_BET','IN_TRADE')
     order by i.price_cents desc, i.created_at, i.id`,
    [userId],
  );
  return rows.map((row) => toInventoryItem(row, cdnBaseUrl));
}

/**
 * Locks the user's chosen skins for an operation and checks the selection rules: every id is the user's and
 * listed once (INVENTORY.BAD_ID), none is held by a bet or a trade (INVENTORY.ITEM_LOCKED), and all belong to
 * one selection kind (INVENTORY.MIXED_KINDS). Rows come back in id order.
 */
export async function lockOwnedItems(
  tx: SqlEntityManager,
  userId: string,
  itemIds: readonly string[],
): Promise<ItemRow[]> {
  const unique = [...new Set(itemIds)].sort();
  if (unique.length !== itemIds.length || unique.some((id) => !isUuid(id))) throw new AppError('INVENTORY.BAD_ID');
  const rows = await queryRows<ItemRow>(
    tx,
    `select ${ITEM_COLUMNS} from user_items i where i.id in (?) and i.user_id = ? order by i.id for update of i`,
    [unique, userId],
  );
  if (rows.length !== unique.length) throw new AppError('INVENTORY.BAD_ID');
  if (rows.some((row) => row.status === 'IN_BET' || row.status === 'IN_TRADE'))
    throw new AppError('INVENTORY.ITEM_LOCKED');
  if (rows.some((row) => row.status !== 'AVAILABLE')) throw new AppError('INVENTORY.BAD_ID');
  if (new Set(rows.map(selectionKind)).size > 1) throw new AppError('INVENTORY.MIXED_KINDS');
  return rows;
}

/** Moves locked, available skins to a new status; the row count proves nobody moved them first. */
export async function releaseItems(
  tx: SqlEntityManager,
  itemIds: readonly string[],
  status: ItemStatus,
): Promise<void> {
  if (itemIds.length === 0) return;
  const moved = await execute(tx, `update user_items set status = ? where id in (?) and status = 'AVAILABLE'`, [
    status,
    itemIds,
  ]);
  if (moved !== itemIds.length) throw new AppError('INVENTORY.ITEM_LOCKED');
}

export async function recordItemEvents(
  tx: SqlEntityManager,
  items: readonly { id: string; user_id: string }[],
  event: ItemEvent,
  transferId: number | null,
): Promise<void> {
  for (const item of items) {
    await tx.execute(
      `insert into item_events (item_id, user_id, event, transfer_id) values (?, ?, ?, ?)`,
      [item.id, item.user_id, event, transferId],
      'run',
    );
  }
}

export interface NewItems {
  userId: string;
  items: readonly CatalogItem[];
  kind: ItemKind;
  alfa?: boolean;
  transferId: number;
  event: ItemEvent;
}

/**
 * `createItems` as writes of a transfer's one statement (Ledger.debit): the new skins and their history event, and the
 * rows as they will read. `now` is the transaction's database time, the `now()` their columns take.
 */
export function newItemWrites(input: NewItems, now: Date): { rows: ItemRow[]; writes: AlsoWrite[] } {
  const bonus = input.kind === 'BONUS';
  const rows: ItemRow[] = input.items.map((item) => ({
    id: randomUUID(),
    user_id: input.userId,
    catalog_item_id: item.id,
    price_cents: item.priceCents,
    kind: input.kind,
    status: 'AVAILABLE',
    alfa: input.alfa ?? false,
    bonus_origin: bonus,
    games_needed: bonus ? BONUS_ITEM_RULES.gamesNeeded : 0,
    // A new skin has played nothing yet.
    games_played: 0,
    expires_at: bonus ? new Date(now.getTime() + BONUS_ITEM_RULES.lifetimeHours * 3_600_000) : null,
    created_at: now,
  }));
  if (rows.length === 0) return { rows, writes: [] };
  return {
    rows,
    writes: [
      {
        sql: `insert into user_items (id, user_id, catalog_item_id, price_cents, kind, alfa, bonus_origin, games_needed, expires_at)
          values ${rows.map(() => `(?, ?, ?, ?, ?, ?, ?, ?, case when ? then now() + make_interval(hours => ?) end)`).join(', ')}`,
        params: rows.flatMap((row) => [
          row.id,
          row.user_id,
          row.catalog_item_id,
          row.price_cents,
          row.kind,
          row.alfa,
          bonus,
          row.games_needed,
          bonus,
          BONUS_ITEM_RULES.lifetimeHours,
        ]),
      },
      {
        sql: `insert into item_events (item_id, user_id, event, transfer_id) values ${rows.map(() => '(?, ?, ?, ?)').join(', ')}`,
        params: rows.flatMap((row) => [row.id, row.user_id, input.event, input.transferId]),
      },
    ],
  };
}

/** Puts new skins into a user's inventory at their catalog price; bonus skins get their lifetime and play goal. */
export async function createItems(tx: SqlEntityManager, input: NewItems): Promise<ItemRow[]> {
  const bonus = input.kind === 'BONUS';
  const ids: string[] = [];
  for (const item of input.items) {
    const id = randomUUID();
    ids.push(id);
    // Database time, like the bets whose count makes a bonus skin real.
    await tx.execute(
      `insert into user_items (id, user_id, catalog_item_id, price_cents, kind, alfa, bonus_origin, games_needed, expires_at)
       values (?, ?, ?, ?, ?, ?, ?, ?, case when ? then now() + make_interval(hours => ?) end)`,
      [
        id,
        input.userId,
        item.id,
        item.priceCents,
        input.kind,
        input.alfa ?? false,
        bonus,
        bonus ? BONUS_ITEM_RULES.gamesNeeded : 0,
        bonus,
        BONUS_ITEM_RULES.lifetimeHours,
      ],
      'run',
    );
  }
  if (ids.length === 0) return [];
  const rows = await queryRows<ItemRow>(tx, `select ${ITEM_COLUMNS} from user_items i where i.id in (?)`, [ids]);
  const order = new Map(ids.map((id, index) => [id, index]));
  rows.sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0));
  await recordItemEvents(tx, rows, input.event, input.transferId);
  return rows;
}

export const sumPrices = (rows: readonly { price_cents: number | string }[]) =>
  rows.reduce((sum, row) => sum + Number(row.price_cents), 0);
