import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import type { BingoCurrentAnswer, BingoDrawsAnswer } from '@arena/schemas';
import { type Platform, api, devToken, launchBrowser, openPage, screenshot, startPlatform } from './harness';
import { PLATFORM_ENVS } from './platform-envs';

let platform: Platform;
let browser: Browser;

beforeAll(async () => {
  // A draw every 40 s (instead of Saturdays 20:00 GMT+3), a quick show (9.5 s) and the result up 6 s: the next draw
  // then opens with 24.5 s of sales left, more than the 20 s this test wants before it buys.
  platform = await startPlatform({ env: PLATFORM_ENVS.bingo });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await platform?.stop();
});

const secondsLeft = (text: string | null) => {
  const match = /(\d+):(\d+)$/.exec(text ?? '');
  return match ? Number(match[1]) * 60 + Number(match[2]) : -1;
};

describe('Bingo in the browser', () => {
  it(
    'a player picks numbers, buys tickets, watches the live draw reveal the numbers one by one, gets paid and verifies the draw',
    { timeout: 300_000 },
    async () => {
      const session = await devToken(platform, 'alice');
      const { page } = await openPage(browser, platform, { token: session });
      const balanceBefore = (await api<{ balanceCents: number }>(platform, 'GET', '/users/current', session.token))
        .balanceCents;

      await page.goto('/en/bingo');
      await page.getByRole('heading', { level: 1, name: 'Bingo' }).waitFor({ timeout: 60_000 });
      const status = page.getByTestId('bingo-status');
      // Buy with enough time before the close (else wait for the next draw to go on sale).
      await expect
        .poll(async () => secondsLeft(await status.textContent()), { timeout: 90_000, interval: 500 })
        .toBeGreaterThan(20);
      // The draw on show is the draw on sale (the room moves on after the previous result).
      await expect
        .poll(async () =>
          (await page.getByTestId('bingo-sale-number').textContent())?.endsWith(
            ` #${(await page.getByTestId('bingo-draw-number').textContent())?.split('#')[1]}`,
          ),
        )
        .toBe(true);

      for (const n of [3, 7, 11, 15, 19]) await page.getByTestId(`bingo-pick-${n}`).click();
      await page.getByText('Picked 5 of 5').waitFor();
      await page.getByTestId('bingo-buy-picked').click();
      await page.getByText('Tickets bought. Good luck!').waitFor();
      await page.getByLabel('Tickets').fill('2');
      await page.getByTestId('bingo-buy-quick').click();
      await expect.poll(() => page.getByTestId('bingo-my-tickets').getByTestId('bingo-ticket').count()).toBe(3);
      // The room re-reads the pool every few seconds.
      await expect.poll(async () => page.getByTestId('bingo-pool').textContent(), { timeout: 20_000 }).toBe('$52.10');
      await screenshot(page, 'bingo-bought', { fullPage: true });
      const { draw } = await api<BingoCurrentAnswer>(platform, 'GET', '/bingo/current', session.token);

      // The live draw: sales close, the numbers come one at a time, my hits are lit.
      await page.getByText('Drawing the numbers…').waitFor({ timeout: 60_000 });
      await expect.poll(() => page.getByTestId('bingo-ball').count(), { timeout: 10_000 }).toBeGreaterThanOrEqual(1);
      const midway = await page.getByTestId('bingo-ball').count();
      expect(midway).toBeLessThan(5);
      await screenshot(page, 'bingo-spins', { fullPage: true });
      await page.getByText('Draw finished, prizes paid').waitFor({ timeout: 20_000 });
      expect(await page.getByTestId('bingo-ball').count()).toBe(5);
      await expect.poll(() => page.getByTestId('bingo-live-tickets').getByTestId('bingo-ticket').count()).toBe(3);
      await screenshot(page, 'bingo-finished', { fullPage: true });

      // The money: three tickets paid, the prizes credited once.
      const [finished] = (await api<BingoDrawsAnswer>(platform, 'GET', '/bingo/draws', session.token)).items;
      expect(finished!.id).toBe(draw.id);
      expect(finished!.myTickets).toHaveLength(3);
      const won = finished!.myTickets.reduce((sum, t) => sum + (t.prizeCents ?? 0), 0);
      const balanceAfter = (await api<{ balanceCents: number }>(platform, 'GET', '/users/current', session.token))
        .balanceCents;
      expect(balanceAfter).toBe(balanceBefore - 3_00 + won);

      // Past draws: the numbers, the tiers and my tickets; the browser re-derives the numbers.
      await page.getByRole('link', { name: 'Past draws' }).click();
      await page.getByTestId('bingo-history-numbers').first().waitFor();
      await page.getByRole('button', { name: 'Verify' }).first().click();
      await page.getByTestId('bingo-verdict').getByText('Verified: the numbers match').waitFor();
      await screenshot(page, 'bingo-history', { fullPage: true });
      await page.getByRole('link', { name: 'Rules' }).click();
      await page.getByTestId('bingo-odds').getByText('1 in 15504').waitFor();
      await screenshot(page, 'bingo-rules', { fullPage: true });

      await page.goto('/en/profile/history/bingo');
      await page.getByText(`#${draw.number}`).first().waitFor();
      await screenshot(page, 'bingo-profile');
    },
  );
});
