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
 * A systemic check: every route of the route table, at the two smallest desktop sizes (the chat dock is
 * open from 1280 px) and a phone, has no horizontal overflow, and the header's balance, Deposit and account menu
 * are the topmost element at their centre (nothing fixed covers them). The routes come from `ROUTES`, so a new
 * route is checked without touching this file.
 */

/** Routes visited for overflow only, each with why the header check does not apply. */
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

describe('every route fits its window and leaves the header reachable', () => {
  for (const size of SIZES) {
    it(`at ${size.name}`, async () => {
      const session = await devToken(platform, `layout-${size.width}`);
      const params = await sampleParams(platform, session.token);
      const { page, context } = await openPage(browser, platform, { token: session });
      watchNetwork(page);
      // Before the first load: the shell decides at start whether the chat dock opens.
      await page.setViewportSize({ width: size.width, height: size.height });
      const failures: string[] = [];
      for (const route of ROUTES) {
        if (NOT_VISITED[route.id]) continue;
        const target = `/en${concretePath(route, params)}`.replace(/\/$/, '');
        await page.goto(target);
        await settle(page, route, size);
        const { scrollWidth, clientWidth, culprits } = await overflow(page);
        if (scrollWidth > clientWidth)
          failures.push(
            `${route.id} ${target}: page ${scrollWidth} px wide in ${clientWidth} px (${culprits.join(', ')})`,
          );
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
