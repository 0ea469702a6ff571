import { describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { type Platform, devToken, openPage } from './harness';
import { PLATFORM_ENVS } from './platform-envs';
import { browserSuite } from './suite';

let platform: Platform;
let browser: Browser;
browserSuite((suite) => ({ platform, browser } = suite), { env: PLATFORM_ENVS.money });

describe('sandbox deposit', () => {
  it('validates like the server, then credits the balance once the provider confirms', async () => {
    const token = await devToken(platform, 'e2e-depositor');
    const { page, context } = await openPage(browser, platform, { token });
    await page.goto('/en/deposit');
    const dialog = page.getByRole('dialog', { name: 'Top up balance' });
    await dialog.waitFor();

    // The validation messages of docs/product-rules.md §5, before anything is sent.
    await dialog.getByRole('button', { name: 'Deposit' }).click();
    await dialog.getByText('Please, enter deposit sum').waitFor();
    await dialog.getByLabel('Amount, $').fill('0.05');
    await dialog.getByRole('button', { name: /^Deposit/ }).click();
    await dialog.getByText('Please, choose payment method').waitFor();
    await dialog.getByText('Bank card').click();
    await dialog.getByRole('button', { name: /^Deposit/ }).click();
    await dialog.getByText('Min. deposit is $0.10').waitFor();
    await dialog.getByLabel('Amount, $').fill('0.50');
    await dialog.getByRole('button', { name: /^Deposit/ }).click();
    await dialog.getByText('Min. deposit is $1.00 using the selected method').waitFor();
    await dialog.getByLabel('Amount, $').fill('25');
    await dialog.getByRole('button', { name: 'Deposit $25.00' }).click();
    await dialog.getByText('Please, double check entered email').waitFor();
    await dialog.getByLabel('E-mail for the receipt').fill('player@example.com');
    await dialog.getByRole('button', { name: 'Deposit $25.00' }).click();

    await dialog.getByText('Waiting for the payment provider to confirm your payment…').waitFor();
    await dialog.getByText('Payment confirmed: $25.00 added to your balance').waitFor({ timeout: 30_000 });
    await page.getByTestId('header-balance').getByText('$25.00').waitFor();
    await context.close();
  });
});

describe('currency', () => {
  it('shows amounts in rubles at the configured rate and remembers the choice', async () => {
    const { page, context } = await openPage(browser, platform, { token: await devToken(platform, 'bob') });
    await page.goto('/en');
    const balance = page.getByTestId('header-balance');
    await balance.getByText('$100.00').waitFor();
    await page.getByLabel('Currency').first().selectOption('RUB');
    // RUB_PER_USD defaults to 90.
    await balance.getByText('₽9,000.00').waitFor();
    await page.reload();
    await balance.getByText('₽9,000.00').waitFor();
    await context.close();
  });
});

describe('shop', () => {
  it('buys a skin and shows it in the inventory with the new balance', async () => {
    const { page, context } = await openPage(browser, platform, { token: await devToken(platform, 'alice') });
    await page.goto('/en/shop/buy');
    const dialog = page.getByRole('dialog', { name: 'Skin shop' });
    await dialog.waitFor();
    await dialog.getByLabel('Search skins').fill('Redline');
    // The search is debounced; wait until every card on the page is a Redline.
    const first = dialog.getByTestId('item-card').first();
    await expect
      .poll(async () => {
        const titles = await dialog
          .locator('[data-testid="item-card"] span[title]')
          .evaluateAll((spans) => spans.map((s) => s.getAttribute('title')));
        // An empty page (results still loading) must not count as "every card is a Redline".
        return titles.length > 0 && titles.every((title) => title?.includes('Redline'));
      })
      .toBe(true);
    const name = (await first.locator('span[title]').getAttribute('title')) ?? '';
    expect(name).toContain('Redline');
    const balanceBefore = await page.getByTestId('header-balance').textContent();
    await first.click();
    await expect(first.getAttribute('aria-pressed')).resolves.toBe('true');
    await dialog.getByRole('button', { name: /^Buy for \$/ }).click();
    await page.getByText(/^Bought: 1 for \$/).waitFor();
    await expect.poll(() => page.getByTestId('header-balance').textContent()).not.toBe(balanceBefore);

    await dialog.getByRole('link', { name: 'Sell' }).click();
    await page.waitForURL('**/en/shop/sell', { waitUntil: 'commit' });
    await dialog
      .getByTestId('item-card')
      .filter({ has: page.locator(`span[title="${name}"]`) })
      .first()
      .waitFor();
    await context.close();
  });

  it('shows a server refusal in the player language (ru)', async () => {
    const { page, context } = await openPage(browser, platform, {
      token: await devToken(platform, 'e2e-empty-wallet'),
      locale: 'ru-RU',
    });
    await page.goto('/shop/buy');
    await page.waitForURL('**/ru/shop/buy', { waitUntil: 'commit' });
    const dialog = page.getByRole('dialog', { name: 'Магазин скинов' });
    await dialog.getByTestId('item-card').first().click();
    await dialog.getByRole('button', { name: /^Купить за/ }).click();
    // SHOP.NOT_ENOUGH_BALANCE came from the server and is shown from ru.json.
    await page.getByRole('alert').filter({ hasText: 'Недостаточно средств' }).waitFor();
    await context.close();
  });
});
