import { describe, expect, it } from 'vitest';
import { FakeRoomBase, fakeClock } from '../testing/fake-room';
import { RoomSession } from './room-session';

class Room extends FakeRoomBase<{ n: number }> {
  hasLeft = false;
  constructor() {
    super({ n: 0 });
  }
  override async leave(): Promise<void> {
    this.hasLeft = true;
  }
}

function setup(failures = 0) {
  const clock = fakeClock();
  const rooms: Room[] = [];
  let attempts = 0;
  let connectings = 0;
  const attached: Room[] = [];
  const session = new RoomSession<Room>({
    connect: async () => {
      attempts++;
      if (attempts <= failures) throw new Error('down');
      const room = new Room();
      rooms.push(room);
      return room;
    },
    now: clock.now,
    setTimer: clock.setTimer,
    attach: (room) => void attached.push(room),
    connecting: () => void connectings++,
    timeMessage: 'time',
  });
  return { clock, rooms, session, attached, counts: () => ({ attempts, connectings }) };
}

describe('RoomSession', () => {
  it('retries a failed join every 3 s until it works, reloading beside each attempt', async () => {
    const { clock, session, attached, counts } = setup(2);
    await session.connect('tok');
    expect(session.status).toBe('failed');
    clock.advance(3_000);
    await Promise.resolve();
    expect(session.status).toBe('failed');
    clock.advance(3_000);
    await Promise.resolve();
    await Promise.resolve();
    expect(session.status).toBe('connected');
    expect(attached).toHaveLength(1);
    expect(counts()).toEqual({ attempts: 3, connectings: 3 });
  });

  it('takes the server clock from the time echoes, the fastest round trip first', async () => {
    const { clock, rooms, session } = setup();
    await session.connect(null);
    clock.advance(750);
    const room = rooms[0]!;
    expect(room.sent.filter((m) => m.type === 'time')).toHaveLength(4);
    // Sent at t, answered 100 ms later by a server 5 s ahead (its reading half-way through).
    const sentAt = clock.now();
    clock.advance(100);
    room.receive('time', { clientTime: sentAt, serverTime: sentAt + 50 + 5_000 });
    expect(session.serverNow() - clock.now()).toBe(5_000);
  });

  it('rejoins a room lost for good, and stays down after disconnect', async () => {
    const { clock, rooms, session, attached } = setup();
    await session.connect('tok');
    rooms[0]!.drop();
    expect([session.status, session.connection]).toEqual(['connecting', null]);
    clock.advance(3_000);
    await Promise.resolve();
    await Promise.resolve();
    expect(session.connection).toBe(rooms[1]);
    expect(attached).toEqual([rooms[0], rooms[1]]);

    session.disconnect();
    expect([session.status, rooms[1]!.hasLeft]).toEqual(['idle', true]);
    rooms[1]!.drop();
    clock.advance(10_000);
    await Promise.resolve();
    expect(rooms).toHaveLength(2);
    // No time echo is sent after the disconnect.
    const echoes = rooms[1]!.sent.length;
    clock.advance(1_000);
    expect(rooms[1]!.sent).toHaveLength(echoes);
  });
});
