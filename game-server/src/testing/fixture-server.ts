import { type AppServices, createServices, loadConfig, openDatabase } from '@arena/api';
import type { GameModule } from '../game-module';
import { type GameServerOptions, createGameServer } from '../server';

/**
 * The body of a kill-and-restart test's child process: a game server with the given modules over the database
 * the test names (PGLITE_DIR or DATABASE_URL), stopped on SIGTERM exactly as main.ts and platform.ts do.
 * Prints READY once listening and STOPPED after a clean stop.
 */
export async function runFixtureServer(
  modules: (services: AppServices) => GameModule[],
  /** One of several processes (scale/): the Redis URL and the address seat reservations name. */
  cluster: Pick<GameServerOptions, 'redisUrl' | 'publicAddress'> = {},
): Promise<void> {
  const orm = await openDatabase({
    databaseUrl: process.env.DATABASE_URL || undefined,
    pgliteDataDir: process.env.PGLITE_DIR,
  });
  const services = createServices(loadConfig(), orm);
  const games = await createGameServer({ services, modules: modules(services), ...cluster });
  // The handler goes in before READY: a SIGTERM sent the moment the parent reads READY would otherwise meet the
  // default disposition and kill the process by signal (seen once in CI under load).
  process.once('SIGTERM', () => {
    void games
      .shutdown()
      .then(() => orm.close())
      .then(() => {
        process.stdout.write('STOPPED\n');
        process.exit(0);
      });
  });
  await games.listen(Number(process.env.GAME_PORT), '127.0.0.1');
  process.stdout.write('READY\n');
}
