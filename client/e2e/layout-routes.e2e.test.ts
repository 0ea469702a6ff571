import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { ROUTES } from '../src/navigation/routes';
import { type Platform, devToken, openPage, screenshot } from './harness';
import { NOT_VISITED, SIZES, concretePath, sampleParams, settle, watchNetwork } from './layout-kit';
import { browserSuite } from './suite';

let platform: Platform;
let browser: Browser;
browserSuite((suite) => ({ platform, browser } = suite));

/*
 * A systemic check of every route of `ROUTES` (so a new route is checked without touching this file), signed in, at
 * the two smallest desktop sizes (the chat dock is open from 1280 px) and a phone, with everything that comes late
 * already on screen: the support button (it shows some seconds after load, so the routes are visited in the same
 * page, through the router, one visit per route and size for every check) and the game boards (their canvases).
 * - The page is not wider than the window.
 * - The header's balance, Deposit and account menu are the topmost element at their centre (nothing fixed covers
 *   them), except under a dialog route on desktop, whose backdrop covers the page on purpose.
 * - Each element marked `data-primary-action` is the topmost element at its centre, both where it is when the page
 *   opens (if it is on screen there) and scrolled to the middle of the window.
 */

/** Routes visited without the header check, each with why. */
const NO_HEADER_CHECK: Partial<Record<string, string>> = {};

/** Elements whose right edge is past the viewport (for the failure message). */
async function overflow(page: Page): Promise<{ scrollWidth: number; clientWidth: number; culprits: string[] }> {
  return page.evaluate(() => {
    const root = document.documentElement;
    const culprits: string[] = [];
    for (const element of Array.from(document.querySelectorAll('body *'))) {
      const box = element.getBoundingClientRect();
      if (box.width > 0 && box.right > root.clientWidth + 0.5 && culprits.length < 5) {
        const id = element.id ? `#${element.id}` : '';
        const cls =
          typeof element.className === 'string' && element.className ? `.${element.className.split(' ')[0]}` : '';
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
        top && (top === element || element.contains(top))
          ? null
          : `covered by ${top?.tagName.toLowerCase()}.${String(top?.className).split(' ')[0]}`;
    }
    return result;
  });
}

/** Where a primary action is covered: null when it is the topmost element at its centre. */
async function primaryActions(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const describe = (element: Element | null) =>
      element
        ? `${element.tagName.toLowerCase()}${element.getAttribute('data-testid') ? `[${element.getAttribute('data-testid')}]` : ''}.${String(element.className).split(' ')[0]}`
        : 'nothing';
    const covered = (element: Element): string | null => {
      const box = element.getBoundingClientRect();
      const x = box.left + box.width / 2;
      const y = box.top + box.height / 2;
      if (x < 0 || y < 0 || x >= window.innerWidth || y >= window.innerHeight) return null;
      const top = document.elementFromPoint(x, y);
      return top && (top === element || element.contains(top))
        ? null
        : `covered by ${describe(top)} at ${Math.round(x)},${Math.round(y)}`;
    };
    const problems: string[] = [];
    const actions = Array.from(document.querySelectorAll('[data-primary-action]')).filter(
      (element) => element.getBoundingClientRect().width > 0,
    );
    for (const element of actions) {
      const name = (element.textContent ?? '').trim().slice(0, 40);
      const atRest = covered(element);
      if (atRest) problems.push(`"${name}" as the page opens: ${atRest}`);
      element.scrollIntoView({ block: 'center', inline: 'nearest' });
      const centred = covered(element);
      if (centred) problems.push(`"${name}" scrolled to the middle: ${centred}`);
      window.scrollTo(0, 0);
    }
    return problems;
  });
}

/** Opens `path` through the router (no reload), as a link in the page would, and waits for the route's page. */
async function navigate(page: Page, path: string, routeId: string | null): Promise<void> {
  await page.evaluate((target) => {
    window.history.pushState(null, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  // A route that sends elsewhere (a referral link) has arrived once the address moved on.
  if (routeId) {
    await page.waitForFunction(
      ({ id, target }) =>
        document.querySelector(`main#main[data-route="${id}"]`) !== null || window.location.pathname !== target,
      { id: routeId, target: path },
    );
  }
}

describe('every route fits its window; nothing fixed covers the header or a primary action', () => {
  // The sizes run side by side, each its own player and page: a visit mostly waits on the page's answers, so three
  // at once take about what one takes (this file 70 s -> 32 s).
  for (const size of SIZES) {
    it.concurrent(`at ${size.name}, signed in`, { timeout: 300_000 }, async () => {
      const session = await devToken(platform, `primary-${size.width}`);
      const params = await sampleParams(platform, session.token);
      const { page, context } = await openPage(browser, platform, { token: session });
      // Counts the page's open requests, so each route is measured once its answers are in (after a navigation
      // inside the app, Playwright's own network idle says nothing).
      watchNetwork(page);
      // Before the first load: the shell decides at start whether the chat dock opens.
      await page.setViewportSize({ width: size.width, height: size.height });
      await page.goto('/en');
      // The support button comes some seconds after load and stays for the rest of the visit.
      await page.getByTestId('support-button').waitFor({ timeout: 30_000 });
      const failures: string[] = [];
      let marked = 0;
      for (const route of ROUTES) {
        if (NOT_VISITED[route.id]) continue;
        const target = `/en${concretePath(route, params)}`.replace(/\/$/, '');
        const dialog = route.modalOnDesktop === true && size.width >= 900;
        // A dialog route on desktop opens over the page below it (that page's route id stays on <main>).
        await navigate(page, target, dialog ? null : route.id);
        await settle(page, route, size);
        // A game board's canvas comes after its renderer starts: measure with the board there (pages without one
        // wait for nothing).
        if ((await page.locator('main [data-pixi-host]').count()) > 0)
          await page.locator('main [data-pixi-host] canvas').first().waitFor({ timeout: 15_000 });
        const { scrollWidth, clientWidth, culprits } = await overflow(page);
        if (scrollWidth > clientWidth)
          failures.push(
            `${route.id} ${target}: page ${scrollWidth} px wide in ${clientWidth} px (${culprits.join(', ')})`,
          );
        if (dialog) {
          await page.keyboard.press('Escape');
          continue;
        }
        if (!NO_HEADER_CHECK[route.id]) {
          for (const [control, problem] of Object.entries(await headerControls(page))) {
            if (problem) failures.push(`${route.id} ${target}: header ${control} ${problem}`);
          }
        }
        marked += await page.locator('[data-primary-action]').count();
        for (const problem of await primaryActions(page)) failures.push(`${route.id} ${target}: ${problem}`);
        if (route.id === 'home' || route.id === 'mines' || route.id === 'crash')
          await screenshot(page, `layout-routes-${route.id}-${size.name}`);
      }
      await context.close();
      // The check means something only while pages mark their primary actions.
      expect(marked).toBeGreaterThan(0);
      expect(failures).toEqual([]);
    });
  }
});
