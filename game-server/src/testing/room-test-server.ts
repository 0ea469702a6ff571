import { randomUUID } from 'node:crypto';
import { createServer } from 'node:net';
import { type AppServices, createServices, loadConfig, signInUser } from '@arena/api';
import { type TestDatabase, openTestDatabase } from '@arena/api/testing';
import { sha256OfText } from '@arena/schemas';
import type { GameModule } from '../game-module';
import { type GameServer, createGameServer } from '../server';

/**
 * Room tests boot the real game server with the modules under test on a free port, over a fresh test database
 * (or a given one, to play a restart); clients are real SDK clients. Every game's test kit starts here.
 */
export interface RoomTestServer {
  db: TestDatabase;
  services: AppServices;
  games: GameServer;
  port: number;
  /** Stops the game server as SIGTERM does (once); the database stays open for checks. */
  stopServer(): Promise<void>;
  close(options?: { keepDatabase?: boolean }): Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

export async function bootRoomTestServer(
  modules: GameModule[],
  options: {
    db?: TestDatabase;
    sessionRevocationPollMs?: number;
    env?: Record<string, string>;
    seatReservationSeconds?: number;
  } = {},
): Promise<RoomTestServer> {
  const db = options.db ?? (await openTestDatabase());
  const services = createServices(loadConfig({ JWT_SECRET: `room-test-${randomUUID()}`, ...options.env }), db.orm);
  const games = await createGameServer({
    services,
    modules,
    sessionRevocationPollMs: options.sessionRevocationPollMs,
    seatReservationSeconds: options.seatReservationSeconds,
  });
  const port = await freePort();
  await games.listen(port, '127.0.0.1');
  let stopping: Promise<void> | null = null;
  const stopServer = () => (stopping ??= games.shutdown());
  return {
    db,
    services,
    games,
    port,
    stopServer,
    async close({ keepDatabase = false } = {}) {
      await stopServer();
      if (!keepDatabase) await db.close();
    },
  };
}

/**
 * Where a seeded game's next server seed comes from in a test: `next` when a test aims an outcome (used once),
 * else a fresh one. Games take it as their `drawServerSeed` setting.
 */
export function aimableSeeds(): { next: string | null; draw: () => string } {
  const seeds = {
    next: null as string | null,
    draw: () => {
      const seed = seeds.next ?? sha256OfText(randomUUID());
      seeds.next = null;
      return seed;
    },
  };
  return seeds;
}

/** A signed-in player with a bearer token, optionally funded. */
export async function newTestPlayer(
  services: AppServices,
  depositCents = 0,
  prefix = 'p',
): Promise<{ userId: string; token: string; name: string }> {
  const name = `${prefix}${randomUUID().slice(0, 6)}`;
  const { userId } = await services.ledger.transaction((tx) =>
    signInUser(tx, { subject: `dev:${randomUUID()}`, name, agreeTos: true }),
  );
  if (depositCents > 0) await services.ledger.deposit({ userId, amountCents: depositCents, key: `seed-${userId}` });
  return { userId, token: (await services.tokens.issue(userId)).token, name };
}
