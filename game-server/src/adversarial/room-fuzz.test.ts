import { matchMaker } from '@colyseus/core';
import { ColyseusSDK, type Room as SdkRoom } from '@colyseus/sdk';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BINGO_CLIENT_MESSAGES,
  CHAT_CLIENT_MESSAGES,
  CRASH_BATTLE_CLIENT_MESSAGES,
  CRASH_BATTLE_ROOM_NAME,
  CRASH_CLIENT_MESSAGES,
  JACKPOT_CLIENT_MESSAGES,
  POTATO_CLIENT_MESSAGES,
  ROLL_CLIENT_MESSAGES,
  isErrorKey,
} from '@arena/schemas';
import { GAME_MODULES } from '../games';
import { quickGameModules } from '../testing/quick-game-modules';
import { type RoomTestServer, bootRoomTestServer, newTestPlayer } from '../testing/room-test-server';

/**
 * Room-message fuzzing: every room the game modules open at boot, plus a crash battle, gets
 * joined by funded players who send random message types and payloads, known types out of phase (cash out before a
 * bet, bets after the lock, leave mid-battle) and hostile values. Pass: every refusal the rooms send is a catalogue
 * key, the server still answers a fresh join afterwards, and the ledger invariants hold. ROOM_FUZZ_MESSAGES bounds it.
 */
const MESSAGES = Number(process.env.ROOM_FUZZ_MESSAGES ?? 40);
const SEED = Number(process.env.FUZZ_SEED ?? 18);

const KNOWN_TYPES = [
  ...new Set(
    [
      CRASH_CLIENT_MESSAGES,
      CRASH_BATTLE_CLIENT_MESSAGES,
      JACKPOT_CLIENT_MESSAGES,
      ROLL_CLIENT_MESSAGES,
      BINGO_CLIENT_MESSAGES,
      POTATO_CLIENT_MESSAGES,
      CHAT_CLIENT_MESSAGES,
    ].flatMap((messages) => Object.values(messages) as string[]),
  ),
];

const payload: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(undefined),
  fc.constantFrom<unknown>(null, 0, -1, 9007199254740991, 1e308, 'NaN', '', 'a\u0000b', [], {}, true, {
    __proto__: { admin: true },
  }),
  fc.record(
    {
      source: fc.constantFrom('REAL', 'BONUS', 'SKINS', 'X'),
      amountCents: fc.oneof(fc.integer({ min: -10, max: 100_000 }), fc.constantFrom(9007199254740991, 1e308, -0.5)),
      autoCashOutHundredths: fc.oneof(fc.integer({ min: 0, max: 1_000_000 }), fc.constant(1e308)),
      itemIds: fc.array(fc.oneof(fc.uuid(), fc.string({ maxLength: 40 })), { maxLength: 3 }),
      color: fc.constantFrom('red', 'green', 'black', 'x'),
      text: fc.string({ maxLength: 300 }),
      code: fc.string({ maxLength: 12 }),
      numbers: fc.array(fc.integer({ min: -5, max: 30 }), { maxLength: 6 }),
      clientTime: fc.integer(),
      targetHundredths: fc.integer({ min: -1, max: 1_000_000 }),
    },
    { requiredKeys: [] },
  ),
  fc.anything({ maxDepth: 2 }),
);

const message = fc.tuple(
  fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...KNOWN_TYPES) },
    { weight: 1, arbitrary: fc.string({ maxLength: 20 }) },
  ),
  payload,
);

let server: RoomTestServer;
beforeAll(async () => {
  // Every module and room type, with short hash chains: what is fuzzed is the rooms' message handling, and storing
  // full-length chains took most of the boot.
  server = await bootRoomTestServer(quickGameModules());
});
afterAll(async () => {
  await server?.services.ledger.assertInvariants();
  await server?.close();
});

function sdk(token?: string): ColyseusSDK {
  const client = new ColyseusSDK(`ws://127.0.0.1:${server.port}`);
  if (token) client.auth.token = token;
  return client;
}

/** Joins a room, records every message it sends, and answers the refusals (`{ error: { key, args } }`) seen. */
function listen(room: SdkRoom): { errors: unknown[]; count: () => number } {
  const errors: unknown[] = [];
  let count = 0;
  room.onMessage('*', (_type: string | number, body: unknown) => {
    count += 1;
    const error = (body as { error?: unknown } | null)?.error;
    if (error !== undefined) errors.push(error);
  });
  return { errors, count: () => count };
}

const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A join refused with a catalogue key (e.g. CRASH.PLUS_NEEDS_PREMIUM) is an answer too. */
async function joinOrRefusal(roomId: string, token?: string): Promise<SdkRoom | string> {
  try {
    return await sdk(token).joinById(roomId, {});
  } catch (error) {
    const key = (error as Error).message;
    if (isErrorKey(key)) return key;
    throw error;
  }
}

