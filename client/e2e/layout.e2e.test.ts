import { describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { type Platform, api, devToken, openPage } from './harness';
import { browserSuite } from './suite';

let platform: Platform;
let browser: Browser;
browserSuite((suite) => ({ platform, browser } = suite));

describe('modal on desktop, route on mobile', () => {
  it('opens the shop as a dialog over the current page on desktop and closes back to it', async () => {
    const { page, context } = await openPage(browser, platform, { viewport: 'desktop' });
    await page.goto('/en/games');
    await page.getByRole('heading', { level: 1, name: 'All games' }).waitFor();
    await page.getByRole('navigation', { name: 'Main navigation' }).first().getByRole('link', { name: 'Shop' }).click();
    await page.waitForURL('**/en/shop', { waitUntil: 'commit' });
    const dialog = page.getByRole('dialog', { name: 'Skin shop' });
    await dialog.waitFor();
    // The page it was opened from stays underneath.
    expect(await page.locator('main#main').getAttribute('data-route')).toBe('games');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await page.waitForURL('**/en/games', { waitUntil: 'commit' });
    expect(await page.getByRole('dialog').count()).toBe(0);

    // A shared link to a modal route opens it over home.
    await page.goto('/en/faq/2,1');
    const faq = page.getByRole('dialog', { name: 'Questions and answers' });
    await faq.waitFor();
    expect(await page.locator('main#main').getAttribute('data-route')).toBe('home');
    expect(await faq.locator('details[open] summary').textContent()).toBe('What is the minimum deposit?');
    await page.keyboard.press('Escape');
    await page.waitForURL(/\/en$/, { waitUntil: 'commit' });
    await context.close();
  });

  it('opens the shop and the FAQ as pages on a phone', async () => {
    const { page, context } = await openPage(browser, platform, { viewport: 'mobile' });
    await page.goto('/en');
    await page.getByRole('navigation', { name: 'Main navigation' }).last().getByRole('link', { name: 'Shop' }).click();
    await page.waitForURL('**/en/shop', { waitUntil: 'commit' });
    await page.getByRole('heading', { level: 1, name: 'Skin shop' }).waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(await page.locator('main#main').getAttribute('data-route')).toBe('shop');
    await page.goto('/en/faq');
    await page.getByRole('heading', { level: 1, name: 'Questions and answers' }).waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
    await context.close();
  });
});

describe('maintenance', () => {
  it('shows a dismissible banner and a maintenance page with its end time', async () => {
    const admin = await devToken(platform, 'admin');
    const now = Date.now();
    const banner = await api<{ id: string }>(platform, 'POST', '/admin/maintenance', admin.token, {
      type: 'BANNER',
      startedAt: now + 3_600_000,
      finishedAt: now + 7_200_000,
    });
    const { page, context } = await openPage(browser, platform);
    await page.goto('/en');
    const notice = page.getByRole('status').filter({ hasText: 'Planned maintenance' });
    await notice.waitFor();
    await notice.getByRole('button', { name: 'Dismiss' }).click();
    await page.reload();
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(await page.getByText('Planned maintenance').count()).toBe(0);

    const window = await api<{ id: string }>(platform, 'POST', '/admin/maintenance', admin.token, {
      type: 'PAGE',
      finishedAt: now + 600_000,
    });
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Maintenance' }).waitFor();
    await page.getByText(/We are upgrading the site and will be back by/).waitFor();

    await api(platform, 'POST', `/admin/maintenance/${window.id}/end`, admin.token);
    await api(platform, 'POST', `/admin/maintenance/${banner.id}/end`, admin.token);
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Play with skins. Keep it fair.' }).waitFor();
    await context.close();
  });
});

describe('connection lost', () => {
  it('shows the connection-lost dialog while the game server is unreachable and refreshes when it is back', async () => {
    const { page, context } = await openPage(browser, platform, { token: await devToken(platform, 'bob') });
    await page.goto('/en');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    platform.gameLink.cut();
    await page
      .getByRole('dialog', { name: 'Connection lost' })
      .waitFor({ timeout: 30_000 })
      .catch((error: unknown) => {
        platform.gameLink.restore();
        throw error;
      });
    const reloaded = page.waitForEvent('load', { timeout: 30_000 });
    platform.gameLink.restore();
    await reloaded;
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(await page.getByRole('dialog', { name: 'Connection lost' }).count()).toBe(0);
    await context.close();
  });
});
