import { describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import type { BattlepassStateAnswer, BattlepassSummary } from '@arena/schemas';
import { type Platform, api, devToken, openPage, screenshot } from './harness';
import { browserSuite } from './suite';

let platform: Platform;
let browser: Browser;
browserSuite((suite) => ({ platform, browser } = suite));

describe('Battle Pass in the browser', () => {
  it(
    'a player buys the premium pass from the pre-sale popup at 50% off, then levels up on /premium and claims a reward',
    { timeout: 240_000 },
    async () => {
      const session = await devToken(platform, 'alice');
      const { page } = await openPage(browser, platform, { token: session, presalePopups: true });
      const before = (await api<{ balanceCents: number }>(platform, 'GET', '/users/current', session.token))
        .balanceCents;
      const passes = await api<BattlepassSummary[]>(platform, 'GET', '/battlepass/current/list', null);
      const christmas = passes.find((p) => p.status === 'PRESALE')!;
      const winter = passes.find((p) => p.status === 'ACTIVE')!;
      expect(christmas.title).toBe('Christmas Battle Pass');

      await page.goto('/en/');
      await page.getByRole('dialog', { name: 'Advent calendar and Bingo' }).waitFor({ timeout: 60_000 });
      await screenshot(page, 'premium-popup-calendar');
      await page.getByRole('button', { name: 'Later' }).click();
      const offer = page.getByRole('dialog', { name: 'Christmas Battle Pass at 50% off' });
      await offer.waitFor();
      await expect
        .poll(async () => /\d+d \d\d:\d\d:\d\d/.test((await page.getByTestId('presale-countdown').textContent()) ?? ''))
        .toBe(true);
      await screenshot(page, 'premium-popup-offer');
      await offer.getByRole('button', { name: 'Buy for $5.00' }).click();
      await offer.waitFor({ state: 'detached' });
      expect(await page.evaluate(() => window.localStorage.getItem('presaleSold'))).toBe('1');
      // 50% of $9.99 = 499.5 cents, rounded up to a cent.
      expect(
        await api<{ balanceCents: number; premium: boolean }>(platform, 'GET', '/users/current', session.token),
      ).toMatchObject({ balanceCents: before - 5_00, premium: true });

      // The popups stop once sold, even in a fresh session of the same browser.
      await page.evaluate(() => window.sessionStorage.clear());
      await page.reload();
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await page.waitForTimeout(1500);
      expect(await page.getByRole('dialog').count()).toBe(0);

      await page.goto('/en/premium');
      await page.getByRole('heading', { level: 2, name: 'Winter Battle Pass' }).waitFor({ timeout: 60_000 });
      await expect.poll(() => page.getByTestId('my-level').textContent()).toBe('Level 0');
      // A level card: +100 XP reaches level 1.
      await page.getByRole('button', { name: 'Buy', exact: true }).first().click();
      await page.getByText('Purchase complete').waitFor();
      await expect.poll(() => page.getByTestId('my-level').textContent()).toBe('Level 1');
      const freeReward = page.getByTestId('reward-1-FREE');
      await freeReward.getByRole('button', { name: 'Claim' }).click();
      await freeReward.getByText('Claimed').waitFor();
      await page.getByText('Reward claimed').waitFor();
      await screenshot(page, 'premium-claimed', { fullPage: true });
      const state = await api<BattlepassStateAnswer>(platform, 'POST', '/battlepass/state', session.token, {
        battlepassId: winter.id,
      });
      expect(state).toMatchObject({ experience: 100, level: 1 });
      expect(state.levels[0]!.freeClaimed).toBe(true);

      // The Christmas pass shows the premium tier as bought.
      await page.getByRole('button', { name: 'Christmas Battle Pass' }).click();
      await page.getByText('Premium active').waitFor();
      expect(await page.getByText('Reward claimed').count()).toBe(0);
      await screenshot(page, 'premium-christmas', { fullPage: true });
    },
  );
});
