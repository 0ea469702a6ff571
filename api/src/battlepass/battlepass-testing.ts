import type { SqlEntityManager } from '@mikro-orm/sql';
import { BATTLEPASS_RULES, type BattlepassCreateBody } from '@arena/schemas';
import { getCatalog } from '../commerce/catalog/catalog';
import type { TestPlatform } from '../testing/test-platform';

export const DAY = BATTLEPASS_RULES.calendarDayMs;
export const HOUR = 60 * 60 * 1000;

export type Inject = Awaited<ReturnType<TestPlatform['app']['inject']>>;

/** A pass whose window contains the real "now" (bets are stamped by the database clock): start T0 − 1h. */
export function testPass(t0: number, overrides: Partial<BattlepassCreateBody> = {}): BattlepassCreateBody {
  const skin = getCatalog().items[0]!;
  return {
    title: 'Test Pass',
    presaleAt: t0 - DAY,
    startedAt: t0 - HOUR,
    finishedAt: t0 + 10 * DAY,
    levels: [
      { experience: 100, free: { kind: 'BALANCE', cents: 50 }, premium: { kind: 'SKIN', catalogItemId: skin.id } },
      { experience: 200, free: { kind: 'BINGO_TICKETS', count: 2 }, premium: { kind: 'TREASURE_ACCESS' } },
      { experience: 5_000, free: { kind: 'BONUS', cents: 100 }, premium: { kind: 'BALANCE', cents: 500 } },
    ],
    bundles: [
      { experience: 0, oldPrice: 1_000 },
      { experience: 500, oldPrice: 300 },
    ],
    calendar: {
      opensAt: t0 - HOUR,
      prizes: [
        { kind: 'BALANCE', cents: 10 },
        { kind: 'BONUS', cents: 20 },
        { kind: 'BALANCE', cents: 30 },
      ],
    },
    ...overrides,
  };
}

export async function refusal(response: Inject): Promise<string> {
  if (response.statusCode < 400 || response.statusCode >= 500)
    throw new Error(`expected a refusal, got ${response.statusCode}: ${response.body}`);
  return (response.json() as { error: { key: string } }).error.key;
}

export async function makeAdmin(platform: TestPlatform, userId: string): Promise<void> {
  await (platform.services.orm.em.fork() as SqlEntityManager).execute(
    `update users set role = 'ADMIN' where id = ?`,
    [userId],
    'run',
  );
}
