import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SqlEntityManager } from '@mikro-orm/sql';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type Orm, ensureCrashChain, queryRows } from '@arena/api';
import { CRASH_SERVER_MESSAGES, crashRoomId } from '@arena/schemas';
import { type RestartHarness, restartHarness, restartPlayer } from '../testing/restart-harness';
import { aimNextRound, joinAt, waitFor } from '../rooms/crash/testing/crash-test-kit';
import { rendezvousOwner } from './rendezvous';
import { redisCommands } from './resp';
import { SCALE_DEFAULTS } from './settings';
import { type ClaimedRedisDb, claimRedisDb } from './testing/redis-db';

/**
 * Two real game-server processes (child processes) share the machine's Redis and one Postgres database. PGlite
 * cannot be opened by two processes, so this file runs only with TEST_DATABASE_URL (the *.pg.test.ts rule).
 */
const fixture = path.join(path.dirname(fileURLToPath(import.meta.url)), 'testing/scale-server.fixture.ts');
const LEASE_MS = 3_000;
let redis: ClaimedRedisDb;
let harness: RestartHarness;
beforeAll(async () => {
  redis = await claimRedisDb();
  harness = await restartHarness(fixture, {
    REDIS_URL: redis.url,
    GAME_OWNER_LEASE_MS: String(LEASE_MS),
    GAME_OWNER_RETRY_MS: '250',
    CRASH_BETTING_MS: '8000',
    CRASH_PAUSE_MS: '200',
  });
});
afterAll(async () => {
  await harness?.cleanup();
  await redis?.release();
});

const crashOwner = async () =>
  (await redisCommands(redis.url, [['GET', `${SCALE_DEFAULTS.keyPrefix}crash`]]))[0] as string | null;
const listing = async (roomId: string) => {
  const [raw] = await redisCommands(redis.url, [['HGET', 'roomcaches', roomId]]);
  return typeof raw === 'string' ? (JSON.parse(raw) as { processId: string; publicAddress?: string }) : null;
};
const betsOf = (orm: Orm, userId: string) =>
  queryRows<{ round_id: string; status: string }>(
    orm.em.fork() as SqlEntityManager,
    `select round_id, status from bets where user_id = ? order by created_at`,
    [userId],
  );
const refundsOf = async (orm: Orm, userId: string) =>
  (
    await queryRows<{ n: number }>(
      orm.em.fork() as SqlEntityManager,
      `select count(*)::int as n from ledger_transfers where operation = 'BET_REFUND' and user_id = ?`,
      [userId],
    )
  )[0]!.n;
/** waitFor whose timeout carries what every child printed, so a failure on CI explains itself. */
const step = <T>(what: string, probe: Parameters<typeof waitFor<T>>[1], timeoutMs?: number) =>
  waitFor(what, probe, timeoutMs).catch((error: unknown) => {
    throw new Error(`${error instanceof Error ? error.message : String(error)}\n${harness.outputs()}`);
  });

