import type { SqlEntityManager } from '@mikro-orm/sql';
import { BATTLEPASS_RULES, type BattlepassCreateBody, type BattlepassReward } from '@arena/schemas';
import { getCatalog } from '../commerce/catalog/catalog';
import { queryOne } from '../db/sql';
import { createBattlepass } from './admin';

const DAY = BATTLEPASS_RULES.calendarDayMs;

/** The cheapest catalog skin at or above `cents` (follows catalog regenerations). */
function skinAt(cents: number): BattlepassReward {
  const { items } = getCatalog();
  return {
    kind: 'SKIN',
    catalogItemId: (items.find((item) => item.priceCents >= cents) ?? items[items.length - 1]!).id,
  };
}

/** Ten levels, every reward kind on the track; level N needs 100·N·(N+1)/2 XP ($10 wagered per 100 XP). */
function demoLevels(): BattlepassCreateBody['levels'] {
  const free: BattlepassReward[] = [
    { kind: 'BONUS', cents: 25 },
    { kind: 'BINGO_TICKETS', count: 1 },
    { kind: 'BALANCE', cents: 50 },
    skinAt(1_00),
    { kind: 'BONUS', cents: 1_00 },
    { kind: 'BINGO_TICKETS', count: 2 },
    { kind: 'BALANCE', cents: 1_00 },
    skinAt(3_00),
    { kind: 'BONUS', cents: 3_00 },
    { kind: 'BALANCE', cents: 5_00 },
  ];
  const premium: BattlepassReward[] = [
    { kind: 'BALANCE', cents: 1_00 },
    { kind: 'TREASURE_ACCESS' },
    skinAt(2_00),
    { kind: 'BINGO_TICKETS', count: 3 },
    { kind: 'BALANCE', cents: 3_00 },
    skinAt(8_00),
    { kind: 'BONUS', cents: 5_00 },
    { kind: 'BINGO_TICKETS', count: 5 },
    skinAt(20_00),
    { kind: 'BALANCE', cents: 20_00 },
  ];
  return free.map((reward, i) => ({ experience: (100 * (i + 1) * (i + 2)) / 2, free: reward, premium: premium[i]! }));
}

const DEMO_BUNDLES: BattlepassCreateBody['bundles'] = [
  { experience: 0, oldPrice: 9_99 },
  { experience: 100, oldPrice: 1_00 },
  { experience: 500, oldPrice: 4_50 },
  { experience: 1_500, oldPrice: 12_00 },
];

/** 24 calendar prizes (December 1-24 for the Christmas pass). */
function demoCalendar(opensAt: number): NonNullable<BattlepassCreateBody['calendar']> {
  const prizes: BattlepassReward[] = Array.from({ length: 24 }, (_, i) => {
    const day = i + 1;
    if (day === 24) return skinAt(10_00);
    if (day % 7 === 0) return skinAt(1_50);
    if (day % 3 === 0) return { kind: 'BINGO_TICKETS', count: 1 };
    return day % 2 === 0 ? { kind: 'BALANCE', cents: 10 + day * 5 } : { kind: 'BONUS', cents: 20 + day * 5 };
  });
  return { opensAt, prizes };
}

/** The next December 1st (UTC) after `nowMs`, at least two days away so the pre-sale has a countdown. */
function nextDecember(nowMs: number): number {
  const now = new Date(nowMs);
  let start = Date.UTC(now.getUTCFullYear(), 11, 1);
  if (start - nowMs < 2 * DAY) start = Date.UTC(now.getUTCFullYear() + 1, 11, 1);
  return start;
}

/**
 * The demo's battlepasses (idempotent by title): the Winter pass, ACTIVE since a few days with its calendar open,
 * and the Christmas pass in PRESALE until the next December 1st (24 calendar days). `premiumUserIds` hold the
 * Winter pass's premium tier from its start.
 */
export async function seedBattlepasses(
  em: SqlEntityManager,
  premiumUserIds: readonly string[],
  nowMs = Date.now(),
): Promise<void> {
  await em.transactional(async (tx) => {
    const sql = tx as SqlEntityManager;
    const winter = await queryOne<{ id: number }>(
      sql,
      `select id from battlepasses where title = 'Winter Battle Pass'`,
    );
    let winterId = winter?.id;
    if (!winterId) {
      const startedAt = nowMs - 5 * DAY;
      winterId = await createBattlepass(sql, {
        title: 'Winter Battle Pass',
        presaleAt: null,
        startedAt,
        finishedAt: nowMs + 60 * DAY,
        levels: demoLevels(),
        bundles: DEMO_BUNDLES,
        calendar: demoCalendar(startedAt),
      });
    }
    for (const userId of premiumUserIds) {
      const started = await queryOne<{ started_at: Date }>(sql, `select started_at from battlepasses where id = ?`, [
        winterId,
      ]);
      await sql.execute(
        `insert into battlepass_holders (battlepass_id, user_id, premium, premium_at) values (?, ?, true, ?) on conflict do nothing`,
        [winterId, userId, started!.started_at],
        'run',
      );
    }
    const christmas = await queryOne(sql, `select id from battlepasses where title = 'Christmas Battle Pass'`);
    if (!christmas) {
      const startedAt = nextDecember(nowMs);
      await createBattlepass(sql, {
        title: 'Christmas Battle Pass',
        presaleAt: nowMs - DAY,
        startedAt,
        finishedAt: startedAt + 31 * DAY,
        levels: demoLevels(),
        bundles: DEMO_BUNDLES,
        calendar: demoCalendar(startedAt),
      });
    }
  });
}
