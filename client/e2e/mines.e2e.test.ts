import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { MinesCurrentAnswer, MinesHistoryAnswer } from '@arena/schemas';
import { cellRect } from '../src/scenes/mines/mines-geometry';
import { type Platform, api, devToken, openPage, screenshot } from './harness';
import { browserSuite } from './suite';

let platform: Platform;
let browser: Browser;
browserSuite((suite) => ({ platform, browser } = suite));

const cents = (text: string | null) => Math.round(Number((text ?? '').replace(/[^0-9.]/g, '')) * 100);
const headerBalance = async (page: Page) => cents(await page.getByTestId('header-balance').textContent());

/** Clicks cell (0..24) on the Pixi board where the scene draws it. */
async function clickCell(page: Page, cell: number): Promise<void> {
  const box = (await page.getByTestId('mines-canvas').boundingBox())!;
  const rect = cellRect({ width: box.width, height: box.height }, cell);
  await page.mouse.click(box.x + rect.x + rect.size / 2, box.y + rect.y + rect.size / 2);
}

const status = (page: Page) => page.getByTestId('mines-state').getAttribute('data-status');

describe('Mines in the browser', () => {
  it(
    'starts a round from the balance, survives a reload, opens cells and takes the winnings the server paid',
    { timeout: 240_000 },
    async () => {
      const session = await devToken(platform, 'alice');
      const { page } = await openPage(browser, platform, { token: session });
      const balance = async () =>
        (await api<{ balanceCents: number }>(platform, 'GET', '/users/current', session.token)).balanceCents;
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(String(e)));
      const consoleErrors: string[] = [];
      page.on('console', (m) => m.type() === 'error' && consoleErrors.push(m.text()));
      await page.goto('/en/mines');
      await page
        .getByRole('heading', { level: 1, name: 'Mines' })
        .waitFor()
        .catch(async (e) => {
          await screenshot(page, 'mines-debug', { fullPage: true });
          throw new Error(`${e}\n${[...errors, ...consoleErrors].join('\n')}`);
        });
      await page.getByTestId('mines-rules').getByText('Mines Plus (premium Battle Pass)').waitFor();
      // Alice has no premium battle pass: the Plus toggle is off and says why.
      await page.getByTestId('mines-plus-locked').getByText('Mines Plus comes with the premium Battle Pass').waitFor();
      await expect(page.getByTestId('mines-plus').isDisabled()).resolves.toBe(true);
      await page.getByTestId('header-balance').getByText('$').waitFor();
      await page.getByTestId('mines-canvas').locator('canvas').waitFor();

      // An empty stake is refused on the screen (docs/product-rules.md §5), nothing sent.
      await page.getByTestId('mines-amount').fill('');
      await page.getByTestId('mines-start').click();
      await page
        .getByTestId('mines-error')
        .getByText('Unable to start the round: Select at least 1 item or enter an amount')
        .waitFor();

      // Three mines: a gem first is likely (22/25); a round lost on its first cell is replayed.
      let won = false;
      for (let attempt = 0; attempt < 10 && !won; attempt++) {
        const before = await balance();
        await page.getByTestId('mines-amount').fill('2');
        await page.getByTestId('mines-count').selectOption('3');
        await page.getByTestId('mines-start').click();
        await page.getByTestId('mines-state').waitFor();
        await expect.poll(() => headerBalance(page)).toBe(before - 2_00);
        await page.getByTestId('mines-multiplier').getByText('×0.9900').waitFor();
        await page.getByTestId('mines-next').getByText('Next gem: ×1.1250 ($2.25)').waitFor();
        if (attempt === 0) {
          // A reload resumes the unfinished round from the server.
          await page.reload();
          await page.getByTestId('mines-multiplier').getByText('×0.9900').waitFor();
          await page.getByTestId('mines-canvas').locator('canvas').waitFor();
          const current = (await api<MinesCurrentAnswer>(platform, 'GET', '/mines/current', session.token)).round!;
          expect(current.mineCells).toBeNull();
          await expect(page.getByTestId('mines-fair').getAttribute('href')).resolves.toContain(
            `/fair?bet=${current.roundId}`,
          );
        }
        // One click, at once: the board takes it as soon as the round is shown, even while Pixi is still starting.
        await clickCell(page, 12);
        await page
          .locator('[data-testid="mines-state"][data-status="BUSTED"]')
          .or(page.getByTestId('mines-multiplier').getByText('×1.1250'))
          .waitFor();
        if ((await status(page)) === 'BUSTED') {
          await page.getByText('Boom! A mine: the stake is lost').waitFor();
          await page.waitForTimeout(1_200);
          await screenshot(page, 'mines-busted', { fullPage: true });
          await page.getByTestId('mines-new').click();
          continue;
        }
        await page.waitForTimeout(400);
        await screenshot(page, 'mines-one-gem', { fullPage: true });
        const round = (await api<MinesCurrentAnswer>(platform, 'GET', '/mines/current', session.token)).round!;
        expect(round.opened).toEqual([{ cell: 12, kind: 'GEM' }]);
        await page.getByTestId('mines-take').getByText('Take $2.25').click();
        await page.getByText('You took $2.25').waitFor();
        await expect.poll(() => balance()).toBe(before - 2_00 + 2_25);
        await expect.poll(() => headerBalance(page)).toBe(before - 2_00 + 2_25);
        won = true;
      }
      expect(won).toBe(true);
      // Let the board's reveal ripple finish, then look at it.
      await page.waitForTimeout(1_200);
      await screenshot(page, 'mines-taken', { fullPage: true });
      const history = await api<MinesHistoryAnswer>(platform, 'GET', '/users/current/mines', session.token);
      expect(history.items[0]).toMatchObject({ status: 'CASHED_OUT', gems: 1, stakeCents: 2_00, payoutCents: 2_25 });

      // The profile history tab lists it.
      await page.goto('/en/profile/history/mines');
      await page.getByRole('cell', { name: '$2.25' }).first().waitFor();
      await screenshot(page, 'mines-history', { fullPage: true });
      expect(errors).toEqual([]);
    },
  );
});
