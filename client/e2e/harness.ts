/**
 * Browser-test harness: starts the real platform (web app + API + game server in one process, on free
 * ports, with a throwaway database) and drives Debian Chromium through playwright-core.
 *
 *   const platform = await startPlatform();
 *   const browser = await launchBrowser();
 *   const page = await openPage(browser, platform, { viewport: 'mobile', language: 'ru' });
 *   ...
 *   await browser.close(); await platform.stop();
 *
 * The client must be built (into `E2E_DIST_DIR`); the browser suite's global setup builds it once.
 */
import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { appendFileSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { type Socket, connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Browser, type BrowserContext, type Page, chromium } from 'playwright-core';
import { PRESALE_SEEN_KEY } from '../src/screens/premium/presale-marker';
import { type WarmPlatform, takeWarmPlatform } from './platform-pool';
import {
  type PlatformSpec,
  PGLITE_TEMPLATE_ENV,
  exitOf,
  isRunning,
  launchPlatform,
  logFile,
  newDataDir,
  readLog,
  stopProcess,
  waitHealthy,
} from './platform-process';

export { PGLITE_TEMPLATE_ENV };

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const CLIENT_DIR = path.join(REPO_ROOT, 'client');
export const SCREENSHOT_DIR = path.join(CLIENT_DIR, 'e2e/screenshots');
/**
 * The suite's own build of the client, apart from `client/dist`, so an `npm start` or `vite build` running
 * meanwhile cannot swap the chunks under a test.
 */
export const E2E_DIST_DIR = path.join(CLIENT_DIR, 'e2e/dist');
const NODE = path.join(REPO_ROOT, 'node_modules/.bin/node');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
];

export const VIEWPORTS = {
  mobile: { width: 390, height: 844 },
  desktop: { width: 1440, height: 900 },
} as const;
export type ViewportName = keyof typeof VIEWPORTS;

/**
 * Migrates one PGlite cluster into a new temporary folder and returns it: every platform of the run starts from a
 * copy, which saves initdb and the migrations (several seconds) per test file.
 */
