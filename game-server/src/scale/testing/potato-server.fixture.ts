import { createServices, loadConfig, openDatabase } from '@arena/api';
import { createPotatoModule } from '../../rooms/potato/module';
import { createGameServer } from '../../server';

/**
 * Child process of potato-tables.pg.test.ts: a game server with the potato module as one of several processes
 * (REDIS_URL). Timings come from the POTATO_* environment. Prints READY once listening, STOPPED after SIGTERM.
 */
const orm = await openDatabase({
  databaseUrl: process.env.DATABASE_URL || undefined,
  pgliteDataDir: process.env.PGLITE_DIR,
});
const services = createServices(loadConfig(), orm);
const games = await createGameServer({
  services,
  modules: [createPotatoModule()],
  redisUrl: process.env.REDIS_URL,
  publicAddress: `127.0.0.1:${process.env.GAME_PORT}`,
});
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
