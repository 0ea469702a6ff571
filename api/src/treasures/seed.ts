import { randomUUID } from 'node:crypto';
import type { SqlEntityManager } from '@mikro-orm/sql';
import { TREASURE_RULES, treasureSeasonOf } from '@arena/schemas';
import type { AppServices } from '../http/services';
import { createTreasureCollection, ensureTreasureSeasons } from './seasons';
import { treasureSettingsOf } from './settings';

/** Cards the demo players start with, as slots of the current season (carol can upgrade three of slot 1 at once). */
const DEMO_CARDS: Record<string, number[]> = { carol: [1, 1, 1, 2, 3], alice: [4, 5] };

/** Gives a player a card of `slot` of a collection, once per `grantKey` (demo data and tests). */
export async function grantTreasureCard(
  tx: SqlEntityManager,
  input: { userId: string; collectionId: number; slot: number; grantKey: string },
): Promise<void> {
  await tx.execute(
    `insert into treasure_cards (id, user_id, treasure_id, source, grant_key)
     select ?, ?, id, 'GRANT', ? from treasures where collection_id = ? and slot = ? on conflict (grant_key) do nothing`,
    [randomUUID(), input.userId, input.grantKey, input.collectionId, input.slot],
    'run',
  );
}

/**
 * Demo seed: the 4 collections of the current year (docs/product-rules.md §9: 4 a year) plus the next season, and a few cards for the
 * demo players so the screens have something to show. Idempotent: seasons are unique per quarter, grants per key.
 */
export async function seedTreasures(
  services: AppServices,
  userIds: Record<string, string>,
  nowMs = Date.now(),
): Promise<void> {
  const { dropDivisor } = treasureSettingsOf(services);
  const { year, quarter } = treasureSeasonOf(nowMs);
  await services.ledger.transaction(async (tx) => {
    for (let q = 1; q <= TREASURE_RULES.collectionsPerYear; q++)
      await createTreasureCollection(tx, { year, quarter: q, dropDivisor });
    await ensureTreasureSeasons(tx, nowMs, dropDivisor);
    const current = await tx.execute(
      `select id from treasure_collections where year = ? and quarter = ?`,
      [year, quarter],
      'all',
    );
    const collectionId = Number((current[0] as { id: number }).id);
    for (const [name, slots] of Object.entries(DEMO_CARDS)) {
      const userId = userIds[name];
      if (!userId) continue;
      for (const [i, slot] of slots.entries())
        await grantTreasureCard(tx, { userId, collectionId, slot, grantKey: `demo:${name}:${year}:${quarter}:${i}` });
    }
  });
}
