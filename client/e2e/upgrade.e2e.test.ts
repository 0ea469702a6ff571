import { describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { type Platform, api, devToken, openPage, screenshot } from './harness';
import { browserSuite } from './suite';

let platform: Platform;
let browser: Browser;
browserSuite((suite) => ({ platform, browser } = suite));

interface Inventory {
  items: { id: string; catalogItemId: number; status: string; priceCents: number; kind: string }[];
}

describe('Upgrade in the browser', () => {
  it(
    "picks a skin and a target, spins the dial to the server's roll, and the inventory and fair check follow",
    { timeout: 180_000 },
    async () => {
      const session = await devToken(platform, 'alice');
      const before = await api<Inventory>(platform, 'GET', '/inventory', session.token);
      const balanceBefore = await api<{ balanceCents: number }>(platform, 'GET', '/users/current', session.token);
      const { page } = await openPage(browser, platform, { token: session });

      await page.goto('/en/upgrade');
      await page.getByRole('heading', { level: 1, name: 'Upgrade' }).waitFor();
      await page.getByText('Waiting for start', { exact: false }).waitFor();
      await expect
        .poll(() => page.getByTestId('upgrade-fair').evaluate((node) => (node as HTMLButtonElement).disabled))
        .toBe(true);

      // alice's middle real skin (about $8) from the side panel is the entry.
      const entry = before.items.find(
        (i) => i.kind === 'REAL' && i.status === 'AVAILABLE' && i.priceCents >= 2_00 && i.priceCents <= 20_00,
      )!;
      const entryPrice = `$${(entry.priceCents / 100).toFixed(2)}`;
      const panel = page.getByRole('complementary', { name: 'Your skins' });
      await panel.getByTestId('item-card').filter({ hasText: entryPrice }).first().click();
      await page.getByTestId('upgrade-entry').getByText(entryPrice).waitFor();
      // Targets are listed from 1.01x of the entry; sorted by price ascending, the first one is the likeliest.
      const firstTarget = page.getByTestId('upgrade-targets').getByTestId('item-card').first();
      await firstTarget.waitFor();
      await firstTarget.click();
      const chanceText = (await page.getByTestId('upgrade-chance').textContent()) ?? '';
      expect(chanceText).toMatch(/^\d{1,2}\.\d{2}%$/);
      expect(Number.parseFloat(chanceText)).toBeGreaterThan(80);
      await page.getByTestId('upgrade-formula').getByText('90.5% ÷ multiplier', { exact: false }).waitFor();
      await page.getByTestId('upgrade-dial').scrollIntoViewIfNeeded();
      await screenshot(page, 'upgrade-picked');

      await page.getByTestId('upgrade-play').click();
      await page.getByText('Fair: waiting for end').waitFor();
      // The pointer turns for a few seconds (five turns plus the roll) before the result shows.
      await page.locator('[data-testid="upgrade-dial"]:not([data-rotation="0.000"])').waitFor();
      const result = page.getByTestId('upgrade-result');
      await result.waitFor({ timeout: 15_000 });
      const won = (await result.getAttribute('data-won')) === 'true';
      await page.getByTestId('upgrade-dial').scrollIntoViewIfNeeded();
      await screenshot(page, 'upgrade-result');

      // The fair button now validates this very bet.
      const [recent] = await api<{ betId: string; won: boolean; target: { catalogItemId: number } }[]>(
        platform,
        'GET',
        '/upgrade/recent',
        null,
      );
      expect(recent!.won).toBe(won);
      const fair = page.getByRole('link', { name: 'Validate' });
      expect(await fair.getAttribute('href')).toBe(`/en/fair?bet=${recent!.betId}`);
      // The dial's pointer rests inside the green arc exactly when the server says the upgrade won.
      const fairBet = await api<{ outcome: { roll: number; chanceMillionths: number; won: boolean } }>(
        platform,
        'GET',
        `/fair/bets/${recent!.betId}`,
        null,
      );
      expect(fairBet.outcome.won).toBe(won);
      const rotation = Number(await page.getByTestId('upgrade-dial').getAttribute('data-rotation'));
      expect(rotation % 360 < (fairBet.outcome.chanceMillionths / 1_000_000) * 360).toBe(won);

      // The entry left the inventory; a win brought the target skin; the balance did not move.
      const after = await api<Inventory>(platform, 'GET', '/inventory', session.token);
      expect(after.items.some((i) => i.id === entry.id)).toBe(false);
      expect(
        after.items.some((i) => i.catalogItemId === recent!.target.catalogItemId && i.status === 'AVAILABLE'),
      ).toBe(won);
      expect((await api<{ balanceCents: number }>(platform, 'GET', '/users/current', session.token)).balanceCents).toBe(
        balanceBefore.balanceCents,
      );
      // The live feed lists it, and so does the profile history tab.
      await page.getByTestId('upgrade-feed').getByText('alice').first().waitFor({ timeout: 10_000 });
      await page.goto('/en/profile/history/upgrade');
      await page.getByRole('link', { name: 'Verify' }).first().waitFor();
      await screenshot(page, 'upgrade-history', { fullPage: true });
    },
  );
});