async function fuzzRoom(roomId: string, seed: number): Promise<{ badErrors: unknown[]; refusals: number }> {
  const players = await Promise.all([
    newTestPlayer(server.services, 50_00, 'fz'),
    newTestPlayer(server.services, 50_00, 'fz'),
  ]);
  const joined = await Promise.all(players.map((p) => joinOrRefusal(roomId, p.token)));
  const rooms = joined.filter((room): room is SdkRoom => typeof room !== 'string');
  if (rooms.length === 0) return { badErrors: [], refusals: 0 };
  const heard = rooms.map(listen);
  const samples = fc.sample(message, { numRuns: MESSAGES, seed });
  for (const [i, [type, body]] of samples.entries()) {
    const room = rooms[i % rooms.length]!;
    if (room.connection.isOpen) room.send(type, body);
    // two clients taking turns, each under the rooms' 10 messages a second (a flood is closed with 4002, by design)
    await settle(60);
  }
  await settle(300);
  const badErrors = heard
    .flatMap((h) => h.errors)
    .filter((error) => !isErrorKey((error as { key?: unknown } | null)?.key));
  await Promise.all(
    rooms.map((room) => (room.connection.isOpen ? room.leave(true).catch(() => undefined) : undefined)),
  );
  return { badErrors, refusals: heard.reduce((sum, h) => sum + h.errors.length, 0) };
}

describe('room-message fuzzing', () => {
  it('every boot room answers random and out-of-phase messages with catalogue refusals and stays up', async () => {
    const listed = (await matchMaker.query({})) as { roomId: string; name: string }[];
    const names = new Set(GAME_MODULES.flatMap((m) => m.rooms.map((r) => r.name)));
    expect(listed.length).toBeGreaterThan(5);
    // one room of each kind (crash has a room per variant, chat per channel, potato per table: the first stands for all)
    const firstOfEach = [
      ...new Map(listed.filter((room) => names.has(room.name)).map((room) => [room.name, room] as const)).values(),
    ];
    // The rooms side by side: each has its own players and its own seeded messages, and the pacing that keeps a client
    // under the rate limit is per client, so one room's fuzz cannot change another's (one after the other took 20 s).
    const outcomes = await Promise.all(
      firstOfEach.map(async (room, index) => {
        const { badErrors, refusals: heard } = await fuzzRoom(room.roomId, SEED + index);
        // the room still takes a new client
        const again = await joinOrRefusal(room.roomId, (await newTestPlayer(server.services, 0, 'fzx')).token);
        if (typeof again !== 'string') await again.leave(true);
        return {
          heard,
          bad: badErrors.length > 0 ? `${room.name} ${room.roomId}: ${JSON.stringify(badErrors.slice(0, 3))}` : '',
        };
      }),
    );
    const report = outcomes.flatMap((outcome) => (outcome.bad ? [outcome.bad] : []));
    const refusals = outcomes.reduce((sum, outcome) => sum + outcome.heard, 0);
    expect(report, report.join('\n')).toEqual([]);
    expect(refusals).toBeGreaterThan(0);
    await server.services.ledger.assertInvariants();
  }, 300_000);

  it('a crash battle takes random creation options, seats, leaves mid-battle and junk without breaking', async () => {
    const owner = await newTestPlayer(server.services, 50_00, 'fzb');
    const refused: unknown[] = [];
    for (const options of fc.sample(
      fc.record({
        seats: fc.integer({ min: -1, max: 6 }),
        rounds: fc.integer({ min: -1, max: 12 }),
        buyInCents: fc.integer({ min: -1, max: 10_000 }),
        isPrivate: fc.boolean(),
      }),
      { numRuns: 6, seed: SEED },
    )) {
      try {
        const room = await sdk(owner.token).create(CRASH_BATTLE_ROOM_NAME, options);
        await room.leave(true);
      } catch (error) {
        refused.push(error);
      }
    }
    const battle = await sdk(owner.token).create(CRASH_BATTLE_ROOM_NAME, {
      seats: 2,
      rounds: 1,
      buyInCents: 1_00,
      isPrivate: false,
    });
    const roomId = battle.roomId;
    battle.onMessage('*', () => undefined);
    const { badErrors } = await fuzzRoom(roomId, SEED + 99);
    expect(badErrors).toEqual([]);
    await battle.leave(true).catch(() => undefined);
    expect((await matchMaker.query({})).length).toBeGreaterThan(0);
    await server.services.ledger.assertInvariants();
  }, 120_000);
});
