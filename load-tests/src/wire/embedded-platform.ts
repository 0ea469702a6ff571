/**
 * The API and a game server with crash rooms only, in this process, on free loopback ports (PGlite in memory):
 * what the wire client's tests and the spectator-cost bench run against.
 */
import { type ApiPlatform, type Orm, createApiPlatform, loadConfig } from '@arena/api';
import { type TestDatabase, openTestDatabase } from '@arena/api/testing';
import { type GameServer, createGameServer } from '@arena/game-server';
import { createCrashModule } from '../../../game-server/src/rooms/crash/module';
import { freePort } from '../../../game-server/src/testing/room-test-server';

export interface EmbeddedPlatform {
  apiUrl: URL;
  gameUrl: string;
  /** The platform's database (a test aims the crash chain at a round it wants). */
  orm: Orm;
  close(): Promise<void>;
}

/** `bettingMs`: the crash betting window (short rounds show many phases in a few seconds). */
export async function startCrashPlatform(bettingMs: number): Promise<EmbeddedPlatform> {
  let db: TestDatabase | undefined;
  let api: ApiPlatform | undefined;
  let games: GameServer | undefined;
  try {
    db = await openTestDatabase();
    const config = loadConfig({
      NODE_ENV: 'test',
      JWT_SECRET: 'wire-test-secret-wire-test-secret',
      DEV_SIGNIN: '1',
      DEMO_DATA: '0',
      DATA_DIR: '/tmp/arena-test-unused',
      CLIENT_DIST_DIR: '/nonexistent',
      AUTH_RATE_LIMIT_PER_MINUTE: '1000',
      RATE_LIMIT_PER_MINUTE: '100000',
      SANDBOX_PAYMENT_DELAY_MS: '0',
      COMMERCE_JOB_INTERVAL_MS: '100',
    });
    api = await createApiPlatform(config, db.orm, { logger: false });
    await api.app.listen({ host: '127.0.0.1', port: 0 });
    const address = api.app.server.address();
    const apiUrl = new URL(`http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`);
    games = await createGameServer({
      services: api.services,
      modules: [createCrashModule({ bettingMs, crashedPauseMs: 500, chainLength: 400 })],
    });
    const port = await freePort();
    await games.listen(port, '127.0.0.1');
    const [g, a, d] = [games, api, db];
    return {
      apiUrl,
      gameUrl: `ws://127.0.0.1:${port}`,
      orm: d.orm,
      async close() {
        await g.shutdown();
        await a.close();
        await d.close();
      },
    };
  } catch (error) {
    await games?.shutdown();
    await api?.close();
    await db?.close();
    throw error;
  }
}
