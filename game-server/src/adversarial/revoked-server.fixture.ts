import { createServices, loadConfig, openDatabase } from '@arena/api';
import { createCrashModule } from '../rooms/crash/module';
import { createGameServer } from '../server';

/**
 * Child process of revoked-cross-process.pg.test.ts: a game server on its own (REDIS_URL) with the crash module and
 * the backstop poll off, so a revocation can reach its rooms only through Redis. READY once listening.
 */
const orm = await openDatabase({
  databaseUrl: process.env.DATABASE_URL || undefined,
  pgliteDataDir: process.env.PGLITE_DIR,
});
const services = createServices(loadConfig(), orm);
const games = await createGameServer({
  services,
  modules: [createCrashModule({ chainLength: 200 })],
  redisUrl: process.env.REDIS_URL,
  publicAddress: `127.0.0.1:${process.env.GAME_PORT}`,
  sessionRevocationPollMs: 0,
});
process.once('SIGTERM', () => {
  void games
    .shutdown()
    .then(() => orm.close())
    .then(() => process.exit(0));
});
await games.listen(Number(process.env.GAME_PORT), '127.0.0.1');
process.stdout.write('READY\n');