it(
  'crash has one owner (its rendezvous choice) across two processes, is joinable through the other, and passes to the survivor when the owner dies',
  { timeout: 120_000 },
  async () => {
    const db = await harness.store.open();
    await ensureCrashChain(db.orm, 'classic', 200);
    await ensureCrashChain(db.orm, 'plus', 200);
    const bettor = await restartPlayer(db.services, 10_00);
    // Short rounds, so the test never waits for a long curve: the first one and the survivor's first one.
    await aimNextRound({ db }, 'classic', (h) => h >= 110 && h <= 200);

    // A boots alone and takes every module (crash here): its rooms open.
    const a = await harness.start();
    // READY comes before the child's first lease attempt lands: until then the owner is null, which waitFor waits past.
    const ownerA = await step('A owns crash', crashOwner, 30_000);
    await step('crash room listed on A', async () => (await listing(crashRoomId('classic')))?.processId === ownerA);
    const b = await harness.start();
    const idB = await step('B beats', async () =>
      (
        (await redisCommands(redis.url, [['ZRANGE', `${SCALE_DEFAULTS.keyPrefix}processes`, 0, -1]]))[0] as string[]
      ).find((p) => p !== ownerA),
    );
    // B joins: crash goes to its rendezvous choice of the two (a graceful hand-over if that is B).
    const choice = rendezvousOwner('crash', [ownerA, idB]);
    await step(
      'crash on its rendezvous choice',
      async () => (await crashOwner()) === choice && (await listing(crashRoomId('classic')))?.processId === choice,
      LEASE_MS + 20_000,
    );
    const owner = choice === ownerA ? a : b;
    const other = owner === a ? b : a;
    const ownerId = choice!;

    // (1) Through the other's port: its match-maker reserves the seat on the owner, and the client connects there.
    const room = await joinAt(other.port, 'classic', bettor.token);
    expect(await crashOwner()).toBe(ownerId);
    expect(await listing(crashRoomId('classic'))).toMatchObject({
      processId: ownerId,
      publicAddress: `127.0.0.1:${owner.port}`,
    });
    await step('betting', () => room.state.phase === 'BETTING');
    const roundId = room.state.roundId;
    room.send('bet', { source: 'REAL', amountCents: 4_00 });
    await room.waitForMessage(CRASH_SERVER_MESSAGES.betPlaced);
    expect(await betsOf(db.orm, bettor.userId)).toEqual([{ round_id: roundId, status: 'OPEN' }]);
    expect(room.state.phase).toBe('BETTING');
    await aimNextRound({ db }, 'classic', (h) => h >= 110 && h <= 200);

    // (2) The owner dies with the bet open: the other takes crash over once the lease runs out, recovery refunds it once.
    owner.child.kill('SIGKILL');
    expect((await owner.exited).signal).toBe('SIGKILL');
    const survivorId = await step(
      'the other owns crash',
      async () => {
        const now = await crashOwner();
        return now !== ownerId && now;
      },
      LEASE_MS + 15_000,
    );
    await step(
      'the other hosts crash',
      () => other.output().includes(`hosting crash (taken over from ${ownerId})`),
      20_000,
    );
    expect(await listing(crashRoomId('classic'))).toMatchObject({
      processId: survivorId,
      publicAddress: `127.0.0.1:${other.port}`,
    });

    const watcher = await joinAt(other.port, 'classic', bettor.token);
    await step('voided round in history', () => watcher.state.history.some((h) => h.roundId === roundId));
    expect(watcher.state.history.find((h) => h.roundId === roundId)).toMatchObject({ voided: true });
    expect(await betsOf(db.orm, bettor.userId)).toEqual([{ round_id: roundId, status: 'REFUNDED' }]);
    expect(await refundsOf(db.orm, bettor.userId)).toBe(1);
    expect((await db.services.ledger.balances(bettor.userId)).realCents).toBe(10_00);

    // A new round runs on the survivor and settles money there.
    await step(
      'a new round betting on B',
      () => watcher.state.roundId !== roundId && watcher.state.phase === 'BETTING',
      20_000,
    );
    const nextRound = watcher.state.roundId;
    watcher.send('bet', { source: 'REAL', amountCents: 1_00, autoCashOutHundredths: 101 });
    await watcher.waitForMessage(CRASH_SERVER_MESSAGES.betPlaced);
    await step(
      'the new round settled',
      async () =>
        (await betsOf(db.orm, bettor.userId)).some((bet) => bet.round_id === nextRound && bet.status === 'SETTLED'),
      30_000,
    );
    expect(await refundsOf(db.orm, bettor.userId)).toBe(1);
    await db.services.ledger.assertInvariants();
    await watcher.leave();
    await db.close();

    // A graceful stop gives the lease back (no process hosts crash any more; nothing is left listed for B).
    other.child.kill('SIGTERM');
    expect((await other.exited).code).toBe(0);
    expect(await crashOwner()).toBeNull();
    expect(await listing(crashRoomId('classic'))).toBeNull();
  },
);
