import type { FastifyInstance } from 'fastify';
import { loadConfig } from '../config';
import type { AppServices } from '../http/services';
import { createServices } from '../platform';
import { type BuildAppOptions, buildApp } from '../routes/app';
import { type TestDatabase, openTestDatabase } from './test-database';

export interface GameRoutesApp {
  db: TestDatabase;
  services: AppServices;
  app: FastifyInstance;
  /** Closes the app, checks the ledger's invariants over everything the file did, then drops the database. */
  close(): Promise<void>;
}

/**
 * A game's own routes (and nothing else of the api) over the services and a fresh test database, for a game's store
 * tests: they call the game's store functions directly and its public reads through `app.inject`.
 */
export async function startGameRoutesApp(routes: NonNullable<BuildAppOptions['routes']>): Promise<GameRoutesApp> {
  const db = await openTestDatabase();
  const services = createServices(loadConfig({ JWT_SECRET: 'game-routes-test' }), db.orm);
  const app = await buildApp({ services, routes, logger: false });
  return {
    db,
    services,
    app,
    async close() {
      try {
        await app.close();
        await services.ledger.assertInvariants();
      } finally {
        await db.close();
      }
    },
  };
}
