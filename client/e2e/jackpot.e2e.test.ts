import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { type Platform, api, devToken, launchBrowser, openPage, screenshot, startPlatform } from './harness';
import { PLATFORM_ENVS } from './platform-envs';

let platform: Platform;
let browser: Browser;

beforeAll(async () => {
  // A short countdown; the result stays up long enough to look at it.
  platform = await startPlatform({ env: PLATFORM_ENVS.jackpot });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await platform?.stop();
});

interface Inventory {
  items: { id: string; status: string; priceCents: number; kind: string }[];
}

/** Selects the player's dearest real skin in the side panel and puts it into the pot. */
async function enterDearestSkin(page: Page): Promise<void> {
  const panel = page.getByRole('complementary', { name: 'Your skins' });
  await panel.getByTestId('item-card').first().click();
  await page.getByText(/^\d+ skins selected: \$/).waitFor();
  await page.getByRole('button', { name: 'Put skins in' }).click();
  await page.getByTestId('my-chance').waitFor();
}

describe('DropZone in the browser', () => {
  it(
    'two players put skins in, the countdown runs, the spinner lands on the winner who receives the skins, and the round verifies',
    { timeout: 300_000 },
    async () => {
      const aliceSession = await devToken(platform, 'alice');
      const bobSession = await devToken(platform, 'bob');
      const [aliceToken, bobToken] = [aliceSession.token, bobSession.token];
      const alice = (await openPage(browser, platform, { token: aliceSession })).page;
      const bob = (await openPage(browser, platform, { token: bobSession })).page;
      const before = {
        alice: (await api<Inventory>(platform, 'GET', '/inventory', aliceToken)).items.filter((i) => i.kind === 'REAL'),
        bob: (await api<Inventory>(platform, 'GET', '/inventory', bobToken)).items.filter((i) => i.kind === 'REAL'),
      };

      // A signed-out spectator watches on a phone.
      const watcher = (await openPage(browser, platform, { viewport: 'mobile' })).page;
      await watcher.goto('/en/jackpot');
      await watcher.getByRole('link', { name: 'Sign in' }).first().waitFor();

      await alice.goto('/en/jackpot');
      await alice.getByRole('heading', { level: 1, name: 'DropZone' }).waitFor();
      await alice.getByText('The pot is empty. Be the first to put skins in!').waitFor();
      await enterDearestSkin(alice);
      await alice.getByTestId('my-chance').getByText('100.00% chance to win').waitFor();
      await alice.getByText('Waiting for a second player').waitFor();

      await bob.goto('/en/jackpot');
      await bob.getByTestId('jackpot-player').first().waitFor();
      await enterDearestSkin(bob);
      // Both see two players whose chances add up to the pot, and the countdown.
      await alice.getByText(/^Closing in \d+ s$/).waitFor();
      await expect.poll(() => alice.getByTestId('jackpot-player').count()).toBe(2);
      await screenshot(alice, 'jackpot-countdown', { fullPage: true });

      await bob.getByText('Drawing the winner…').waitFor({ timeout: 15_000 });
      await bob.waitForTimeout(2_000);
      await screenshot(bob, 'jackpot-spinning', { fullPage: true });
      const result = alice.getByText(/^(alice|bob) wins \$[0-9.]+ in skins$/);
      await result.waitFor({ timeout: 20_000 });
      const winnerName = (await result.textContent())!.split(' ')[0]!;
      await screenshot(alice, 'jackpot-finished', { fullPage: true });
      await watcher.getByText(`${winnerName} wins`, { exact: false }).waitFor();
      await expect.poll(() => watcher.getByTestId('jackpot-player').count()).toBe(2);
      await screenshot(watcher, 'jackpot-phone', { fullPage: true });

      // The winner holds every skin of the pot (two skins: the house cut of 9.5% fits none of them here or one).
      const [recent] = await api<{ roundId: string; winnerName: string; prizeCents: number; potCents: number }[]>(
        platform,
        'GET',
        '/jackpot/recent',
        null,
      );
      expect(recent!.winnerName).toBe(winnerName);
      const winnerToken = winnerName === 'alice' ? aliceToken : bobToken;
      const staked = [before.alice[0]!, before.bob[0]!];
      const held = new Set(
        (await api<Inventory>(platform, 'GET', '/inventory', winnerToken)).items
          .filter((i) => i.status === 'AVAILABLE')
          .map((i) => i.id),
      );
      const prizeIds = staked.filter((item) => held.has(item.id));
      expect(prizeIds.reduce((sum, i) => sum + i.priceCents, 0)).toBe(recent!.prizeCents);
      expect(recent!.potCents - recent!.prizeCents).toBeLessThanOrEqual(Math.floor((recent!.potCents * 95) / 1000));

      // The history tab re-checks the winner in the browser with the shared code.
      await alice.getByRole('link', { name: 'History' }).click();
      const row = alice.getByTestId('jackpot-recent').first();
      await row.getByText(winnerName).waitFor();
      await row.getByRole('button', { name: 'Verify' }).click();
      await row.getByText('✓ Winner verified').waitFor();
      await screenshot(alice, 'jackpot-history', { fullPage: true });

      // The profile history tab lists the round with the outcome.
      await bob.goto('/en/profile/history/jackpot');
      await bob.getByRole('cell', { name: winnerName === 'bob' ? 'Won' : 'Lost' }).waitFor();
      await screenshot(bob, 'jackpot-profile-history', { fullPage: true });
    },
  );
});
