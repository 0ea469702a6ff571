import type * as Sdk from '@colyseus/sdk';
import { CrashRoomState } from '@arena/schemas';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { joinRoomById } from './room-connection';
import { RoomSession } from './room-session';

/**
 * The SDK's own Room (its reconnection logic as shipped) over a fake socket, joined through a fake SDK client: a
 * process that dies answers no resume attempt, and the game server's address (match-making) seats the player on a
 * live process.
 */
/** The SDK Room's own members this test plays the socket's part with (not public API: the SDK calls them itself). */
type SdkRoomInternals = { joinedAtTime: number; handleReconnection(code: number, reason: string): void };
const internals = (room: unknown) => room as SdkRoomInternals;
const sdk = vi.hoisted(() => ({ joins: [] as string[], refuseJoins: 0, rooms: [] as unknown[], resumes: 0 }));

vi.mock('@colyseus/sdk', async (original) => {
  const actual = await original<typeof Sdk>();
  class FakeClient {
    auth = { token: '' };
    constructor(readonly url: string) {}
    async joinById(roomId: string, _options: unknown, stateClass: never): Promise<InstanceType<typeof actual.Room>> {
      sdk.joins.push(`${this.url} ${roomId}`);
      if (sdk.refuseJoins > 0) {
        sdk.refuseJoins--;
        throw new Error('connect ECONNREFUSED');
      }
      const room = new actual.Room(roomId, stateClass);
      room.roomId = roomId;
      room.reconnectionToken = `${roomId}:token`;
      internals(room).joinedAtTime = Date.now();
      // A socket to a process that is gone: every resume attempt closes abnormally, as the SDK's connection reports it.
      room.connection = {
        reconnect: () => {
          sdk.resumes++;
          setTimeout(() => internals(room).handleReconnection(1006, 'refused'), 0);
        },
        close: () => undefined,
        send: () => undefined,
        events: {},
      } as never;
      sdk.rooms.push(room);
      return room;
    }
  }
  return { ...actual, Client: FakeClient };
});

beforeEach(() => {
  vi.useFakeTimers();
  Object.assign(sdk, { joins: [], refuseJoins: 0, rooms: [], resumes: 0 });
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

function session() {
  return new RoomSession({
    connect: (token) => joinRoomById(() => 'ws://games.example', 'crash-classic', CrashRoomState, token),
    now: () => Date.now(),
    setTimer: (handler, ms) => {
      const timer = setTimeout(handler, ms);
      return () => clearTimeout(timer);
    },
    attach: () => undefined,
    timeMessage: 'time',
  });
}

/** The process hosting the session dies after the player has been in the room a while (past the SDK's minimum uptime). */
async function processDies(): Promise<number> {
  await vi.advanceTimersByTimeAsync(10_000);
  const diedAt = Date.now();
  internals(sdk.rooms[0]).handleReconnection(1006, 'gone');
  return diedAt;
}

/** Moves the fake clock 50 ms at a time until `done` (at most 10 s of it). */
async function until(done: () => boolean): Promise<void> {
  for (let waited = 0; waited < 10_000 && !done(); waited += 50) await vi.advanceTimersByTimeAsync(50);
}

it('after one failed resume the room is joined afresh through the game server address, within 5 s', async () => {
  const live = session();
  await live.connect('tok');
  expect(live.status).toBe('connected');
  const diedAt = await processDies();
  await until(() => sdk.joins.length === 2 && live.status === 'connected');
  expect(Date.now() - diedAt).toBeLessThan(5_000);
  expect(sdk.resumes).toBe(1);
  expect(sdk.joins).toEqual(['ws://games.example crash-classic', 'ws://games.example crash-classic']);
  expect(live.status).toBe('connected');
  live.disconnect();
});

it('keeps joining afresh about once a second while the game server address does not answer', async () => {
  const live = session();
  await live.connect(null);
  const diedAt = await processDies();
  sdk.refuseJoins = 2;
  await until(() => sdk.joins.length === 4 && live.status === 'connected');
  expect(Date.now() - diedAt).toBeLessThan(5_000);
  expect([sdk.resumes, sdk.joins.length]).toEqual([1, 4]);
  live.disconnect();
});
