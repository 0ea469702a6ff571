import { describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { type Platform, api, devToken, openPage } from './harness';
import { browserSuite } from './suite';

let platform: Platform;
let browser: Browser;
browserSuite((suite) => ({ platform, browser } = suite));

describe('public profile and trade link', () => {
  it("shows another player's public profile to a visitor and sends an unknown id to /404", async () => {
    const owner = await devToken(platform, 'e2e-public-owner');
    const me = await api<{ id: string }>(platform, 'GET', '/users/current', owner.token);
    const { page, context } = await openPage(browser, platform);
    await page.goto(`/en/user/${me.id}`);
    await page.getByRole('heading', { level: 1, name: 'e2e-public-owner' }).waitFor();
    expect(await page.getByText('Member since').first().isVisible()).toBe(true);
    await page.goto('/en/user/not-a-player');
    await page.waitForURL('**/en/404', { waitUntil: 'commit' });
    await context.close();
  });

  it('saves the trade link to the account and refuses one that is not a Steam trade offer link', async () => {
    const session = await devToken(platform, 'e2e-trader');
    const { page, context } = await openPage(browser, platform, { token: session });
    await page.goto('/en/profile');
    const field = page.getByLabel('Steam trade link');
    await field.fill('https://example.com/not-a-trade-link');
    await page.getByRole('button', { name: 'Save trade link' }).click();
    await page.getByText('This trade link is invalid or does not belong to your account').first().waitFor();
    const link = 'https://steamcommunity.com/tradeoffer/new/?partner=12345678&token=AbCdEfGh';
    await field.fill(link);
    await page.getByRole('button', { name: 'Save trade link' }).click();
    await page.getByText('Trade link saved').first().waitFor();
    const state = await api<{ tradeLink: string | null }>(platform, 'GET', '/users/current', session.token);
    expect(state.tradeLink).toBe(link);
    await context.close();
  });
});
