import type { SqlEntityManager } from '@mikro-orm/sql';
import type { ItemHistoryAnswer, PageQuery, TransactionListAnswer } from '@arena/schemas';
import { queryOne, queryRows } from '../../db/sql';
import { getCatalog } from '../catalog/catalog';
import { ENTRY_FACTS, TRANSFER_FACTS } from '../../db/ledger-facts';

interface TransferRow {
  id: number | string;
  operation: string;
  created_at: Date | string;
  real_cents: number | string;
  bonus_cents: number | string;
}

interface EventRow {
  id: number | string;
  item_id: string;
  catalog_item_id: number;
  price_cents: number | string;
  kind: 'REAL' | 'BONUS';
  event: string;
  transfer_id: number | string | null;
  created_at: Date | string;
}

const ms = (value: Date | string) => new Date(value).getTime();
const nameOf = (catalogItemId: number) => getCatalog().get(Number(catalogItemId))?.name ?? `#${catalogItemId}`;

/**
 * The transfers a user's history lists: every one that moved money on the user's own balances (whoever's operation
 * it was: a treasure card sold is the buyer's transfer, its money the seller's), and every one that moved the
 * user's skins. Idempotency claims that move nothing themselves (a step inside a round, the frame of a bet:
 * their money moves in the bet's own transfers) are not transactions and are left out, so no row is empty.
 */
const LISTED = `with moved as (
    select e.transfer_id as id,
           coalesce(sum(e.amount) filter (where e.kind = 'USER_REAL'), 0) as real_cents,
           coalesce(sum(e.amount) filter (where e.kind = 'USER_BONUS'), 0) as bonus_cents
      from ${ENTRY_FACTS} e
     where e.user_id = ?
     group by e.transfer_id
  ), listed as (
    select id, real_cents, bonus_cents from moved
    union
    select i.transfer_id, 0, 0 from item_events i
     where i.user_id = ? and i.transfer_id is not null and i.transfer_id not in (select id from moved)
  )`;

/**
 * `GET /api/users/current/transactions`: the user's ledger transfers, newest first, with what each moved on
 * the real and the bonus balance and which skins it involved (a sale, a swap, a skin withdrawal…).
 */
export async function listTransactions(
  em: SqlEntityManager,
  userId: string,
  page: PageQuery,
): Promise<TransactionListAnswer> {
  const total = await queryOne<{ n: number | string }>(em, `${LISTED} select count(*) as n from listed`, [
    userId,
    userId,
  ]);
  const rows = await queryRows<TransferRow>(
    em,
    `${LISTED}
     select t.id, t.operation, t.created_at, l.real_cents, l.bonus_cents
       from listed l join ${TRANSFER_FACTS} t on t.id = l.id
      order by t.id desc limit ? offset ?`,
    [userId, userId, page.pageSize, (page.page - 1) * page.pageSize],
  );
  const ids = rows.map((row) => Number(row.id));
  const events =
    ids.length === 0
      ? []
      : await queryRows<EventRow>(
          em,
          `select e.id, e.item_id, i.catalog_item_id, i.price_cents, i.kind, e.event, e.transfer_id, e.created_at
             from item_events e join user_items i on i.id = e.item_id
            where e.transfer_id in (?) and e.user_id = ? order by e.id`,
          [ids, userId],
        );
  return {
    items: rows.map((row) => ({
      id: Number(row.id),
      operation: row.operation,
      realCents: Number(row.real_cents),
      bonusCents: Number(row.bonus_cents),
      items: events
        .filter((event) => Number(event.transfer_id) === Number(row.id))
        .map((event) => ({
          itemId: event.item_id,
          catalogItemId: Number(event.catalog_item_id),
          name: nameOf(event.catalog_item_id),
          priceCents: Number(event.price_cents),
          event: event.event,
        })),
      createdAt: ms(row.created_at),
    })),
    total: Number(total?.n ?? 0),
    page: page.page,
    pageSize: page.pageSize,
  };
}

/** `GET /api/users/current/items/history`: every event of every skin the user held, newest first. */
export async function listItemHistory(
  em: SqlEntityManager,
  userId: string,
  page: PageQuery,
): Promise<ItemHistoryAnswer> {
  const total = await queryOne<{ n: number | string }>(em, `select count(*) as n from item_events where user_id = ?`, [
    userId,
  ]);
  const rows = await queryRows<EventRow>(
    em,
    `select e.id, e.item_id, i.catalog_item_id, i.price_cents, i.kind, e.event, e.transfer_id, e.created_at
       from item_events e join user_items i on i.id = e.item_id
      where e.user_id = ? order by e.id desc limit ? offset ?`,
    [userId, page.pageSize, (page.page - 1) * page.pageSize],
  );
  return {
    items: rows.map((row) => ({
      id: Number(row.id),
      itemId: row.item_id,
      catalogItemId: Number(row.catalog_item_id),
      name: nameOf(row.catalog_item_id),
      icon: getCatalog().get(Number(row.catalog_item_id))?.icon ?? '',
      priceCents: Number(row.price_cents),
      kind: row.kind,
      event: row.event,
      transferId: row.transfer_id === null ? null : Number(row.transfer_id),
      createdAt: ms(row.created_at),
    })),
    total: Number(total?.n ?? 0),
    page: page.page,
    pageSize: page.pageSize,
  };
}
