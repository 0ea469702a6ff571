import type { SqlEntityManager } from '@mikro-orm/sql';
import { matchMaker } from '@colyseus/core';
import { ColyseusSDK, type Room as SdkRoom } from '@colyseus/sdk';
// Adds waitForMessage and friends to SDK rooms.
import '@colyseus/testing';
import { type Orm, queryOne, queryRows } from '@arena/api';
import { ROLL_ROOM_ID, ROLL_SERVER_MESSAGES, type RollErrorEvent, RollRoomState, rollCell } from '@arena/schemas';
import { type RoomTestServer, bootRoomTestServer } from '../../../testing/room-test-server';
import { runOutRoomTimer } from '../../../testing/room-timers';
import { waitFor } from '../../../testing/wait-for';
import { createRollModule } from '../module';
import type { RollRoom } from '../roll-room';
import type { RollSettings } from '../settings';

/**
 * Boots the real game server (roll module only) on a free port over a fresh test database, with real SDK
 * clients. Helpers only arrange data (which chain link plays next); everything under test runs through the room.
 */
export type RollKit = RoomTestServer;

export { waitFor };

/** Four seconds of betting: long enough for a test's several acknowledged bets on a loaded CI machine (1.5 s was not). */
export const ROLL_BETTING_MS = 4_000;

export function bootRollKit(overrides: Partial<RollSettings> = {}): Promise<RollKit> {
  return bootRoomTestServer([
    createRollModule({ chainLength: 400, bettingMs: ROLL_BETTING_MS, spinMs: 300, resultMs: 200, ...overrides }),
  ]);
}

/** Closes the betting window now, instead of waiting it out; every bet the test needs must already be placed. */
export function closeRollBetting(bettingMs = ROLL_BETTING_MS): void {
  if (serverRoll().state.phase !== 'BETTING' || !runOutRoomTimer(serverRoll(), bettingMs))
    throw new Error('no roll betting window open');
}

export type RollSdkRoom = SdkRoom<RollRoom, InstanceType<typeof RollRoomState>>;

/** A real SDK client joining the roll room on a game server at `port`. */
export async function joinRoll(port: number, token?: string): Promise<RollSdkRoom> {
  const sdk = new ColyseusSDK(`ws://127.0.0.1:${port}`);
  if (token) sdk.auth.token = token;
  const room = await sdk.joinById(ROLL_ROOM_ID, {}, RollRoomState);
  for (const type of Object.values(ROLL_SERVER_MESSAGES)) room.onMessage(type, () => undefined);
  return room as never;
}

export function serverRoll(): RollRoom {
  return matchMaker.getLocalRoomById(ROLL_ROOM_ID) as RollRoom;
}

/** The server-side phase, so tests never depend on patch timing to know where the round is. */
export function waitForRollPhase(phase: string, timeoutMs?: number): Promise<true> {
  return waitFor(`phase ${phase}`, () => serverRoll().state.phase === phase, timeoutMs);
}

export function nextRollError(room: SdkRoom): Promise<RollErrorEvent> {
  return room.waitForMessage(ROLL_SERVER_MESSAGES.error, 10_000) as Promise<RollErrorEvent>;
}

/**
 * Test arrangement: makes the next round play the first unplayed link whose cell satisfies `wanted`, by
 * marking the links before it as spent (voided) rounds. Only while no round is live.
 */
export async function aimNextRoll(orm: Orm, wanted: (cell: number) => boolean): Promise<number> {
  const em = () => orm.em.fork() as SqlEntityManager;
  // Within the chain playing now (round numbers count on across chains: link i is round first_index + i).
  const chain = (await queryOne<{ id: number; salt: string; first_index: number }>(
    em(),
    `select id, salt, first_index from crash_chains where variant = 'roll' and status = 'CURRENT'`,
  ))!;
  const offset = Number(chain.first_index);
  const last = await queryOne<{ idx: number | null }>(em(), `select max(chain_index) as idx from roll_rounds`);
  const from = Number(last?.idx ?? 0) + 1;
  const links = await queryRows<{ idx: number; hash: string }>(
    em(),
    `select idx, encode(hash, 'hex') as hash from crash_chain_links where chain_id = ? and idx >= ? order by idx limit 200`,
    [chain.id, from - offset],
  );
  const target = links.find((link) => wanted(rollCell(link.hash, chain.salt)));
  if (!target) throw new Error('no suitable link in the next 200');
  if (target.idx + offset > from) await spendRollRoundsUpTo(orm, target.idx + offset - 1);
  return rollCell(target.hash, chain.salt);
}

/** Test arrangement: marks every round up to `roundIndex` spent (one voided round there; the next opens after it). */
export async function spendRollRoundsUpTo(orm: Orm, roundIndex: number): Promise<void> {
  await (orm.em.fork() as SqlEntityManager).execute(
    `insert into roll_rounds (chain_index, cell, status, ended_at) values (?, 0, 'VOIDED', now())`,
    [roundIndex],
    'run',
  );
}
