import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { ROUTES } from '../src/navigation/routes';
import { type Platform, devToken, openPage, screenshot } from './harness';
import { NOT_VISITED, SIZES, concretePath, sampleParams, settle } from './layout-kit';
import { browserSuite } from './suite';

let platform: Platform;
let browser: Browser;
browserSuite((suite) => ({ platform, browser } = suite));

/*
 * A systemic check: no fixed element (the support button, the chat dock, the phone's tab bar, the header) covers a
 * page's primary action. Every route of `ROUTES` is opened signed in, at the layout sizes, with everything that comes
 * late already on screen: the support button (it shows some seconds after load, so the routes are visited in the
 * same page, through the router) and the game boards (their canvases). Each element marked `data-primary-action`
 * must be the topmost element at its centre, both where it is when the page opens (if it is on screen there) and
 * scrolled to the middle of the window. The page must not be wider than the window then either.
 */

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

describe('no fixed element covers a primary action', () => {
  for (const size of SIZES) {
    it(`at ${size.name}, signed in`, { timeout: 300_000 }, async () => {
      const session = await devToken(platform, `primary-${size.width}`);
      const params = await sampleParams(platform, session.token);
      const { page, context } = await openPage(browser, platform, { token: session });
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
        if (dialog) {
          await page.keyboard.press('Escape');
          continue;
        }
        const { scrollWidth, clientWidth } = await page.evaluate(() => ({
          scrollWidth: document.documentElement.scrollWidth,
          clientWidth: document.documentElement.clientWidth,
        }));
        if (scrollWidth > clientWidth)
          failures.push(`${route.id} ${target}: page ${scrollWidth} px wide in ${clientWidth} px`);
        marked += await page.locator('[data-primary-action]').count();
        for (const problem of await primaryActions(page)) failures.push(`${route.id} ${target}: ${problem}`);
        if (route.id === 'mines' || route.id === 'crash')
          await screenshot(page, `layout-primary-${route.id}-${size.name}`);
      }
      await context.close();
      // The check means something only while pages mark their primary actions.
      expect(marked).toBeGreaterThan(0);
      expect(failures).toEqual([]);
    });
  }
});
