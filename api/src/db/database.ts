import path from 'node:path';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import type { PGlite } from '@electric-sql/pglite';
import { createPostgreSqlTypeParsers } from '@mikro-orm/sql';
import { parse as parsePostgresArray } from 'postgres-array';
import type { MikroORM } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/sql';
import { Migrator } from '@mikro-orm/migrations';
import { ENTITIES } from './entities';
import { MIGRATIONS } from './migrations';
import { trimPgliteParsers } from './pglite-parsers';

export type Orm = MikroORM & { em: SqlEntityManager };

export interface DatabaseOptions {
  /** A Postgres URL; without it the embedded PGlite database is used. */
  databaseUrl?: string;
  /** PGlite data folder; `memory://` keeps it in memory (tests). */
  pgliteDataDir?: string;
  /**
   * A dump of an already migrated PGlite cluster (see `dumpMigratedPglite`) to start an in-memory database from:
   * starting from it skips PGlite's initdb and the migrations, about 4 s per test file.
   */
  pgliteTemplate?: string;
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
  } else if (options.pgliteTemplate) {
    const { MikroORM: PgliteOrm } = await import('@mikro-orm/pglite');
    const pglite = await pgliteFromTemplate(options.pgliteTemplate);
    orm = await PgliteOrm.init({ ...common, dbName: 'memory://', driverOptions: { pglite } });
    // A PGlite handed to MikroORM stays its owner's to close.
    const closeOrm = orm.close.bind(orm);
    orm.close = async (force?: boolean) => {
      await closeOrm(force);
      await pglite.close();
    };
  } else {
    const dataDir = options.pgliteDataDir ?? 'memory://';
    if (!dataDir.startsWith('memory:')) mkdirSync(path.dirname(dataDir), { recursive: true });
    const { MikroORM: PgliteOrm } = await import('@mikro-orm/pglite');
    orm = await PgliteOrm.init({ ...common, dbName: dataDir });
  }
  await orm.migrator.up();
  // After the migrations, so the array parsers of types they create are kept.
  if (!options.databaseUrl) await trimPgliteParsers(await nativePglite(orm));
  return orm as Orm;
}

function nativePglite(orm: MikroORM): Promise<PGlite> {
  return (orm.em.getConnection() as unknown as { getNativeClient(): Promise<PGlite> }).getNativeClient();
}

/** Writes a dump of a freshly migrated in-memory PGlite cluster to `file`, for `pgliteTemplate`. */
export async function dumpMigratedPglite(file: string): Promise<void> {
  const orm = await openDatabase({});
  try {
    const pglite = await nativePglite(orm);
    const dump = await pglite.dumpDataDir('none');
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await orm.close();
  }
}

/**
 * Writes a migrated PGlite cluster into an empty folder from a `dumpMigratedPglite` dump, so a process that then
 * opens `pgliteDataDir` skips initdb and the migrations (about 5 s; the kill-and-restart tests use it).
 */
export async function seedPgliteDataDir(dataDir: string, template: string): Promise<void> {
  const { PGlite } = await import('@electric-sql/pglite');
  mkdirSync(path.dirname(dataDir), { recursive: true });
  const pglite = await PGlite.create({ dataDir, loadDataDir: new Blob([readFileSync(template)]) });
  await pglite.close();
}

async function pgliteFromTemplate(file: string): Promise<PGlite> {
  const { PGlite } = await import('@electric-sql/pglite');
  // The same type parsers MikroORM gives the PGlite it creates itself, so rows read the same either way.
  const parsers = createPostgreSqlTypeParsers((value) => parsePostgresArray(value));
  return PGlite.create({ loadDataDir: new Blob([readFileSync(file)]), parsers });
}
