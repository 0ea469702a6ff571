import { createServices, loadConfig, openDatabase } from '@arena/api';
import { randomServerSeed } from '@arena/schemas';
import { createGameServer } from '../../../server';
import { createCrashBattleModule } from '../module';

/**
 * Child process of crash-battle-restart.test.ts: the game server with only the battle rooms over the database
 * the test names (PGLITE_DIR or DATABASE_URL). BATTLE_SEED aims the next battle's seed (test code only).
 */
const orm = await openDatabase({ databaseUrl: process.env.DATABASE_URL || undefined, pgliteDataDir: process.env.PGLITE_DIR });
const services = createServices(loadConfig(), orm);
const games = await createGameServer({
  services,
  modules: [createCrashBattleModule({ drawServerSeed: () => process.env.BATTLE_SEED || randomServerSeed() })],
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
