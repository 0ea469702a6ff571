import { describe, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { type Platform, api, devToken, openPage } from './harness';
import { browserSuite } from './suite';

let platform: Platform;
let browser: Browser;
browserSuite((suite) => ({ platform, browser } = suite), { env: { CRASH_BETTING_MS: '3000', CRASH_PAUSE_MS: '1000' } });

const firstChip = (page: Page) => page.locator('nav[aria-label="Recent crashes"] button').first().getAttribute('data-round-id', { timeout: 2000 }).catch(() => null);
const newest = async () => (await api<{ id: string | number }[]>(platform, 'GET', '/fair/crash/classic/rounds?limit=1', null))[0]?.id;

async function watch(page: Page, label: string, rounds: number) {
  for (let i = 0; i < rounds; i++) {
    await page.locator('[data-phase="CRASHED"]').waitFor({ timeout: 120_000 });
    await page.waitForTimeout(300);
    console.log(label, i, 'chip', await firstChip(page), 'newest', await newest());
    await page.locator('[data-phase="BETTING"]').waitFor({ timeout: 120_000 });
  }
}

describe('scratch2', () => {
  it('crash history across drops', { timeout: 600_000 }, async () => {
    const { page } = await openPage(browser, platform, { token: await devToken(platform, 'alice') });
    page.on('console', (m) => console.log('console', m.text().slice(0, 200)));
    await page.goto('/en/crash/classic');
    await watch(page, 'start', 2);
    platform.gameLink.cut();
    await page.waitForTimeout(3000);
    platform.gameLink.restore();
    await watch(page, 'after-3s-cut', 3);
    platform.gameLink.cut();
    await page.waitForTimeout(12000);
    platform.gameLink.restore();
    await watch(page, 'after-12s-cut', 3);
    platform.gameLink.cut();
    await page.waitForTimeout(30000);
    platform.gameLink.restore();
    await watch(page, 'after-30s-cut', 3);
  });
});
