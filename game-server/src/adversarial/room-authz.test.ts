import { randomUUID } from 'node:crypto';
import { matchMaker } from '@colyseus/core';
import { ColyseusSDK } from '@colyseus/sdk';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOKEN_AUDIENCE, TOKEN_ISSUER } from '@arena/api';
import { decodeRoomRefusal } from '@arena/schemas';
import { GAME_MODULES } from '../games';
import { hasDefaultRoomAuth } from '../room-auth';
import { quickGameModules } from '../testing/quick-game-modules';
import { type RoomTestServer, bootRoomTestServer } from '../testing/room-test-server';

/**
 * Authorization before validation in the rooms: walks every room type the game modules register. A join
 * or create carrying a bad token (garbage, signed with another key, signed for no user) is refused with
 * GLOBAL.FORBIDDEN by the room's onAuth, whatever options it sends: the options (hostile ones here) are never read
 * for it. Without a token a `create` is refused the same way; joining without one is watching (spectators, by design).
 */
const ROOM_TYPES = GAME_MODULES.flatMap((module) => module.rooms);
const HOSTILE_OPTIONS = {
  bootKey: 'guess',
  variant: 'nope',
  channel: 42,
  tableId: {},
  amountCents: -1,
  players: 'x',
  __proto__: { admin: true },
};

let server: RoomTestServer;
let tokens: Record<string, string>;

beforeAll(async () => {
  // The registered room types with short hash chains: what is walked here is onAuth, not chain storage.
  server = await bootRoomTestServer(quickGameModules());
  const sign = (secret: string, subject: string) =>
    new SignJWT({ sid: randomUUID() })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(subject)
      .setIssuer(TOKEN_ISSUER)
      .setAudience(TOKEN_AUDIENCE)
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(secret));
  tokens = {
    garbage: 'not-a-token',
    'another key': await sign('another-secret-another-secret-another', randomUUID()),
    'no such user': await sign(server.services.config.jwtSecret, randomUUID()),
  };
});

afterAll(async () => {
  await server?.close();
});

/** The catalogue key of a refusal, whether the message is the key itself or the envelope rooms encode. */
const keyOf = (message: string) => decodeRoomRefusal(message)?.key ?? message;

/** The refusal a matchmaking call ends with ('joined' when it was let in). */
async function attempt(
  call: (sdk: ColyseusSDK) => Promise<{ leave(): Promise<unknown> }>,
  token: string,
): Promise<string> {
  const sdk = new ColyseusSDK(`ws://127.0.0.1:${server.port}`);
  sdk.auth.token = token;
  try {
    const room = await call(sdk);
    await room.leave();
    return 'joined';
  } catch (error) {
    return keyOf((error as Error).message);
  }
}

describe('room authorization before validation', () => {
  it('walks every registered room type, each defined with an onAuth of its own', () => {
    expect(ROOM_TYPES.length).toBeGreaterThanOrEqual(10);
    const defaults = ROOM_TYPES.filter((entry) => hasDefaultRoomAuth(matchMaker.getRoomClass(entry.name) as never)).map(
      (entry) => entry.name,
    );
    expect(defaults).toEqual([]);
  });

  it('refuses a bad token with GLOBAL.FORBIDDEN before reading any option, on every room type and matchmaking call', async () => {
    const problems: string[] = [];
    for (const { name } of ROOM_TYPES) {
      const open = (await matchMaker.query({ name }))[0]?.roomId;
      const calls: [string, (sdk: ColyseusSDK) => Promise<{ leave(): Promise<unknown> }>][] = [
        ['joinOrCreate', (sdk) => sdk.joinOrCreate(name, HOSTILE_OPTIONS)],
        ['create', (sdk) => sdk.create(name, HOSTILE_OPTIONS)],
        ['join', (sdk) => sdk.join(name, HOSTILE_OPTIONS)],
      ];
      if (open) calls.push(['joinById', (sdk) => sdk.joinById(open, HOSTILE_OPTIONS)]);
      for (const [method, call] of calls) {
        for (const [which, token] of Object.entries(tokens)) {
          const answer = await attempt(call, token);
          if (answer !== 'GLOBAL.FORBIDDEN') problems.push(`${name} ${method} (${which}) -> ${answer}`);
        }
      }
    }
    expect(problems, problems.join('\n')).toEqual([]);
  }, 120_000);

  it('refuses a create without a token with GLOBAL.FORBIDDEN before reading its options, on every room type', async () => {
    const problems: string[] = [];
    for (const { name } of ROOM_TYPES) {
      const sdk = new ColyseusSDK(`ws://127.0.0.1:${server.port}`);
      let answer: string;
      try {
        await (await sdk.create(name, HOSTILE_OPTIONS)).leave();
        answer = 'created';
      } catch (error) {
        answer = keyOf((error as Error).message);
      }
      if (answer !== 'GLOBAL.FORBIDDEN') problems.push(`${name} create (no token) -> ${answer}`);
    }
    expect(problems, problems.join('\n')).toEqual([]);
  });
});
