import type { SqlEntityManager } from '@mikro-orm/sql';
import {
  type TreasureCollection,
  type TreasureCollectionStatus,
  type TreasuresAnswer,
  treasureActivationChance,
} from '@arena/schemas';
import { queryRows } from '../db/sql';
import { hasPremium } from '../users/premium';
import {
  type CollectionRow,
  type TreasureRow,
  cardsInHand,
  json,
  loadCollections,
  loadTreasures,
  prizeOf,
  seasonOf,
} from './rows';

function statusOf(row: CollectionRow, nowMs: number): TreasureCollectionStatus {
  if (nowMs < new Date(row.starts_at).getTime()) return 'COMING';
  return nowMs < new Date(row.ends_at).getTime() ? 'ACTIVE' : 'ENDED';
}

/**
 * Every collection with its treasures. The season seed is shown once the season has ended: every bet it draws was
 * settled (and so fixed) before then, so revealing it cannot help anyone.
 */
function toCollection(
  row: CollectionRow,
  treasures: TreasureRow[],
  nowMs: number,
  mine: TreasureCollection['mine'],
): TreasureCollection {
  const status = statusOf(row, nowMs);
  return {
    id: Number(row.id),
    year: Number(row.year),
    quarter: Number(row.quarter),
    season: seasonOf(Number(row.quarter)),
    status,
    startsAt: new Date(row.starts_at).getTime(),
    endsAt: new Date(row.ends_at).getTime(),
    serverSeedHash: row.server_seed_hash,
    serverSeed: status === 'ENDED' ? row.server_seed : null,
    dropDivisor: Number(row.drop_divisor),
    treasures: treasures.map((t) => ({ id: Number(t.id), slot: Number(t.slot), kind: t.kind, prize: prizeOf(t) })),
    megaPrize: json(row.mega_prize),
    mine,
  };
}

/** `GET /api/treasures`: collections (newest season first), and the signed-in player's cards, progress and chance. */
export async function treasuresOverview(
  em: SqlEntityManager,
  userId: string | null,
  nowMs: number,
): Promise<TreasuresAnswer> {
  const collections = (await loadCollections(em)).reverse();
  const treasures = await loadTreasures(
    em,
    collections.map((c) => Number(c.id)),
  );
  const activated = userId
    ? await queryRows<{ treasure_id: number }>(
        em,
        `select distinct treasure_id from treasure_activations where user_id = ? and success`,
        [userId],
      )
    : [];
  const megas = userId
    ? await queryRows<{ collection_id: number }>(em, `select collection_id from treasure_megas where user_id = ?`, [
        userId,
      ])
    : [];
  const activatedIds = new Set(activated.map((a) => Number(a.treasure_id)));
  const megaIds = new Set(megas.map((m) => Number(m.collection_id)));
  const premium = userId ? await hasPremium(em, userId) : false;
  return {
    collections: collections.map((row) => {
      const own = treasures.filter((t) => Number(t.collection_id) === Number(row.id));
      const mine = userId
        ? {
            activated: own.filter((t) => activatedIds.has(Number(t.id))).map((t) => Number(t.id)),
            megaClaimed: megaIds.has(Number(row.id)),
          }
        : null;
      return toCollection(row, own, nowMs, mine);
    }),
    cards: userId ? await cardsInHand(em, userId) : [],
    premium,
    activationChanceBasisPoints: treasureActivationChance(premium),
  };
}
