import { afterAll, beforeAll, expect, it } from 'vitest';
import { waitFor } from '../testing/wait-for';
import type { LeaseRedis } from './lease';
import { startOwnership } from './ownership';
import { rendezvousOwner } from './rendezvous';
import { redisCommands } from './resp';
import type { ScaleSettings } from './settings';
import { type ClaimedRedisDb, claimRedisDb } from './testing/redis-db';

/** The lease loop with a live-process list: each game goes to its rendezvous choice, with a hand-over. */
let redis: ClaimedRedisDb;
beforeAll(async () => {
  redis = await claimRedisDb();
});
afterAll(() => redis?.release());

const settings: ScaleSettings = {
  leaseMs: 1_000,
  renewMs: 300,
  retryMs: 100,
  keyPrefix: 'test-rv:',
  connectTimeoutMs: 1_000,
  inFlightMs: 5_000,
};
const leaseRedis = (): LeaseRedis => ({
  set: async (key, value, px, ms, nx) =>
    (await redisCommands(redis.url, [['SET', key, value, px, ms, nx]]))[0] as string | null,
  get: async (key) => (await redisCommands(redis.url, [['GET', key]]))[0] as string | null,
  eval: async (script, keys, ...args) => (await redisCommands(redis.url, [['EVAL', script, keys, ...args]]))[0],
});
const games = ['crash', 'roll', 'jackpot', 'bingo', 'potato', 'chat', 'clan_war'];

it('a joining process gets exactly its rendezvous games, each handed over only after the old host finished it', async () => {
  const events: string[] = [];
  let live = ['A'];
  // The old host's "round in play" takes a while: the new host must not take the game before it is done.
  const hooks = (name: string) => ({
    takeOver: async (game: string) => void events.push(`${name} hosts ${game}`),
    handOver: async (game: string) => {
      events.push(`${name} finishing ${game}`);
      await new Promise((resolve) => setTimeout(resolve, 300));
      events.push(`${name} handed ${game} over`);
    },
    lost: (game: string) => void events.push(`${name} lost ${game}`),
  });
  const a = startOwnership(leaseRedis(), settings, 'A', games, hooks('A'), { live: async () => live });
  await waitFor('A hosts all', () => games.every((game) => a.owns(game)));

  live = ['A', 'B'];
  const b = startOwnership(leaseRedis(), settings, 'B', games, hooks('B'), { live: async () => live });
  const toB = games.filter((game) => rendezvousOwner(game, live) === 'B');
  const staysA = games.filter((game) => rendezvousOwner(game, live) === 'A');
  expect(toB.length).toBeGreaterThan(0);
  await waitFor('B hosts its games', () => toB.every((game) => b.owns(game)), 10_000);
  for (const game of toB) {
    expect(events.indexOf(`B hosts ${game}`)).toBeGreaterThan(events.indexOf(`A handed ${game} over`));
    expect(a.owns(game)).toBe(false);
  }
  for (const game of staysA)
    expect([a.owns(game), b.owns(game), events.includes(`A finishing ${game}`)]).toEqual([true, false, false]);
  expect(events.filter((e) => e.includes('lost'))).toEqual([]);

  // A leaves the live list (a graceful leave): it hands over the rest, B takes them.
  live = ['B'];
  await waitFor('B hosts all', () => games.every((game) => b.owns(game)), 10_000);
  for (const game of staysA)
    expect(events.indexOf(`B hosts ${game}`)).toBeGreaterThan(events.indexOf(`A handed ${game} over`));
  // Each game taken exactly once by each host: no double take-over.
  for (const game of games) expect(events.filter((e) => e === `B hosts ${game}`)).toHaveLength(1);
  await Promise.all([a.release(), b.release()]);
});

it('a process that is not the choice names the dead holder when it takes the game over, though the lease ran out before it became the choice', async () => {
  const chosen = rendezvousOwner('crash', ['P', 'Q'])!;
  const waiting = chosen === 'P' ? 'Q' : 'P';
  let live = ['P', 'Q'];
  let dead = false;
  const healthy = leaseRedis();
  // The chosen process dies: its Redis calls fail from now on, so it neither renews nor releases.
  const dying: LeaseRedis = {
    set: (...args) => (dead ? Promise.reject(new Error('killed')) : healthy.set(...args)),
    get: (key) => (dead ? Promise.reject(new Error('killed')) : healthy.get(key)),
    eval: (...args) => (dead ? Promise.reject(new Error('killed')) : healthy.eval(...args)),
  };
  const quiet = { takeOver: async () => undefined, lost: () => undefined, handOver: async () => undefined };
  const holder = startOwnership(dying, settings, chosen, ['crash'], quiet, { live: async () => live });
  await waitFor('the choice holds crash', () => holder.owns('crash'));
  const takeOvers: (string | null)[] = [];
  const other = startOwnership(
    leaseRedis(),
    settings,
    waiting,
    ['crash'],
    { ...quiet, takeOver: async (_game, previous) => void takeOvers.push(previous) },
    { live: async () => live },
  );
  // A few placement checks while the choice holds it.
  await new Promise((resolve) => setTimeout(resolve, settings.retryMs * 3));
  dead = true;
  // Heartbeat and lease run out together: the survivor sees the key empty once the dead one leaves the live list.
  await waitFor(
    'the lease ran out',
    async () => (await redisCommands(redis.url, [['GET', `${settings.keyPrefix}crash`]]))[0] === null,
    5_000,
  );
  live = [waiting];
  await waitFor('the survivor holds crash', () => other.owns('crash'), 5_000);
  expect(takeOvers).toEqual([chosen]);
  await Promise.all([other.release(), holder.release()]);
});
