import { rmSync } from 'node:fs';
import path from 'node:path';
import { PGLITE_TEMPLATE_ENV, buildClient, buildPgliteTemplate } from './harness';

/**
 * The browser suite tests the production build: build it once before any test file starts a platform. Also
 * migrate one PGlite cluster that every platform of the run starts from.
 */
export default function setup(): () => void {
  buildClient(process.env.E2E_SKIP_BUILD !== '1');
  const template = buildPgliteTemplate();
  process.env[PGLITE_TEMPLATE_ENV] = template;
  return () => {
    delete process.env[PGLITE_TEMPLATE_ENV];
    rmSync(path.dirname(template), { recursive: true, force: true });
  };
}
