import { describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { SUPPORT_RULES } from '@arena/schemas';
import { type Platform, api, devToken, openPage, screenshot } from './harness';
import { browserSuite } from './suite';

let platform: Platform;
let browser: Browser;
browserSuite((suite) => ({ platform, browser } = suite));

describe('support desk', () => {
  it(
    'carries a player message to the console and the admin reply back live, with the unread badge',
    { timeout: 240_000 },
    async () => {
      const player = await devToken(platform, 'e2e-support-player');
      const me = await api<{ id: string }>(platform, 'GET', '/users/current', player.token);
      const { page, context } = await openPage(browser, platform, { token: player });
      await page.goto('/en');
      const button = page.getByTestId('support-button');
      await button.waitFor({ timeout: 60_000 });
      // docs/product-rules.md §9: the button shows only once the page has been loaded for the widget's wait.
      expect(await page.evaluate(() => performance.now())).toBeGreaterThanOrEqual(SUPPORT_RULES.widgetWaitMs);

      await button.click();
      const panel = page.getByTestId('support-panel');
      await panel.getByText('Write to us and a support agent will answer here.').waitFor();
      await panel.getByLabel('Your message').fill('My skins did not arrive');
      await panel.getByRole('button', { name: 'Send' }).click();
      await panel.getByTestId('support-thread').getByText('My skins did not arrive').waitFor();
      await panel.getByRole('button', { name: 'Close' }).click();
      expect(await page.getByTestId('support-badge').count()).toBe(0);

      // The admin answers from the console in a second browser context.
      const admin = await devToken(platform, 'admin');
      const console = await openPage(browser, platform, { token: admin });
      await console.page.goto('/en/admin/support');
      const desk = console.page.getByTestId('admin-support');
      await desk.getByRole('button', { name: /e2e-support-player/ }).click({ timeout: 60_000 });
      await desk.getByTestId('support-console-thread').getByText('My skins did not arrive').waitFor();
      const card = desk.getByTestId('support-player');
      await card.getByText(me.id).waitFor();
      await card.getByTestId('support-player-real').waitFor();
      await desk.getByLabel('Your reply').fill('We found them: they are in your inventory now.');
      await desk.getByRole('button', { name: 'Send reply' }).click();
      await desk
        .getByTestId('support-console-thread')
        .getByText('We found them: they are in your inventory now.')
        .waitFor();
      await screenshot(console.page, 'support-console');

      // The player's page hears the reply without reloading: the badge, then the reply in the panel.
      await page.getByTestId('support-badge').getByText('1', { exact: true }).waitFor({ timeout: 30_000 });
      await screenshot(page, 'support-badge');
      await button.click();
      await panel.getByText('We found them: they are in your inventory now.').waitFor();
      await panel.getByText('admin (support)').waitFor();
      await page.getByTestId('support-badge').waitFor({ state: 'detached' });
      expect((await api<{ unread: number }>(platform, 'GET', '/support/unread', player.token)).unread).toBe(0);
      await screenshot(page, 'support-widget');
      await console.context.close();
      await context.close();
    },
  );
});
