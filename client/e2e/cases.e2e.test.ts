import { describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { type Platform, api, devToken, openPage, screenshot } from './harness';
import { browserSuite } from './suite';

let platform: Platform;
let browser: Browser;
browserSuite((suite) => ({ platform, browser } = suite));

interface Detail {
  id: number;
  priceCents: number;
  items: { slot: number; name: string; priceCents: number }[];
}

describe('Cases in the browser', () => {
  it(
    "opens a case from the list, the reel lands on the server's skin, and the skin is sold at once",
    { timeout: 180_000 },
    async () => {
      const session = await devToken(platform, 'alice');
      const detail = await api<Detail>(platform, 'GET', '/boxes/pocket-change', null);
      const before = await api<{ balanceCents: number }>(platform, 'GET', '/users/current', session.token);
      const { page } = await openPage(browser, platform, { token: session });

      await page.goto('/en/cases');
      await page.getByRole('heading', { level: 1, name: 'Cases' }).waitFor();
      await page.getByTestId('case-group').first().waitFor();
      expect(await page.getByTestId('case-group').count()).toBe(3);
      await page.getByText('Premium', { exact: true }).first().waitFor();
      await screenshot(page, 'cases-list');

      await page.getByTestId('case-tile').filter({ hasText: 'Pocket Change' }).click();
      await page.waitForURL('**/en/case/pocket-change');
      await page.getByRole('heading', { level: 1, name: 'Pocket Change' }).waitFor();
      expect(await page.getByTestId('case-price').textContent()).toBe(`$${(detail.priceCents / 100).toFixed(2)}`);
      expect(await page.getByTestId('case-edge').textContent()).toMatch(/^10\.\d\d%$/);
      expect(await page.getByTestId('case-item').count()).toBe(detail.items.length);
      expect(await page.getByTestId('case-item-odds').first().textContent()).toBe('40.000%');
      await expect
        .poll(() => page.getByTestId('case-fair').evaluate((node) => (node as HTMLButtonElement).disabled))
        .toBe(true);

      await page.getByTestId('case-open').click();
      const reel = page.getByTestId('case-reel');
      await reel.waitFor();
      await page.locator('[data-testid="case-reel"][data-landed="true"]').waitFor({ timeout: 15_000 });
      const result = page.getByTestId('case-result');
      await result.waitFor();
      await reel.scrollIntoViewIfNeeded();
      await screenshot(page, 'cases-landed');

      // The fair button links to this very bet; its recorded outcome is the slot the reel shows under the marker.
      const href = (await page.getByTestId('case-fair').getAttribute('href')) ?? '';
      const betId = new URL(href, platform.url).searchParams.get('bet')!;
      expect(href).toBe(`/en/fair?bet=${betId}`);
      const fair = await api<{ game: string; outcome: { slot: number; ticket: number } }>(
        platform,
        'GET',
        `/fair/bets/${betId}`,
        null,
      );
      expect(fair.game).toBe('cases');
      const winner = page.getByTestId('case-reel-winner');
      expect(Number(await winner.getAttribute('data-slot'))).toBe(fair.outcome.slot);
      const marker = (await page.getByTestId('case-reel-marker').boundingBox())!;
      const tile = (await winner.boundingBox())!;
      const markerX = marker.x + marker.width / 2;
      expect(markerX).toBeGreaterThan(tile.x);
      expect(markerX).toBeLessThan(tile.x + tile.width);
      const won = detail.items[fair.outcome.slot]!;
      await result.getByText(won.name).waitFor();

      // Sell it at once: the balance is the start − price + the skin's value, and the skin is gone.
      const item = page.getByTestId('case-won-item');
      const itemId = (await item.getAttribute('data-item-id'))!;
      await item.getByTestId('case-sell').click();
      await item.getByText(`Sold for $${(won.priceCents / 100).toFixed(2)}`).waitFor();
      await screenshot(page, 'cases-sold');
      const after = await api<{ balanceCents: number }>(platform, 'GET', '/users/current', session.token);
      expect(after.balanceCents).toBe(before.balanceCents - detail.priceCents + won.priceCents);
      const inventory = await api<{ items: { id: string }[] }>(platform, 'GET', '/inventory', session.token);
      expect(inventory.items.some((i) => i.id === itemId)).toBe(false);

      // The profile's history child lists the opening.
      await page.goto('/en/profile/history/cases');
      await page.getByRole('link', { name: 'Verify' }).first().waitFor();
      await page.getByRole('link', { name: 'Pocket Change' }).first().waitFor();
    },
  );
});
