import { createJackpotModule } from '../../../rooms/jackpot/module';
import { createRollModule } from '../../../rooms/roll/module';
import { runFixtureServer } from '../../../testing/fixture-server';

/**
 * Child process of mirror-games.pg.test.ts: a game server with Rush and DropZone as one of several processes
 * (REDIS_URL), its public address its own loopback port; round timings come from the ROLL_* and JACKPOT_*
 * environment settings.
 */
await runFixtureServer(() => [createRollModule(), createJackpotModule()], {
  redisUrl: process.env.REDIS_URL,
  publicAddress: `127.0.0.1:${process.env.GAME_PORT}`,
});
