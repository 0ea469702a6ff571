import type { SqlEntityManager } from '@mikro-orm/sql';
import { matchMaker } from '@colyseus/core';
import { ColyseusSDK, type Room as SdkRoom } from '@colyseus/sdk';
// Adds waitForMessage and friends to SDK rooms.
import '@colyseus/testing';
import {
  CRASH_BATTLE_ROOM_NAME,
  CRASH_BATTLE_SERVER_MESSAGES,
  type CrashBattleCreateOptions,
  type CrashBattleErrorEvent,
  CrashBattleState,
  type UnattendedSeat,
  battleOutcome,
  crashBattleClientSeed,
  sha256OfText,
  unattendedRound,
} from '@arena/schemas';
import {
  type RoomTestServer,
  aimableSeeds,
  bootRoomTestServer,
  newTestPlayer,
} from '../../../testing/room-test-server';
import type { CrashBattleRoom } from '../crash-battle-room';
import { createCrashBattleModule } from '../module';
import type { CrashBattleSettings } from '../settings';

export { waitFor } from '../../../testing/wait-for';

/**
 * Boots the real game server (crash battle module only) on a free port over a fresh test database; clients
 * are real SDK clients. Helpers only arrange data (players, which seed the next battle commits to).
 */
export interface BattleKit extends RoomTestServer {
  /** The seed the next created battle commits to (random when unset). */
  nextSeed: string | null;
}

export const FAST: Partial<CrashBattleSettings> = {
  countdownMs: 150,
  crashedPauseMs: 100,
  noLeaveMs: 0,
  lingerMs: 60_000,
};

export async function bootBattleKit(overrides: Partial<CrashBattleSettings> = {}): Promise<BattleKit> {
  const seeds = aimableSeeds();
  const server = await bootRoomTestServer([
    createCrashBattleModule({ ...FAST, ...overrides, drawServerSeed: seeds.draw }),
  ]);
  return Object.defineProperty(server, 'nextSeed', {
    get: () => seeds.next,
    set: (seed: string | null) => (seeds.next = seed),
  }) as BattleKit;
}

export interface Player {
  userId: string;
  token: string;
  name: string;
}

export function newPlayer(kit: BattleKit, depositCents: number): Promise<Player> {
  return newTestPlayer(kit.services, depositCents);
}

export const em = (kit: BattleKit) => kit.db.orm.em.fork() as SqlEntityManager;

export type BattleSdkRoom = SdkRoom<CrashBattleRoom, InstanceType<typeof CrashBattleState>>;

function sdk(kit: BattleKit, token?: string): ColyseusSDK {
  const client = new ColyseusSDK(`ws://127.0.0.1:${kit.port}`);
  if (token) client.auth.token = token;
  return client;
}

function quiet(room: SdkRoom): void {
  // Tests listen with waitForMessage; these keep the SDK from warning about messages nobody awaits.
  for (const type of Object.values(CRASH_BATTLE_SERVER_MESSAGES)) room.onMessage(type, () => undefined);
}

export async function createBattle(
  kit: BattleKit,
  player: Player | undefined,
  options: CrashBattleCreateOptions,
): Promise<BattleSdkRoom> {
  const room = await sdk(kit, player?.token).create(CRASH_BATTLE_ROOM_NAME, options, CrashBattleState);
  quiet(room);
  return room as never;
}

export async function watch(kit: BattleKit, battleId: string, player?: Player): Promise<BattleSdkRoom> {
  const room = await sdk(kit, player?.token).joinById(battleId, {}, CrashBattleState);
  quiet(room);
  return room as never;
}

/** Connects and takes a seat; resolves with the seat number. */
export async function joinSeat(
  kit: BattleKit,
  battleId: string,
  player: Player,
  code?: string,
): Promise<{ room: BattleSdkRoom; seat: number }> {
  const room = await watch(kit, battleId, player);
  const seated = room.waitForMessage(CRASH_BATTLE_SERVER_MESSAGES.seated, 10_000) as Promise<{ seat: number }>;
  room.send('join', code === undefined ? {} : { code });
  const reply = await Promise.race([seated, nextError(room).then((e) => Promise.reject(new Error(e.error.key)))]);
  return { room, seat: reply.seat };
}

export function nextError(room: SdkRoom): Promise<CrashBattleErrorEvent> {
  return room.waitForMessage(CRASH_BATTLE_SERVER_MESSAGES.error, 10_000) as Promise<CrashBattleErrorEvent>;
}

/** Sends `type` and answers the refusal key it gets back. */
export async function refusalOf(room: SdkRoom, type: string, message?: unknown): Promise<string> {
  const error = nextError(room);
  room.send(type, message);
  return (await error).error.key;
}

export function serverBattle(battleId: string): CrashBattleRoom {
  return matchMaker.getLocalRoomById(battleId) as CrashBattleRoom;
}

export async function balanceOf(kit: BattleKit, userId: string): Promise<number> {
  return (await kit.services.ledger.balances(userId)).realCents;
}

/** Curves past this take long to play (2x takes 11.5 s): aimed battles crash early so tests stay quick. */
const QUICK_CRASH = 150;

export interface AimedBattle {
  serverSeed: string;
  crashPoints: number[];
  totals: number[];
  outcome: ReturnType<typeof battleOutcome>;
}

/**
 * A seed whose battle, played unattended (bots at their targets, players at `seats[i].presetHundredths`),
 * ends as `wanted` says, with every round crashing by 1.50x. Searched from sha256 of a counter, so tests are
 * deterministic; the expected result comes from the published algorithm, not from the room.
 */
export function aimBattle(
  seatIds: (string | null)[],
  seats: UnattendedSeat[],
  rounds: number,
  wanted: (aimed: AimedBattle) => boolean = () => true,
): AimedBattle {
  const clientSeed = crashBattleClientSeed(seatIds);
  for (let i = 0; i < 200_000; i++) {
    const serverSeed = sha256OfText(`battle-seed-${i}`);
    const totals = seats.map(() => 0);
    const crashPoints: number[] = [];
    for (let round = 1; round <= rounds; round++) {
      const played = unattendedRound({ serverSeed, clientSeed, round, seats });
      crashPoints.push(played.crashPointHundredths);
      played.scores.forEach((score, seat) => (totals[seat]! += score));
    }
    if (crashPoints.some((c) => c > QUICK_CRASH)) continue;
    const aimed = { serverSeed, crashPoints, totals, outcome: battleOutcome(totals) };
    if (wanted(aimed)) return aimed;
  }
  throw new Error('no seed found');
}
