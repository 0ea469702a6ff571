import { matchMaker } from '@colyseus/core';
import { ColyseusSDK, type Room as SdkRoom } from '@colyseus/sdk';
import type { SqlEntityManager } from '@mikro-orm/sql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execute } from '@arena/api';
import { CRASH_BATTLE_ROOM_NAME, isErrorKey } from '@arena/schemas';
import { GAME_MODULES } from '../games';
import { quickGameModules } from '../testing/quick-game-modules';
import { waitFor } from '../testing/wait-for';
import { SESSION_REVOKED_CLOSE_CODE } from '../session-revocation';
import { type RoomTestServer, bootRoomTestServer, newTestPlayer } from '../testing/room-test-server';

/**
 * a banned or signed-out session came back with `client.reconnect(reconnectionToken)` (Colyseus's
 * reconnect path never calls onAuth) and went on betting. This walks EVERY room type the game modules register, so a
 * room added later is covered without anyone remembering to: a player joins, drops, has the session revoked (signed
 * out, or banned) and tries to reconnect. The backstop poll is off, so the refusals below come from the reconnect's
 * own re-check and from the pushed revocation, not from a poll that happened to run.
 */
let server: RoomTestServer;
beforeAll(async () => {
  // Short hash chains: what is walked here is the session check, not chain storage.
  server = await bootRoomTestServer(quickGameModules(), { sessionRevocationPollMs: 0 });
});
afterAll(async () => {
  await server?.services.ledger.assertInvariants();
  await server?.close();
});

const registered = [...new Set(GAME_MODULES.flatMap((module) => module.rooms.map((room) => room.name)))];
const em = () => server.db.orm.em.fork() as SqlEntityManager;
const sessionOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).sid as string;

function sdk(token?: string): ColyseusSDK {
  const client = new ColyseusSDK(`ws://127.0.0.1:${server.port}`);
  if (token) client.auth.token = token;
  return client;
}

/** A room of this type the player is in: a boot room that takes them, else one they create (a battle) or open. */
async function enter(name: string, token: string): Promise<SdkRoom> {
  const listed = (await matchMaker.query({ name })) as { roomId: string }[];
  for (const { roomId } of listed) {
    try {
      return await sdk(token).joinById(roomId, {});
    } catch (error) {
      // e.g. CRASH.PLUS_NEEDS_PREMIUM: another room of the type takes them
      if (!isErrorKey((error as Error).message)) throw error;
    }
  }
  if (name === CRASH_BATTLE_ROOM_NAME)
    return sdk(token).create(name, { seats: 2, rounds: 1, buyInCents: 1_00, isPrivate: false });
  return sdk(token).joinOrCreate(name, {});
}

function quiet(room: SdkRoom): void {
  room.onMessage('*', () => undefined);
  room.reconnection.enabled = false;
}

/** Drops the socket the way a network does (no leave message) and waits until the room has seen it go. */
async function drop(room: SdkRoom): Promise<void> {
  const serverRoom = matchMaker.getLocalRoomById(room.roomId)!;
  room.connection.close();
  await waitFor(
    'the room sees the drop',
    () => !serverRoom.clients.some((client) => client.sessionId === room.sessionId),
  );
}

async function reconnectRefused(reconnectionToken: string): Promise<boolean> {
  try {
    const back = await sdk().reconnect(reconnectionToken);
    await back.leave(true).catch(() => undefined);
    return false;
  } catch {
    return true;
  }
}

describe('reconnect with a revoked session, every room type', () => {
  it('walks every registered room type', () => {
    expect(registered.length).toBeGreaterThanOrEqual(10);
    expect(registered).toEqual(
      expect.arrayContaining(['crash', 'crash_battle', 'jackpot', 'roll', 'bingo', 'potato', 'chat', 'clan_war']),
    );
  });

  for (const name of registered) {
    for (const how of ['signed out', 'banned'] as const) {
      it(
        `${name}: a dropped client whose session was ${how} meanwhile cannot reconnect, and the seat is not kept`,
        { timeout: 60_000 },
        async () => {
          const player = await newTestPlayer(server.services, 20_00, 'rv');
          const room = await enter(name, player.token);
          quiet(room);
          const reconnectionToken = room.reconnectionToken;
          await drop(room);
          // Revoked behind the game server's back (no announcement, no poll): only the reconnect's own check can see it.
          if (how === 'signed out')
            await execute(em(), `update sessions set revoked_at = now() where id = ?`, [sessionOf(player.token)]);
          else await execute(em(), `update users set banned_at = now() where id = ?`, [player.userId]);

          expect(await reconnectRefused(reconnectionToken)).toBe(true);
          const serverRoom = matchMaker.getLocalRoomById(room.roomId);
          expect(
            [...(serverRoom?.clients ?? [])].filter(
              (client) => (client.auth as { userId?: string } | undefined)?.userId === player.userId,
            ),
          ).toEqual([]);
        },
      );
    }

    it(
      `${name}: a live session still reconnects after a drop when the room keeps seats`,
      { timeout: 60_000 },
      async () => {
        const player = await newTestPlayer(server.services, 20_00, 'ok');
        const room = await enter(name, player.token);
        quiet(room);
        const reconnectionToken = room.reconnectionToken;
        await drop(room);
        // (A lobby nobody is left in is disposed at once: nothing to come back to.)
        const seats =
          (matchMaker.getLocalRoomById(room.roomId) as unknown as { _reconnections: object } | undefined)
            ?._reconnections ?? {};
        const keepsSeats = Object.keys(seats).length > 0;
        const refused = await reconnectRefused(reconnectionToken);
        // The guard refuses only revoked sessions: where a room keeps a seat, a live player gets it back.
        expect(refused).toBe(!keepsSeats);
      },
    );
  }

  it(
    'a revocation pushed at sign-out everywhere closes the socket with 4401 and keeps no seat to reconnect to',
    { timeout: 60_000 },
    async () => {
      const player = await newTestPlayer(server.services, 20_00, 'px');
      const room = await enter('roll', player.token);
      quiet(room);
      const closed: number[] = [];
      room.onLeave((code) => closed.push(code));
      const reconnectionToken = room.reconnectionToken;
      expect(await server.services.sessions.revokeAll(player.userId)).toBe(1);
      await waitFor('the revoked socket closes', () => closed.length > 0);
      expect(closed).toEqual([SESSION_REVOKED_CLOSE_CODE]);
      expect(await reconnectRefused(reconnectionToken)).toBe(true);
    },
  );

  it(
    'a seat held for a dropped client is given up the moment its session is revoked',
    { timeout: 60_000 },
    async () => {
      const player = await newTestPlayer(server.services, 20_00, 'sx');
      const room = await enter('roll', player.token);
      quiet(room);
      await drop(room);
      const serverRoom = matchMaker.getLocalRoomById(room.roomId) as unknown as {
        _reconnections: Record<string, unknown>;
      };
      const held = () =>
        Object.keys(serverRoom._reconnections).includes(room.reconnectionToken.split(':')[1] ?? room.reconnectionToken);
      expect(held()).toBe(true);
      await server.services.sessions.revoke(sessionOf(player.token));
      await waitFor('the seat is given up', () => !held());
    },
  );
});
