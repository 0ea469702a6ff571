import type { SqlEntityManager } from '@mikro-orm/sql';
import type { CaseStatus } from '@arena/schemas';
import { getCatalog } from '../../commerce/catalog/catalog';
import { queryOne } from '../../db/sql';

interface SeedCase {
  alias: string;
  name: string;
  edgeBasisPoints: number;
  /** Approximate skin prices in cents (the cheapest catalog skin at or above each is used) and their odds weights. */
  items: [priceCents: number, weight: number][];
  bonusOnly?: boolean;
  premiumOnly?: boolean;
  limitTotal?: number;
  /** Days from seeding until the case ends (negative: already ended). */
  expiresInDays?: number;
  status?: CaseStatus;
}

/**
 * The demo's cases: every flag shows up on screen (a premium case, a limited collection with an end date, a
 * bonus-only case, an expired one, a temporarily unavailable one). Edges are 8–12%; the price follows from them.
 */
export const DEMO_CASE_GROUPS: { alias: string; name: string; cases: SeedCase[] }[] = [
  {
    alias: 'starter',
    name: 'Starter cases',
    cases: [
      {
        alias: 'pocket-change',
        name: 'Pocket Change',
        edgeBasisPoints: 1000,
        items: [
          [10, 400_000],
          [25, 300_000],
          [60, 180_000],
          [1_50, 90_000],
          [5_00, 25_000],
          [20_00, 5_000],
        ],
      },
      {
        alias: 'daily-grind',
        name: 'Daily Grind',
        edgeBasisPoints: 1000,
        items: [
          [50, 350_000],
          [1_00, 300_000],
          [2_50, 200_000],
          [6_00, 100_000],
          [25_00, 40_000],
          [90_00, 10_000],
        ],
      },
      {
        alias: 'high-roller',
        name: 'High Roller',
        edgeBasisPoints: 1200,
        items: [
          [5_00, 450_000],
          [15_00, 300_000],
          [40_00, 150_000],
          [120_00, 80_000],
          [400_00, 19_000],
          [1500_00, 1_000],
        ],
      },
    ],
  },
  {
    alias: 'premium',
    name: 'Premium',
    cases: [
      {
        alias: 'golden-vault',
        name: 'Golden Vault',
        edgeBasisPoints: 800,
        premiumOnly: true,
        items: [
          [5_00, 400_000],
          [10_00, 300_000],
          [25_00, 180_000],
          [60_00, 90_000],
          [150_00, 25_000],
          [500_00, 5_000],
        ],
      },
    ],
  },
  {
    alias: 'specials',
    name: 'Specials',
    cases: [
      {
        alias: 'winter-limited',
        name: 'Winter Limited',
        edgeBasisPoints: 1000,
        limitTotal: 500,
        expiresInDays: 60,
        items: [
          [1_00, 450_000],
          [3_00, 300_000],
          [8_00, 170_000],
          [20_00, 70_000],
          [75_00, 10_000],
        ],
      },
      {
        alias: 'bonus-box',
        name: 'Bonus Box',
        edgeBasisPoints: 1000,
        bonusOnly: true,
        items: [
          [20, 400_000],
          [50, 300_000],
          [1_20, 200_000],
          [3_00, 80_000],
          [10_00, 20_000],
        ],
      },
      {
        alias: 'autumn-classic',
        name: 'Autumn Classic',
        edgeBasisPoints: 1000,
        expiresInDays: -30,
        items: [
          [30, 500_000],
          [80, 300_000],
          [2_00, 150_000],
          [8_00, 50_000],
        ],
      },
      {
        alias: 'workshop-crate',
        name: 'Workshop Crate',
        edgeBasisPoints: 1000,
        status: 'TEMPORARILY_UNAVAILABLE',
        items: [
          [40, 500_000],
          [1_00, 300_000],
          [3_00, 150_000],
          [12_00, 50_000],
        ],
      },
    ],
  },
];

const DAY_MS = 86_400_000;

/** The cheapest catalog skin at or above `cents` (the catalog is sorted by price), so the seed follows regenerations. */
function skinAt(cents: number): number {
  const { items } = getCatalog();
  return (items.find((item) => item.priceCents >= cents) ?? items[items.length - 1]!).id;
}

/** Idempotent: groups and cases are keyed by alias, and a case that exists keeps its skins and counts. */
export async function seedCases(em: SqlEntityManager): Promise<void> {
  await em.transactional(async (tx) => {
    const sql = tx as SqlEntityManager;
    for (const [groupSort, group] of DEMO_CASE_GROUPS.entries()) {
      await sql.execute(
        `insert into case_groups (alias, name, sort) values (?, ?, ?) on conflict (alias) do nothing`,
        [group.alias, group.name, groupSort],
        'run',
      );
      const groupRow = await queryOne<{ id: number }>(sql, `select id from case_groups where alias = ?`, [group.alias]);
      for (const [sort, box] of group.cases.entries()) {
        const inserted = await queryOne<{ id: number }>(
          sql,
          `insert into cases (group_id, alias, name, edge_basis_points, bonus_only, premium_only, limit_total, expires_at, status, sort)
           values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
           on conflict (alias) do nothing returning id`,
          [
            groupRow!.id,
            box.alias,
            box.name,
            box.edgeBasisPoints,
            box.bonusOnly ?? false,
            box.premiumOnly ?? false,
            box.limitTotal ?? null,
            box.expiresInDays === undefined ? null : new Date(Date.now() + box.expiresInDays * DAY_MS),
            box.status ?? 'ACTIVE',
            sort,
          ],
        );
        if (!inserted) continue;
        for (const [slot, [cents, weight]] of box.items.entries()) {
          await sql.execute(
            `insert into case_items (case_id, slot, catalog_item_id, weight) values (?, ?, ?, ?)`,
            [inserted.id, slot, skinAt(cents), weight],
            'run',
          );
        }
      }
    }
  });
}
