import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MIGRATIONS } from '../database';
import { dumpMigratedPglite } from '../db/database';
import { PGLITE_TEMPLATE_ENV } from './test-database';

/**
 * Vitest global setup: migrates one PGlite cluster before the test files run and leaves its dump for every
 * `openTestDatabase` (the forked workers inherit the environment variable). Nothing to do on a real Postgres.
 */
export default async function setup(): Promise<() => void> {
  if (process.env.TEST_DATABASE_URL || process.env[PGLITE_TEMPLATE_ENV]) return () => {};
  const folder = mkdtempSync(path.join(os.tmpdir(), 'arena-pglite-'));
  const file = path.join(folder, 'migrated.tar');
  await dumpMigratedPglite(file, MIGRATIONS);
  process.env[PGLITE_TEMPLATE_ENV] = file;
  return () => {
    delete process.env[PGLITE_TEMPLATE_ENV];
    rmSync(folder, { recursive: true, force: true });
  };
}
