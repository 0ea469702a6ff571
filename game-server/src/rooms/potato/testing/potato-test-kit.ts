import type { SqlEntityManager } from '@mikro-orm/sql';
import { matchMaker } from '@colyseus/core';
import { ColyseusSDK, type Room as SdkRoom } from '@colyseus/sdk';
// Adds waitForMessage and friends to SDK rooms.
import '@colyseus/testing';
import { POTATO_SERVER_MESSAGES, type PotatoErrorEvent, PotatoState, potatoTableId } from '@arena/schemas';
import {
  type RoomTestServer,
  aimableSeeds,
  bootRoomTestServer,
  newTestPlayer,
} from '../../../testing/room-test-server';
import { runOutRoomTimer } from '../../../testing/room-timers';
import { createPotatoModule } from '../module';
import type { PotatoRoom } from '../potato-room';
import type { PotatoSettings } from '../settings';

export { waitFor } from '../../../testing/wait-for';

/** Boots the real game server (potato module only, one $1 table) over a fresh test database; real SDK clients. */
export interface PotatoKit extends RoomTestServer {
  /** The seed the next opened game commits to (random when unset). */
  nextSeed: string | null;
}

export const TABLE = potatoTableId(1_00);

/**
 * Quick phases (the countdown leaves time to seat a third player on a busy machine); passing waits long enough that
 * a test passes by hand, even if a loaded machine drops a socket for a moment, unless it overrides passMs and
 * disconnectedPassMs. A hand-played test sends a dozen refusals and passes a second from one client: the flood limit
 * (not under test here) must not cut it off.
 */
export const FAST: Partial<PotatoSettings> = {
  // 2 s was not always enough to seat the third player in CI (the game started with two and the third sit waited).
  countdownMs: 5_000,
  dealMs: 50,
  passMs: 30_000,
  disconnectedPassMs: 30_000,
  explodedMs: 50,
  resultMs: 60_000,
  buyInsCents: [1_00],
  maxMessagesPerSecond: 1_000,
};

export async function bootPotatoKit(overrides: Partial<PotatoSettings> = {}): Promise<PotatoKit> {
  const seeds = aimableSeeds();
  const server = await bootRoomTestServer([createPotatoModule({ ...FAST, ...overrides, drawServerSeed: seeds.draw })]);
  return Object.defineProperty(server, 'nextSeed', {
    get: () => seeds.next,
    set: (seed: string | null) => (seeds.next = seed),
  }) as PotatoKit;
}

export interface Player {
  userId: string;
  token: string;
  name: string;
}

export function newPlayer(kit: RoomTestServer, depositCents: number): Promise<Player> {
  return newTestPlayer(kit.services, depositCents);
}

export const em = (kit: RoomTestServer) => kit.db.orm.em.fork() as SqlEntityManager;

export type PotatoSdkRoom = SdkRoom<PotatoRoom, InstanceType<typeof PotatoState>>;

export async function openTable(port: number, player?: Player, tableId = TABLE): Promise<PotatoSdkRoom> {
  const client = new ColyseusSDK(`ws://127.0.0.1:${port}`);
  if (player) client.auth.token = player.token;
  const room = await client.joinById(tableId, {}, PotatoState);
  // Tests listen with waitForMessage; these keep the SDK from warning about messages nobody awaits.
  for (const type of Object.values(POTATO_SERVER_MESSAGES)) room.onMessage(type, () => undefined);
  return room as never;
}

export function nextError(room: SdkRoom): Promise<PotatoErrorEvent> {
  return room.waitForMessage(POTATO_SERVER_MESSAGES.error, 10_000) as Promise<PotatoErrorEvent>;
}

/** Sends `type` and answers the refusal key it gets back. */
export async function refusalOf(room: SdkRoom, type: string, message?: unknown): Promise<string> {
  const error = nextError(room);
  room.send(type, message);
  return (await error).error.key;
}

/** Connects and takes a seat; resolves with the room and the seat number. */
export async function sit(
  port: number,
  player: Player,
  tableId = TABLE,
): Promise<{ room: PotatoSdkRoom; seat: number }> {
  const room = await openTable(port, player, tableId);
  const seated = room.waitForMessage(POTATO_SERVER_MESSAGES.seated, 10_000) as Promise<{ seat: number }>;
  room.send('join', {});
  const reply = await Promise.race([seated, nextError(room).then((e) => Promise.reject(new Error(e.error.key)))]);
  return { room, seat: reply.seat };
}

/**
 * Starts the game now rather than when the countdown ends: FAST's countdown leaves time to seat every player on a
 * loaded machine, and a test cuts what is left of it once all its players are seated.
 */
export function endCountdown(countdownMs = FAST.countdownMs!, tableId = TABLE): void {
  const table = serverTable(tableId);
  if (table.state.startsAt === 0 || !runOutRoomTimer(table, countdownMs)) throw new Error('no countdown running');
}

/** The table's room on the server: tests read its state without depending on patch timing. */
export function serverTable(tableId = TABLE): PotatoRoom {
  return matchMaker.getLocalRoomById(tableId) as PotatoRoom;
}

export async function balanceOf(kit: RoomTestServer, userId: string): Promise<number> {
  return (await kit.services.ledger.balances(userId)).realCents;
}
