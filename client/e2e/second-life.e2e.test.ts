import { describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { type Platform, api, devToken, openPage, screenshot } from './harness';
import { browserSuite } from './suite';

let platform: Platform;
let browser: Browser;
browserSuite((suite) => ({ platform, browser } = suite));

interface Inventory {
  items: { id: string; status: string; priceCents: number; kind: string; alfa?: boolean }[];
}
interface ShopList {
  items: { id: number; priceCents: number }[];
}
interface UpgradeAnswer {
  betId: string;
  won: boolean;
  entryCents: number;
}
interface SecondLifeAnswer {
  betId: string;
  originalBetId: string;
  premiumCents: number;
  recoveredCents: number;
  won: boolean;
  float: number;
  chance: number;
}

/**
 * Loses a bet in an existing game through the API: an upgrade of a real skin into a skin ~13x dearer (about a 7%
 * chance), repeated with the next skin in the rare case it wins.
 */
async function loseAnUpgrade(token: string): Promise<UpgradeAnswer> {
  const skins = (await api<Inventory>(platform, 'GET', '/inventory', token)).items
    .filter((i) => i.kind === 'REAL' && i.status === 'AVAILABLE' && i.priceCents >= 1_00 && !i.alfa)
    .sort((a, b) => b.priceCents - a.priceCents);
  for (const skin of skins) {
    const target = skin.priceCents * 13;
    const shop = await api<ShopList>(
      platform,
      'GET',
      `/shop?minPriceCents=${target}&maxPriceCents=${Math.floor(skin.priceCents * 14.5)}&sort=price_asc&pageSize=1`,
      null,
    );
    const targetItem = shop.items[0];
    if (!targetItem) continue;
    const played = await api<UpgradeAnswer>(platform, 'POST', '/upgrade', token, {
      itemIds: [skin.id],
      targetCatalogItemId: targetItem.id,
    });
    if (!played.won) return played;
  }
  throw new Error('every upgrade won; no lost bet to give a second life');
}

describe('Second Life in the browser', () => {
  it(
    'a bet lost in upgrade gets its second life: list with countdown, live premium, heartbeat, result, fair link',
    { timeout: 240_000 },
    async () => {
      const session = await devToken(platform, 'alice');
      const lost = await loseAnUpgrade(session.token);
      const { page } = await openPage(browser, platform, { token: session });
      const balanceBefore = (await api<{ balanceCents: number }>(platform, 'GET', '/users/current', session.token))
        .balanceCents;

      await page.goto('/en/second-life');
      await page.getByRole('heading', { level: 1, name: 'Second Life' }).waitFor();
      const row = page.getByTestId('second-life-bet').first();
      await row.waitFor();
      await expect.poll(async () => row.textContent()).toMatch(/Upgrade.*\$\d+\.\d\d.*2[34]:\d\d:\d\d left/);
      expect(await row.getAttribute('aria-checked')).toBe('true');

      // Set 75% with the keyboard: the premium follows live.
      const slider = page.locator('#second-life-chance');
      await slider.focus();
      await page.keyboard.press('End');
      await expect.poll(() => page.getByTestId('second-life-chance').textContent()).toBe('75.00%');
      const premiumText = (await page.getByTestId('second-life-premium').textContent())!;
      const premiumCents = Math.round(Number(premiumText.replace(/[^0-9.]/g, '')) * 100);
      expect(premiumCents).toBe(Math.ceil((lost.entryCents * 7500) / 9500));
      await screenshot(page, 'second-life-pick', { fullPage: true });

      await page.getByTestId('second-life-play').click();
      await page.getByText('Checking the pulse…').first().waitFor();
      await screenshot(page, 'second-life-heartbeat', { fullPage: true });
      const result = page.getByTestId('second-life-result');
      await result.waitFor({ timeout: 15_000 });
      const won = (await result.getAttribute('data-won')) === 'true';
      await screenshot(page, 'second-life-result', { fullPage: true });

      // The screen shows what the server decided, and the money moved exactly once.
      const history = await api<{ items: SecondLifeAnswer[]; total: number }>(
        platform,
        'GET',
        '/users/current/second-lives',
        session.token,
      );
      expect(history.total).toBe(1);
      const played = history.items[0]!;
      expect(played).toMatchObject({
        originalBetId: lost.betId,
        premiumCents,
        won,
        recoveredCents: won ? lost.entryCents : 0,
      });
      expect(played.float < played.chance).toBe(won);
      await result
        .getByText(
          won
            ? `It's alive! $${(lost.entryCents / 100).toFixed(2)} is back on your balance`
            : `Flatline. The ${premiumText} premium is gone`,
        )
        .waitFor();
      await page
        .getByTestId('second-life-verdict')
        .getByText(won ? 'Heartbeat!' : 'Flatline')
        .waitFor();
      const balanceAfter = (await api<{ balanceCents: number }>(platform, 'GET', '/users/current', session.token))
        .balanceCents;
      expect(balanceAfter).toBe(balanceBefore - premiumCents + (won ? lost.entryCents : 0));
      // The marker stopped at the server's float.
      const to = await page
        .getByTestId('second-life-marker')
        .evaluate((el) => (el as HTMLElement).style.getPropertyValue('--to'));
      expect(Number.parseFloat(to)).toBeCloseTo(played.float * 100, 6);
      // The loss is gone from the list, and the fair button opens the verifier with this bet.
      await page.getByText('No lost bets from the last 24 hours', { exact: false }).waitFor();
      const fair = page.getByTestId('second-life-fair');
      expect(await fair.getAttribute('href')).toBe(`/en/fair?bet=${played.betId}`);

      // The verifier re-runs the published rule in the page once the seed pair is rotated: the same outcome.
      await fair.click();
      await page.getByRole('heading', { level: 1, name: 'Provably fair' }).waitFor();
      await page.getByText("This bet's server seed is still secret.", { exact: false }).waitFor();
      await page.getByRole('status').getByRole('button', { name: 'Rotate seed pair' }).click();
      await page.getByTestId('fair-verdict').getByText('identical').waitFor();
      await expect.poll(() => page.getByTestId('fair-outcome').textContent()).toContain(String(played.float));
      await screenshot(page, 'second-life-fair', { fullPage: true });

      // The profile history tab lists it.
      await page.goto('/en/profile/history/second-life');
      await page.getByRole('cell', { name: 'Upgrade' }).first().waitFor();
      await screenshot(page, 'second-life-history', { fullPage: true });
    },
  );
});
