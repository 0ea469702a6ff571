import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MIGRATIONS, openDatabase } from '../database';
import { dumpMigratedPglite } from '../db/database';
import {
  PGLITE_TEMPLATE_ENV,
  POSTGRES_TEMPLATE_ENV,
  createDatabase,
  databaseUrlOf,
  dropDatabase,
} from './test-database';

/**
 * Vitest global setup: migrates one database before the test files run, for every `openTestDatabase` to copy (the
 * forked workers inherit the environment variable): a PGlite cluster's dump, or on a real Postgres (TEST_DATABASE_URL)
 * a template database.
 */
export default async function setup(): Promise<() => void | Promise<void>> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) return postgresTemplate(serverUrl);
  if (process.env[PGLITE_TEMPLATE_ENV]) return () => {};
  const folder = mkdtempSync(path.join(os.tmpdir(), 'arena-pglite-'));
  const file = path.join(folder, 'migrated.tar');
  await dumpMigratedPglite(file, MIGRATIONS);
  process.env[PGLITE_TEMPLATE_ENV] = file;
  return () => {
    delete process.env[PGLITE_TEMPLATE_ENV];
    rmSync(folder, { recursive: true, force: true });
  };
}

/**
 * A migrated database the files' databases are created from (`create database … template …`). Nothing may stay
 * connected to it: Postgres refuses to copy a template someone is using.
 */
async function postgresTemplate(serverUrl: string): Promise<() => Promise<void>> {
  if (process.env[POSTGRES_TEMPLATE_ENV]) return async () => {};
  const name = await createDatabase(serverUrl);
  const orm = await openDatabase({ databaseUrl: databaseUrlOf(serverUrl, name) });
  await orm.close();
  process.env[POSTGRES_TEMPLATE_ENV] = name;
  return async () => {
    delete process.env[POSTGRES_TEMPLATE_ENV];
    await dropDatabase(serverUrl, name);
  };
}
