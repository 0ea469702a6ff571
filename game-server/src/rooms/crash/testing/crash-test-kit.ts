import { randomUUID } from 'node:crypto';
import type { SqlEntityManager } from '@mikro-orm/sql';
import { matchMaker } from '@colyseus/core';
import { ColyseusSDK, type Room as SdkRoom } from '@colyseus/sdk';
// Adds waitForMessage and friends to SDK rooms.
import '@colyseus/testing';
import { type Orm, queryOne, queryRows, setPremium, signInUser } from '@arena/api';
import {
  CRASH_SERVER_MESSAGES,
  type CrashErrorEvent,
  CrashRoomState,
  type CrashVariant,
  crashPointHundredths,
  crashRoomId,
} from '@arena/schemas';
import { type RoomTestServer, bootRoomTestServer, freePort } from '../../../testing/room-test-server';
import { waitFor } from '../../../testing/wait-for';
import type { CrashRoom } from '../crash-room';
import { createCrashModule } from '../module';
import type { CrashSettings } from '../settings';

/**
 * Boots the real game server (crash module only) on a free port over a fresh test database, with real
 * SDK clients. Test helpers here only arrange data (players, skins, which chain link plays next);
 * everything under test runs through the room.
 */
export type CrashKit = RoomTestServer;

// The shared helpers, for the suites that still import them from here.
export { freePort, waitFor };

export function bootCrashKit(overrides: Partial<CrashSettings>): Promise<CrashKit> {
  return bootRoomTestServer([createCrashModule({ chainLength: 400, ...overrides })]);
}

export interface Player {
  userId: string;
  token: string;
}

export async function newPlayer(kit: CrashKit, depositCents: number, premium = false): Promise<Player> {
  const { services } = kit;
  const { userId } = await services.ledger.transaction((tx) =>
    signInUser(tx, { subject: `dev:${randomUUID()}`, name: `p${userId4()}`, agreeTos: true }),
  );
  if (depositCents > 0) await services.ledger.deposit({ userId, amountCents: depositCents, key: `seed-${userId}` });
  if (premium) await setPremium(em(kit), userId, true);
  return { userId, token: (await services.tokens.issue(userId)).token };
}

const userId4 = () => randomUUID().slice(0, 4);
export const em = (kit: CrashKit) => kit.db.orm.em.fork() as SqlEntityManager;

/** Skins in a player's inventory (commerce owns this table; tests only need rows to stake). */
export async function giveSkins(
  kit: CrashKit,
  userId: string,
  pricesCents: number[],
  kind: 'REAL' | 'BONUS' = 'REAL',
): Promise<string[]> {
  const ids: string[] = [];
  for (const price of pricesCents) {
    const id = randomUUID();
    // A bonus skin is bonus-born and expires (commerce's user_items_bonus_shape rule).
    await em(kit).execute(
      kind === 'BONUS'
        ? `insert into user_items (id, user_id, catalog_item_id, price_cents, kind, bonus_origin, expires_at) values (?, ?, 1, ?, ?, true, now() + interval '3 days')`
        : `insert into user_items (id, user_id, catalog_item_id, price_cents, kind) values (?, ?, 1, ?, ?)`,
      [id, userId, price, kind],
      'run',
    );
    ids.push(id);
  }
  return ids;
}

export type CrashSdkRoom = SdkRoom<CrashRoom, InstanceType<typeof CrashRoomState>>;

export function join(kit: CrashKit, variant: CrashVariant, token?: string): Promise<CrashSdkRoom> {
  return joinAt(kit.port, variant, token);
}

/** A real SDK client joining the variant's room on a game server at `port`. */
export async function joinAt(port: number, variant: CrashVariant, token?: string): Promise<CrashSdkRoom> {
  const sdk = new ColyseusSDK(`ws://127.0.0.1:${port}`);
  if (token) sdk.auth.token = token;
  const room = await sdk.joinById(crashRoomId(variant), {}, CrashRoomState);
  // Tests listen with waitForMessage; these keep the SDK from warning about messages nobody awaits.
  for (const type of Object.values(CRASH_SERVER_MESSAGES)) room.onMessage(type, () => undefined);
  return room as never;
}

