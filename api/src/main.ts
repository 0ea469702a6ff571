import { loadConfigOrExit } from './config';
import { createApiPlatform } from './platform';

/** The API alone (production layout, with DATABASE_URL): the game server runs as its own process. */
const config = loadConfigOrExit();
const platform = await createApiPlatform(config);
await platform.app.listen({ host: config.host, port: config.port });
console.log(`API listening on ${config.publicUrl}/api (docs at ${config.publicUrl}/api/docs)`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void platform.close().then(() => process.exit(0));
  });
}
