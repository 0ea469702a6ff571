import { describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { type Platform, api, devToken, openPage, screenshot } from './harness';
import { browserSuite } from './suite';

let platform: Platform;
let browser: Browser;
browserSuite((suite) => ({ platform, browser } = suite));

interface LavaGame {
  gameId: string;
  status: string;
  stakeCents: number;
  payoutCents: number;
  rows: { safe: boolean }[];
}

describe('Lava in the browser', () => {
  it(
    'stakes a skin, survives a reload, opens a row and ends in a cash-out or a loss that the server paid',
    { timeout: 240_000 },
    async () => {
      const session = await devToken(platform, 'alice');
      const { page } = await openPage(browser, platform, { token: session });
      // Alice holds a bonus skin too, and lava takes bonus stakes: a bonus skin's winnings go to the bonus balance.
      const balance = async () => {
        const me = await api<{ balanceCents: number; bonusBalanceCents: number }>(
          platform,
          'GET',
          '/users/current',
          session.token,
        );
        return me.balanceCents + me.bonusBalanceCents;
      };
      const balanceBefore = await balance();

      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(String(e)));
      page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
      await page.goto('/en/lava');
      await page
        .getByRole('heading', { level: 1, name: 'Lava' })
        .waitFor()
        .catch(async (e) => {
          await screenshot(page, 'lava-debug', { fullPage: true });
          throw new Error(`${e}\n${errors.join('\n')}`);
        });
      await page.getByTestId('lava-rules').getByText('You have 5 skips').waitFor();
      const panel = page.getByRole('complementary', { name: 'Your skins' });
      await panel.getByTestId('item-card').first().click();
      await page.getByText(/^1 skins selected: \$/).waitFor();
      await page.getByRole('button', { name: 'Start the game' }).click();
      await page.getByTestId('lava-state').waitFor();
      await page.getByText('Row 1 of 5', { exact: false }).waitFor();
      await expect.poll(() => page.getByTestId('lava-ladder').locator('tbody tr').count()).toBe(6);
      await page.getByTestId('lava-canvas').locator('canvas').waitFor();

      // A reload resumes the unfinished game from the server.
      await page.reload();
      await page.getByText('Row 1 of 5', { exact: false }).waitFor();
      const current = (await api<{ game: LavaGame }>(platform, 'GET', '/lava/current', session.token)).game;
      expect(current.status).toBe('PLAYING');
      await expect(page.getByTestId('lava-fair').getAttribute('href')).resolves.toContain(
        `/fair?bet=${current.gameId}`,
      );

      // Two cells of the first row (chance 15/28).
      await page.getByTestId('lava-cell-2').click();
      await page.getByTestId('lava-cell-7').click();
      await page.getByTestId('lava-ladder').locator('tr[data-current="true"]').getByText('×1.6893').waitFor();
      await screenshot(page, 'lava-picked', { fullPage: true });
      await page.getByTestId('lava-open').click();
      await page
        .locator('[data-testid="lava-state"][data-status="LOST"]')
        .or(page.getByText('Row 2 of 5', { exact: false }))
        .waitFor();

      const status = await page.getByTestId('lava-state').getAttribute('data-status');
      if (status === 'PLAYING') {
        await page.getByTestId('lava-cashout').click();
        await page.getByText(/^Cashed out: \$[0-9.]+ paid to your balance$/).waitFor();
      } else {
        await page.getByText('Lava! The staked skins are lost').waitFor();
      }
      // Let the flips and the board reveal finish, then look at it.
      await page.waitForTimeout(1_500);
      await screenshot(page, 'lava-finished', { fullPage: true });

      const history = await api<{ items: LavaGame[] }>(platform, 'GET', '/users/current/lavas', session.token);
      const game = history.items[0]!;
      expect(game.gameId).toBe(current.gameId);
      expect(game.status).toBe(status === 'PLAYING' ? 'CASHED_OUT' : 'LOST');
      if (status === 'PLAYING') {
        expect(game.payoutCents).toBe(Math.floor((game.stakeCents * 905 * 28) / (1000 * 15)));
        await page.getByText(`×1.6893`, { exact: true }).first().waitFor();
      } else {
        expect(game.payoutCents).toBe(0);
      }
      expect((await balance()) - balanceBefore).toBe(game.payoutCents);
      const fair = await api<{ game: string; outcome: { result: string; payoutCents: number } }>(
        platform,
        'GET',
        `/fair/bets/${game.gameId}`,
        null,
      );
      expect(fair.game).toBe('lava');
      expect(fair.outcome.payoutCents).toBe(game.payoutCents);

      // The profile's history tab lists it.
      await page.goto('/en/profile/history/lava');
      await page.getByRole('link', { name: 'Verify' }).first().waitFor();
      await screenshot(page, 'lava-history', { fullPage: true });
    },
  );
});