export function serverRoom(variant: CrashVariant): CrashRoom {
  return matchMaker.getLocalRoomById(crashRoomId(variant)) as CrashRoom;
}

/** The server-side phase, so tests never depend on patch timing to know where the round is. */
export function waitForPhase(variant: CrashVariant, phase: string, timeoutMs?: number): Promise<true> {
  return waitFor(`phase ${phase}`, () => serverRoom(variant).state.phase === phase, timeoutMs);
}

/**
 * Runs a room clock timeout of `ms` out now (false if none is pending): it fires on the room clock's next tick,
 * as if its time had passed. Tests keep long windows (a bet sent on a loaded machine still arrives in time) and
 * skip what is left of one once everything they needed inside it has happened, instead of waiting it out.
 */
export function runOutTimer(variant: CrashVariant, ms: number): boolean {
  const timers = serverRoom(variant).clock.delayed.filter((d) => d.active && d.time === ms);
  if (timers.length > 1)
    throw new Error(`expected at most one ${ms} ms timer in the ${variant} room, found ${timers.length}`);
  if (timers[0]) timers[0].elapsedTime = ms;
  return timers.length === 1;
}

/** Closes the betting window now; every bet the test needs must already be placed. */
export function closeBetting(variant: CrashVariant, bettingMs: number): void {
  if (serverRoom(variant).state.phase !== 'BETTING' || !runOutTimer(variant, bettingMs))
    throw new Error('no betting window open');
}

/** The next error the room sends this client. */
export function nextError(room: SdkRoom): Promise<CrashErrorEvent> {
  return room.waitForMessage(CRASH_SERVER_MESSAGES.error, 10_000) as Promise<CrashErrorEvent>;
}

/**
 * Test arrangement: makes the next round play the first unplayed link whose crash point satisfies
 * `wanted`, by marking the links before it as spent (voided) rounds. Only while no round is live.
 */
export async function aimNextRound(
  db: CrashKit | { db: { orm: Orm } },
  variant: CrashVariant,
  wanted: (hundredths: number) => boolean,
): Promise<number> {
  const em = () => db.db.orm.em.fork() as SqlEntityManager;
  // Within the chain playing now (round numbers count on across chains: link i is round first_index + i).
  const chain = (await queryOne<{ id: number; salt: string; first_index: number }>(
    em(),
    `select id, salt, first_index from crash_chains where variant = ? and status = 'CURRENT'`,
    [variant],
  ))!;
  const offset = Number(chain.first_index);
  const last = await queryOne<{ idx: number | null }>(
    em(),
    `select max(chain_index) as idx from crash_rounds where variant = ?`,
    [variant],
  );
  const from = Number(last?.idx ?? 0) + 1;
  const links = await queryRows<{ idx: number; hash: string }>(
    em(),
    `select idx, encode(hash, 'hex') as hash from crash_chain_links where chain_id = ? and idx >= ? order by idx limit 200`,
    [chain.id, from - offset],
  );
  const target = links.find((link) => wanted(crashPointHundredths(link.hash, chain.salt, variant)));
  if (!target) throw new Error('no suitable link in the next 200');
  if (target.idx + offset > from) {
    await spendCrashRoundsUpTo(db, variant, target.idx + offset - 1);
  }
  return crashPointHundredths(target.hash, chain.salt, variant);
}

/** Test arrangement: marks every round up to `roundIndex` spent (one voided round there; the next opens after it). */
export async function spendCrashRoundsUpTo(
  db: CrashKit | { db: { orm: Orm } },
  variant: CrashVariant,
  roundIndex: number,
): Promise<void> {
  await (db.db.orm.em.fork() as SqlEntityManager).execute(
    `insert into crash_rounds (variant, chain_index, crash_point_hundredths, status, ended_at) values (?, ?, 100, 'VOIDED', now())`,
    [variant, roundIndex],
    'run',
  );
}

export async function balanceOf(kit: CrashKit, userId: string): Promise<number> {
  return (await kit.services.ledger.balances(userId)).realCents;
}
