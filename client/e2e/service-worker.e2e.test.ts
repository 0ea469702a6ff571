import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { type Platform, buildClient, launchBrowser, openPage, startPlatform } from './harness';

/**
 * Offline-ready client: two deploys in sequence on one origin. The suite's build (deploy A) installs the
 * service worker; the platform goes down (navigations get the offline page) and comes back serving a second build
 * (deploy B, another ARENA_BUILD_ID). The page left open on A moves to B, and B's worker replaces A's. Whether the
 * page then reloads once more (new worker within 10 s of load) depends on how fast B's worker installs on a loaded
 * machine, so that rule is unit-tested (src/pwa/reload-decision.test.ts), not timed here.
 */
const NEXT_BUILD = 'sw-e2e-next';
const COMMUNITY_LINKS = 'Discord=https://discord.gg/arena,Telegram=https://t.me/arena';
const SHOP_URL = 'https://shop.example.com/store';
const SLOW = { timeout: 60_000 };

let browser: Browser;
let nextDist: string;
const platforms: Platform[] = [];

beforeAll(() => {
  nextDist = mkdtempSync(path.join(tmpdir(), 'arena-sw-next-'));
  buildClient(true, nextDist, { ARENA_BUILD_ID: NEXT_BUILD });
});

afterAll(async () => {
  await browser?.close();
  for (const platform of platforms) await platform.stop();
  rmSync(nextDist, { recursive: true, force: true });
});

const buildOf = (page: Page) => page.evaluate(() => document.documentElement.dataset.build ?? null);
const entryScript = (page: Page) =>
  page.evaluate(() => document.querySelector<HTMLScriptElement>('script[type="module"][src*="/assets/index-"]')!.src);
/** Whether any of the page's caches (the worker's precache) holds `url`. */
const cached = (page: Page, url: string) =>
  page.evaluate(async (target) => {
    for (const name of await caches.keys()) if (await (await caches.open(name)).match(target)) return true;
    return false;
  }, url);

describe('service worker across two deploys', () => {
  it('serves the offline page while the site is down, then moves the old page to the new deploy and worker', async () => {
    browser = await launchBrowser();
    const first = await startPlatform();
    platforms.push(first);
    const sw = await fetch(`${first.url}/sw.js`);
    expect(sw.headers.get('content-type')).toMatch(/javascript/);
    expect(sw.headers.get('cache-control')).toBe('no-cache');
    expect((await fetch(`${first.url}/manifest.webmanifest`)).headers.get('content-type')).toMatch(
      /^application\/manifest\+json/,
    );

    const { context, page } = await openPage(browser, first, { serviceWorkers: true });
    await page.goto('/en');
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, SLOW);
    const oldBuild = await buildOf(page);
    expect(oldBuild).not.toBe(NEXT_BUILD);
    const oldEntry = await entryScript(page);
    await page.waitForFunction(async (url) => (await caches.match(url)) !== undefined, oldEntry, SLOW);

    // The site goes down: a navigation gets the precached offline page instead of the browser's error.
    await first.stop();
    platforms.length = 0;
    const other = await context.newPage();
    await other.goto('/en/games');
    await other.locator('#offline').waitFor();
    expect(await other.getByRole('heading', { level: 1 }).textContent()).toBe('You are offline');
    await other.close();

    // Deploy B on the same origin (its game server elsewhere: the page left open on A keeps its connection-lost
    // dialog). The player reloads that page: it starts under A's worker, B's worker takes over, nothing of A stays.
    const next = await startPlatform({
      port: Number(new URL(first.url).port),
      env: { CLIENT_DIST_DIR: nextDist, COMMUNITY_LINKS, EXTERNAL_SHOP_URL: SHOP_URL },
    });
    platforms.push(next);
    await page.reload();
    // Polled (not waitForFunction): the page reloads under the probe, and an evaluation cut by it counts as "not yet".
    await expect.poll(() => buildOf(page).catch(() => null), { timeout: 90_000 }).toBe(NEXT_BUILD);

    // B's worker took over: it precached B's shell and dropped A's.
    const newEntry = await entryScript(page);
    expect(newEntry).not.toBe(oldEntry);
    await expect.poll(() => cached(page, newEntry).catch(() => false), SLOW).toBe(true);
    await expect.poll(() => cached(page, oldEntry).catch(() => true), SLOW).toBe(false);
    await expect.poll(() => buildOf(page).catch(() => null), SLOW).toBe(NEXT_BUILD);
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

    // The header of deploy B: the community modal and the external shop link (both configured).
    await page.getByTestId('community-button').click();
    const dialog = page.getByRole('dialog', { name: 'Join the community' });
    await dialog.waitFor();
    expect(await dialog.getByRole('link', { name: /Discord/ }).getAttribute('href')).toBe('https://discord.gg/arena');
    expect(await dialog.getByRole('link', { name: /Telegram/ }).getAttribute('href')).toBe('https://t.me/arena');
    await dialog.getByRole('button', { name: 'Close' }).click();
    const shopHref = await page.getByTestId('external-shop-link').getAttribute('href');
    expect(shopHref).toBe('/api/auth/inshop?lang=en');
    const shop = await fetch(`${next.url}${shopHref}`, { redirect: 'manual' });
    expect(shop.status).toBe(302);
    expect(shop.headers.get('location')).toBe(`${SHOP_URL}?lang=en`);
    await context.close();
  }, 240_000);
});
