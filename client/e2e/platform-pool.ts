/**
 * The browser suite's platform pool. A platform boot (node start, database open, demo data) is several seconds of
 * every test file; the pool, started by the global setup, boots the next file's platform while the current file
 * runs, so a file that asks for the usual platform (no extra environment) gets one that is already up. Each
 * platform serves one file only, with its own fresh data folder, exactly as if the file had booted it: the pool
 * hands over the process id, ports and folder, and from then on the file owns it (stops it, restarts it).
 *
 * A file with extra environment (shorter game timings and such) boots its own, as before.
 */
import { type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { type Server, createServer } from 'node:http';
import { type PlatformSpec, launchPlatform, newDataDir, stopProcess, waitHealthy } from './platform-process';

/** The pool's address (set by the global setup, inherited by the test workers). */
export const PLATFORM_POOL_ENV = 'E2E_PLATFORM_POOL';

/** A platform the pool booted: its spec and process id. */
export interface WarmPlatform {
  spec: PlatformSpec;
  pid: number;
}

interface Booting {
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

/** Starts the pool on a free port; returns its address and its teardown (stops the platform nobody took). */
export async function startPlatformPool(): Promise<{ url: string; close(): Promise<void> }> {
  let next: Booting | null = null;
  let closed = false;

  const warmUp = async (): Promise<void> => {
    const spec: PlatformSpec = {
      port: await freePort(),
      gamePort: await freePort(),
      linkPort: await freePort(),
      dataDir: newDataDir(),
      env: {},
    };
    const child = launchPlatform(spec);
    const ready = waitHealthy(spec, child, 200).then(
      () => true,
      () => false,
    );
    next = { spec, child, ready };
  };

  const discard = async (booting: Booting) => {
    if (booting.child.pid !== undefined) await stopProcess(booting.child.pid);
    rmSync(booting.spec.dataDir, { recursive: true, force: true });
  };

  const take = async (): Promise<WarmPlatform | null> => {
    const booting = next;
    next = null;
    if (!closed) void warmUp();
    if (!booting) return null;
    if (!(await booting.ready) || booting.child.pid === undefined) {
      await discard(booting);
      return null;
    }
    return { spec: booting.spec, pid: booting.child.pid };
  };

  const server = createServer((request, response) => {
    void take().then(
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
  await warmUp();
  return {
    url: `http://127.0.0.1:${port}`,
    async close() {
      closed = true;
      await new Promise((resolve) => server.close(resolve));
      const left = next as Booting | null;
      next = null;
      if (left) await discard(left);
    },
  };
}

/** In a test worker: the pool's platform, already healthy, or null (no pool, or its boot failed). */
export async function takeWarmPlatform(): Promise<WarmPlatform | null> {
  const pool = process.env[PLATFORM_POOL_ENV];
  if (!pool) return null;
  const response = await fetch(`${pool}/take`, { method: 'POST' }).catch(() => null);
  if (!response || response.status !== 200) return null;
  return (await response.json()) as WarmPlatform;
}
