import type { SqlEntityManager } from '@mikro-orm/sql';
import {
  TREASURE_KINDS,
  TREASURE_RULES,
  type TreasurePrize,
  commitServerSeed,
  nextTreasureSeason,
  randomServerSeed,
  treasureSeasonOf,
  treasureSeasonWindow,
} from '@arena/schemas';
import { getCatalog } from '../commerce/catalog/catalog';
import { queryOne } from '../db/sql';

/** The cheapest catalog skin at or above `cents` (follows catalog regenerations). */
function skinAt(cents: number): TreasurePrize {
  const { items } = getCatalog();
  return {
    kind: 'SKIN',
    catalogItemId: (items.find((item) => item.priceCents >= cents) ?? items[items.length - 1]!).id,
  };
}

/**
 * Prizes of slots 1 … 10, cheapest first, and the Mega Treasure's. A card costs about $10,000 of wagering on average
 * (1,000,000 cents / card), so the prizes are a small extra, not a second game: at 20% activation the expected prize
 * per card is about $0.80 (the 10 prizes average ~$4), i.e. ~0.008% of the wagering that dropped it.
 */
export function defaultTreasurePrizes(): { prizes: TreasurePrize[]; megaPrize: TreasurePrize } {
  return {
    prizes: [
      { kind: 'BALANCE', cents: 50 },
      { kind: 'BONUS', cents: 1_00 },
      { kind: 'BALANCE', cents: 1_00 },
      skinAt(2_00),
      { kind: 'BONUS', cents: 3_00 },
      { kind: 'BALANCE', cents: 3_00 },
      skinAt(5_00),
      { kind: 'BALANCE', cents: 5_00 },
      skinAt(10_00),
      { kind: 'BALANCE', cents: 10_00 },
    ],
    megaPrize: { kind: 'BALANCE', cents: 100_00 },
  };
}

export interface CollectionInput {
  year: number;
  quarter: number;
  dropDivisor: number;
  /** Defaults: the quarter's UTC window, a fresh CSPRNG seed, the default prizes. */
  startsAt?: number;
  endsAt?: number;
  serverSeed?: string;
  prizes?: TreasurePrize[];
  megaPrize?: TreasurePrize;
}

/**
 * Creates a season's collection and its 10 treasures, once: (year, quarter) is unique, so a second call (a restart,
 * a second process) answers the existing collection and never replaces its committed seed.
 */
export async function createTreasureCollection(tx: SqlEntityManager, input: CollectionInput): Promise<number> {
  const window = treasureSeasonWindow(input.year, input.quarter);
  const serverSeed = input.serverSeed ?? randomServerSeed();
  const defaults = defaultTreasurePrizes();
  const prizes = input.prizes ?? defaults.prizes;
  if (prizes.length !== TREASURE_RULES.treasuresPerCollection)
    throw new RangeError(`a collection has ${TREASURE_RULES.treasuresPerCollection} treasures`);
  const created = await queryOne<{ id: number }>(
    tx,
    `insert into treasure_collections (year, quarter, starts_at, ends_at, server_seed, server_seed_hash, drop_divisor, mega_prize)
     values (?, ?, ?, ?, ?, ?, ?, ?) on conflict (year, quarter) do nothing returning id`,
    [
      input.year,
      input.quarter,
      new Date(input.startsAt ?? window.startsAt),
      new Date(input.endsAt ?? window.endsAt),
      serverSeed,
      commitServerSeed(serverSeed),
      input.dropDivisor,
      JSON.stringify(input.megaPrize ?? defaults.megaPrize),
    ],
  );
  if (!created) {
    const existing = await queryOne<{ id: number }>(
      tx,
      `select id from treasure_collections where year = ? and quarter = ?`,
      [input.year, input.quarter],
    );
    return Number(existing!.id);
  }
  const id = Number(created.id);
  for (const [index, prize] of prizes.entries()) {
    await tx.execute(
      `insert into treasures (collection_id, slot, kind, prize) values (?, ?, ?, ?)`,
      [id, index + 1, TREASURE_KINDS[index], JSON.stringify(prize)],
      'run',
    );
  }
  return id;
}

/**
 * The season on now and the next one exist, so every season's seed hash is published a whole season before its
 * first bet is drawn (docs/product-rules.md §9: 4 collections a year, one per UTC quarter).
 */
export async function ensureTreasureSeasons(tx: SqlEntityManager, nowMs: number, dropDivisor: number): Promise<void> {
  const current = treasureSeasonOf(nowMs);
  for (const season of [current, nextTreasureSeason(current.year, current.quarter)]) {
    await createTreasureCollection(tx, { ...season, dropDivisor });
  }
}
