import { randomUUID } from 'node:crypto';
import type { SqlEntityManager } from '@mikro-orm/sql';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { queryRows } from '../../db/sql';
import type { AppServices } from '../../http/services';
import { createServices } from '../../platform';
import { type TestDatabase, openTestDatabase } from '../../testing/test-database';
import { signInUser } from '../../users/users';
import { callOffBattle, createBattle } from './battles';
import { recoverCrashBattleRooms } from './recovery';

/** Several game-server processes: a survivor ends only the dead process's battles (scale/room-registry.ts). */
let db: TestDatabase;
let services: AppServices;
beforeAll(async () => {
  db = await openTestDatabase();
  services = createServices(loadConfig({ JWT_SECRET: 'crash-battle-recovery-rooms-test' }), db.orm);
});
afterAll(async () => {
  await services.ledger.assertInvariants();
  await db.close();
});

async function player(depositCents: number): Promise<string> {
  const { userId } = await services.ledger.transaction((tx) =>
    signInUser(tx, { subject: `dev:${randomUUID()}`, name: 'p', agreeTos: true }),
  );
  await services.ledger.deposit({ userId, amountCents: depositCents, key: `seed-${userId}` });
  return userId;
}
const balance = async (userId: string) => (await services.ledger.balances(userId)).realCents;
const statusOf = async (battleId: string) =>
  (
    await queryRows<{ status: string }>(
      db.orm.em.fork() as SqlEntityManager,
      `select status from crash_battles where id = ?`,
      [battleId],
    )
  )[0]!.status;

it('ends exactly the listed battles (the rooms of a dead process), once; a battle of another process is left alone', async () => {
  const [deadOwner, liveOwner] = [await player(10_00), await player(10_00)];
  const [onDead, onLive] = [randomUUID(), randomUUID()];
  await createBattle(services, {
    battleId: onDead,
    ownerId: deadOwner,
    seats: 2,
    rounds: 1,
    buyInCents: 2_00,
    isPrivate: false,
    autoCashOutHundredths: 0,
  });
  await createBattle(services, {
    battleId: onLive,
    ownerId: liveOwner,
    seats: 2,
    rounds: 1,
    buyInCents: 3_00,
    isPrivate: false,
    autoCashOutHundredths: 0,
  });
  expect([await balance(deadOwner), await balance(liveOwner)]).toEqual([8_00, 7_00]);

  const report = await recoverCrashBattleRooms(services, [onDead]);
  expect(report).toEqual({ cancelled: [onDead], finished: [], voided: [], refundedBetIds: [] });
  expect([await statusOf(onDead), await statusOf(onLive)]).toEqual(['CANCELLED', 'WAITING']);
  expect([await balance(deadOwner), await balance(liveOwner)]).toEqual([10_00, 7_00]);

  // A second survivor racing (or a retry) ends nothing twice.
  expect(await recoverCrashBattleRooms(services, [onDead])).toEqual({
    cancelled: [],
    finished: [],
    voided: [],
    refundedBetIds: [],
  });
  expect(await recoverCrashBattleRooms(services, [])).toEqual({
    cancelled: [],
    finished: [],
    voided: [],
    refundedBetIds: [],
  });
  expect(await balance(deadOwner)).toBe(10_00);

  await callOffBattle(services, onLive);
  expect(await balance(liveOwner)).toBe(10_00);
});
