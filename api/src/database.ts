import type { MigrationObject } from '@mikro-orm/core';
import { type DatabaseOptions, type Orm, openDatabaseWith } from './db/database';
import { PLATFORM_MIGRATIONS } from './db/migrations';
import { migrationOrder } from './db/migrations/order';
import { GAME_MIGRATIONS } from './games/registry';

/** Every committed migration, the platform's and the games', in the order a fresh database runs them. */
export const MIGRATIONS: readonly MigrationObject[] = migrationOrder(PLATFORM_MIGRATIONS, GAME_MIGRATIONS);

/**
 * Opens the database (Postgres when a URL is given, embedded PGlite otherwise) and brings its schema up to date
 * with every committed migration. Composed here, above the layers: `db` cannot import the games.
 */
export function openDatabase(options: DatabaseOptions = {}): Promise<Orm> {
  return openDatabaseWith(MIGRATIONS, options);
}
