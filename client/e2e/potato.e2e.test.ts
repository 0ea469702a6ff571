import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { type Platform, devToken, launchBrowser, openPage, screenshot, startPlatform } from './harness';
import { PLATFORM_ENVS } from './platform-envs';

let platform: Platform;
let browser: Browser;

beforeAll(async () => {
  // Short countdown and stages so a two-player game takes seconds; a holder who waits is passed for after 3 s.
  platform = await startPlatform({ env: PLATFORM_ENVS.potato });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await platform?.stop();
});

const cents = (text: string | null) => Math.round(Number((text ?? '').replace(/[^0-9.]/g, '')) * 100);
const headerBalance = async (page: Page) => cents(await page.getByTestId('header-balance').textContent());

/** Passes the potato on whenever this page holds it (the only clickable seats are the pass targets). */
async function passWhenHolding(page: Page): Promise<boolean> {
  const target = page.locator('button[data-testid^="potato-seat-"]').first();
  if ((await target.count()) === 0) return false;
  await target.click({ timeout: 1_000 }).catch(() => undefined);
  return true;
}

describe('hot potato in the browser', () => {
  it(
    'two players sit at the $1 table, pass the potato until it explodes, and the survivor is paid 95% of the pot',
    { timeout: 300_000 },
    async () => {
      const alice = await openPage(browser, platform, { token: await devToken(platform, 'alice') });
      const bob = await openPage(browser, platform, { token: await devToken(platform, 'bob') });
      const a = alice.page;
      const b = bob.page;

      await a.goto('/en/potato');
      await a.getByRole('heading', { level: 1, name: 'Hot Potato' }).waitFor();
      await a.getByText('How to play').waitFor();
      await a.getByTestId('potato-table-100').getByText('0 of 8 seats taken').waitFor();
      await screenshot(a, 'potato-lobby', { fullPage: true });
      await a.getByTestId('potato-table-100').getByRole('link', { name: 'Open table' }).click();
      await a.waitForURL('**/en/potato/potato-100');
      await a.getByTestId('header-balance').getByText('$').waitFor();
      const aliceBefore = await headerBalance(a);
      await a.getByRole('button', { name: 'Sit down for $1.00' }).click();
      await expect.poll(() => headerBalance(a)).toBe(aliceBefore - 100);
      await a.getByText('The countdown starts when a second player sits down').waitFor();
      const hash = (await a.getByTestId('potato-hash').textContent())!;
      expect(hash).toMatch(/^[0-9a-f]{64}$/);

      await b.goto('/en/potato/potato-100');
      await b.getByTestId('header-balance').getByText('$').waitFor();
      const bobBefore = await headerBalance(b);
      await b.getByRole('button', { name: 'Sit down for $1.00' }).click();
      await expect.poll(() => headerBalance(b)).toBe(bobBefore - 100);
      await a.getByText(/^Starts in \d s$/).waitFor();

      // Play: whoever holds the potato clicks the other player; take a picture of the potato in flight once.
      await a.getByTestId('potato-status').getByText('In play').waitFor({ timeout: 20_000 });
      let pictured = false;
      const until = Date.now() + 150_000;
      while (Date.now() < until) {
        if ((await a.getByTestId('potato-status').textContent()) === 'Finished') break;
        for (const page of [a, b]) {
          if (!pictured && (await page.getByText('You hold the potato! Click a player to pass it').count()) > 0) {
            await screenshot(page, 'potato-holding', { fullPage: true });
            pictured = true;
          }
          await passWhenHolding(page);
        }
        await a.waitForTimeout(250);
      }
      await a.getByTestId('potato-status').getByText('Finished').waitFor();
      await b.getByTestId('potato-status').getByText('Finished').waitFor();

      // One of them won $1.90 of the $2.00 pot; the browser re-checked the game against the revealed seed.
      const headline = (await a.getByTestId('potato-headline').textContent()) ?? '';
      const aliceWon = headline.startsWith('You win');
      expect(headline).toMatch(aliceWon ? /^You win \$1\.90!$/ : /^bob wins \$1\.90$/);
      await expect.poll(() => headerBalance(a)).toBe(aliceBefore - 100 + (aliceWon ? 190 : 0));
      await expect.poll(() => headerBalance(b)).toBe(bobBefore - 100 + (aliceWon ? 0 : 190));
      await a
        .getByTestId('potato-verified')
        .getByText(/^Checked in your browser: all 1 stages match the seeds$/)
        .waitFor({ timeout: 15_000 });
      await b
        .getByText(aliceWon ? 'Out in stage 1' : 'You win $1.90!')
        .first()
        .waitFor();
      await screenshot(a, 'potato-finished', { fullPage: true });
      await screenshot(b, 'potato-finished-bob', { fullPage: true });

      // The game is in both players' profile history.
      await a.goto('/en/profile/history/potato');
      await a
        .getByText(aliceWon ? 'Won' : 'Out in stage 1')
        .first()
        .waitFor();
      await screenshot(a, 'potato-history', { fullPage: true });
    },
  );
});
