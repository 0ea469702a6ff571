import { afterAll, beforeAll, expect, it } from 'vitest';
import { MatchPlacement, type PlacementRedis } from './match-placement';
import { redisCommands } from './resp';
import { type ClaimedRedisDb, claimRedisDb } from './testing/redis-db';

/** Placement of per-match rooms against the machine's Redis (a database of its own), two processes A and B. */
let redis: ClaimedRedisDb;
beforeAll(async () => {
  redis = await claimRedisDb();
});
afterAll(() => redis?.release());

const run = async (command: (string | number)[]) => (await redisCommands(redis.url, [command]))[0];
const placementRedis = (): PlacementRedis => ({
  eval: (script, keys, ...args) => run(['EVAL', script, keys, ...args]),
  zpopmin: (key) => run(['ZPOPMIN', key]),
});
const GAMES = ['crash_battle', 'hot_potato'];
const roomsKey = (prefix: string) => (processId: string, game: string) => `${prefix}rooms:${processId}:${game}`;
const placementAt = (prefix: string, now: () => number = Date.now) =>
  new MatchPlacement(placementRedis(), { keyPrefix: prefix, inFlightMs: 5_000 }, roomsKey(prefix), GAMES, now);
const share = (chosen: string[], processId: string) => chosen.filter((p) => p === processId).length / chosen.length;

it('a burst of creations placed through both processes at once spreads over both, before any room registers', async () => {
  const throughA = placementAt('burst:');
  const throughB = placementAt('burst:');
  const chosen = await Promise.all(
    Array.from({ length: 20 }, (_, i) => (i % 3 === 0 ? throughB : throughA).choose(['A', 'B'])),
  );
  expect(share(chosen, 'A')).toBeGreaterThanOrEqual(0.4);
  expect(share(chosen, 'B')).toBeGreaterThanOrEqual(0.4);
  expect(share(chosen, 'A')).toBe(0.5); // one script per choice: each sees the previous booking
});

it('counts per-match rooms already open, and a registered room stops counting as in flight', async () => {
  const prefix = 'open:';
  const placement = placementAt(prefix);
  for (const roomId of ['b1', 'b2', 'b3']) await run(['SADD', roomsKey(prefix)('B', 'crash_battle'), roomId]);
  await run(['SADD', roomsKey(prefix)('B', 'hot_potato'), 't1']);
  // Other room kinds (chat channels, mirrors) are not in these sets: B has 4, A none.
  const chosen: string[] = [];
  for (let i = 0; i < 6; i++) chosen.push(await placement.choose(['A', 'B']));
  expect(chosen).toEqual(['A', 'A', 'A', 'A', 'A', 'B']);
  expect(await run(['ZCARD', `${prefix}placing:A`])).toBe(5);
  // A's five rooms open (registered, then popped): A counts 5, B 5, nothing in flight is left on A.
  for (let i = 0; i < 5; i++) {
    await run(['SADD', roomsKey(prefix)('A', 'crash_battle'), `a${i}`]);
    await placement.opened('A');
  }
  expect(await run(['ZCARD', `${prefix}placing:A`])).toBe(0);
  expect(await placement.choose(['A', 'B'])).toBe('A');
  // Only live processes are candidates.
  expect(await placement.choose(['B'])).toBe('B');
});

it('a creation that never registered stops counting once its in-flight time runs out', async () => {
  let now = 1_000_000;
  const placement = placementAt('expiry:', () => now);
  expect(await placement.choose(['A', 'B'])).toBe('A');
  expect(await placement.choose(['A', 'B'])).toBe('B');
  expect(await placement.choose(['A', 'B'])).toBe('A'); // A 2 in flight, B 1
  now += 5_001; // all three ran out (the failed creations): both count 0 again
  expect(await placement.choose(['A', 'B'])).toBe('A');
  expect(await placement.choose(['A', 'B'])).toBe('B');
});
