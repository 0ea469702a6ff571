import { describe, expect, it } from 'vitest';
import type { Stream } from '@arena/schemas';
import { ApiError } from '../../transport/api-error';
import { StreamsStore } from './streams-store';

const STREAM: Stream = {
  id: 1,
  title: 'Crash marathon',
  streamer: 'Ann',
  url: 'https://twitch.tv/ann',
  platform: 'TWITCH',
  live: true,
  order: 0,
  updatedAt: 0,
};

describe('streams store', () => {
  it('lists the streams', async () => {
    const store = new StreamsStore({ api: { get: async <T>() => ({ streams: [STREAM] }) as T } });
    await store.load();
    expect(store).toMatchObject({ streams: [STREAM], loaded: true, failed: false, loading: false });
  });

  it('marks a failure (shown as "Error while getting streams") and recovers on retry', async () => {
    let fail = true;
    const store = new StreamsStore({
      api: {
        get: async <T>() => {
          if (fail) throw new ApiError(null, [], 502);
          return { streams: [] } as T;
        },
      },
    });
    await store.load();
    expect([store.failed, store.loaded]).toEqual([true, false]);
    fail = false;
    await store.load();
    expect([store.failed, store.loaded, store.streams]).toEqual([false, true, []]);
  });
});
