import type { SqlEntityManager } from '@mikro-orm/sql';
import {
  AppError,
  TREASURE_RULES,
  type TreasureOrder,
  type TreasureOrderCard,
  type TreasureOrdersAnswer,
  type TreasureOrdersQuery,
} from '@arena/schemas';
import { queryOne, queryRows } from '../db/sql';
import { json, ms } from './rows';

interface OrderRow {
  id: string;
  kind: TreasureOrder['kind'];
  status: TreasureOrder['status'];
  seller_id: string;
  seller_name: string;
  seller_avatar: string | null;
  buyer_id: string | null;
  buyer_name: string | null;
  buyer_avatar: string | null;
  price_cents: number | string | null;
  want_treasure_id: number | null;
  want_collection_id: number | null;
  want_slot: number | null;
  want_kind: TreasureOrderCard['kind'] | null;
  card_ids: unknown;
  created_at: Date | string;
  expires_at: Date | string;
  ended_at: Date | string | null;
}

const ORDER_SELECT = `select o.id, o.kind, o.status, o.seller_id, s.name as seller_name, s.avatar as seller_avatar,
    o.buyer_id, b.name as buyer_name, b.avatar as buyer_avatar, o.price_cents,
    o.want_treasure_id, w.collection_id as want_collection_id, w.slot as want_slot, w.kind as want_kind,
    o.card_ids, o.created_at, o.expires_at, o.ended_at
  from treasure_orders o join users s on s.id = o.seller_id left join users b on b.id = o.buyer_id left join treasures w on w.id = o.want_treasure_id`;

async function cardsOf(em: SqlEntityManager, ids: string[]): Promise<Map<string, TreasureOrderCard>> {
  if (ids.length === 0) return new Map();
  const rows = await queryRows<{
    id: string;
    treasure_id: number;
    collection_id: number;
    slot: number;
    kind: TreasureOrderCard['kind'];
  }>(
    em,
    `select c.id, c.treasure_id, t.collection_id, t.slot, t.kind from treasure_cards c join treasures t on t.id = c.treasure_id where c.id in (?)`,
    [ids],
  );
  return new Map(
    rows.map((r) => [
      r.id,
      {
        id: r.id,
        treasureId: Number(r.treasure_id),
        collectionId: Number(r.collection_id),
        slot: Number(r.slot),
        kind: r.kind,
      },
    ]),
  );
}

/** Orders as the API shows them; a CREATED order past its expiry reads as EXPIRED even before the job has ended it. */
async function toOrders(em: SqlEntityManager, rows: OrderRow[], nowMs: number): Promise<TreasureOrder[]> {
  const cards = await cardsOf(
    em,
    rows.flatMap((r) => json<string[]>(r.card_ids)),
  );
  return rows.map((row) => {
    const expiresAt = ms(row.expires_at)!;
    const due = row.status === 'CREATED' && expiresAt <= nowMs;
    return {
      id: row.id,
      kind: row.kind,
      status: due ? 'EXPIRED' : row.status,
      seller: { userId: row.seller_id, name: row.seller_name, avatar: row.seller_avatar },
      buyer: row.buyer_id ? { userId: row.buyer_id, name: row.buyer_name ?? '', avatar: row.buyer_avatar } : null,
      cards: json<string[]>(row.card_ids).map((id) => cards.get(id)!),
      priceCents: row.price_cents === null ? null : Number(row.price_cents),
      want:
        row.want_treasure_id === null
          ? null
          : {
              treasureId: Number(row.want_treasure_id),
              collectionId: Number(row.want_collection_id),
              slot: Number(row.want_slot),
              kind: row.want_kind!,
            },
      createdAt: ms(row.created_at)!,
      expiresAt,
      endedAt: due ? expiresAt : ms(row.ended_at),
    };
  });
}

export async function loadOrder(em: SqlEntityManager, orderId: string, nowMs: number): Promise<TreasureOrder> {
  const row = await queryOne<OrderRow>(em, `${ORDER_SELECT} where o.id = ?`, [orderId]);
  if (!row) throw new AppError('TREASURES.ORDER_ERROR');
  return (await toOrders(em, [row], nowMs))[0]!;
}

/** The market (open orders of everyone, newest first) or my orders in every state (as seller or buyer). */
export async function listOrders(
  em: SqlEntityManager,
  query: TreasureOrdersQuery,
  userId: string | null,
  nowMs: number,
): Promise<TreasureOrdersAnswer> {
  const pageSize = TREASURE_RULES.ordersPageSize;
  if (query.scope === 'mine' && !userId) throw new AppError('GLOBAL.FORBIDDEN');
  const where =
    query.scope === 'market' ? `o.status = 'CREATED' and o.expires_at > ?` : `(o.seller_id = ? or o.buyer_id = ?)`;
  const params = query.scope === 'market' ? [new Date(nowMs)] : [userId, userId];
  const total = await queryOne<{ n: number | string }>(
    em,
    `select count(*) as n from treasure_orders o where ${where}`,
    params,
  );
  const rows = await queryRows<OrderRow>(
    em,
    `${ORDER_SELECT} where ${where} order by o.created_at desc, o.id limit ? offset ?`,
    [...params, pageSize, (query.page - 1) * pageSize],
  );
  return { items: await toOrders(em, rows, nowMs), total: Number(total?.n ?? 0), page: query.page, pageSize };
}
