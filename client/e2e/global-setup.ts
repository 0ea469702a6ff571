import { rmSync } from 'node:fs';
import path from 'node:path';
import { PGLITE_TEMPLATE_ENV, buildClient, buildPgliteTemplate } from './harness';
import { PLATFORM_POOL_ENV, startPlatformPool } from './platform-pool';

/**
 * The browser suite tests the production build: build it once before any test file starts a platform. Also
 * migrate one PGlite cluster that every platform of the run starts from, and start the pool that boots the next
 * file's platform while the current file runs.
 */
export default async function setup(): Promise<() => Promise<void>> {
  buildClient(process.env.E2E_SKIP_BUILD !== '1');
  const template = buildPgliteTemplate();
  process.env[PGLITE_TEMPLATE_ENV] = template;
  const pool = await startPlatformPool();
  process.env[PLATFORM_POOL_ENV] = pool.url;
  return async () => {
    await pool.close();
    delete process.env[PLATFORM_POOL_ENV];
    delete process.env[PGLITE_TEMPLATE_ENV];
    rmSync(path.dirname(template), { recursive: true, force: true });
  };
}
