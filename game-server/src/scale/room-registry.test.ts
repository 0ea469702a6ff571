import { afterAll, beforeAll, expect, it } from 'vitest';
import type { AppServices } from '@arena/api';
import type { GameModule } from '../game-module';
import { Heartbeat, type HeartbeatRedis } from './heartbeat';
import { redisCommands } from './resp';
import { type RegistryRedis, RoomRegistry } from './room-registry';
import type { ScaleSettings } from './settings';
import { type ClaimedRedisDb, claimRedisDb } from './testing/redis-db';

/** Dead-process recovery against the machine's Redis (a database of its own), with a recording module. */
let redis: ClaimedRedisDb;
beforeAll(async () => {
  redis = await claimRedisDb();
});
afterAll(() => redis?.release());

const settings: ScaleSettings = {
  leaseMs: 5_000,
  renewMs: 1_000,
  retryMs: 100,
  keyPrefix: 'test-reg:',
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

it('two survivors racing recover a dead process once, exactly its rooms; a live process is left alone', async () => {
  const recovered: string[][] = [];
  const modules = [
    {
      game: 'crashbattle',
      rooms: [],
      recover: async () => undefined,
      matchRooms: {
        roomName: 'battle',
        recover: async (_s: AppServices, ids: string[]) => void recovered.push(ids.sort()),
      },
    },
  ] as unknown as GameModule[];
  const services = { ledger: { assertInvariants: async () => undefined } } as unknown as AppServices;
  let now = 1_000_000;
  const heartbeat = () => new Heartbeat(client(), `${settings.keyPrefix}processes`, settings.leaseMs, () => now);
  await heartbeat().beat('dead');
  await heartbeat().beat('alive');
  await one('SADD', `${settings.keyPrefix}rooms:dead:crashbattle`, 'b1', 'b2');
  await one('SADD', `${settings.keyPrefix}rooms:alive:crashbattle`, 'b3');
  now += 3_000;
  await heartbeat().beat('alive');
  now += 3_000; // dead's heartbeat ran out; alive's has not

  const swept: string[] = [];
  const sweep = async (processId: string) => void swept.push(processId);
  const one1 = new RoomRegistry(client(), heartbeat(), settings, modules, services, sweep);
  const one2 = new RoomRegistry(client(), heartbeat(), settings, modules, services, sweep);
  const [first, second] = await Promise.all([one1.recoverDead(), one2.recoverDead()]);
  expect([...first, ...second]).toEqual(['dead']);
  expect(recovered).toEqual([['b1', 'b2']]);
  expect(swept).toEqual(['dead']);
  expect(await heartbeat().live()).toEqual(['alive']);
  expect(await heartbeat().dead()).toEqual([]);
  expect(await one('SMEMBERS', `${settings.keyPrefix}rooms:alive:crashbattle`)).toEqual(['b3']);
  // Nothing left to do: a later sweep recovers nothing again.
  expect(await one1.recoverDead()).toEqual([]);
  expect(recovered).toHaveLength(1);
});
