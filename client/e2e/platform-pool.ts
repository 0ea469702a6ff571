/**
 * The browser suite's platform pool. A platform boot (node start, database open, demo data) is several seconds of
 * every test file; the pool, started by the global setup, boots the next file's platform, with that file's own
 * environment (platform-envs.ts), while the current file runs. It knows which file is next from the order the
 * suite's sequencer publishes (file-order.ts), and a file says which one it is when it takes its platform. Each
 * platform serves one file only, with its own fresh data folder, exactly as if the file had booted it: the pool
 * hands over the process id, ports and folder, and from then on the file owns it (stops it, restarts it).
 *
 * One platform booted ahead at a time: the machine has two cores, and an idle platform still costs a little of one.
 * A file whose platform does not match (another environment, a port of its own) boots its own, as it would without
 * the pool; so does a file's second platform.
 */
import { type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { type IncomingMessage, type Server, createServer } from 'node:http';
import { onFileOrder } from './file-order';
import { e2eFileName, platformEnvOf, sameEnv } from './platform-envs';
import { type PlatformSpec, launchPlatform, newDataDir, stopProcess, waitHealthy } from './platform-process';

/** The pool's address (set by the global setup, inherited by the test workers). */
export const PLATFORM_POOL_ENV = 'E2E_PLATFORM_POOL';

/** A platform the pool booted: its spec and process id. */
export interface WarmPlatform {
  spec: PlatformSpec;
  pid: number;
}

/** What a test file asks the pool for: its name, and the environment it wants (null: a port of its own). */
interface TakeRequest {
  file: string;
  env: Record<string, string> | null;
}

interface Booting {
  /** The file it was booted for; null when the order is unknown (then any file asking for the same env takes it). */
  file: string | null;
  spec: PlatformSpec;
  child: ChildProcess;
  ready: Promise<boolean>;
}

async function listen(server: Server, port = 0): Promise<number> {
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.address();
  if (typeof address !== 'object' || !address) throw new Error('no port');
  return address.port;
}

/** A free port on 127.0.0.1 (probed: another process may take it before it is used). */
async function freePort(): Promise<number> {
  const server = createServer();
  const port = await listen(server);
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function readTake(request: IncomingMessage): Promise<TakeRequest> {
  let body = '';
  for await (const chunk of request) body += String(chunk);
  return JSON.parse(body) as TakeRequest;
}

/** Starts the pool on a free port; returns its address and its teardown (stops the platform nobody took). */
export async function startPlatformPool(): Promise<{ url: string; close(): Promise<void> }> {
  let next: Booting | null = null;
  let closed = false;
  let order: readonly string[] | null = null;
  /** Files that took (or were refused) their first platform in this run. */
  const started = new Set<string>();

  /** The warm-up under way (its ports being probed), which a take waits for. */
  let warming: Promise<void> | null = null;

  const boot = async (file: string | null, env: Readonly<Record<string, string>>): Promise<void> => {
    const spec: PlatformSpec = {
      port: await freePort(),
      gamePort: await freePort(),
      linkPort: await freePort(),
      dataDir: newDataDir(),
      env: { ...env },
    };
    if (closed) return void rmSync(spec.dataDir, { recursive: true, force: true });
    const child = launchPlatform(spec);
    const ready = waitHealthy(spec, child, 200).then(
      () => true,
      () => false,
    );
    next = { file, spec, child, ready };
  };

  const warmUp = async (file: string | null): Promise<void> => {
    while (warming) await warming;
    const env = file === null ? {} : platformEnvOf(file);
    if (closed || next || !env) return;
    warming = boot(file, env)
      .catch(() => undefined)
      .finally(() => (warming = null));
    await warming;
  };

  const discard = async (booting: Booting) => {
    if (booting.child.pid !== undefined) await stopProcess(booting.child.pid);
    rmSync(booting.spec.dataDir, { recursive: true, force: true });
  };

  /** The file that runs after `file`: undefined when there is none, null when the order is unknown. */
  const fileAfter = (file: string): string | null | undefined => {
    if (!order) return null;
    const index = order.indexOf(file);
    return index < 0 ? undefined : order[index + 1];
  };

  const unsubscribe = onFileOrder((files) => {
    order = files.map(e2eFileName);
    started.clear();
    if (order[0] !== undefined) void warmUp(order[0]);
  });

  const take = async ({ file, env }: TakeRequest): Promise<WarmPlatform | null> => {
    // A file's later platforms are its own: the one booting by then is the next file's.
    if (started.has(file)) return null;
    started.add(file);
    while (warming) await warming;
    const booting = next;
    next = null;
    const following = fileAfter(file);
    const match =
      booting !== null &&
      env !== null &&
      (booting.file === null || booting.file === file) &&
      sameEnv(booting.spec.env, env);
    // The next file's platform boots once the one nobody takes is gone, so that at most one is up ahead.
    const warmNext = async () => {
      if (booting && !match) await discard(booting);
      if (following !== undefined) await warmUp(following);
    };
    void warmNext();
    if (!booting || !match) return null;
    if (!(await booting.ready) || booting.child.pid === undefined) {
      await discard(booting);
      return null;
    }
    return { spec: booting.spec, pid: booting.child.pid };
  };

  const server = createServer((request, response) => {
    void readTake(request)
      .then(take)
      .then(
        (warm) => {
          response.writeHead(warm ? 200 : 204, { 'content-type': 'application/json' });
          response.end(warm ? JSON.stringify(warm) : undefined);
        },
        (error: unknown) => {
          response.writeHead(500);
          response.end(String(error));
        },
      );
  });
  const port = await listen(server);
  return {
    url: `http://127.0.0.1:${port}`,
    async close() {
      closed = true;
      unsubscribe();
      while (warming) await warming;
      await new Promise((resolve) => server.close(resolve));
      const left = next as Booting | null;
      next = null;
      if (left) await discard(left);
    },
  };
}

/** The test file running in this worker, by name (see `e2eFileName`). */
async function currentFile(): Promise<string> {
  // Imported here, not at the top: the global setup loads this module in vitest's main process, which has no test.
  const { expect } = await import('vitest');
  return e2eFileName(expect.getState().testPath ?? '');
}

/**
 * In a test worker: the platform the pool booted for this file, already healthy, if it was booted with `env` (null:
 * the file needs a port of its own, so it only tells the pool it has started); else null (no pool, another
 * environment, or its boot failed).
 */
export async function takeWarmPlatform(env: Record<string, string> | null): Promise<WarmPlatform | null> {
  const pool = process.env[PLATFORM_POOL_ENV];
  if (!pool) return null;
  const request: TakeRequest = { file: await currentFile(), env };
  const response = await fetch(`${pool}/take`, { method: 'POST', body: JSON.stringify(request) }).catch(() => null);
  if (!response || response.status !== 200) return null;
  return (await response.json()) as WarmPlatform;
}
