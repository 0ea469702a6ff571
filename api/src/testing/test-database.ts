import { randomBytes } from 'node:crypto';
import type { Orm } from '../db/database';
import { openDatabase } from '../database';

/** Where the test run's migrated PGlite dump is (set by pglite-template.global.ts). */
export const PGLITE_TEMPLATE_ENV = 'ARENA_PGLITE_TEMPLATE';

export interface TestDatabase {
  orm: Orm;
  /** The URL tests can hand to a child process (undefined for in-memory PGlite). */
  databaseUrl: string | undefined;
  close(): Promise<void>;
}

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default; with TEST_DATABASE_URL a new
 * database on that Postgres server, dropped on close.
 */
export async function openTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const orm = await openDatabase({ pgliteTemplate: process.env[PGLITE_TEMPLATE_ENV] || undefined });
    return { orm, databaseUrl: undefined, close: () => orm.close() };
  }
  const name = `arena_test_${Date.now()}_${randomBytes(4).toString('hex')}`;
  const admin = await adminClient(serverUrl);
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const orm = await openDatabase({ databaseUrl: url.toString() });
  return {
    orm,
    databaseUrl: url.toString(),
    async close() {
      await orm.close();
      const cleanup = await adminClient(serverUrl);
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

async function adminClient(serverUrl: string) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  return client;
}
