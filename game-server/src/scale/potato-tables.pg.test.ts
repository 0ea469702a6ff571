import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SqlEntityManager } from '@mikro-orm/sql';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { queryRows } from '@arena/api';
import { POTATO_ROOM_NAME, POTATO_TABLE_IDS, potatoTableId } from '@arena/schemas';
import { type RestartHarness, type ServerChild, restartHarness, restartPlayer } from '../testing/restart-harness';
import { sit, waitFor } from '../rooms/potato/testing/potato-test-kit';
import { redisCommands } from './resp';
import { SCALE_DEFAULTS } from './settings';
import { type ClaimedRedisDb, claimRedisDb } from './testing/redis-db';

/**
 * Potato tables as per-match rooms over real game-server processes sharing Redis and Postgres: each table opened on
 * the least-loaded live process by whichever process found it missing, and a killed process's tables recovered
 * once (a running game finished from its seeds, a waiting one refunded) by one of two racing survivors, then opened
 * again on the survivors. Postgres only (*.pg.test.ts).
 */
const fixture = path.join(path.dirname(fileURLToPath(import.meta.url)), 'testing/potato-server.fixture.ts');
const LEASE_MS = 3_000;
let redis: ClaimedRedisDb;
let harness: RestartHarness;
beforeAll(async () => {
  redis = await claimRedisDb();
  harness = await restartHarness(fixture, {
    REDIS_URL: redis.url,
    GAME_OWNER_LEASE_MS: String(LEASE_MS),
    GAME_OWNER_RETRY_MS: '250',
    POTATO_COUNTDOWN_MS: '300',
    POTATO_DEAL_MS: '50',
    // Long enough that the game is still running when its process is killed.
    POTATO_PASS_MS: '30000',
  });
});
afterAll(async () => {
  await harness?.cleanup();
  await redis?.release();
});

const redisOf = async (command: (string | number)[]) => (await redisCommands(redis.url, [command]))[0];
const liveProcesses = async () =>
  (
    (await redisOf(['ZRANGEBYSCORE', `${SCALE_DEFAULTS.keyPrefix}processes`, `(${Date.now()}`, '+inf'])) as string[]
  ).sort();
const tables = async () => {
  const flat = (await redisOf(['HGETALL', 'roomcaches'])) as string[];
  const rooms: { roomId: string; name: string; processId: string }[] = [];
  for (let i = 0; i < flat.length; i += 2) rooms.push(JSON.parse(flat[i + 1]!) as (typeof rooms)[number]);
  return rooms.filter((room) => room.name === POTATO_ROOM_NAME);
};
/** Every table listed exactly once, each on one of `on`; answers table id → process. */
const everyTableOn = (what: string, on: string[]) =>
  waitFor(
    what,
    async () => {
      const listed = await tables();
      const ids = listed.map((t) => t.roomId).sort();
      if (
        JSON.stringify(ids) !== JSON.stringify([...POTATO_TABLE_IDS].sort()) ||
        !listed.every((t) => on.includes(t.processId))
      )
        return false;
      return Object.fromEntries(listed.map((t) => [t.roomId, t.processId]));
    },
    LEASE_MS + 30_000,
  );
const newProcess = (known: string[]) =>
  waitFor('the new process beats', async () => (await liveProcesses()).find((p) => !known.includes(p)));
const outputOf = (server: ServerChild) => {
  const seen = { text: '' };
  server.child.stdout!.on('data', (d) => (seen.text += d));
  server.child.stderr!.on('data', (d) => (seen.text += d));
  return seen;
};

