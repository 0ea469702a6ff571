import { buildClient } from './harness';

/** The browser suite tests the production build: build it once before any test file starts a platform. */
export default function setup(): void {
  buildClient(process.env.E2E_SKIP_BUILD !== '1');
}
