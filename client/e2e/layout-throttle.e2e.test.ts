import { describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { gameRoutes } from '../src/navigation/routes';
import { type Platform, devToken, openPage, screenshot } from './harness';
import { PLATFORM_ENVS } from './platform-envs';
import { browserSuite } from './suite';

let platform: Platform;
let browser: Browser;
// A small API budget, so that the pages of this file reach it, in a short window, so that a throttled page is back
// within seconds.
const WINDOW_SECONDS = Number(PLATFORM_ENVS['layout-throttle']!.RATE_LIMIT_WINDOW_SECONDS);
browserSuite((suite) => ({ platform, browser } = suite), { env: PLATFORM_ENVS['layout-throttle'] });

/**
 * Uses up this address's API budget and resolves with the seconds until it comes back; a window about to end is
 * waited out first, so the page that follows meets a refusal.
 */
async function exhaustApiBudget(): Promise<number> {
  for (;;) {
    let answer: Response;
    do answer = await fetch(`${platform.url}/api/maintenance`);
    while (answer.status === 200);
    expect(answer.status).toBe(429);
    const resetSeconds = Number(answer.headers.get('x-ratelimit-reset'));
    if (resetSeconds >= WINDOW_SECONDS / 2) return resetSeconds;
    // Too close to the window's end: wait for the next window and spend that one instead.
    do answer = await fetch(`${platform.url}/api/maintenance`);
    while (answer.status === 429);
  }
}

describe('rate limits and the pages', () => {
  it('opens eight game pages in a row as pages, never as a JSON refusal', async () => {
    const { page, context } = await openPage(browser, platform, { token: await devToken(platform, 'e2e-eight-pages') });
    const hrefs = gameRoutes().map((route) => route.game!.href);
    expect(hrefs.length).toBeGreaterThanOrEqual(8);
    // With the API budget spent, so the pages are asked for while the API refuses.
    await exhaustApiBudget();
    for (const href of hrefs.slice(0, 8)) {
      const response = await page.goto(`/en${href}`);
      expect(response?.status(), href).toBe(200);
      expect(response?.headers()['content-type'], href).toMatch(/^text\/html/);
      await page.locator('main#main[data-route]').waitFor();
    }
    await context.close();
  });

  it('shows the page with a translated notice while the API is throttled, then retries to the answers', async () => {
    const { page, context } = await openPage(browser, platform, { token: await devToken(platform, 'e2e-throttled') });
    await exhaustApiBudget();
    const response = await page.goto('/en/games');
    expect(response?.status()).toBe(200);
    await page.getByRole('heading', { level: 1, name: 'All games' }).waitFor();
    await page.getByText(/^Too many requests at once: trying again in \d+ s$/).waitFor();
    await screenshot(page, 'layout-throttle-notice');
    // The retry after the named wait brings the balance (the window is at most WINDOW_SECONDS).
    await page.locator('[data-testid="header-balance"]', { hasText: '$' }).waitFor({ timeout: 60_000 });
    await context.close();
  }, 150_000);
});
