import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { PlinkoHistoryAnswer } from '@arena/schemas';
import { type Platform, api, devToken, openPage, screenshot } from './harness';
import { browserSuite } from './suite';

let platform: Platform;
let browser: Browser;
browserSuite((suite) => ({ platform, browser } = suite));

const cents = (text: string | null) => Math.round(Number((text ?? '').replace(/[^0-9.]/g, '')) * 100);
const headerBalance = async (page: Page) => cents(await page.getByTestId('header-balance').textContent());
const BALLS = 4;
const STAKE_CENTS = 100;

describe('plinko in the browser', () => {
  it(
    'drops several balls at once: the stakes leave on the answers, the payouts arrive as the balls land',
    { timeout: 180_000 },
    async () => {
      // carol is a demo player with $1000.
      const session = await devToken(platform, 'carol');
      const { page } = await openPage(browser, platform, { token: session });
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(String(error)));
      page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
      await page.goto('/en/plinko');
      await page
        .getByRole('heading', { level: 1, name: 'Plinko' })
        .waitFor()
        .catch(async (error: unknown) => {
          await screenshot(page, 'plinko-failed');
          throw new Error(`${String(error)}\n${errors.join('\n')}\n${await page.content()}`.slice(0, 4000));
        });
      await page.getByRole('img', { name: 'Plinko board' }).locator('canvas').waitFor();
      await page.getByTestId('header-balance').getByText('$1,000.00').waitFor();
      const before = await headerBalance(page);

      await page.getByLabel('Bet amount, $').fill('1.00');
      await page.getByLabel('Rows').selectOption('16');
      await page.getByLabel('Risk').selectOption('high');
      const drop = page.getByRole('button', { name: 'Drop ball' });
      const chips = page.getByTestId('plinko-results').getByRole('listitem');
      const history = () =>
        api<PlinkoHistoryAnswer>(platform, 'GET', '/users/current/plinkos?pageSize=20', session.token);

      // One ball: its stake leaves when the server answers, while it falls (no result yet); its payout when it lands.
      await drop.click();
      await expect.poll(() => headerBalance(page), { timeout: 10_000 }).toBe(before - STAKE_CENTS);
      expect(await page.getByTestId('plinko-results').count()).toBe(0);
      await expect(page.getByLabel('Rows').isDisabled()).resolves.toBe(true);
      await expect.poll(() => chips.count(), { timeout: 15_000 }).toBe(1);
      const [first] = (await history()).items;
      await expect.poll(() => headerBalance(page)).toBe(before - STAKE_CENTS + first!.payoutCents);

      // Then several at once, sent without waiting for the balls before them.
      for (let i = 0; i < BALLS; i++) await drop.click();
      await page.waitForTimeout(1_200);
      await screenshot(page, 'plinko-falling');
      await expect.poll(() => chips.count(), { timeout: 20_000 }).toBe(BALLS + 1);
      await screenshot(page, 'plinko-landed');
      const all = await history();
      expect(all.total).toBe(BALLS + 1);
      const paid = all.items.reduce((sum, item) => sum + item.payoutCents, 0);
      for (const item of all.items) {
        expect(item).toMatchObject({ rows: 16, risk: 'high', stakeCents: STAKE_CENTS });
        expect(item.payoutCents).toBe(Math.floor((STAKE_CENTS * item.multiplierHundredths) / 100));
      }
      await expect.poll(() => headerBalance(page)).toBe(before - (BALLS + 1) * STAKE_CENTS + paid);
      // The chips show the paid buckets, newest first.
      const labels = await chips.allTextContents();
      expect([...labels].sort()).toEqual(
        all.items.map((item) => `${Number((item.multiplierHundredths / 100).toFixed(2))}×`).sort(),
      );
      expect(labels.at(-1)).toBe(`${Number((first!.multiplierHundredths / 100).toFixed(2))}×`);

      // The fair button opens the verifier on the last ball.
      const fair = page.getByRole('link', { name: 'Check fairness' });
      expect(await fair.getAttribute('href')).toMatch(/\/fair\?bet=[0-9a-f-]{36}$/);
      expect(all.items.map((item) => item.betId)).toContain(
        decodeURIComponent((await fair.getAttribute('href'))!.split('bet=')[1]!),
      );

      // A refused stake says why in the player's language and moves nothing.
      await page.getByLabel('Bet amount, $').fill('5.00');
      await drop.click();
      await page.getByText('Max. bet is $2.00').waitFor();
      expect(await headerBalance(page)).toBe(before - (BALLS + 1) * STAKE_CENTS + paid);
    },
  );
});
