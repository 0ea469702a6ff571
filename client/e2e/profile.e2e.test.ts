import { describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { type Platform, api, devToken, openPage, screenshot } from './harness';
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

  it('names every transaction in words, in every language, with no empty rows', { timeout: 240_000 }, async () => {
    // `admin` is in ADMIN_SUBJECTS of the harness: its adjustment funds the player (an ADMIN_ADJUSTMENT row).
    const admin = await devToken(platform, 'admin');
    const session = await devToken(platform, 'e2e-ledger-words');
    const me = await api<{ id: string }>(platform, 'GET', '/users/current', session.token);
    await api(platform, 'POST', `/admin/users/${me.id}/adjust`, admin.token, {
      account: 'REAL',
      amountCents: 50_00,
      reason: 'e2e funds',
    });
    // A mines round (frames MINES_CREATE / MINES_OPEN / MINES_TAKE around its bet) and a case (CASE_OPEN, CASE_SKIN):
    // whatever the seeds draw, each leaves rows that must read as words.
    type Round = { round: { roundId: string; status: string } };
    const round = await api<Round>(platform, 'POST', '/mines/rounds', session.token, { mines: 3, amountCents: 1_00 });
    const opened = await api<Round>(platform, 'POST', `/mines/rounds/${round.round.roundId}/open`, session.token, {
      cell: 0,
    });
    if (opened.round.status === 'PLAYING')
      await api(platform, 'POST', `/mines/rounds/${round.round.roundId}/take`, session.token, {});
    const box = await api<{ id: number }>(platform, 'GET', '/boxes/pocket-change', null);
    await api(platform, 'POST', `/boxes/${box.id}/open`, session.token, { count: 1 });

    const { page, context } = await openPage(browser, platform, { token: session });
    const rawCode = /\b[A-Z]{2,}(_[A-Z]+)+\b/;
    for (const language of ['en', 'ru', 'de']) {
      await page.goto(`/${language}/profile/transactions`);
      const rows = page.locator('tbody tr');
      await rows.first().waitFor();
      const texts = await rows.evaluateAll((nodes) =>
        nodes.map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent ?? '')),
      );
      expect(texts.length).toBeGreaterThanOrEqual(4);
      expect(
        texts.flat().filter((text) => rawCode.test(text)),
        language,
      ).toEqual([]);
      // The real, bonus and skin columns: a row has something in at least one of them.
      expect(
        texts.filter((cells) => cells.slice(1, 4).every((cell) => cell === '—')),
        language,
      ).toEqual([]);
      expect(rawCode.test((await page.locator('main').textContent()) ?? ''), language).toBe(false);
      if (language === 'en') {
        await page.getByText('Balance adjustment by support').first().waitFor();
        await screenshot(page, 'profile-transactions-words');
      }
    }
    await context.close();
  });
});
