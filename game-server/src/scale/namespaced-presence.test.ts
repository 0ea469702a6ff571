import { RedisPresence } from '@colyseus/redis-presence';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { redisChannelNamespace } from '@arena/api';
import { waitFor } from '../testing/wait-for';
import { namespacedRedisPresence } from './namespaced-presence';
import { type ClaimedRedisDb, claimRedisDb } from './testing/redis-db';

/** Two clusters on two databases of one Redis: pub/sub crosses databases, the namespace keeps them apart. */
let first: ClaimedRedisDb;
let second: ClaimedRedisDb;
beforeAll(async () => {
  first = await claimRedisDb();
  second = await claimRedisDb();
});
afterAll(async () => {
  await first?.release();
  await second?.release();
});

it('names channels by database: none on database 0, db<n>: on n', () => {
  expect(redisChannelNamespace('redis://127.0.0.1:6379')).toBe('');
  expect(redisChannelNamespace('redis://127.0.0.1:6379/0')).toBe('');
  expect(redisChannelNamespace('redis://user:pw@127.0.0.1:6379/12')).toBe('db12:');
  expect(redisChannelNamespace('not a url')).toBe('');
});

it("a room's fixed channel on one database is not heard by the cluster on another; the health check's channel list is its own", async () => {
  const a = namespacedRedisPresence(RedisPresence, first.url);
  const b = namespacedRedisPresence(RedisPresence, second.url);
  try {
    const heardA: unknown[] = [];
    const heardB: unknown[] = [];
    await a.subscribe('$crash-classic', (data: unknown) => void heardA.push(data));
    await b.subscribe('$crash-classic', (data: unknown) => void heardB.push(data));
    await a.subscribe('p:process-a', () => undefined);
    await b.publish('$crash-classic', 'for b');
    await a.publish('$crash-classic', 'for a');
    await waitFor('both heard their own', () => heardA.length > 0 && heardB.length > 0);
    // b's message was published (and delivered) first: heard by a, it would lead heardA.
    expect(heardA).toEqual(['for a']);
    expect(heardB).toEqual(['for b']);
    expect(await a.channels('p:*')).toEqual(['p:process-a']);
    expect(await b.channels('p:*')).toEqual([]);
  } finally {
    a.shutdown();
    b.shutdown();
  }
});
