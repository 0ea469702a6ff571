import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  type AppServices,
  type Orm,
  createServices,
  loadConfig,
  openDatabase,
  seedPgliteDataDir,
  signInUser,
} from '@arena/api';
import { PGLITE_TEMPLATE_ENV, openTestDatabase } from '@arena/api/testing';
import { freePort } from './room-test-server';
import { waitFor } from './wait-for';

/**
 * Kill-and-restart tests: a game server runs as a child process over a database the test can reopen between
 * runs, so a SIGKILL plays a crash of the machine and the next boot's recovery is the code under test.
 */
export interface RestartHarness {
  /** Where the database lives: a PGlite folder reopened by each process in turn, or a Postgres database. */
  store: Store;
  start(extraEnv?: Record<string, string>): Promise<ServerChild>;
  /** Every child started so far: its port, whether it exited, and all it printed (for a failing step's message). */
  outputs(): string;
  cleanup(): Promise<void>;
}

export interface Store {
  env: Record<string, string>;
  /** Opens it in this process (PGlite: only while no server child holds it). */
  open(): Promise<{ orm: Orm; services: AppServices; close(): Promise<void> }>;
}

export interface ServerChild {
  child: ChildProcess;
  port: number;
  /** Everything the child printed so far. */
  output(): string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null; output: string }>;
}

export async function restartHarness(fixture: string, env: Record<string, string>): Promise<RestartHarness> {
  const cleanups: (() => Promise<void> | void)[] = [];
  const started: ServerChild[] = [];
  const JWT_SECRET = `restart-${randomUUID()}`;
  const services = (orm: Orm) => createServices(loadConfig({ JWT_SECRET }), orm);
  let store: Store;
  if (process.env.TEST_DATABASE_URL) {
    const db = await openTestDatabase();
    cleanups.push(() => db.close());
    store = {
      env: { DATABASE_URL: db.databaseUrl! },
      open: async () => ({ orm: db.orm, services: services(db.orm), close: async () => undefined }),
    };
  } else {
    const dir = mkdtempSync(path.join(tmpdir(), 'arena-restart-'));
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    const pgliteDataDir = path.join(dir, 'pglite');
    // Start from the run's migrated template (vitest global setup) instead of migrating a new cluster.
    const template = process.env[PGLITE_TEMPLATE_ENV];
    if (template) await seedPgliteDataDir(pgliteDataDir, template);
    store = {
      env: { PGLITE_DIR: pgliteDataDir, DATABASE_URL: '' },
      async open() {
        const orm = await openDatabase({ pgliteDataDir });
        return { orm, services: services(orm), close: () => orm.close() };
      },
    };
  }
  return {
    store,
    async start(extraEnv = {}) {
      const port = await freePort();
      const child = spawn(process.execPath, ['--import', 'tsx', fixture], {
        env: { ...process.env, ...store.env, ...env, ...extraEnv, JWT_SECRET, GAME_PORT: String(port) },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      child.stdout!.on('data', (d) => (output += d));
      child.stderr!.on('data', (d) => (output += d));
      const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null; output: string }>((resolve) =>
        child.once('exit', (code, signal) => resolve({ code, signal, output })),
      );
      cleanups.push(() => void child.kill('SIGKILL'));
      await waitFor(
        'server ready',
        () => /READY/.test(output) || (child.exitCode !== null && Promise.reject(new Error(output))),
        60_000,
      );
      const server = { child, port, output: () => output, exited };
      started.push(server);
      return server;
    },
    outputs() {
      return started
        .map(({ child, port, output }) => {
          const exit = child.exitCode ?? child.signalCode;
          const state = exit === null ? 'running' : `exited (${exit})`;
          return `--- server child on port ${port}, ${state}:\n${output()}`;
        })
        .join('\n');
    },
    async cleanup() {
      for (const cleanup of cleanups.reverse()) await cleanup();
    },
  };
}

export async function restartPlayer(services: AppServices, depositCents: number) {
  const { userId } = await services.ledger.transaction((tx) =>
    signInUser(tx, { subject: `dev:${randomUUID()}`, name: 'p', agreeTos: true }),
  );
  await services.ledger.deposit({ userId, amountCents: depositCents, key: `seed-${userId}` });
  return { userId, token: (await services.tokens.issue(userId)).token };
}
