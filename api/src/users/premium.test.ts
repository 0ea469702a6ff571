import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SqlEntityManager } from '@mikro-orm/sql';
import { queryOne } from '../db/sql';
import { type TestPlatform, startTestPlatform } from '../testing/test-platform';
import { hasTreasureAccess } from './premium';

let platform: TestPlatform;
beforeAll(async () => {
  platform = await startTestPlatform();
});
afterAll(async () => {
  await platform.close();
});

const em = () => platform.services.orm.em.fork() as SqlEntityManager;

/** A pass running until `finishedAt` and a TREASURE_ACCESS claim of `userId` on it (the free track). */
async function claimAccess(userId: string, finishedAt: Date): Promise<void> {
  const db = em();
  const pass = await queryOne<{ id: number }>(
    db,
    `insert into battlepasses (title, started_at, finished_at) values ('t', ?, ?) returning id`,
    [new Date(finishedAt.getTime() - 86_400_000 * 30), finishedAt],
  );
  const transfer = await queryOne<{ id: number }>(
    db,
    `insert into ledger_transfers (scope, operation, idempotency_key, request_hash) values (?, 'TEST', ?, 'h') returning id`,
    [userId, `${pass!.id}`],
  );
  await db.execute(
    `insert into battlepass_claims (battlepass_id, user_id, level, tier, reward, transfer_id) values (?, ?, 1, 'FREE', '{"kind":"TREASURE_ACCESS"}', ?)`,
    [pass!.id, userId, transfer!.id],
    'run',
  );
}

describe('treasures access', () => {
  it('comes with premium, or with a TREASURE_ACCESS reward while its pass runs', async () => {
    const [plain, rewarded, expired, premium] = await Promise.all(
      ['ta-plain', 'ta-reward', 'ta-expired', 'ta-premium'].map((n) => platform.signInPlayer(n)),
    );
    await claimAccess(rewarded!.id, new Date(Date.now() + 86_400_000));
    await claimAccess(expired!.id, new Date(Date.now() - 1_000));
    await em().execute(`update users set premium = true where id = ?`, [premium!.id], 'run');
    expect(await hasTreasureAccess(em(), plain!.id)).toBe(false);
    expect(await hasTreasureAccess(em(), rewarded!.id)).toBe(true);
    expect(await hasTreasureAccess(em(), expired!.id)).toBe(false);
    expect(await hasTreasureAccess(em(), premium!.id)).toBe(true);
  });
});
