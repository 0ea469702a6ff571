import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { ROUTES } from '../src/app/routes';
import type { AppRoute } from '../src/app/route-types';
import { type Platform, api, devToken, openPage, screenshot } from './harness';
import { browserSuite } from './suite';

let platform: Platform;
let browser: Browser;
browserSuite((suite) => ({ platform, browser } = suite));

/*
 * A systemic check: every route of the route table, at the two smallest desktop sizes (the chat dock is
 * open from 1280 px) and a phone, has no horizontal overflow, and the header's balance, Deposit and account menu
 * are the topmost element at their centre (nothing fixed covers them). The routes come from `ROUTES`, so a new
 * route is checked without touching this file.
 */
const SIZES = [
  { name: '1280x720', width: 1280, height: 720 },
  { name: '1366x800', width: 1366, height: 800 },
  { name: '390x844', width: 390, height: 844 },
] as const;
type Size = (typeof SIZES)[number];

/** Routes this test does not open at all, each with why. */
const NOT_VISITED: Partial<Record<string, string>> = {
  authSteam: 'leaves the site for the Steam OpenID provider',
  logout: 'ends the session it would check, then shows home (checked as its own route)',
};

/** Routes visited for overflow only, each with why the header check does not apply. */
const NO_HEADER_CHECK: Partial<Record<string, string>> = {};

/** Sample values of required path parameters (optional ones are left out); filled in once the platform is up. */
async function sampleParams(token: string): Promise<Record<string, Record<string, string>>> {
  const me = await api<{ id: string }>(platform, 'GET', '/users/current', token);
  return {
    crash: { room: 'classic' },
    crashbattleBattle: { id: 'no-such-battle' },
    case: { id: 'pocket-change' },
    user: { id: me.id },
    ref: { code: 'LAYOUTCHECK' },
  };
}

function concretePath(route: AppRoute, params: Record<string, Record<string, string>>): string {
  return route.path
    .split('/')
    .flatMap((part) => {
      if (!part.startsWith(':')) return [part];
      if (part.endsWith('?')) return [];
      const value = params[route.id]?.[part.slice(1)];
      if (value === undefined) throw new Error(`route ${route.id} (${route.path}) needs a sample value for ${part} in this test`);
      return [value];
    })
    .join('/');
}

/** Elements whose right edge is past the viewport (for the failure message). */
async function overflow(page: Page): Promise<{ scrollWidth: number; clientWidth: number; culprits: string[] }> {
  return page.evaluate(() => {
    const root = document.documentElement;
    const culprits: string[] = [];
    for (const element of Array.from(document.querySelectorAll('body *'))) {
      const box = element.getBoundingClientRect();
      if (box.width > 0 && box.right > root.clientWidth + 0.5 && culprits.length < 5) {
        const id = element.id ? `#${element.id}` : '';
        const cls = typeof element.className === 'string' && element.className ? `.${element.className.split(' ')[0]}` : '';
        culprits.push(`${element.tagName.toLowerCase()}${id}${cls} right=${Math.round(box.right)}`);
      }
    }
    return { scrollWidth: root.scrollWidth, clientWidth: root.clientWidth, culprits };
  });
}

/** For each header control: null when it is the topmost element at its centre, else what covers it (or why not). */
async function headerControls(page: Page): Promise<Record<string, string | null>> {
  return page.evaluate(() => {
    const header = document.querySelector('header');
    const controls: Record<string, Element | null> = {
      balance: document.querySelector('[data-testid="header-balance"]'),
      deposit: header?.querySelector('a[href$="/deposit"]') ?? null,
      account: header?.querySelector('button[aria-haspopup="true"][aria-controls]') ?? null,
    };
    const result: Record<string, string | null> = {};
    for (const [name, element] of Object.entries(controls)) {
      if (!element) {
        result[name] = 'missing';
        continue;
      }
      const box = element.getBoundingClientRect();
      const x = box.left + box.width / 2;
      const y = box.top + box.height / 2;
      if (box.width === 0 || x < 0 || y < 0 || x >= window.innerWidth || y >= window.innerHeight) {
        result[name] = `outside the viewport at ${Math.round(x)},${Math.round(y)}`;
        continue;
      }
      const top = document.elementFromPoint(x, y);
      result[name] =
        top && (top === element || element.contains(top)) ? null : `covered by ${top?.tagName.toLowerCase()}.${String(top?.className).split(' ')[0]}`;
    }
    return result;
  });
}

async function settle(page: Page, route: AppRoute, size: Size): Promise<void> {
  await page.locator('main#main[data-route]').waitFor();
  if (route.modalOnDesktop && size.width >= 900) await page.getByRole('dialog').first().waitFor();
  await page.locator('[data-testid="header-balance"] [class*="balancePending"]').waitFor({ state: 'detached' });
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

describe('every route fits its window and leaves the header reachable', () => {
  for (const size of SIZES) {
    it(`at ${size.name}`, async () => {
      const session = await devToken(platform, `layout-${size.width}`);
      const params = await sampleParams(session.token);
      const { page, context } = await openPage(browser, platform, { token: session });
      // Before the first load: the shell decides at start whether the chat dock opens.
      await page.setViewportSize({ width: size.width, height: size.height });
      const failures: string[] = [];
      for (const route of ROUTES) {
        if (NOT_VISITED[route.id]) continue;
        const target = `/en${concretePath(route, params)}`.replace(/\/$/, '');
        await page.goto(target);
        await settle(page, route, size);
        const { scrollWidth, clientWidth, culprits } = await overflow(page);
        if (scrollWidth > clientWidth) failures.push(`${route.id} ${target}: page ${scrollWidth} px wide in ${clientWidth} px (${culprits.join(', ')})`);
        // A dialog route on desktop covers the page (and its header) with its backdrop on purpose.
        const dialogOver = route.modalOnDesktop === true && size.width >= 900;
        if (!dialogOver && !NO_HEADER_CHECK[route.id]) {
          for (const [control, problem] of Object.entries(await headerControls(page))) {
            if (problem) failures.push(`${route.id} ${target}: header ${control} ${problem}`);
          }
        }
        if (route.id === 'home') await screenshot(page, `layout-routes-home-${size.name}`);
      }
      await context.close();
      expect(failures).toEqual([]);
    });
  }
});
