import { describe, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { type Platform, api, devToken, openPage, screenshot } from './harness';
import { browserSuite } from './suite';

let platform: Platform;
let browser: Browser;
browserSuite((suite) => ({ platform, browser } = suite));

const widths = (page: Page) => page.evaluate(() => ({ sw: document.documentElement.scrollWidth, cw: document.documentElement.clientWidth, bodySw: document.body.scrollWidth, culprits: Array.from(document.querySelectorAll('body *')).filter((e) => e.getBoundingClientRect().width > 2 && e.getBoundingClientRect().right > document.documentElement.clientWidth + 0.5).slice(0, 8).map((e) => `${e.tagName}.${String(e.className).split(' ')[0]} ${Math.round(e.getBoundingClientRect().right)}`) }));
const openCell = (page: Page, cell: number) => page.evaluate((n) => (document.querySelectorAll('[role="group"] button')[n] as HTMLButtonElement).click(), cell);

describe('scratch', () => {
  it('mines', { timeout: 400_000 }, async () => {
    const session = await devToken(platform, 'carol');
    const { page, context } = await openPage(browser, platform, { token: session });
    await page.setViewportSize({ width: 1366, height: 800 });
    await page.goto('/en/mines');
    await page.getByTestId('mines-canvas').locator('canvas').waitFor();
    await page.waitForTimeout(1500);
    console.log('idle', JSON.stringify(await widths(page)));
    await screenshot(page, 'scratch-mines-idle');
    let defusedWithGems = false;
    for (let attempt = 0; attempt < 8 && !defusedWithGems; attempt++) {
      await page.getByTestId('mines-plus').check();
      await page.getByTestId('mines-amount').fill('1');
      await page.getByTestId('mines-count').selectOption('10');
      await page.getByTestId('mines-start').click();
      await page.getByTestId('mines-state').waitFor();
      await page.waitForTimeout(500);
      console.log('playing', JSON.stringify(await widths(page)));
      let gems = 0;
      for (let cell = 0; cell < 25; cell++) {
        await openCell(page, cell);
        await page.waitForTimeout(600);
        const st = await page.getByTestId('mines-state').getAttribute('data-status');
        if (st === 'AWAITING_DEFUSAL') {
          console.log('awaiting after gems', gems, (await page.getByTestId('mines-state').textContent())?.slice(0, 60));
          await page.getByTestId('mines-defuse').click();
          await page.waitForTimeout(1000);
          console.log('after defuse', (await page.getByTestId('mines-state').textContent())?.slice(0, 60));
          console.log('api', JSON.stringify((await api<{ round: { gems: number; opened: unknown } }>(platform, 'GET', '/mines/current', session.token)).round));
          await screenshot(page, `scratch-mines-defused-${attempt}`);
          defusedWithGems = gems > 0;
          await openCell(page, 24);
          await page.waitForTimeout(800);
          console.log('after defuse + open', await page.getByTestId('mines-state').getAttribute('data-status'), (await page.getByTestId('mines-state').textContent())?.slice(0, 60));
          break;
        }
        gems++;
      }
      await page.waitForTimeout(1500);
      console.log('state', await page.getByTestId('mines-state').getAttribute('data-status'), JSON.stringify(await widths(page)));
      await screenshot(page, `scratch-mines-end-${attempt}`, { fullPage: true });
      if (await page.getByTestId('mines-take').isEnabled().catch(() => false)) await page.getByTestId('mines-take').click();
      await page.waitForTimeout(1200);
      console.log('over', JSON.stringify(await widths(page)));
      await page.getByTestId('mines-new').click().catch(() => undefined);
    }
    await context.close();
  });
});