export function buildPgliteTemplate(): string {
  const folder = path.join(mkdtempSync(path.join(tmpdir(), 'arena-e2e-template-')), 'pglite');
  const result = spawnSync(NODE, ['--import', 'tsx', 'game-server/src/testing/migrate-pglite.ts', folder], {
    cwd: REPO_ROOT,
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error('migrating the PGlite template failed');
  return folder;
}

/**
 * Builds the client into `outDir` (default `E2E_DIST_DIR`) unless that build exists and `force` is false. `env` adds
 * build-time variables (e.g. `ARENA_BUILD_ID` for a second deploy).
 */
export function buildClient(force = false, outDir = E2E_DIST_DIR, env: Record<string, string> = {}): void {
  if (!force && existsSync(path.join(outDir, 'index.html'))) return;
  const args = ['build', '--logLevel', 'warn', '--outDir', outDir, '--emptyOutDir'];
  const result = spawnSync(path.join(REPO_ROOT, 'node_modules/.bin/vite'), args, {
    cwd: CLIENT_DIR,
    stdio: 'inherit',
    // The build players get: vitest sets NODE_ENV=test, which would ship React's development build to the browser.
    env: { ...process.env, NODE_ENV: 'production', ...env, PATH: `${path.dirname(NODE)}:${process.env.PATH}` },
  });
  if (result.status !== 0) throw new Error('client build failed');
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/** A TCP hop in front of the game server, so tests can cut the network and bring it back. */
export interface GameLink {
  /** Drops every open connection and refuses new ones. */
  cut(): void;
  restore(): void;
}

export interface Platform {
  /** `http://localhost:{port}`: site, `/api` and `/cdn`. */
  url: string;
  /** What browsers use for the game server (through the link). */
  gameServerUrl: string;
  gameLink: GameLink;
  dataDir: string;
  /** Output of the server process so far, for failure messages. */
  log(): string;
  stop(): Promise<void>;
  /**
   * A crash of the server: SIGKILL, then the platform again on the same ports, game link and data dir. Resolves
   * with `Date.now()` at the first healthy `/api/health` of the new process ("server back").
   */
  restart(): Promise<number>;
}

export interface PlatformOptions {
  /** Extra environment for the platform (e.g. `SANDBOX_PAYMENT_DELAY_MS`). */
  env?: Record<string, string>;
  /** The web port, for a test that redeploys on the same origin (service worker); a free one when unset. */
  port?: number;
}

/** Forwards `listenPort` (a free one when unset) to `targetPort` until cut; what a flaky network looks like to the browser. */
async function startGameLink(
  targetPort: number,
  listenPort?: number,
): Promise<GameLink & { port: number; close(): Promise<void> }> {
  let down = false;
  const sockets = new Set<Socket>();
  const server = createServer((client) => {
    if (down) return void client.destroy();
    const upstream = connect(targetPort, '127.0.0.1');
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => undefined);
    }
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
    client.pipe(upstream).pipe(client);
  });
  const port = listenPort ?? (await freePort());
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return {
    port,
    cut() {
      down = true;
      for (const socket of sockets) socket.destroy();
    },
    restore() {
      down = false;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/**
 * A platform for a test file: the one the suite's pool booted ahead for this file, when it was booted with the
 * environment asked for (see platform-pool.ts), else `game-server/src/platform.ts` started on free ports with a fresh
 * data folder, once /api/health answers. A free port can be taken between probing it and the platform binding it
 * (the game link's own listener may get it), so a boot that loses that race is retried on new ports.
 */
export async function startPlatform(options: PlatformOptions = {}): Promise<Platform> {
  // Asked even with a port of its own (which no booted platform has): the pool then boots the next file's platform.
  const warm = await takeWarmPlatform(options.port === undefined ? (options.env ?? {}) : null);
  if (warm) {
    const adopted = await adoptPlatform(warm).catch(() => null);
    if (adopted) return adopted;
  }
  for (let attempt = 1; ; attempt++) {
    try {
      return await startPlatformOnce(options);
    } catch (error) {
      if (attempt >= 3 || !String(error).includes('EADDRINUSE')) throw error;
    }
  }
}

/** How long a file's platform gets to stop on SIGTERM before it is killed (see `stop` below). */
const STOP_GRACE_MS = 2_000;

/**
 * The platform process and what the file adds around it: the game link, stop and restart. `pid` is the running
 * process (the file's own child, or one the pool booted).
 */
function platformHandle(spec: PlatformSpec, pid: number, link: Awaited<ReturnType<typeof startGameLink>>): Platform {
  const url = `http://localhost:${spec.port}`;
  let current = pid;
  const stop = async () => {
    // The file is done with it and its data folder goes too, so nothing a graceful stop keeps is needed: a round in
    // play (a result kept on show for a minute, say) would hold a SIGTERM up to the 15 s limit. A short grace.
    await stopProcess(current, STOP_GRACE_MS);
    await link.close();
    rmSync(spec.dataDir, { recursive: true, force: true });
  };
  const restart = async (): Promise<number> => {
    if (isRunning(current)) process.kill(current, 'SIGKILL');
    await exitOf(current);
    appendFileSync(logFile(spec), '\n--- restart (SIGKILL) ---\n');
    const child = launchPlatform(spec);
    current = child.pid ?? 0;
    // Polled often: the moment it answers is what a rejoin is measured from.
    return waitHealthy(spec, child, 50).catch(async (error: unknown) => {
      await stop();
      throw error;
    });
  };
  return {
    url,
    gameServerUrl: `ws://localhost:${link.port}`,
    gameLink: { cut: link.cut, restore: link.restore },
    dataDir: spec.dataDir,
    log: () => readLog(spec),
    stop,
    restart,
  };
}

/** Takes over a platform the pool booted: its game link goes up on the port the platform was told. */
async function adoptPlatform(warm: WarmPlatform): Promise<Platform> {
  try {
    const link = await startGameLink(warm.spec.gamePort, warm.spec.linkPort);
    return platformHandle(warm.spec, warm.pid, link);
  } catch (error) {
    await stopProcess(warm.pid);
    rmSync(warm.spec.dataDir, { recursive: true, force: true });
    throw error;
  }
}

async function startPlatformOnce(options: PlatformOptions): Promise<Platform> {
  const port = options.port ?? (await freePort());
  const gamePort = await freePort();
  const link = await startGameLink(gamePort);
  const spec: PlatformSpec = { port, gamePort, linkPort: link.port, dataDir: newDataDir(), env: options.env ?? {} };
  const child = launchPlatform(spec);
  const platform = platformHandle(spec, child.pid ?? 0, link);
  try {
    await waitHealthy(spec, child, 300);
  } catch (error) {
    await platform.stop();
    throw error;
  }
  return platform;
}

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
}

export interface PageOptions {
  viewport?: ViewportName;
  /** The browser's preferred language (`navigator.languages`), e.g. `ru-RU`. */
  locale?: string;
  /** A token to start signed in with (see `devToken`). */
  token?: { token: string; expiresAt: number };
  /**
   * Let the home page's pre-sale popups show (the demo ships a PRESALE battle pass). Off by default: they are
   * modal, and only the battle pass test is about them.
   */
  presalePopups?: boolean;
  /**
   * Let the site's service worker install (only the service-worker test): every other test blocks it, so no test
   * pays for precaching or sees a page served by a worker of an earlier build.
   */
  serviceWorkers?: boolean;
}

/**
 * The animation frame interval of test pages: 25 frames a second instead of the display's 60. Chromium here has no GPU
 * and draws the Pixi scenes' WebGL in software (SwiftShader, in its GPU process): a moving crash curve or a mines board
 * at 60 fps keeps a whole core busy, which the platform under test and the next file's platform need. A slow phone
 * paces frames like this too; no test reads the frame rate.
 */
export const TEST_FRAME_MS = 40;

/**
 * Runs in the page before its scripts: `requestAnimationFrame` fires on a `TEST_FRAME_MS` grid (the callbacks of one
 * frame together). Source text, not a function: a function's text as compiled here may call helpers that exist only
 * in Node (esbuild's `__name`).
 */
const PACE_ANIMATION_FRAMES = `(() => {
  const frameMs = ${TEST_FRAME_MS};
  const waiting = new Map();
  let last = 0;
  window.requestAnimationFrame = (callback) => {
    const id = ++last;
    // The next grid line at least a millisecond away: a timer may wake a hair before its line by the page clock.
    const now = performance.now();
    const due = Math.ceil((now + 1) / frameMs) * frameMs;
    waiting.set(id, setTimeout(() => { waiting.delete(id); callback(performance.now()); }, due - now));
    return id;
  };
  window.cancelAnimationFrame = (id) => { clearTimeout(waiting.get(id)); waiting.delete(id); };
})();`;

/** A fresh browser context (own storage) and page at the platform's address. */
export async function openPage(
  browser: Browser,
  platform: Platform,
  options: PageOptions = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: platform.url,
    viewport: VIEWPORTS[options.viewport ?? 'desktop'],
    locale: options.locale ?? 'en-US',
    deviceScaleFactor: 1,
    serviceWorkers: options.serviceWorkers ? 'allow' : 'block',
  });
  if (options.token) {
    await context.addInitScript((session) => {
      if (!window.localStorage.getItem('arena.token')) {
        window.localStorage.setItem('arena.token', session.token);
        window.localStorage.setItem('arena.tokenExpiresAt', String(session.expiresAt));
      }
    }, options.token);
  }
  if (!options.presalePopups)
    await context.addInitScript((key) => window.sessionStorage.setItem(key, '1'), PRESALE_SEEN_KEY);
  await context.addInitScript({ content: PACE_ANIMATION_FRAMES });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return { context, page };
}

/** Signs a player in through the API's developer sign-in (the UI path has its own test). */
export async function devToken(platform: Platform, name: string): Promise<{ token: string; expiresAt: number }> {
  const response = await fetch(`${platform.url}/api/auth/dev`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name, agreeTos: true }),
  });
  if (!response.ok) throw new Error(`dev sign-in failed: ${response.status} ${await response.text()}`);
  return (await response.json()) as { token: string; expiresAt: number };
}

/**
 * An authenticated JSON call to the platform's API (test setup, not the thing under test). Writes carry a
 * fresh idempotency key, as money POSTs require one.
 */
export async function api<T>(
  platform: Platform,
  method: string,
  pathName: string,
  token: string | null,
  body?: unknown,
): Promise<T> {
  const response = await fetch(`${platform.url}/api${pathName}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(method === 'GET' ? {} : { 'idempotency-key': randomUUID() }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${pathName} → ${response.status} ${text}`);
  return (text ? JSON.parse(text) : null) as T;
}

/** Saves `client/e2e/screenshots/{name}.png`: what the viewport shows, or the whole page with `fullPage`. */
export async function screenshot(page: Page, name: string, options: { fullPage?: boolean } = {}): Promise<string> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const file = path.join(SCREENSHOT_DIR, `${name}.png`);
  await page.screenshot({ path: file, fullPage: options.fullPage === true, animations: 'disabled' });
  return file;
}
