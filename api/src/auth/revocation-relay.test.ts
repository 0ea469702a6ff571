import { Redis } from 'ioredis';
import { afterAll, expect, it } from 'vitest';
import {
  RevocationFeed,
  type RevocationSource,
  SESSION_REVOKED_CHANNEL,
  readSessionRevokedMessage,
} from './revocation-feed';
import { type RevocationRelay, relayRevocations } from './revocation-relay';

/**
 * Two processes' feeds (an API and another API, or a game server's presence) joined over the machine's Redis: a
 * revocation announced in one arrives in the other as `remote`, never echoes back to its sender, and travels as the
 * JSON Colyseus's RedisPresence parses (game servers subscribe to the channel through their presence).
 */
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const closers: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const close of closers.reverse()) await close();
});

const waitFor = async <T>(probe: () => T | undefined): Promise<T> => {
  for (;;) {
    const value = probe();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
};

it('carries announced revocations to the other process once, as RedisPresence-readable JSON', async () => {
  const api = new RevocationFeed();
  const other = new RevocationFeed();
  const relays: RevocationRelay[] = [await relayRevocations(api, REDIS_URL), await relayRevocations(other, REDIS_URL)];
  closers.push(...relays.map((relay) => () => relay.close()));
  await Promise.all(relays.map((relay) => relay.ready));
  const presence = new Redis(REDIS_URL);
  closers.push(() => presence.quit());
  const onChannel: unknown[] = [];
  presence.on('message', (channel: string, text: string) => {
    if (channel === SESSION_REVOKED_CHANNEL) onChannel.push(readSessionRevokedMessage(JSON.parse(text)));
  });
  await presence.subscribe(SESSION_REVOKED_CHANNEL);

  const heardByApi: [readonly string[], RevocationSource][] = [];
  const heardByOther: [readonly string[], RevocationSource][] = [];
  api.subscribe((ids, source) => heardByApi.push([ids, source]));
  other.subscribe((ids, source) => heardByOther.push([ids, source]));

  const ids = [crypto.randomUUID(), crypto.randomUUID()];
  api.publish(ids);
  await waitFor(() => heardByOther.find(([got]) => got.includes(ids[0]!)));
  expect(heardByOther.filter(([got]) => got.includes(ids[0]!))).toEqual([[ids, 'remote']]);
  await waitFor(() =>
    onChannel.find((m) => (m as { sessionIds?: string[] } | undefined)?.sessionIds?.includes(ids[0]!)),
  );
  expect(onChannel.filter((m) => (m as { sessionIds: string[] }).sessionIds.includes(ids[0]!))).toEqual([
    { sessionIds: ids, origin: api.origin },
  ]);
  // Its own announcement came back from Redis too, and was not re-announced as remote.
  expect(heardByApi.filter(([got]) => got.includes(ids[0]!))).toEqual([[ids, 'local']]);
});

it('ignores what is not a revocation message', () => {
  expect(readSessionRevokedMessage({ sessionIds: ['a'], origin: 'o' })).toEqual({ sessionIds: ['a'], origin: 'o' });
  for (const junk of [
    null,
    'x',
    {},
    { sessionIds: 'a', origin: 'o' },
    { sessionIds: [1], origin: 'o' },
    { sessionIds: ['a'] },
  ])
    expect(readSessionRevokedMessage(junk)).toBeUndefined();
});
