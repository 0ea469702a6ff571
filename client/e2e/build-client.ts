/**
 * Builds the browser suite's client into e2e/dist (what its global setup does), so CI can build it beside the
 * Postgres suite and run the browser suite with E2E_SKIP_BUILD=1.
 *
 *   node_modules/.bin/node --import tsx client/e2e/build-client.ts
 */
import { buildClient } from './harness';

buildClient(true);
