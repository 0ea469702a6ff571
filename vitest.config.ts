import { defineConfig } from 'vitest/config';

// *.pg.test.ts need a real Postgres shared by several processes (PGlite is single-process): only with TEST_DATABASE_URL.
const EXCLUDE = [
  '**/node_modules/**',
  '**/*.browser.test.ts',
  '**/*.e2e.test.ts',
  ...(process.env.TEST_DATABASE_URL ? [] : ['**/*.pg.test.ts']),
];

/**
 * Files that only compute (schemas, the client's stores and screens, locales, assets): they start no server, open no
 * database and leave no global behind, so they share one module graph per worker instead of paying a fresh fork and
 * a fresh import of it each.
 */
const UNITS = ['{schemas,client,assets,locales}/**/*.test.{ts,tsx}'];
/**
 * The api's files share a worker's module graph too (the api's routes, ledger and PGlite load once per worker, not
 * once per file): each opens its own database and closes what it starts, and the api's process-wide state is
 * either the same for every database (the house accounts' ids, created by a migration) or set and reset by the file
 * that needs it.
 */
const API = ['api/**/*.test.{ts,tsx}'];
/**
 * game-server and load-tests files share a worker's module graph as well: each boots its game servers and shuts them
 * down (Colyseus' matchMaker is set up afresh at every boot), and what a server process keeps (its metrics registry,
 * its rooms' definitions) is the same for every file. A file that must set the process up before Colyseus loads runs
 * in a process of its own (OWN_PROCESS).
 */
const PLATFORM = ['{game-server,load-tests}/**/*.test.{ts,tsx}'];
const OWN_PROCESS = [
  // Sets COLYSEUS_PRESENCE_SHORT_TIMEOUT, which Colyseus reads once, at load.
  'game-server/src/monitor/monitor.test.ts',
];

export default defineConfig({
  test: {
    exclude: EXCLUDE,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Vitest's default is one worker per core minus one: a single worker on the 2-core machines, leaving a core idle
    // while files wait on room timers and sockets. Two keep both cores busy; three made rooms' betting windows run
    // out under the load (seen in CI).
    maxWorkers: 2,
    // One migrated database for the whole run (a PGlite dump, or a Postgres template); each test file copies it.
    globalSetup: ['api/src/testing/database-template.global.ts'],
    projects: [
      { extends: true, test: { name: 'units', include: UNITS, isolate: false } },
      { extends: true, test: { name: 'api', include: API, isolate: false } },
      {
        extends: true,
        test: {
          name: 'platform',
          include: PLATFORM,
          exclude: [...EXCLUDE, ...OWN_PROCESS],
          isolate: false,
          // The load CLI's smoke runs every scenario file side by side for 10 s against one platform (ten files):
          // all at once instead of vitest's five, as a run mostly waits on its clock.
          maxConcurrency: 10,
        },
      },
      { extends: true, test: { name: 'platform-own-process', include: OWN_PROCESS } },
    ],
  },
});
