import type { SqlEntityManager } from '@mikro-orm/sql';
import { TREASURE_SEASONS, type TreasureCard, type TreasureKind, type TreasurePrize } from '@arena/schemas';
import { queryRows } from '../db/sql';

export const json = <T>(value: unknown): T => (typeof value === 'string' ? (JSON.parse(value) as T) : (value as T));
export const ms = (value: Date | string | null): number | null => (value === null ? null : new Date(value).getTime());

export interface CollectionRow {
  id: number;
  year: number;
  quarter: number;
  starts_at: Date | string;
  ends_at: Date | string;
  server_seed: string;
  server_seed_hash: string;
  drop_divisor: number;
  mega_prize: unknown;
}

export interface TreasureRow {
  id: number;
  collection_id: number;
  slot: number;
  kind: TreasureKind;
  prize: unknown;
}

export const seasonOf = (quarter: number) => TREASURE_SEASONS[quarter - 1]!;

/** Every collection, oldest season first. */
export function loadCollections(em: SqlEntityManager): Promise<CollectionRow[]> {
  return queryRows<CollectionRow>(
    em,
    `select id, year, quarter, starts_at, ends_at, server_seed, server_seed_hash, drop_divisor, mega_prize from treasure_collections order by starts_at`,
  );
}

export function loadTreasures(em: SqlEntityManager, collectionIds: number[]): Promise<TreasureRow[]> {
  if (collectionIds.length === 0) return Promise.resolve([]);
  return queryRows<TreasureRow>(
    em,
    `select id, collection_id, slot, kind, prize from treasures where collection_id in (?) order by collection_id, slot`,
    [collectionIds],
  );
}

export const prizeOf = (row: { prize: unknown }): TreasurePrize => json<TreasurePrize>(row.prize);

export interface CardRow {
  id: string;
  user_id: string;
  treasure_id: number;
  collection_id: number;
  slot: number;
  kind: TreasureKind;
  status: 'AVAILABLE' | 'LISTED';
  source: TreasureCard['source'];
  drop_bet_id: string | null;
  drop_stake_cents: number | string | null;
  order_id: string | null;
  created_at: Date | string;
}

export const CARD_SELECT = `select c.id, c.user_id, c.treasure_id, t.collection_id, t.slot, t.kind, c.status, c.source, c.drop_bet_id, c.drop_stake_cents,
    c.order_id, c.created_at
  from treasure_cards c join treasures t on t.id = c.treasure_id`;

export function toCard(row: CardRow): TreasureCard {
  return {
    id: row.id,
    treasureId: Number(row.treasure_id),
    collectionId: Number(row.collection_id),
    slot: Number(row.slot),
    kind: row.kind,
    status: row.status,
    source: row.source,
    dropBetId: row.drop_bet_id,
    dropStakeCents: row.drop_stake_cents === null ? null : Number(row.drop_stake_cents),
    orderId: row.order_id,
    createdAt: new Date(row.created_at).getTime(),
  };
}

/** A player's cards still in hand (available or listed in an open order), oldest first. */
export async function cardsInHand(em: SqlEntityManager, userId: string): Promise<TreasureCard[]> {
  const rows = await queryRows<CardRow>(
    em,
    `${CARD_SELECT} where c.user_id = ? and c.status in ('AVAILABLE', 'LISTED') order by c.created_at, c.id`,
    [userId],
  );
  return rows.map(toCard);
}
