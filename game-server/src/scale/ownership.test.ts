import { createServer } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { freePort } from '../testing/room-test-server';
import { waitFor } from '../testing/wait-for';
import { createGameServer } from '../server';
import { type LeaseRedis } from './lease';
import { type Ownership, startOwnership } from './ownership';
import { RedisUnreachableError, assertRedisReachable, redisCommands } from './resp';
import type { ScaleSettings } from './settings';
import { type ClaimedRedisDb, claimRedisDb } from './testing/redis-db';

/** The lease loop against the machine's Redis (a database of its own), with recording hooks instead of a server. */
let redis: ClaimedRedisDb;
beforeAll(async () => {
  redis = await claimRedisDb();
});
afterAll(() => redis?.release());

const settings: ScaleSettings = {
  leaseMs: 1_000,
  renewMs: 300,
  retryMs: 100,
  keyPrefix: 'test-owner:',
  connectTimeoutMs: 1_000,
  inFlightMs: 5_000,
};

/** LeaseRedis over short-lived connections (enough for a test; servers use the presence's ioredis client). */
const leaseRedis = (): LeaseRedis => ({
  set: async (key, value, px, ms, nx) =>
    (await redisCommands(redis.url, [['SET', key, value, px, ms, nx]]))[0] as string | null,
  get: async (key) => (await redisCommands(redis.url, [['GET', key]]))[0] as string | null,
  eval: async (script, keys, ...args) => (await redisCommands(redis.url, [['EVAL', script, keys, ...args]]))[0],
});

function recorder(name: string) {
  const events: string[] = [];
  const hooks = {
    takeOver: async (game: string, previous: string | null) =>
      void events.push(`${name} hosts ${game}${previous ? ` after ${previous}` : ''}`),
    lost: (game: string) => void events.push(`${name} lost ${game}`),
  };
  return { events, hooks };
}

const holderOf = async (game: string) => (await redisCommands(redis.url, [['GET', `${settings.keyPrefix}${game}`]]))[0];

it('one holder per game; a release hands it over at once; a holder whose lease was taken notices and gives up', async () => {
  const a = recorder('A');
  const b = recorder('B');
  const ownerA: Ownership = startOwnership(leaseRedis(), settings, 'A', ['crash', 'roll'], a.hooks);
  await waitFor('A owns both', () => ownerA.owns('crash') && ownerA.owns('roll'));
  const ownerB = startOwnership(leaseRedis(), settings, 'B', ['crash', 'roll'], b.hooks);
  // B keeps trying for longer than a lease: A renews, so B gets nothing.
  await new Promise((resolve) => setTimeout(resolve, 2 * settings.leaseMs));
  expect([ownerB.owns('crash'), ownerB.owns('roll'), await holderOf('crash')]).toEqual([false, false, 'A']);
  expect(a.events.sort()).toEqual(['A hosts crash', 'A hosts roll']);

  await ownerA.release();
  await waitFor('B owns both', () => ownerB.owns('crash') && ownerB.owns('roll'));
  expect(b.events.sort()).toEqual(['B hosts crash after A', 'B hosts roll after A']);
  expect(await ownerA.holderOf('crash')).toBe('B');

  // Someone else's value in the key (B's lease "ran out" and C took it): B's next renewal notices and gives up.
  await redisCommands(redis.url, [['SET', `${settings.keyPrefix}crash`, 'C', 'PX', 60_000]]);
  await waitFor('B lost crash', () => b.events.includes('B lost crash'));
  expect([ownerB.owns('crash'), ownerB.owns('roll'), await holderOf('crash')]).toEqual([false, true, 'C']);
  await ownerB.release();
  expect([await holderOf('crash'), await holderOf('roll')]).toEqual(['C', null]);
});

it('a holder that dies (stops renewing) hands the game over once its lease runs out, naming it as the previous holder', async () => {
  await redisCommands(redis.url, [['SET', `${settings.keyPrefix}jackpot`, 'Z', 'PX', 800]]);
  const e = recorder('E');
  const owner = startOwnership(leaseRedis(), settings, 'E', ['jackpot'], e.hooks);
  await waitFor('E owns jackpot', () => owner.owns('jackpot'));
  // "after Z": E found Z holding the lease and took it only once it ran out.
  expect(e.events).toEqual(['E hosts jackpot after Z']);
  await owner.release();
});

it('a take-over that fails gives the lease back and is tried again', async () => {
  let attempts = 0;
  const owner = startOwnership(leaseRedis(), settings, 'D', ['bingo'], {
    takeOver: async () => {
      attempts++;
      if (attempts === 1) throw new Error('database down');
    },
    lost: () => undefined,
  });
  await waitFor('second attempt holds it', () => attempts === 2 && owner.owns('bingo'));
  expect(await holderOf('bingo')).toBe('D');
  await owner.release();
});

it('REDIS_URL naming a Redis that does not answer: startup fails with one clear line', async () => {
  const port = await freePort();
  await expect(assertRedisReachable(`redis://user:secret@127.0.0.1:${port}/3`, 1_000)).rejects.toThrow(
    RedisUnreachableError,
  );
  const error = await assertRedisReachable(`redis://user:secret@127.0.0.1:${port}/3`, 1_000).catch((e: Error) => e);
  expect(error!.message).toMatch(
    new RegExp(
      `^REDIS_URL is set but Redis at redis://user:\\*\\*\\*@127\\.0\\.0\\.1:${port}/3 is unreachable \\(.*ECONNREFUSED.*\\); start Redis or unset REDIS_URL$`,
    ),
  );
  expect(error!.message).not.toContain('\n');
  expect(error!.message).not.toContain('secret');

  // Something listening that never answers: the timeout, same message.
  const silent = createServer(() => undefined);
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  const silentPort = (silent.address() as { port: number }).port;
  await expect(assertRedisReachable(`redis://127.0.0.1:${silentPort}`, 300)).rejects.toThrow(
    /unreachable \(no answer within 300 ms\)/,
  );
  silent.close();

  // And createGameServer refuses before opening anything (no services touched: the check comes first).
  await expect(
    createGameServer({ services: {} as never, modules: [], redisUrl: `redis://127.0.0.1:${port}` }),
  ).rejects.toThrow(RedisUnreachableError);
  await assertRedisReachable(redis.url, 1_000);
});
