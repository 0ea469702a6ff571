/**
 * One platform process of the browser suite (`game-server/src/platform.ts`): its environment, its launch with the
 * output in a file (so a process booted ahead by the suite's pool, see platform-pool.ts, can be handed to the test
 * file that takes it), the wait for `/api/health`, and the stop of a process by its id.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { closeSync, cpSync, existsSync, mkdtempSync, openSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const NODE = path.join(REPO_ROOT, 'node_modules/.bin/node');
const CLIENT_DIST_DIR = path.join(REPO_ROOT, 'client/e2e/dist');
export const BOOT_TIMEOUT_MS = 120_000;
/** Where the suite's migrated PGlite cluster is (set by the global setup, inherited by the test workers). */
export const PGLITE_TEMPLATE_ENV = 'E2E_PGLITE_TEMPLATE';

/** Everything a platform process is started from: its ports, its data folder and the test file's extra environment. */
export interface PlatformSpec {
  port: number;
  gamePort: number;
  /** The port of the cuttable link in front of the game server (what browsers are told). */
  linkPort: number;
  dataDir: string;
  env: Record<string, string>;
}

/** A fresh data folder seeded from the suite's migrated PGlite cluster (no initdb and migrations per platform). */
export function newDataDir(): string {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'arena-e2e-'));
  const template = process.env[PGLITE_TEMPLATE_ENV];
  if (template && existsSync(template)) cpSync(template, path.join(dataDir, 'pglite'), { recursive: true });
  return dataDir;
}

export const logFile = (spec: PlatformSpec): string => path.join(spec.dataDir, 'platform.log');

export function readLog(spec: PlatformSpec): string {
  try {
    return readFileSync(logFile(spec), 'utf8');
  } catch {
    return '';
  }
}

/** Starts the platform; its output is appended to `logFile(spec)`. */
export function launchPlatform(spec: PlatformSpec): ChildProcess {
  const url = `http://localhost:${spec.port}`;
  const out = openSync(logFile(spec), 'a');
  try {
    return spawn(NODE, ['--import', 'tsx', 'game-server/src/platform.ts'], {
      cwd: REPO_ROOT,
      env: {
        ...process.env,
        NODE_ENV: 'test',
        PORT: String(spec.port),
        GAME_PORT: String(spec.gamePort),
        HOST: '127.0.0.1',
        PUBLIC_URL: url,
        GAME_SERVER_URL: `ws://localhost:${spec.linkPort}`,
        CLIENT_DIST_DIR,
        DATA_DIR: spec.dataDir,
        DEV_SIGNIN: '1',
        DEMO_DATA: '1',
        ADMIN_SUBJECTS: 'dev:admin',
        LOG_LEVEL: 'warn',
        RATE_LIMIT_PER_MINUTE: '100000',
        SANDBOX_PAYMENT_DELAY_MS: '1500',
        // Storing two 100,000-link crash chains and the roll chain took about 10 s of every boot; no test plays that far.
        CRASH_CHAIN_LENGTH: '3000',
        ROLL_CHAIN_LENGTH: '3000',
        // V8's code cache of the platform's modules on disk: every boot after the first compiles less.
        NODE_COMPILE_CACHE: process.env.NODE_COMPILE_CACHE ?? path.join(tmpdir(), 'arena-e2e-compile-cache'),
        ...spec.env,
      },
      stdio: ['ignore', out, out],
    });
  } finally {
    closeSync(out);
  }
}

/** Whether the process `pid` still runs (it may be another process's child). */
export function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Resolves when `pid` has exited (polled: the process may be another process's child). */
export async function exitOf(pid: number): Promise<void> {
  while (isRunning(pid)) await new Promise((resolve) => setTimeout(resolve, 50));
}

/** SIGTERM (the platform finishes its rounds), SIGKILL after `graceMs`; resolves once it is gone. */
export async function stopProcess(pid: number, graceMs = 15_000): Promise<void> {
  if (!isRunning(pid)) return;
  process.kill(pid, 'SIGTERM');
  const timer = setTimeout(() => isRunning(pid) && process.kill(pid, 'SIGKILL'), graceMs);
  await exitOf(pid);
  clearTimeout(timer);
}

/**
 * Polls `/api/health` until it answers; resolves with `Date.now()` at that answer. Throws with the log when the
 * process exits or the boot takes longer than BOOT_TIMEOUT_MS.
 */
export async function waitHealthy(spec: PlatformSpec, child: ChildProcess, pollMs: number): Promise<number> {
  const deadline = Date.now() + BOOT_TIMEOUT_MS;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`platform exited during boot:\n${readLog(spec)}`);
    const healthy = await fetch(`http://localhost:${spec.port}/api/health`)
      .then((response) => response.ok)
      .catch(() => false);
    if (healthy) return Date.now();
    if (Date.now() > deadline)
      throw new Error(`platform did not become healthy in ${BOOT_TIMEOUT_MS} ms:\n${readLog(spec)}`);
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
}
