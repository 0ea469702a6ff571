import { describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { crashRoomId } from '@arena/schemas';
import { type Platform, devToken, openPage } from './harness';
import { PLATFORM_ENVS } from './platform-envs';
import { expectOnlyShortCrashRoundsPlayed, expectShortCrashRounds } from './pinned-seeds';
import { browserSuite } from './suite';

/**
 * Crash for the long run: after a crash of the server (SIGKILL, then the platform again on the same ports
 * and data dir) a player watching crash is back in the room. Measured, printed and recorded in load-tests/RESULTS.md
 * (no timing assertion here): the time from "server back" (the new process's first healthy /api/health) to the first
 * room state and the first state patch the browser receives on its new room session, read from Chromium's own
 * WebSocket frames (Colyseus: ROOM_STATE 14, ROOM_STATE_PATCH 15; the low 5 bits of the first byte).
 */
let platform: Platform;
let browser: Browser;
// Short rounds (pinned seeds): the wait for betting after the restart must not hang on a round flying past 20×.
browserSuite((suite) => ({ platform, browser } = suite), { env: PLATFORM_ENVS.rejoin });

const ROOM_STATE = 14;
const ROOM_STATE_PATCH = 15;
const ROOM_PATH = `/${crashRoomId('classic')}?`;

const LOG_KEY = 'rejoin-e2e';

interface Trace {
  /** Navigation starts of the page (`performance.timeOrigin`), epoch ms. */
  loads: number[];
  /** Every WebSocket to the room: opened, first full state, first state patch (epoch ms in the page). */
  sockets: { openedAt: number; stateAt: number | null; patchAt: number | null }[];
}

/**
 * Timestamps taken in the page itself (its `Date.now()`, the machine's clock like the test's), kept in
 * sessionStorage across the page's own reloads: Playwright's events reach the test late on a loaded machine.
 */
async function traceRoomSockets(context: BrowserContext): Promise<void> {
  await context.addInitScript(
    ({ key, roomPath, codes }) => {
      type Entry = Trace['sockets'][number];
      const read = (): Trace => JSON.parse(window.sessionStorage.getItem(key) ?? '{"loads":[],"sockets":[]}') as Trace;
      const write = (change: (trace: Trace) => void) => {
        const trace = read();
        change(trace);
        window.sessionStorage.setItem(key, JSON.stringify(trace));
      };
      write((trace) => trace.loads.push(Math.round(performance.timeOrigin)));
      const Native = window.WebSocket;
      window.WebSocket = class extends Native {
        constructor(url: string | URL, protocols?: string | string[]) {
          super(url, protocols);
          if (!String(url).includes(roomPath)) return;
          let index = -1;
          write((trace) => (index = trace.sockets.push({ openedAt: Date.now(), stateAt: null, patchAt: null }) - 1));
          this.addEventListener('message', (event: MessageEvent) => {
            if (!(event.data instanceof ArrayBuffer) || event.data.byteLength === 0) return;
            const code = new Uint8Array(event.data)[0]! & 0x1f;
            const field: keyof Entry | null =
              code === codes.state ? 'stateAt' : code === codes.patch ? 'patchAt' : null;
            if (field) write((trace) => void (trace.sockets[index]![field] ??= Date.now()));
          });
        }
      };
    },
    { key: LOG_KEY, roomPath: ROOM_PATH, codes: { state: ROOM_STATE, patch: ROOM_STATE_PATCH } },
  );
}

const readTrace = (page: Page): Promise<Trace> =>
  page
    .evaluate((key) => JSON.parse(window.sessionStorage.getItem(key) ?? '{"loads":[],"sockets":[]}') as Trace, LOG_KEY)
    .catch(() => ({ loads: [], sockets: [] }));

describe('rejoin after a server restart', () => {
  it(
    'a player watching crash is back in a live room soon after the killed server is up again',
    { timeout: 240_000 },
    async () => {
      await expectShortCrashRounds(platform);
      const { page, context } = await openPage(browser, platform, { token: await devToken(platform, 'alice') });
      await traceRoomSockets(context);
      await page.goto('/en/crash/classic');
      await page.getByRole('heading', { level: 1, name: 'Crash' }).waitFor();
      await expect
        .poll(async () => (await readTrace(page)).sockets.some((s) => s.patchAt !== null), { timeout: 30_000 })
        .toBe(true);
      // Watched for a while first: the SDK only tries to resume a session that was up for 5 s (its minUptime).
      await page.waitForTimeout(6_000);

      const killedAt = Date.now();
      const backAt = await platform.restart();
      // The session the page keeps: when the connection had been declared lost (connection-lost dialog), the page
      // reloads once its probe reaches the server again (spec) and joins afresh; otherwise the rejoined session.
      const kept = (trace: Trace) => {
        const lastLoad = Math.max(killedAt, ...trace.loads);
        return trace.sockets.filter((s) => s.openedAt > lastLoad && s.stateAt !== null).at(-1);
      };
      const dialog = page.getByRole('dialog', { name: 'Connection lost' });
      await expect
        .poll(async () => kept(await readTrace(page)) !== undefined && (await dialog.count()) === 0, {
          timeout: 90_000,
          message: `no room state after the restart:\n${platform.log().slice(-3000)}`,
        })
        .toBe(true);
      await expect.poll(async () => kept(await readTrace(page))?.patchAt ?? null, { timeout: 30_000 }).not.toBeNull();
      const trace = await readTrace(page);
      const session = kept(trace)!;
      const fresh = trace.sockets.filter((s) => s.openedAt > killedAt);
      const firstState = Math.min(...fresh.map((s) => s.stateAt ?? Infinity));
      const since = (at: number | null) => (at === null ? 'none' : `${at - backAt} ms`);
      console.log(
        `rejoin e2e: down ${backAt - killedAt} ms (kill → healthy); after server back: first room state ${since(firstState)}; ` +
          `page reloads at [${trace.loads
            .filter((at) => at > killedAt)
            .map(since)
            .join(', ')}]; the kept session: opened ${since(session.openedAt)}, ` +
          `first state ${since(session.stateAt)}, first state patch ${since(session.patchAt)}; room sockets after the kill: ${fresh.length}`,
      );

      // The page is in the new process's room: a new round comes to betting and takes a bet.
      await page.locator('[data-phase="BETTING"]').waitFor({ timeout: 60_000 });
      const place = page.getByRole('button', { name: 'Place bet' });
      await expect.poll(() => place.isEnabled(), { timeout: 30_000 }).toBe(true);
      await page.getByLabel('Bet amount, $').fill('1.00');
      await place.click();
      await page.getByRole('button', { name: 'In this round with $1.00' }).waitFor();
      expect(await dialog.count()).toBe(0);
      // The measured session is the one the page kept (no reload after it).
      expect((await readTrace(page)).loads.filter((at) => at > session.openedAt)).toEqual([]);
      await expectOnlyShortCrashRoundsPlayed(platform);
      await context.close();
    },
  );
});