it(
  'tables open on the least-loaded live process and move to processes that join (games in play stay); a killed process is recovered once by one of two racing survivors, its tables reopen on them',
  { timeout: 120_000 },
  async () => {
    const db = await harness.store.open();
    const em = () => db.orm.em.fork() as SqlEntityManager;
    const a = await harness.start();
    const idA = await newProcess([]);
    // Alone, A is the least-loaded live process: every table opens there.
    await everyTableOn('every table on A', [idA]);

    // On A: a running game at the 10-cent table, one seat waiting at the 50-cent table.
    const running = potatoTableId(10);
    const waiting = potatoTableId(50);
    const player = async (name: string) => ({ ...(await restartPlayer(db.services, 10_00)), name });
    const [p1, p2, p3] = await Promise.all([player('p1'), player('p2'), player('p3')]);
    const seats = [await sit(a.port, p1, running), await sit(a.port, p2, running), await sit(a.port, p3, waiting)];
    await waitFor('the game running on A', () => seats[0]!.room.state.status === 'RUNNING', 20_000);
    const games = await queryRows<{ id: string; table_id: string }>(
      em(),
      `select id, table_id from potato_games where status in ('WAITING', 'RUNNING') and table_id in (?, ?)`,
      [running, waiting],
    );
    expect(games.map((g) => g.table_id).sort()).toEqual([running, waiting].sort());

    const b = await harness.start();
    const idB = await newProcess([idA]);
    const c = await harness.start();
    const idC = await newProcess([idA, idB]);
    const [outB, outC] = [outputOf(b), outputOf(c)];

    // B and C joined later: A's idle tables move to them (two each at most apart); the two with a game in play stay.
    const spread = await waitFor(
      'the tables spread over A, B and C',
      async () => {
        const on = await everyTableOn('every table listed', [idA, idB, idC]);
        const counts = [idA, idB, idC].map((id) => Object.values(on).filter((p) => p === id).length);
        return Math.max(...counts) - Math.min(...counts) <= 1 && on;
      },
      30_000,
    );
    expect([spread[running], spread[waiting]]).toEqual([idA, idA]);
    expect(seats[0]!.room.state.status).toBe('RUNNING');
    const stillInPlay = await queryRows<{ id: string }>(
      em(),
      `select id from potato_games where status in ('WAITING', 'RUNNING') and id in (?)`,
      [games.map((g) => g.id)],
    );
    expect(stillInPlay).toHaveLength(2);

    a.child.kill('SIGKILL');
    expect((await a.exited).signal).toBe('SIGKILL');

    // Exactly one of the two survivors recovers A's tables.
    const line = `potato rooms of dead process ${idA}`;
    await waitFor(
      'a survivor recovered A',
      () => outB.text.includes(line) || outC.text.includes(line),
      LEASE_MS + 20_000,
    );
    const ended = await waitFor('A games ended', async () => {
      const rows = await queryRows<{ table_id: string; status: string }>(
        em(),
        `select table_id, status from potato_games where id in (?)`,
        [games.map((g) => g.id)],
      );
      return rows.every((r) => r.status !== 'WAITING' && r.status !== 'RUNNING') && rows;
    });
    expect(Object.fromEntries(ended.map((r) => [r.table_id, r.status]))).toEqual({
      [running]: 'FINISHED',
      [waiting]: 'CANCELLED',
    });
    const endings = await queryRows<{ user_id: string; n: number; status: string }>(
      em(),
      `select b.user_id, b.status, count(t.id)::int as n from bets b left join ledger_transfers t on t.bet_id = b.id and t.operation in ('BET_SETTLE', 'BET_REFUND')
     where b.round_id in (?) group by b.user_id, b.status`,
      [games.map((g) => g.id)],
    );
    expect(Object.fromEntries(endings.map((e) => [e.user_id, [e.status, e.n]]))).toEqual({
      [p1.userId]: ['SETTLED', 1],
      [p2.userId]: ['SETTLED', 1],
      [p3.userId]: ['REFUNDED', 1],
    });

    // Every table opens again, each once, on the survivors. The two survivors open missing tables side by side, so
    // the first placement can be uneven (4 and 2); the balancer then moves idle tables until they are at most one
    // apart.
    const balanced = () =>
      waitFor(
        'every table once on the survivors, at most one apart',
        async () => {
          const on = await everyTableOn('every table on the survivors', [idB, idC]);
          const counts = [idB, idC].map((id) => Object.values(on).filter((p) => p === id).length);
          return Math.abs(counts[0]! - counts[1]!) <= 1 && on;
        },
        30_000,
      );
    const placed = await balanced();
    expect(new Set(Object.values(placed))).toEqual(new Set([idB, idC]));
    await new Promise((resolve) => setTimeout(resolve, 2 * LEASE_MS));
    expect(`${outB.text}${outC.text}`.split(line).length - 1).toBe(1);
    // Once balanced nothing moves back and forth: the same placement after two more lease periods.
    expect(await balanced()).toEqual(placed);
    await db.services.ledger.assertInvariants();
    // (The seated players' sockets died with A: nothing to leave.)
    await db.close();
  },
);
