import { describe, expect, it } from 'vitest';
import { FakeRoomBase, fakeClock } from '../testing/fake-room';
import { FAST_REJOIN_RETRY_MS, rejoinDelayMs } from './rejoin-delay';
import { RoomSession } from './room-session';

describe('rejoin decision', () => {
  it('rejoins at once when the old session is gone, else waits the usual delay', () => {
    expect(rejoinDelayMs(4003, 3_000)).toBe(0);
    expect(rejoinDelayMs(4001, 3_000)).toBe(0);
    // The SDK gave up on a session too young to resume (its minUptime), e.g. a server killed just after the join.
    expect(rejoinDelayMs(1006, 3_000)).toBe(0);
    expect(rejoinDelayMs(4000, 3_000)).toBe(3_000);
    expect(rejoinDelayMs(4002, 3_000)).toBe(3_000);
  });
});

describe('RoomSession after a server restart', () => {
  it('rejoins at once when the restarted server refuses the old session, then retries failed joins every second', async () => {
    const clock = fakeClock();
    const rooms: FakeRoomBase<object>[] = [];
    let serverUp = true;
    let attempts = 0;
    const session = new RoomSession<FakeRoomBase<object>>({
      connect: async () => {
        attempts++;
        if (!serverUp) throw new Error('down');
        const room = new FakeRoomBase<object>({});
        rooms.push(room);
        return room;
      },
      now: clock.now,
      setTimer: clock.setTimer,
      attach: () => undefined,
      timeMessage: 'time',
    });
    await session.connect('tok');
    const flush = async () => {
      for (let i = 0; i < 4; i++) await Promise.resolve();
    };

    // The old session is gone: the next join goes out with no wait and works.
    rooms[0]!.drop(4003);
    clock.advance(0);
    await flush();
    expect([session.status, session.connection]).toEqual(['connected', rooms[1]]);
    expect(attempts).toBe(2);

    // Stopped server: the join at once fails, then joins are retried every second, not every 3 s.
    serverUp = false;
    rooms[1]!.drop(4001);
    clock.advance(0);
    await flush();
    expect([session.status, attempts]).toEqual(['failed', 3]);
    clock.advance(FAST_REJOIN_RETRY_MS);
    await flush();
    expect(attempts).toBe(4);
    serverUp = true;
    clock.advance(FAST_REJOIN_RETRY_MS);
    await flush();
    expect([session.status, session.connection, attempts]).toEqual(['connected', rooms[2], 5]);

    // Once joined, an ordinary loss waits the usual 3 s again.
    rooms[2]!.drop();
    clock.advance(FAST_REJOIN_RETRY_MS);
    await flush();
    expect(attempts).toBe(5);
    clock.advance(2_000);
    await flush();
    expect(session.connection).toBe(rooms[3]);
    session.disconnect();
  });
});
