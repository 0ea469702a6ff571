import { randomBytes } from 'node:crypto';
import type { Orm } from '../db/database';
import { openDatabase } from '../database';

/** Where the test run's migrated PGlite dump is (set by database-template.global.ts). */
export const PGLITE_TEMPLATE_ENV = 'ARENA_PGLITE_TEMPLATE';
/** The name of the test run's migrated Postgres database that each file's database copies (set there too). */
export const POSTGRES_TEMPLATE_ENV = 'ARENA_POSTGRES_TEMPLATE';

export interface TestDatabase {
  orm: Orm;
  /** The URL tests can hand to a child process (undefined for in-memory PGlite). */
  databaseUrl: string | undefined;
  close(): Promise<void>;
}

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default; with TEST_DATABASE_URL a new
 * database on that Postgres server (a copy of the run's migrated template when there is one), dropped on close.
 */
export async function openTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const orm = await openDatabase({ pgliteTemplate: process.env[PGLITE_TEMPLATE_ENV] || undefined });
    return { orm, databaseUrl: undefined, close: () => orm.close() };
  }
  // A copy of the run's migrated template takes a fraction of a second; migrating a new database takes seconds.
  const template = process.env[POSTGRES_TEMPLATE_ENV];
  const name = await createDatabase(serverUrl, template);
  const databaseUrl = databaseUrlOf(serverUrl, name);
  // On a copy the migrator finds every migration applied and only checks.
  const orm = await openDatabase({ databaseUrl });
  return {
    orm,
    databaseUrl,
    async close() {
      await orm.close();
      await dropDatabase(serverUrl, name);
    },
  };
}

/** Creates an empty database (or a copy of `template`) on the server; returns its name. */
export async function createDatabase(serverUrl: string, template?: string): Promise<string> {
  const name = `arena_test_${Date.now()}_${randomBytes(4).toString('hex')}`;
  const admin = await adminClient(serverUrl);
  try {
    await admin.query(template ? `create database ${name} template ${template}` : `create database ${name}`);
  } finally {
    await admin.end();
  }
  return name;
}

export async function dropDatabase(serverUrl: string, name: string): Promise<void> {
  const admin = await adminClient(serverUrl);
  try {
    await admin.query(`drop database if exists ${name} with (force)`);
  } finally {
    await admin.end();
  }
}

export function databaseUrlOf(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function adminClient(serverUrl: string) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  return client;
}
