/**
 * The API and a game server with every room game, in this process, on free loopback ports (PGlite in memory), with
 * dev sign-in, an admin for the ledger invariants (`load-admin`), raised rate limits and short rounds: what the load
 * CLI's tests run the scenarios against.
 */
import { type ApiPlatform, createApiPlatform, loadConfig } from '@arena/api';
import { type TestDatabase, openTestDatabase } from '@arena/api/testing';
import { type GameServer, createGameServer } from '@arena/game-server';
import { createChatModule } from '../../../game-server/src/rooms/chat/module';
import { createCrashBattleModule } from '../../../game-server/src/rooms/crash-battle/module';
import { createCrashModule } from '../../../game-server/src/rooms/crash/module';
import { createJackpotModule } from '../../../game-server/src/rooms/jackpot/module';
import { createRollModule } from '../../../game-server/src/rooms/roll/module';
import { freePort } from '../../../game-server/src/testing/room-test-server';

export interface LoadPlatform {
  apiUrl: string;
  gameUrl: string;
  close(): Promise<void>;
}

export async function startLoadPlatform(): Promise<LoadPlatform> {
  let db: TestDatabase | undefined;
  let api: ApiPlatform | undefined;
  let games: GameServer | undefined;
  const close = async () => {
    await games?.shutdown();
    await api?.close();
    await db?.close();
  };
  try {
    db = await openTestDatabase();
    const config = loadConfig({
      NODE_ENV: 'test',
      JWT_SECRET: 'load-test-secret-load-test-secret',
      DEV_SIGNIN: '1',
      DEMO_DATA: '0',
      DATA_DIR: '/tmp/arena-test-unused',
      CLIENT_DIST_DIR: '/nonexistent',
      ADMIN_SUBJECTS: 'dev:load-admin',
      AUTH_RATE_LIMIT_PER_MINUTE: '1000',
      RATE_LIMIT_PER_MINUTE: '100000',
      SANDBOX_PAYMENT_DELAY_MS: '0',
      COMMERCE_JOB_INTERVAL_MS: '100',
    });
    api = await createApiPlatform(config, db.orm, { logger: false });
    await api.app.listen({ host: '127.0.0.1', port: 0 });
    const address = api.app.server.address();
    const apiUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    // The first join opens betting; 3 s of it leaves every bettor time to join and bet on a loaded machine.
    // The other room games run short rounds so a run of a few seconds sees several of them.
    const modules = [
      createCrashModule({ bettingMs: 3000, crashedPauseMs: 500, chainLength: 400 }),
      createRollModule({ bettingMs: 1500, spinMs: 300, resultMs: 200, chainLength: 400 }),
      createJackpotModule({ countdownMs: 1000, spinMs: 200, resultMs: 200 }),
      createCrashBattleModule({ countdownMs: 300, crashedPauseMs: 200 }),
      // Production chat limits: the flooder meets the real spam rule and the real socket cap.
      createChatModule({ giveawayTickMs: 0, feedPollMs: 0 }),
    ];
    games = await createGameServer({ services: api.services, modules });
    const port = await freePort();
    await games.listen(port, '127.0.0.1');
    return { apiUrl, gameUrl: `ws://127.0.0.1:${port}`, close };
  } catch (error) {
    await close();
    throw error;
  }
}
