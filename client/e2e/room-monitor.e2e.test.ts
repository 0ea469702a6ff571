import { describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { type Platform, devToken, openPage, screenshot } from './harness';
import { browserSuite } from './suite';

let platform: Platform;
let browser: Browser;
browserSuite((suite) => ({ platform, browser } = suite));

describe('room monitor from the operator console', () => {
  it(
    'opens the Colyseus monitor for an admin, listing the crash room, with no ticket left in the address',
    { timeout: 240_000 },
    async () => {
      // `admin` is in ADMIN_SUBJECTS of the harness.
      const admin = await devToken(platform, 'admin');
      const { page, context } = await openPage(browser, platform, { token: admin });
      await page.goto('/en/admin');
      await page.getByTestId('admin-console').waitFor({ timeout: 60_000 });
      await page.getByRole('navigation', { name: 'Operator console' }).getByRole('link', { name: 'Live' }).click();

      const opened = context.waitForEvent('page');
      await page.getByRole('button', { name: 'Open the room monitor' }).click();
      const monitor = await opened;
      await monitor.waitForURL(/\/colyseus\/$/, { timeout: 30_000 });
      await monitor.getByText('crash-classic').first().waitFor({ timeout: 30_000 });
      expect(monitor.url()).not.toContain('ticket');
      await screenshot(monitor, 'room-monitor');

      // The cookie belongs to the monitor's folder on the game port; a signed-out browser is refused.
      const cookies = await context.cookies(monitor.url());
      expect(cookies.find((cookie) => cookie.name === 'arena_monitor')).toMatchObject({
        httpOnly: true,
        sameSite: 'Strict',
      });
      const anonymous = await fetch(monitor.url() + 'api');
      expect(anonymous.status).toBe(401);
      await context.close();
    },
  );
});
