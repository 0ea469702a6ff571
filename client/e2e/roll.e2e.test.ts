import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { type Platform, api, launchBrowser, openPage, screenshot, startPlatform } from './harness';
import { PLATFORM_ENVS } from './platform-envs';

let platform: Platform;
let browser: Browser;

beforeAll(async () => {
  // Short betting and spin; the landed result stays up long enough to look at it and verify it.
  platform = await startPlatform({ env: PLATFORM_ENVS.roll });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await platform?.stop();
});

const cents = (text: string | null) => Math.round(Number((text ?? '').replace(/[^0-9.]/g, '')) * 100);
const headerBalance = async (page: Page) => cents(await page.getByTestId('header-balance').textContent());
const colourOf = (cell: number) => (cell === 0 ? 'green' : cell % 2 === 1 ? 'red' : 'black');

describe('Rush (roll) in the browser', () => {
  it(
    'bets on every colour, watches the strip land on the round cell, gets paid, and verifies the round',
    { timeout: 300_000 },
    async () => {
      const { page } = await openPage(browser, platform);
      await page.goto('/en/auth');
      await page.getByLabel('Player name').fill('alice');
      await page.getByLabel(/I am 18 or older/).check();
      await page.getByRole('button', { name: 'Sign in as this player' }).click();
      await page.getByTestId('header-balance').getByText('$500.00').waitFor();

      // The /games tile is called Rush and leads to /roll.
      await page.goto('/en/games');
      await page.getByRole('link', { name: /Rush/ }).first().click();
      await page.getByRole('heading', { level: 1, name: 'Rush' }).waitFor();
      expect(page.url()).toContain('/en/roll');

      const red = page.getByTestId('roll-bet-red');
      await expect.poll(() => red.isEnabled(), { timeout: 30_000 }).toBe(true);
      // Enough of the countdown left for both bets.
      await expect
        .poll(async () => Number((await page.getByTestId('roll-status').textContent())?.match(/[0-9.]+/)?.[0] ?? 0), {
          timeout: 30_000,
        })
        .toBeGreaterThan(3);
      const before = await headerBalance(page);
      await page.getByLabel('Bet amount').fill('10.00');
      await red.click();
      await page.getByTestId('roll-total-red').getByText('$10.00').waitFor();
      await page.getByTestId('roll-bet-black').click();
      await page.getByTestId('roll-total-black').getByText('$10.00').waitFor();
      await page.getByLabel('Bet amount').fill('1.00');
      await page.getByTestId('roll-bet-green').click();
      await page.getByTestId('roll-total-green').getByText('$1.00').waitFor();
      // Every colour is covered, so the landing always pays something back: the balance rises when the strip stops.
      await expect.poll(() => headerBalance(page)).toBe(before - 21_00);
      await page.getByTestId('roll-bet-red').getByText('Yours: $10.00').waitFor();
      await screenshot(page, 'roll-betting', { fullPage: true });

      await page.getByText('Rolling…').waitFor({ timeout: 20_000 });
      const strip = page.getByTestId('roll-strip');
      const cell = Number(await strip.getAttribute('data-cell'));
      expect(cell).toBeGreaterThanOrEqual(0);
      await page.waitForTimeout(1_500);
      await screenshot(page, 'roll-spinning', { fullPage: true });

      await page.getByText(new RegExp(`^Landed on ${cell} \\(`)).waitFor({ timeout: 20_000 });
      await expect.poll(() => strip.getAttribute('data-landed')).toBe('true');
      // The tile under the marker is the round's cell.
      const box = (await strip.boundingBox())!;
      const under = await page.evaluate(
        ([x, y]) => document.elementFromPoint(x!, y!)?.textContent ?? '',
        [box.x + box.width / 2 + 10, box.y + box.height / 2],
      );
      expect(Number(under)).toBe(cell);
      const payout = colourOf(cell) === 'green' ? 14_00 : 20_00;
      await expect.poll(() => headerBalance(page), { timeout: 10_000 }).toBe(before - 21_00 + payout);
      await page.getByTestId(`roll-total-${colourOf(cell)}`).waitFor();
      await page.getByTestId('roll-results').locator('span').first().getByText(String(cell), { exact: true }).waitFor();

      // The revealed hash re-derives the cell in the browser and matches the public list.
      const hash = (await page.getByTestId('roll-round-hash').textContent())!.split(': ')[1]!;
      await page.getByTestId('roll-verify').click();
      await page.getByText(`Verified: the hash gives cell ${cell}`).waitFor();
      // The verdict names the round it is about, whatever lands afterwards.
      const checked = page.getByTestId('roll-check');
      expect(await checked.getAttribute('data-ok')).toBe('true');
      expect(await checked.textContent()).toContain(`Round ${await checked.getAttribute('data-round')}`);
      const rounds = await api<{ hash: string; cell: number }[]>(platform, 'GET', '/fair/roll/rounds?limit=1', null);
      expect(rounds[0]).toMatchObject({ hash, cell });
      await screenshot(page, 'roll-landed', { fullPage: true });

      // The profile history tab lists the round.
      await page.goto('/en/profile/history/roll');
      await page
        .getByRole('cell', { name: new RegExp(`^${cell} · `) })
        .first()
        .waitFor();
      await screenshot(page, 'roll-history', { fullPage: true });
    },
  );
});
