import { afterAll, beforeAll, expect, it } from 'vitest';
import type { AppServices } from '@arena/api';
import type { GameModule } from '../game-module';
import { Heartbeat, type HeartbeatRedis } from './heartbeat';
import { redisCommands } from './resp';
import { type RegistryRedis, RoomRegistry } from './room-registry';
import type { ScaleSettings } from './settings';
import { StandingRooms, type StandingRoomsHooks } from './standing-rooms';
import { type ClaimedRedisDb, claimRedisDb } from './testing/redis-db';

/** Standing rooms against the machine's Redis (a database of its own), with recording create hooks. */
let redis: ClaimedRedisDb;
beforeAll(async () => {
  redis = await claimRedisDb();
});
afterAll(() => redis?.release());

const settings: ScaleSettings = {
  leaseMs: 5_000,
  renewMs: 1_000,
  retryMs: 100,
  keyPrefix: 'test-standing:',
  connectTimeoutMs: 1_000,
  inFlightMs: 5_000,
};
const one = async (...command: (string | number)[]) => (await redisCommands(redis.url, [command]))[0];
const client = (): RegistryRedis & HeartbeatRedis => ({
  sadd: (key, member) => one('SADD', key, member),
  srem: (key, member) => one('SREM', key, member),
  smembers: async (key) => (await one('SMEMBERS', key)) as string[],
  del: (key) => one('DEL', key),
  set: async (key, value, px, ms, nx) => (await one('SET', key, value, px, ms, nx)) as string | null,
  zadd: (key, score, member) => one('ZADD', key, score, member),
  zrangebyscore: async (key, min, max) => (await one('ZRANGEBYSCORE', key, min, max)) as string[],
  zrem: (key, member) => one('ZREM', key, member),
});

it('opens each missing standing room once, one per call, never one a dead process still holds or one still listed', async () => {
  const tables = ['t1', 't2', 't3', 't4'];
  const modules = [
    {
      game: 'potato',
      rooms: [],
      recover: async () => undefined,
      matchRooms: {
        roomName: 'table',
        recover: async () => undefined,
        standing: () => tables.map((id) => ({ roomId: id, options: { tableId: id } })),
      },
    },
  ] as unknown as GameModule[];
  const services = {} as AppServices;
  let now = 1_000_000;
  const heartbeat = () => new Heartbeat(client(), `${settings.keyPrefix}processes`, settings.leaseMs, () => now);
  await heartbeat().beat('dead');
  await heartbeat().beat('alive');
  await one('SADD', `${settings.keyPrefix}rooms:dead:potato`, 't1');
  await one('SADD', `${settings.keyPrefix}rooms:alive:potato`, 't2');
  now += 6_000; // dead's heartbeat ran out (not yet recovered); alive's too, which changes nothing here
  await heartbeat().beat('alive');

  const created: string[] = [];
  const hooks: StandingRoomsHooks = {
    create: async (roomName, options) => {
      expect(roomName).toBe('table');
      created.push(options.tableId as string);
      return { roomId: options.tableId as string, processId: 'alive' };
    },
    listed: async (roomId) => roomId === 't3', // a stopping process's room, still finishing its game
  };
  const keeper = () =>
    new StandingRooms(
      client(),
      heartbeat(),
      new RoomRegistry(client(), heartbeat(), settings, modules, services),
      settings,
      modules,
      services,
      hooks,
    );
  // Two processes at once: each opens at most one, never the same.
  const [first, second] = await Promise.all([keeper().openMissing('alive'), keeper().openMissing('other')]);
  expect([first, second].filter(Boolean)).toEqual([{ roomId: 't4', processId: 'alive' }]);
  expect(created).toEqual(['t4']);
  // t1 waits for its dead process to be recovered (its set deleted), then opens.
  expect(await keeper().openMissing('alive')).toBeNull();
  await one('DEL', `${settings.keyPrefix}rooms:dead:potato`);
  await one('DEL', `${settings.keyPrefix}opening:t1`);
  expect(await keeper().openMissing('alive')).toEqual({ roomId: 't1', processId: 'alive' });
  expect(created).toEqual(['t4', 't1']);
});

it('places a missing standing room on the live process with the fewest of them, and names a process holding two more than that', async () => {
  const local: ScaleSettings = { ...settings, keyPrefix: 'test-standing-moves:' };
  const tables = ['t1', 't2', 't3', 't4', 't5', 't6'];
  const modules = [
    {
      game: 'potato',
      rooms: [],
      recover: async () => undefined,
      matchRooms: {
        roomName: 'table',
        recover: async () => undefined,
        standing: () => tables.map((id) => ({ roomId: id, options: { tableId: id } })),
      },
    },
  ] as unknown as GameModule[];
  const services = {} as AppServices;
  const heartbeat = () => new Heartbeat(client(), `${local.keyPrefix}processes`, local.leaseMs);
  for (const processId of ['old', 'mid', 'new']) await heartbeat().beat(processId);
  // 'old' holds four tables and a battle-like room that is not a standing one; 'mid' one; 'new' (just joined) none.
  for (const roomId of ['t1', 't2', 't3', 't4', 'battle-9'])
    await one('SADD', `${local.keyPrefix}rooms:old:potato`, roomId);
  await one('SADD', `${local.keyPrefix}rooms:mid:potato`, 't5');

  let placedOn: string | undefined;
  const hooks: StandingRoomsHooks = {
    create: async (_roomName, options) => {
      placedOn = keeper.placing(options);
      return { roomId: options.tableId as string, processId: placedOn ?? 'unknown' };
    },
    listed: async () => false,
  };
  const keeper = new StandingRooms(
    client(),
    heartbeat(),
    new RoomRegistry(client(), heartbeat(), local, modules, services),
    local,
    modules,
    services,
    hooks,
  );
  expect(await keeper.surplus('old')).toBe('potato');
  expect(await keeper.surplus('mid')).toBeNull();
  expect(await keeper.surplus('new')).toBeNull();
  expect(keeper.placing({ tableId: 't6' })).toBeUndefined();

  // The missing table goes to the newcomer, not where most rooms of any kind are.
  expect(await keeper.openMissing('mid')).toEqual({ roomId: 't6', processId: 'new' });
  expect(placedOn).toBe('new');
  await one('SADD', `${local.keyPrefix}rooms:new:potato`, 't6');
  // 4 / 1 / 1, then 3 / 1 / 2: 'old' still two above the fewest; once another moved (2 / 2 / 2) nobody is.
  expect(await keeper.surplus('old')).toBe('potato');
  await one('SREM', `${local.keyPrefix}rooms:old:potato`, 't4');
  await one('SADD', `${local.keyPrefix}rooms:new:potato`, 't4');
  expect(await keeper.surplus('old')).toBe('potato');
  await one('SREM', `${local.keyPrefix}rooms:old:potato`, 't3');
  await one('SADD', `${local.keyPrefix}rooms:mid:potato`, 't3');
  expect(await keeper.surplus('old')).toBeNull();
  for (const processId of ['old', 'mid', 'new']) await one('DEL', `${local.keyPrefix}rooms:${processId}:potato`);
});
