import { randomUUID } from 'node:crypto';
import type { SqlEntityManager } from '@mikro-orm/sql';
import { matchMaker } from '@colyseus/core';
import { ColyseusSDK, type Room as SdkRoom } from '@colyseus/sdk';
// Adds waitForMessage and friends to SDK rooms.
import '@colyseus/testing';
import { type AppServices, getCatalog, grantItems, queryRows } from '@arena/api';
import { JACKPOT_ROOM_ID, JACKPOT_SERVER_MESSAGES, type JackpotErrorEvent, JackpotState } from '@arena/schemas';
import {
  type RoomTestServer,
  aimableSeeds,
  bootRoomTestServer,
  newTestPlayer,
} from '../../../testing/room-test-server';
import { runOutOnlyRoomTimeout } from '../../../testing/room-timers';
import type { JackpotRoom } from '../jackpot-room';
import { createJackpotModule } from '../module';
import type { JackpotSettings } from '../settings';

export { waitFor } from '../../../testing/wait-for';

/**
 * Boots the real game server (jackpot module only) on a free port over a fresh test database; clients are real
 * SDK clients. Helpers only arrange data (players and their skins, which seed the next round commits to).
 */
export interface JackpotKit extends RoomTestServer {
  /** The seed the next round commits to (random when unset). */
  nextSeed: string | null;
}

export const FAST: Partial<JackpotSettings> = { countdownMs: 400, spinMs: 100, resultMs: 100 };

export async function bootJackpotKit(overrides: Partial<JackpotSettings> = {}): Promise<JackpotKit> {
  const seeds = aimableSeeds();
  const server = await bootRoomTestServer([createJackpotModule({ ...FAST, ...overrides, drawServerSeed: seeds.draw })]);
  return Object.defineProperty(server, 'nextSeed', {
    get: () => seeds.next,
    set: (seed: string | null) => (seeds.next = seed),
  }) as JackpotKit;
}

export interface Player {
  userId: string;
  token: string;
  name: string;
}

export function newPlayer(services: AppServices): Promise<Player> {
  return newTestPlayer(services);
}

/** A catalogue skin priced within [min, max] cents (tests do not depend on the catalogue's exact contents). */
export function skinPriced(minCents: number, maxCents: number) {
  const item = getCatalog().items.find((i) => i.priceCents >= minCents && i.priceCents <= maxCents);
  if (!item) throw new Error(`no catalogue skin in ${minCents}..${maxCents}`);
  return item;
}

export async function giveSkins(
  services: AppServices,
  userId: string,
  catalogItemIds: number[],
  kind: 'REAL' | 'BONUS' = 'REAL',
  alfa = false,
): Promise<string[]> {
  const granted = await services.ledger.transaction((tx) =>
    grantItems(services.ledger, tx, { userId, catalogItemIds, kind, alfa, key: randomUUID() }),
  );
  return granted.itemIds;
}

export async function itemOwners(services: AppServices, ids: string[]): Promise<Record<string, string>> {
  const rows = await queryRows<{ id: string; user_id: string; status: string }>(
    services.orm.em.fork() as SqlEntityManager,
    `select id, user_id, status from user_items where id in (?)`,
    [ids],
  );
  return Object.fromEntries(rows.map((r) => [r.id, `${r.user_id}:${r.status}`]));
}

export type JackpotSdkRoom = SdkRoom<JackpotRoom, InstanceType<typeof JackpotState>>;

export async function joinPot(port: number, player?: Player): Promise<JackpotSdkRoom> {
  const client = new ColyseusSDK(`ws://127.0.0.1:${port}`);
  if (player) client.auth.token = player.token;
  const room = await client.joinById(JACKPOT_ROOM_ID, {}, JackpotState);
  // Tests listen with waitForMessage; these keep the SDK from warning about messages nobody awaits.
  for (const type of Object.values(JACKPOT_SERVER_MESSAGES)) room.onMessage(type, () => undefined);
  return room as never;
}

export function nextError(room: SdkRoom): Promise<JackpotErrorEvent> {
  return room.waitForMessage(JACKPOT_SERVER_MESSAGES.error, 10_000) as Promise<JackpotErrorEvent>;
}

/** Sends `type` and answers the refusal key it gets back. */
export async function refusalOf(room: SdkRoom, type: string, message?: unknown): Promise<string> {
  const error = nextError(room);
  room.send(type, message);
  return (await error).error.key;
}

/** Enters skins and resolves once the entry is committed (rejects with the refusal key). */
export async function enter(room: SdkRoom, itemIds: string[]): Promise<{ betId: string; valueCents: number }> {
  const entered = room.waitForMessage(JACKPOT_SERVER_MESSAGES.entered, 10_000) as Promise<{
    betId: string;
    valueCents: number;
  }>;
  room.send('enter', { itemIds });
  return Promise.race([entered, nextError(room).then((e) => Promise.reject(new Error(e.error.key)))]);
}

export const em = (services: AppServices) => services.orm.em.fork() as SqlEntityManager;

/** The jackpot room on the server: tests read its state without depending on patch timing. */
export function serverPot(): JackpotRoom {
  return matchMaker.getLocalRoomById(JACKPOT_ROOM_ID) as JackpotRoom;
}

/**
 * Closes the pot now rather than when the countdown ends: a test's countdown leaves time for an entry to arrive on a
 * loaded machine, and is cut once every entry the test needs is in.
 */
export function endCountdown(): void {
  if (serverPot().state.status !== 'COUNTDOWN') throw new Error('no countdown running');
  runOutOnlyRoomTimeout(serverPot());
}
