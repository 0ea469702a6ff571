import path from 'node:path';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import type { PGlite } from '@electric-sql/pglite';
import { createPostgreSqlTypeParsers } from '@mikro-orm/sql';
import { parse as parsePostgresArray } from 'postgres-array';
import type { MigrationObject, MikroORM } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/sql';
import { Migrator } from '@mikro-orm/migrations';
import { ENTITIES } from './entities';
import { trimPgliteParsers } from './pglite-parsers';
import { PgliteThread } from './pglite-thread';

export type Orm = MikroORM & { em: SqlEntityManager };

/**
 * Postgres connections the pool keeps open when idle (the pool closes the rest after 10 s idle). A new connection
 * starts with empty table and plan caches: with none kept, a crash round's bets (one burst every round, more than 10 s
 * apart) went to a fresh connection whose first batch took 40-50 ms instead of 10-15, and each lone cash-out settle
 * 20-30 ms instead of 3. A burst uses about three at once (the batch in flight, profile reads, the API's requests).
 * The ledger's start-up warm-up warms one; the others warm on their first use and stay warm. (Warming all four at once
 * was tried: two processes starting together deadlocked on the house rows their warm-ups took over several statements.)
 */
const POOL_KEPT_CONNECTIONS = 4;

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
  /**
   * Where PGlite runs: in its own worker thread (the default: its statements never block the event loop the rooms
   * run on), or on the calling thread (`main`, for the dump below and for before/after measurements).
   */
  pgliteThread?: 'worker' | 'main';
}

/**
 * Opens the database (Postgres when a URL is given, embedded PGlite otherwise) and brings its schema up
 * to date with `migrations`, every committed migration in order: the platform's and the games' (this layer cannot
 * list the games', so `openDatabase` in api/src/database.ts composes the list). There is no schema auto-sync.
 */
export async function openDatabaseWith(migrations: readonly MigrationObject[], options: DatabaseOptions): Promise<Orm> {
  const common = {
    entities: ENTITIES,
    extensions: [Migrator],
    migrations: {
      migrationsList: [...migrations],
      snapshot: false,
      transactional: true,
      allOrNothing: true,
      silent: true,
    },
    debug: options.debug ?? false,
    allowGlobalContext: false,
  };
  let orm: MikroORM;
  if (options.databaseUrl) {
    const { MikroORM: PgOrm } = await import('@mikro-orm/postgresql');
    orm = await PgOrm.init({
      ...common,
      clientUrl: options.databaseUrl,
      pool: { min: POOL_KEPT_CONNECTIONS, max: 10 },
    });
  } else if ((options.pgliteThread ?? 'worker') === 'worker') {
    const dataDir = options.pgliteDataDir ?? 'memory://';
    if (!dataDir.startsWith('memory:')) mkdirSync(path.dirname(dataDir), { recursive: true });
    const { MikroORM: PgliteOrm } = await import('@mikro-orm/pglite');
    const thread = await PgliteThread.start({ dataDir, template: options.pgliteTemplate });
    orm = ownPglite(
      await PgliteOrm.init({
        ...common,
        dbName: 'memory://',
        driverOptions: { pglite: (() => thread) as unknown as PGlite },
      }),
      thread,
    );
  } else if (options.pgliteTemplate) {
    const { MikroORM: PgliteOrm } = await import('@mikro-orm/pglite');
    const pglite = await pgliteFromTemplate(options.pgliteTemplate);
    orm = ownPglite(await PgliteOrm.init({ ...common, dbName: 'memory://', driverOptions: { pglite } }), pglite);
  } else {
    const dataDir = options.pgliteDataDir ?? 'memory://';
    if (!dataDir.startsWith('memory:')) mkdirSync(path.dirname(dataDir), { recursive: true });
    const { MikroORM: PgliteOrm } = await import('@mikro-orm/pglite');
    orm = await PgliteOrm.init({ ...common, dbName: dataDir });
  }
  await orm.migrator.up();
  // After the migrations, so the array parsers of types they create are kept.
  if (!options.databaseUrl) {
    const native = await nativePglite(orm);
    if (native instanceof PgliteThread) await native.trimParsers();
    else await trimPgliteParsers(native);
  }
  return orm as Orm;
}

/** A PGlite handed to MikroORM stays its owner's to close: closing the ORM closes it too. */
function ownPglite(orm: MikroORM, pglite: { close(): Promise<void> }): MikroORM {
  const closeOrm = orm.close.bind(orm);
  orm.close = async (force?: boolean) => {
    await closeOrm(force);
    await pglite.close();
  };
  return orm;
}

function nativePglite(orm: MikroORM): Promise<PGlite | PgliteThread> {
  return (orm.em.getConnection() as unknown as { getNativeClient(): Promise<PGlite | PgliteThread> }).getNativeClient();
}

/** Writes a dump of an in-memory PGlite cluster freshly migrated with `migrations` to `file`, for `pgliteTemplate`. */
export async function dumpMigratedPglite(file: string, migrations: readonly MigrationObject[]): Promise<void> {
  const orm = await openDatabaseWith(migrations, { pgliteThread: 'main' });
  try {
    const pglite = (await nativePglite(orm)) as PGlite;
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
