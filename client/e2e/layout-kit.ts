/**
 * What the layout browser tests share: the window sizes they check, the routes they leave out, sample values of
 * path parameters, and how long a page is let settle before it is measured.
 */
import type { Page, Request } from 'playwright-core';
import type { AppRoute } from '../src/navigation/route-types';
import { type Platform, api } from './harness';

/** The two smallest desktop sizes (the chat dock is open from 1280 px) and a phone. */
export const SIZES = [
  { name: '1280x720', width: 1280, height: 720 },
  { name: '1366x800', width: 1366, height: 800 },
  { name: '390x844', width: 390, height: 844 },
] as const;
export type Size = (typeof SIZES)[number];

/** Routes the layout tests do not open at all, each with why. */
export const NOT_VISITED: Partial<Record<string, string>> = {
  authSteam: 'leaves the site for the Steam OpenID provider',
  logout: 'ends the session it would check, then shows home (checked as its own route)',
};

/** Sample values of required path parameters (optional ones are left out). */
export async function sampleParams(platform: Platform, token: string): Promise<Record<string, Record<string, string>>> {
  const me = await api<{ id: string }>(platform, 'GET', '/users/current', token);
  return {
    crash: { room: 'classic' },
    crashbattleBattle: { id: 'no-such-battle' },
    case: { id: 'pocket-change' },
    user: { id: me.id },
    ref: { code: 'LAYOUTCHECK' },
  };
}

export function concretePath(route: AppRoute, params: Record<string, Record<string, string>>): string {
  return route.path
    .split('/')
    .flatMap((part) => {
      if (!part.startsWith(':')) return [part];
      if (part.endsWith('?')) return [];
      const value = params[route.id]?.[part.slice(1)];
      if (value === undefined)
        throw new Error(`route ${route.id} (${route.path}) needs a sample value for ${part} in this test`);
      return [value];
    })
    .join('/');
}

/** The page's requests not yet answered (sockets and event streams left out), for pages watched with `watchNetwork`. */
const pending = new WeakMap<Page, Set<Request>>();
/** How long no request may be open before a page counts as quiet: a chunk or fetch started by an answer starts within it. */
const QUIET_MS = 150;

/**
 * Counts the page's open requests from now on (call it before the first `goto`). Playwright's `networkidle` waits
 * for 500 ms without requests after each load and says nothing after an in-app navigation; this is the same wait,
 * shorter, and it also holds after a navigation inside the app.
 */
export function watchNetwork(page: Page): void {
  const open = new Set<Request>();
  pending.set(page, open);
  page.on('request', (request) => open.add(request));
  // An event stream (support's, over fetch) stays open for the whole visit: once its headers are in, it is a
  // socket, not a load.
  page.on('response', (response) => {
    if (response.headers()['content-type']?.startsWith('text/event-stream')) open.delete(response.request());
  });
  page.on('requestfinished', (request) => open.delete(request));
  page.on('requestfailed', (request) => open.delete(request));
}

/** Waits until no request of the page (watched with `watchNetwork`, else Playwright's `networkidle`) is open. */
export async function quietNetwork(page: Page): Promise<void> {
  const open = pending.get(page);
  if (!open) return page.waitForLoadState('networkidle');
  const deadline = Date.now() + 30_000;
  let quietSince = open.size === 0 ? Date.now() : Infinity;
  while (Date.now() - quietSince < QUIET_MS) {
    if (Date.now() > deadline) throw new Error(`network not quiet after 30 s: ${[...open].map((r) => r.url())}`);
    await page.waitForTimeout(25);
    if (open.size > 0) quietSince = Infinity;
    else if (quietSince === Infinity) quietSince = Date.now();
  }
}

/** The route's page shown, its dialog open on desktop, the balance read, the network quiet and the fonts in. */
export async function settle(page: Page, route: AppRoute, size: Size): Promise<void> {
  await page.locator('main#main[data-route]').waitFor();
  if (route.modalOnDesktop && size.width >= 900) await page.getByRole('dialog').first().waitFor();
  await page.locator('[data-testid="header-balance"] [class*="balancePending"]').waitFor({ state: 'detached' });
  await quietNetwork(page);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}
