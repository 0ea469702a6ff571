import { describe, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { type Platform, devToken, openPage, screenshot } from './harness';
import { browserSuite } from './suite';

let platform: Platform;
let browser: Browser;
browserSuite((suite) => ({ platform, browser } = suite), { env: { CRASH_BETTING_MS: '6000', CRASH_PAUSE_MS: '1500', CRASH_BATTLE_COUNTDOWN_MS: '2000', CRASH_BATTLE_PAUSE_MS: '1500', CRASH_BATTLE_NO_LEAVE_MS: '4000' } });

describe('scratch', () => {
  it('crash with bets, scrolled', { timeout: 300_000 }, async () => {
    for (const name of ['bob', 'dave']) {
      const other = await openPage(browser, platform, { token: await devToken(platform, name) });
      await other.page.goto('/en/crash/classic');
      const place = other.page.getByRole('button', { name: 'Place bet' });
      await other.page.waitForFunction(() => true);
      for (let i = 0; i < 60 && !(await place.isEnabled().catch(() => false)); i++) await other.page.waitForTimeout(500);
      await other.page.getByLabel('Auto cash-out at, ×').fill('50');
      await place.click();
    }
    const { page } = await openPage(browser, platform, { token: await devToken(platform, 'carol') });
    await page.setViewportSize({ width: 1366, height: 800 });
    await page.goto('/en/crash/classic');
    await page.getByRole('row').filter({ hasText: 'bob' }).waitFor({ timeout: 30_000 });
    await page.waitForTimeout(500);
    await screenshot(page, 'scratch-after-crash-1366');
    await page.getByRole('row').filter({ hasText: 'bob' }).scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 300);
    await page.waitForTimeout(500);
    await screenshot(page, 'scratch-after-crash-1366-scrolled');
  });
  it('battle', { timeout: 300_000 }, async () => {
    const session = await devToken(platform, 'carol');
    const { page, context } = await openPage(browser, platform, { token: session });
    await page.setViewportSize({ width: 1366, height: 800 });
    await page.goto('/en/crashbattle');
    await page.getByRole('button', { name: 'Create battle' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create a battle' });
    await dialog.getByLabel('Players').selectOption('4');
    await dialog.getByLabel('Buy-in, $').fill('2.00');
    await dialog.getByRole('button', { name: 'Create and pay $2.00' }).click();
    await page.waitForURL(/\/en\/crashbattle\/[0-9a-f-]{36}$/);
    await page.getByRole('button', { name: 'Fill the free seats with bots and start' }).click();
    await page.getByTestId('support-button').waitFor({ timeout: 30_000 });
    await page.waitForTimeout(3000);
    await screenshot(page, 'scratch-after-battle-1366');
    await page.mouse.wheel(0, 2000);
    await page.waitForTimeout(500);
    await screenshot(page, 'scratch-after-battle-1366-bottom');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.waitForTimeout(800);
    await page.mouse.wheel(0, 400);
    await page.waitForTimeout(500);
    await screenshot(page, 'scratch-after-battle-390');
    await page.mouse.wheel(0, 3000);
    await page.waitForTimeout(500);
    await screenshot(page, 'scratch-after-battle-390-bottom');
    await context.close();
  });
});
