import { defineConfig } from 'vitest/config';

/**
 * Files that only compute (schemas, the client's stores and screens, locales, assets): they start no server, open no
 * database and leave no global behind, so they share one module graph per worker instead of paying a fresh fork and
 * a fresh import of it each (api/game-server/load-tests files keep a process of their own: they boot platforms,
 * hold Colyseus' process-wide matchMaker and set room clocks).
 */
const UNITS = ['{schemas,client,assets,locales}/**/*.test.{ts,tsx}'];

export default defineConfig({
  test: {
    // *.pg.test.ts need a real Postgres shared by several processes (PGlite is single-process): only with TEST_DATABASE_URL.
    exclude: [
      '**/node_modules/**',
      '**/*.browser.test.ts',
      '**/*.e2e.test.ts',
      ...(process.env.TEST_DATABASE_URL ? [] : ['**/*.pg.test.ts']),
    ],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Vitest's default is one worker per core minus one: a single worker on the 2-core machines, leaving a core idle
    // while files wait on room timers and sockets. Two keep both cores busy; three made rooms' betting windows run
    // out under the load (seen in CI).
    maxWorkers: 2,
    // One migrated PGlite for the whole run; each test file starts its own in-memory copy of it.
    globalSetup: ['api/src/testing/pglite-template.global.ts'],
    projects: [
      { extends: true, test: { name: 'units', include: UNITS, isolate: false } },
      { extends: true, test: { name: 'platform', include: ['{api,game-server,load-tests}/**/*.test.{ts,tsx}'] } },
    ],
  },
});
