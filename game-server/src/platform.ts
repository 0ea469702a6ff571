import { createApiPlatform, loadConfigOrExit, openPlatformDatabase } from '@arena/api';
import { createGameServer } from './server';

/**
 * The embedded platform in one process: the web app (client, `/api`, `/cdn`) and the game server share
 * one database handle (PGlite allows one process). `npm start` runs this.
 */
const config = loadConfigOrExit();
const orm = await openPlatformDatabase(config);
const api = await createApiPlatform(config, orm);
const games = await createGameServer({ services: api.services, redisUrl: process.env.REDIS_URL });
// Signal handlers go in before the banner, so a stop sent on reading it is never met by the default disposition.
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: finishing running rounds, then stopping`);
    void (async () => {
      await games.shutdown();
      await api.app.close();
      await orm.close();
      process.exit(0);
    })();
  });
}
await api.app.listen({ host: config.host, port: config.port });
await games.listen(config.gamePort, config.host);

console.log(`
  Skin Arena is running
  - site:         ${config.publicUrl}
  - REST API:     ${config.publicUrl}/api  (docs: ${config.publicUrl}/api/docs)
  - game server:  ${config.gameServerUrl}
  - database:     ${config.databaseUrl ? 'Postgres (DATABASE_URL)' : `embedded PGlite in ${config.dataDir}/pglite`}
  - dev sign-in:  ${config.devSignIn ? 'on (demo users: alice, bob, carol)' : 'off'}
`);
