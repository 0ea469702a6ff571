import { createServices, loadConfigOrExit, openPlatformDatabase } from '@arena/api';
import { createGameServer } from './server';
import { listeningLine } from './listening-line';
import { RedisUnreachableError } from './scale/resp';

/** The game server alone (production layout: needs DATABASE_URL; REDIS_URL to run several of them). */
const config = loadConfigOrExit();
if (!config.databaseUrl)
  throw new Error(
    'the standalone game server needs DATABASE_URL (the embedded database is single-process: use npm start)',
  );
const orm = await openPlatformDatabase(config);
const services = createServices(config, orm);
// The rooms place the bets here: their first batch should not pay the database session's cold start.
await services.ledger.warm();
const games = await createGameServer({
  services,
  redisUrl: process.env.REDIS_URL || undefined,
  publicAddress: process.env.PUBLIC_ADDRESS || undefined,
}).catch((error: unknown) => {
  // Redis named but not answering: one clear line, no stack (scale/resp.ts).
  if (!(error instanceof RedisUnreachableError)) throw error;
  console.error(`game server not started: ${error.message}`);
  process.exit(1);
});
await games.listen(config.gamePort, config.host);
console.log(listeningLine(config.host, config.gamePort, process.env.PUBLIC_ADDRESS || undefined));
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void games
      .shutdown()
      .then(() => orm.close())
      .then(() => process.exit(0));
  });
}
