import { describe, expect, it } from 'vitest';
import type { RoomPlayer } from './protocol';
import { spreadWatchers } from './room-scenarios';

describe('battle watchers', () => {
  it('are spread evenly over the creators, the measuring creator (the first) keeping none', () => {
    const creators: RoomPlayer[] = Array.from({ length: 4 }, (_, i) => ({ token: `t${i}` }));
    spreadWatchers(creators, 10);
    expect(creators.map((c) => c.spectators ?? 0)).toEqual([0, 4, 3, 3]);
  });

  it('all watch the only creator when there is one', () => {
    const creators: RoomPlayer[] = [{ token: 'only' }];
    spreadWatchers(creators, 7);
    expect(creators[0]!.spectators).toBe(7);
  });
});
