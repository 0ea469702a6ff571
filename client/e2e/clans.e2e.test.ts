import { describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import type { ClansAnswer } from '@arena/schemas';
import { type Platform, api, devToken, openPage, screenshot } from './harness';
import { browserSuite } from './suite';

let platform: Platform;
let browser: Browser;
browserSuite((suite) => ({ platform, browser } = suite));

describe('clans in the browser', () => {
  it(
    'a premium player is assigned a clan in three steps and captures an area that a second browser sees live',
    { timeout: 240_000 },
    async () => {
      // Carol (demo premium) earns 50 points with one settled $50 plinko ball: 1 point per $1 wagered.
      const carol = await devToken(platform, 'carol');
      await api(platform, 'POST', '/plinko/drop', carol.token, { amountCents: 50_00, rows: 8, risk: 'low' });

      // A spectator (signed out) watches the map in its own browser context.
      const { page: watcher } = await openPage(browser, platform);
      await watcher.goto('/en/clans');
      await watcher.getByRole('heading', { level: 2, name: 'Domination map' }).waitFor({ timeout: 60_000 });
      await watcher.getByText('● Live').waitFor({ timeout: 30_000 });

      const { page } = await openPage(browser, platform, { token: carol });
      await page.goto('/en/clans');
      await page.getByRole('heading', { level: 2, name: 'Choose your clan' }).waitFor({ timeout: 60_000 });
      await page.getByRole('button', { name: 'Find my clan' }).click();
      // Step 2: the server thinks for a few seconds, visibly.
      await page.getByText('Looking for the clan that needs you…').waitFor();
      expect(await page.locator('li[aria-current="step"]').textContent()).toContain('Thinking');
      await screenshot(page, 'clans-thinking');
      // Step 3: assigned, with the seed revealed for checking.
      const assigned = page.getByTestId('clan-assigned');
      await assigned.waitFor({ timeout: 20_000 });
      const overview = await api<ClansAnswer>(platform, 'GET', '/clans', carol.token);
      const clanId = overview.me!.clanId!;
      const clanName = { wolves: 'Wolves', ravens: 'Ravens', vipers: 'Vipers', bears: 'Bears' }[clanId]!;
      expect(await assigned.textContent()).toBe(`Welcome to the ${clanName}!`);
      expect(overview.me!.choice).toMatchObject({ status: 'ASSIGNED', clanId });
      await expect.poll(() => page.getByTestId('my-clan').textContent()).toBe(clanName);
      await expect.poll(() => page.getByTestId('points-available').textContent()).toBe('50');
      await screenshot(page, 'clans-assigned', { fullPage: true });

      // Capture the Harbor (cost 10) with 12 points.
      await page.getByRole('button', { name: /^Harbor:/ }).click();
      await page.getByLabel('Points to spend').fill('12');
      await page.getByRole('button', { name: 'Capture', exact: true }).click();
      await page.getByText('Harbor is yours, defence 12.').waitFor();
      await expect.poll(() => page.getByTestId('points-available').textContent()).toBe('38');

      // The spectator's map changes without a reload.
      const harbor = watcher.locator('[data-area="harbor"]');
      await expect.poll(() => harbor.getAttribute('data-clan'), { timeout: 15_000 }).toBe(clanId);
      await watcher
        .getByTestId('last-capture')
        .getByText(`carol (${clanName}) captured Harbor with 12 points`)
        .waitFor();
      await expect
        .poll(() => watcher.locator(`[data-testid="clan-ranking"] tr[data-clan="${clanId}"] td`).nth(3).textContent())
        .toBe('1');
      await watcher.waitForTimeout(1_300); // let the capture flash fade before the picture
      await screenshot(watcher, 'clans-watcher-live', { fullPage: true });
    },
  );
});
