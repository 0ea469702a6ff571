import path from 'node:path';
import { mkdirSync } from 'node:fs';
import type { MikroORM } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/sql';
import { Migrator } from '@mikro-orm/migrations';
import { ENTITIES } from './entities';
import { MIGRATIONS } from './migrations';

export type Orm = MikroORM & { em: SqlEntityManager };

export interface DatabaseOptions {
  /** A Postgres URL; without it the embedded PGlite database is used. */
  databaseUrl?: string;
  /** PGlite data folder; `memory://` keeps it in memory (tests). */
  pgliteDataDir?: string;
  debug?: boolean;
}

/**
 * Opens the database (Postgres when a URL is given, embedded PGlite otherwise) and brings its schema up
 * to date with the committed migrations. There is no schema auto-sync.
 */
export async function openDatabase(options: DatabaseOptions): Promise<Orm> {
  const common = {
    entities: ENTITIES,
    extensions: [Migrator],
    migrations: { migrationsList: MIGRATIONS, snapshot: false, transactional: true, allOrNothing: true, silent: true },
    debug: options.debug ?? false,
    allowGlobalContext: false,
  };
  let orm: MikroORM;
  if (options.databaseUrl) {
    const { MikroORM: PgOrm } = await import('@mikro-orm/postgresql');
    orm = await PgOrm.init({ ...common, clientUrl: options.databaseUrl, pool: { min: 0, max: 10 } });
  } else {
    const dataDir = options.pgliteDataDir ?? 'memory://';
    if (!dataDir.startsWith('memory:')) mkdirSync(path.dirname(dataDir), { recursive: true });
    const { MikroORM: PgliteOrm } = await import('@mikro-orm/pglite');
    orm = await PgliteOrm.init({ ...common, dbName: dataDir });
  }
  await orm.migrator.up();
  return orm as Orm;
}
