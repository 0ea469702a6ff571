import { createServices, loadConfig, openDatabase } from '@arena/api';
import { createGameServer } from '../../../server';
import { createCrashModule } from '../module';

/**
 * Child process of crash-restart.test.ts: the game server with only the crash rooms, over the database
 * the test names (PGLITE_DIR or DATABASE_URL), stopped on SIGTERM exactly as main.ts and platform.ts do.
 * The test kills it with SIGKILL to play a crash of the machine.
 */
const orm = await openDatabase({ databaseUrl: process.env.DATABASE_URL || undefined, pgliteDataDir: process.env.PGLITE_DIR });
const services = createServices(loadConfig(), orm);
const games = await createGameServer({
  services,
  modules: [createCrashModule({ chainLength: Number(process.env.CRASH_CHAIN_LENGTH ?? 200) })],
});
await games.listen(Number(process.env.GAME_PORT), '127.0.0.1');
process.stdout.write('READY\n');
process.once('SIGTERM', () => {
  void games
    .shutdown()
    .then(() => orm.close())
    .then(() => {
      process.stdout.write('STOPPED\n');
      process.exit(0);
    });
});
