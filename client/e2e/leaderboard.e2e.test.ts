import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { type LeaderboardAnswer, type PlinkoDropAnswer, type TopAnswer, plinkoOutcome } from '@arena/schemas';
import { type Platform, api, devToken, launchBrowser, openPage, screenshot, startPlatform } from './harness';
import { PLATFORM_ENVS } from './platform-envs';
import { nextSeeds } from './pinned-seeds';

let platform: Platform;
let browser: Browser;
const SEED_KEY = PLATFORM_ENVS.leaderboard.FAIR_TEST_SEED;

beforeAll(async () => {
  // The summary fold every 500 ms instead of off (the default under NODE_ENV=test); pinned seeds (the test knows
  // which of its plinko balls wins before it drops them).
  platform = await startPlatform({ env: PLATFORM_ENVS.leaderboard });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await platform?.stop();
});

describe('Leaderboard and Top in the browser', () => {
  it(
    'a player wagers, appears on the weekly board with a countdown, and on /top with their best win',
    { timeout: 240_000 },
    async () => {
      const session = await devToken(platform, 'alice');
      const { page } = await openPage(browser, platform, { token: session });

      await page.goto('/en/leaderboard');
      await page.getByRole('heading', { level: 1, name: 'Leaderboard' }).waitFor({ timeout: 60_000 });
      await page.getByText('Not on the board yet').waitFor();
      await expect
        .poll(async () => /\d\d:\d\d:\d\d/.test((await page.getByTestId('leaderboard-countdown').textContent()) ?? ''))
        .toBe(true);
      expect(await page.getByText('Nobody has wagered this week yet').count()).toBe(1);

      // Alice plays $1 plinko balls up to the first that pays more than its stake (known in advance: pinned seeds).
      const drop = { amountCents: 1_00, rows: 8, risk: 'low' } as const;
      const seeds = await nextSeeds(platform, session.token, SEED_KEY);
      const payoutOf = (i: number) =>
        Math.floor(
          (drop.amountCents * plinkoOutcome({ ...seeds, nonce: seeds.nonce + i }, drop).multiplierHundredths) / 100,
        );
      let balls = 1;
      while (payoutOf(balls - 1) <= drop.amountCents) balls += 1;
      let staked = 0;
      let bestProfit = 0;
      for (let i = 0; i < balls; i++) {
        const ball = await api<PlinkoDropAnswer>(platform, 'POST', '/plinko/drop', session.token, drop);
        expect(ball.payoutCents).toBe(payoutOf(i));
        staked += drop.amountCents;
        bestProfit = Math.max(bestProfit, ball.payoutCents - drop.amountCents);
      }
      expect(bestProfit).toBe(payoutOf(balls - 1) - drop.amountCents);

      await expect
        .poll(async () => (await api<LeaderboardAnswer>(platform, 'GET', '/leaderboard', session.token)).me, {
          timeout: 30_000,
        })
        .toEqual({ rank: 1, wageredCents: staked, prizeCents: 100_00 });
      await page.reload();
      const mine = page.locator('tr[data-mine]');
      await mine.first().waitFor();
      expect(await mine.first().textContent()).toBe(`#1alice$${(staked / 100).toFixed(2)}$100.00`);
      expect(await page.getByTestId('leaderboard-me').textContent()).toContain('#1');
      await screenshot(page, 'leaderboard', { fullPage: true });

      await page.getByRole('link', { name: 'Top players' }).first().click();
      await page.getByRole('heading', { level: 1, name: 'Top players' }).waitFor();
      await page.getByRole('button', { name: 'Today' }).click();
      const top = await api<TopAnswer>(platform, 'GET', '/top?period=day', null);
      expect(top.biggestWins.map((row) => [row.name, row.profitCents])).toEqual([['alice', bestProfit]]);
      const wins = page.getByRole('table', { name: 'Biggest wins' });
      await wins.locator('tr[data-mine]').waitFor();
      expect(await wins.locator('tr[data-mine]').textContent()).toContain(`+$${(bestProfit / 100).toFixed(2)}`);
      expect(await wins.locator('tr[data-mine]').textContent()).toContain('Plinko');
      await screenshot(page, 'top', { fullPage: true });
    },
  );
});
