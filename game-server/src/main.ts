import { createServices, loadConfig, openPlatformDatabase } from '@arena/api';
import { createGameServer } from './server';

/** The game server alone (production layout: needs DATABASE_URL; REDIS_URL to run several of them). */
const config = loadConfig();
if (!config.databaseUrl) throw new Error('the standalone game server needs DATABASE_URL (the embedded database is single-process: use npm start)');
const orm = await openPlatformDatabase(config);
const games = await createGameServer({
  services: createServices(config, orm),
  redisUrl: process.env.REDIS_URL,
  publicAddress: process.env.PUBLIC_ADDRESS,
});
await games.listen(config.gamePort, config.host);
console.log(`game server listening on ${config.gameServerUrl}`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void games.shutdown().then(() => orm.close()).then(() => process.exit(0));
  });
}
