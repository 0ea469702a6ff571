import { randomUUID } from 'node:crypto';
import type { SqlEntityManager } from '@mikro-orm/sql';
import { ColyseusSDK, type Room as SdkRoom } from '@colyseus/sdk';
// Adds waitForMessage and friends to SDK rooms.
import '@colyseus/testing';
import { type AppServices, type TestDatabase, createServices, getCatalog, grantItems, loadConfig, openTestDatabase, queryRows, signInUser } from '@arena/api';
import { JACKPOT_ROOM_ID, JACKPOT_SERVER_MESSAGES, type JackpotErrorEvent, JackpotState, sha256OfText } from '@arena/schemas';
import { type GameServer, createGameServer } from '../../../server';
import { freePort } from '../../crash/testing/crash-test-kit';
import type { JackpotRoom } from '../jackpot-room';
import { createJackpotModule } from '../module';
import type { JackpotSettings } from '../settings';

export { waitFor } from '../../crash/testing/crash-test-kit';

/**
 * Boots the real game server (jackpot module only) on a free port over a fresh test database; clients are real
 * SDK clients. Helpers only arrange data (players and their skins, which seed the next round commits to).
 */
export interface JackpotKit {
  db: TestDatabase;
  services: AppServices;
  games: GameServer;
  port: number;
  nextSeed: string | null;
  /** Stops the game server as SIGTERM does (once); the database stays open for checks. */
  stopServer(): Promise<void>;
  close(): Promise<void>;
}

export const FAST: Partial<JackpotSettings> = { countdownMs: 400, spinMs: 100, resultMs: 100 };

export async function bootJackpotKit(overrides: Partial<JackpotSettings> = {}): Promise<JackpotKit> {
  const db = await openTestDatabase();
  const services = createServices(loadConfig({ JWT_SECRET: `jackpot-test-${randomUUID()}` }), db.orm);
  const kit = { db, services, nextSeed: null } as JackpotKit;
  const module = createJackpotModule({
    ...FAST,
    ...overrides,
    drawServerSeed: () => {
      const seed = kit.nextSeed ?? sha256OfText(randomUUID());
      kit.nextSeed = null;
      return seed;
    },
  });
  kit.games = await createGameServer({ services, modules: [module] });
  kit.port = await freePort();
  await kit.games.listen(kit.port, '127.0.0.1');
  let stopping: Promise<void> | null = null;
  kit.stopServer = () => (stopping ??= kit.games.shutdown());
  kit.close = async () => {
    await kit.stopServer();
    await db.close();
  };
  return kit;
}

export interface Player {
  userId: string;
  token: string;
  name: string;
}

export async function newPlayer(services: AppServices): Promise<Player> {
  const name = `p${randomUUID().slice(0, 6)}`;
  const { userId } = await services.ledger.transaction((tx) => signInUser(tx, { subject: `dev:${randomUUID()}`, name, agreeTos: true }));
  return { userId, token: (await services.tokens.issue(userId)).token, name };
}

/** A catalogue skin priced within [min, max] cents (tests do not depend on the catalogue's exact contents). */
export function skinPriced(minCents: number, maxCents: number) {
  const item = getCatalog().items.find((i) => i.priceCents >= minCents && i.priceCents <= maxCents);
  if (!item) throw new Error(`no catalogue skin in ${minCents}..${maxCents}`);
  return item;
}

export async function giveSkins(services: AppServices, userId: string, catalogItemIds: number[], kind: 'REAL' | 'BONUS' = 'REAL', alfa = false): Promise<string[]> {
  const granted = await services.ledger.transaction((tx) => grantItems(services.ledger, tx, { userId, catalogItemIds, kind, alfa, key: randomUUID() }));
  return granted.itemIds;
}

export async function itemOwners(services: AppServices, ids: string[]): Promise<Record<string, string>> {
  const rows = await queryRows<{ id: string; user_id: string; status: string }>(services.orm.em.fork() as SqlEntityManager, `select id, user_id, status from user_items where id in (?)`, [ids]);
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
  const entered = room.waitForMessage(JACKPOT_SERVER_MESSAGES.entered, 10_000) as Promise<{ betId: string; valueCents: number }>;
  room.send('enter', { itemIds });
  return Promise.race([entered, nextError(room).then((e) => Promise.reject(new Error(e.error.key)))]);
}

export const em = (services: AppServices) => services.orm.em.fork() as SqlEntityManager;
