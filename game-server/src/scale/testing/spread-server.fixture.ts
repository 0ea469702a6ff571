import { createServices, loadConfig, openDatabase } from '@arena/api';
import { createCrashBattleModule } from '../../rooms/crash-battle/module';
import { createClanWarModule } from '../../rooms/clan-war/module';
import { createCrashModule } from '../../rooms/crash/module';
import { createRollModule } from '../../rooms/roll/module';
import { createGameServer } from '../../server';

/**
 * Child process of spread.pg.test.ts: a game server with single-room games (crash, roll, clan war) and per-match
 * rooms (crash battles) as one of several processes (REDIS_URL). Prints READY once listening, STOPPED after SIGTERM.
 */
const orm = await openDatabase({
  databaseUrl: process.env.DATABASE_URL || undefined,
  pgliteDataDir: process.env.PGLITE_DIR,
});
const services = createServices(loadConfig(), orm);
const games = await createGameServer({
  services,
  modules: [
    createCrashModule({ chainLength: Number(process.env.CRASH_CHAIN_LENGTH ?? 200) }),
    createRollModule(),
    createClanWarModule(),
    createCrashBattleModule(),
  ],
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
