import { describe, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { cellRect } from '../src/scenes/mines/mines-geometry';
import { type Platform, api, devToken, openPage, screenshot } from './harness';
import { browserSuite } from './suite';

let platform: Platform;
let browser: Browser;
browserSuite((suite) => ({ platform, browser } = suite), { env: { CRASH_BETTING_MS: '4000', CRASH_PAUSE_MS: '1500', CRASH_BATTLE_COUNTDOWN_MS: '2000', CRASH_BATTLE_PAUSE_MS: '1500', CRASH_BATTLE_NO_LEAVE_MS: '4000' } });

async function clickCell(page: Page, cell: number): Promise<void> {
  const box = (await page.getByTestId('mines-canvas').boundingBox())!;
  const rect = cellRect({ width: box.width, height: box.height }, cell);
  await page.mouse.click(box.x + rect.x + rect.size / 2, box.y + rect.y + rect.size / 2);
}
const widths = (page: Page) => page.evaluate(() => ({ sw: document.documentElement.scrollWidth, cw: document.documentElement.clientWidth, culprits: Array.from(document.querySelectorAll('body *')).filter((e) => e.getBoundingClientRect().right > document.documentElement.clientWidth + 0.5).slice(0, 8).map((e) => `${e.tagName}.${String(e.className).split(' ')[0]} ${Math.round(e.getBoundingClientRect().right)}`) }));

describe('scratch', () => {
  it('mines', { timeout: 300_000 }, async () => {
    const session = await devToken(platform, 'carol');
    for (const size of [{ width: 1366, height: 800 }, { width: 390, height: 844 }]) {
      const { page, context } = await openPage(browser, platform, { token: session });
      await page.setViewportSize(size);
      await page.goto('/en/mines');
      await page.getByTestId('mines-canvas').locator('canvas').waitFor();
      await page.waitForTimeout(1500);
      console.log('mines', size.width, JSON.stringify(await widths(page)));
      await screenshot(page, `scratch-mines-${size.width}`, { fullPage: true });
      if (size.width === 1366) {
        await page.getByTestId('mines-plus').check();
        await page.getByTestId('mines-amount').fill('2');
        await page.getByTestId('mines-count').selectOption('3');
        await page.getByTestId('mines-start').click();
        await page.getByTestId('mines-state').waitFor();
        console.log('mines started', JSON.stringify(await widths(page)));
        await screenshot(page, `scratch-mines-playing`, { fullPage: true });
        for (let cell = 0; cell < 25; cell++) {
          await clickCell(page, cell);
          await page.waitForTimeout(700);
          const st = await page.getByTestId('mines-state').getAttribute('data-status');
          console.log('cell', cell, st, await page.getByTestId('mines-state').textContent());
          if (st === 'AWAITING_DEFUSAL') break;
        }
        await screenshot(page, `scratch-mines-awaiting`, { fullPage: true });
        await page.getByTestId('mines-defuse').click();
        await page.waitForTimeout(1500);
        console.log('after defuse', await page.getByTestId('mines-state').textContent());
        console.log('api', JSON.stringify((await api<{ round: unknown }>(platform, 'GET', '/mines/current', session.token)).round));
        await screenshot(page, `scratch-mines-defused`, { fullPage: true });
        console.log('mines defused', JSON.stringify(await widths(page)));
      }
      await context.close();
    }
  });
  it('crash', { timeout: 300_000 }, async () => {
    const session = await devToken(platform, 'carol');
    for (const size of [{ width: 1366, height: 800 }, { width: 390, height: 844 }]) {
      const { page, context } = await openPage(browser, platform, { token: session });
      await page.setViewportSize(size);
      await page.goto('/en/crash/classic');
      await page.getByRole('heading', { level: 1, name: 'Crash' }).waitFor();
      await page.waitForTimeout(2500);
      console.log('crash', size.width, JSON.stringify(await widths(page)));
      await screenshot(page, `scratch-crash-${size.width}`);
      await page.mouse.wheel(0, 600);
      await page.waitForTimeout(500);
      await screenshot(page, `scratch-crash-${size.width}-scrolled`);
      await context.close();
    }
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
    await page.waitForTimeout(12000);
    await screenshot(page, 'scratch-battle-1366');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.waitForTimeout(1000);
    await screenshot(page, 'scratch-battle-390', { fullPage: true });
    await page.setViewportSize({ width: 1280, height: 720 });
    await page.waitForTimeout(1000);
    await screenshot(page, 'scratch-battle-1280');
    await context.close();
  });
});
