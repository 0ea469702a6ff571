import { afterAll, beforeAll, describe, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import {
  type Platform,
  VIEWPORTS,
  type ViewportName,
  api,
  devToken,
  launchBrowser,
  openPage,
  screenshot,
  startPlatform,
} from './harness';
import { quietNetwork, watchNetwork } from './layout-kit';

/**
 * Screenshots of the main screens at phone and desktop size, saved to client/e2e/screenshots/ for people
 * to look at. Each screen must also render its heading, so a blank or broken screen fails here.
 */
let platform: Platform;
let browser: Browser;
let alice: { token: string; expiresAt: number };

beforeAll(async () => {
  platform = await startPlatform();
  browser = await launchBrowser();
  alice = await devToken(platform, 'alice');
  // Something to show in the inventory, history and transactions.
  const shop = await api<{ items: { id: number }[] }>(platform, 'GET', '/shop?type=knife&pageSize=2', null);
  await api(platform, 'POST', '/shop/buy', alice.token, { catalogItemIds: shop.items.map((item) => item.id) });
});

afterAll(async () => {
  await browser?.close();
  await platform?.stop();
});

async function settle(page: Page, heading: string | RegExp): Promise<void> {
  await page.getByRole('heading', { name: heading }).first().waitFor();
  await quietNetwork(page);
  // Let icons decode and the last poll land.
  await page.waitForTimeout(300);
}

const visitorScreens: [string, string, string | RegExp][] = [
  ['home', '/en', 'Play with skins. Keep it fair.'],
  ['auth', '/en/auth', 'Sign in'],
  ['tos', '/en/tos', 'Terms of Service'],
  ['404', '/en/404', 'Page not found'],
];

const playerScreens: [string, string, string | RegExp][] = [
  ['home-signed-in', '/en', 'Play with skins. Keep it fair.'],
  ['shop-buy', '/en/shop/buy', 'Skin shop'],
  ['shop-sell', '/en/shop/sell', 'Skin shop'],
  ['shop-swap', '/en/shop/swap', 'Skin shop'],
  ['deposit', '/en/deposit', 'Top up balance'],
  ['withdraw', '/en/withdraw', 'Withdraw'],
  ['profile', '/en/profile', 'alice'],
  ['profile-history', '/en/profile/history', 'alice'],
  ['profile-transactions', '/en/profile/transactions', 'alice'],
  ['bonus', '/en/bonus', 'Bonuses'],
  ['faq', '/en/faq/4,1', 'Questions and answers'],
  ['home-ru', '/ru', 'Играйте скинами. Всё честно.'],
];

// Every viewport's visitor and player pages side by side (four pages at once): each mostly waits on its answers.
describe.concurrent.each(Object.keys(VIEWPORTS) as ViewportName[])('main screens at %s size', (viewport) => {
  it('renders the visitor screens', async () => {
    const { page, context } = await openPage(browser, platform, { viewport });
    watchNetwork(page);
    for (const [name, path, heading] of visitorScreens) {
      await page.goto(path);
      await settle(page, heading);
      await screenshot(page, `${viewport}-${name}`);
    }
    await context.close();
  });

  it('renders the player screens', async () => {
    const { page, context } = await openPage(browser, platform, { viewport, token: alice });
    watchNetwork(page);
    for (const [name, path, heading] of playerScreens) {
      await page.goto(path);
      await settle(page, heading);
      await screenshot(page, `${viewport}-${name}`);
    }
    await page.goto('/en');
    await settle(page, 'Play with skins. Keep it fair.');
    if (viewport === 'mobile') await page.getByRole('button', { name: 'Main navigation' }).click();
    else await page.getByRole('button', { name: 'Account menu' }).click();
    await screenshot(page, `${viewport}-menu`);
    await context.close();
  });
});
