import type { FastifyInstance } from 'fastify';
import { type PlatformConfig, loadConfig } from './config';
import type { Orm } from './db/database';
import { openDatabase } from './database';
import { SessionStore } from './auth/sessions';
import { createTokenService } from './auth/tokens';
import { relayRevocations } from './auth/revocation-relay';
import { Ledger } from './ledger/ledger';
import { type BuildAppOptions, buildApp } from './routes/app';
import type { AppServices } from './http/services';
import { seedDemoData } from './demo-data';
import { API_ROUTES, API_ROOT_PLUGINS } from './routes';
import { GAME_DEPOSIT_HOOKS } from './games/registry';

export interface ApiPlatform {
  services: AppServices;
  app: FastifyInstance;
  close(): Promise<void>;
}

/** Opens the database for this process: Postgres when DATABASE_URL is set, embedded PGlite otherwise. */
export function openPlatformDatabase(config: PlatformConfig): Promise<Orm> {
  return openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDataDir: `${config.dataDir}/pglite`,
    pgliteThread: config.pgliteThread,
  });
}

export function createServices(config: PlatformConfig, orm: Orm): AppServices {
  const sessions = new SessionStore(orm);
  return {
    config,
    orm,
    // Two batches in flight on Postgres (each in its own escrow shards); PGlite is one session (batch/group-commit.ts).
    ledger: new Ledger(orm, config.ledgerBatches ? { lanes: config.databaseUrl ? 2 : 1 } : { maxBatch: 1 }),
    sessions,
    tokens: createTokenService(config.jwtSecret, sessions),
    depositCredited: GAME_DEPOSIT_HOOKS,
  };
}

/** Builds the API over an open database: boot checks, demo data when configured, then the HTTP app. */
export async function createApiPlatform(
  config: PlatformConfig = loadConfig(),
  orm?: Orm,
  options: Partial<BuildAppOptions> = {},
): Promise<ApiPlatform> {
  const db = orm ?? (await openPlatformDatabase(config));
  const services = createServices(config, db);
  await services.ledger.assertInvariants();
  await services.ledger.warm();
  if (config.demoData) await seedDemoData(services);
  // Several processes share Redis: revocations reach every game server and API process at once.
  const relay = config.redisUrl ? await relayRevocations(services.sessions.revocations, config.redisUrl) : undefined;
  const app = await buildApp({ services, routes: API_ROUTES, rootPlugins: API_ROOT_PLUGINS, ...options });
  return {
    services,
    app,
    async close() {
      await app.close();
      await relay?.close();
      if (!orm) await db.close();
    },
  };
}
