import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import type { ReferralAnswer } from '@arena/schemas';
import { type Platform, api, devToken, launchBrowser, openPage, screenshot, startPlatform } from './harness';
import { PLATFORM_ENVS } from './platform-envs';

let platform: Platform;
let browser: Browser;

beforeAll(async () => {
  // The referral job is off under NODE_ENV=test unless asked for; a quick tick keeps the wait short.
  platform = await startPlatform({ env: PLATFORM_ENVS.referral });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await platform?.stop();
});

describe('referral link', () => {
  it(
    'a friend follows the link, signs up, deposits and gets +100%; the referrer sees them on /partners',
    { timeout: 300_000 },
    async () => {
      const referrer = await devToken(platform, 'e2e-referrer');
      const { code } = await api<ReferralAnswer>(platform, 'GET', '/referral', referrer.token);

      // A fresh browser: the link stores the code and goes home.
      const { page, context } = await openPage(browser, platform);
      await page.goto(`/en/ref/${code}`);
      await page.getByText(`Referral code ${code} saved`).first().waitFor();
      await page.waitForURL((url) => url.pathname === '/en' || url.pathname === '/en/');

      await page.goto('/en/auth');
      await page.getByRole('checkbox').check();
      await page.getByLabel('Player name').fill('e2e-friend');
      await page.getByRole('button', { name: 'Sign in as this player' }).click();
      await page.getByText("You joined through e2e-referrer's referral link").waitFor({ timeout: 30_000 });
      expect(
        await page.evaluate(() => JSON.parse(window.localStorage.getItem('arena.settings') ?? '{}').referralCode),
      ).toBeNull();

      await page.goto('/en/bonus');
      const invited = page.getByTestId('referred-by');
      await invited
        .getByText('You were invited by e2e-referrer. Your first deposit gets +100% as bonus balance (up to $20.00).')
        .waitFor({ timeout: 30_000 });
      await screenshot(page, 'referral-bonus-before', { fullPage: true });

      await page.goto('/en/deposit');
      const dialog = page.getByRole('dialog', { name: 'Top up balance' });
      await dialog.getByText('Bank card').click();
      await dialog.getByLabel('Amount, $').fill('12');
      await dialog.getByLabel('E-mail for the receipt').fill('friend@example.com');
      await dialog.getByRole('button', { name: 'Deposit $12.00' }).click();
      await dialog.getByText('Payment confirmed: $12.00 added to your balance').waitFor({ timeout: 60_000 });

      // The job rewards a deposit a few seconds after it is confirmed.
      await page.goto('/en/bonus');
      await expect
        .poll(
          async () => {
            await page.reload();
            await page.getByTestId('referred-by').waitFor({ timeout: 30_000 });
            return page.getByTestId('referred-by').textContent();
          },
          { timeout: 90_000, interval: 2_000 },
        )
        .toContain('Your first-deposit bonus: $12.00.');
      await page
        .getByText('Bonus balance', { exact: true })
        .first()
        .locator('..')
        .getByText('$12.00')
        .waitFor({ timeout: 30_000 });
      await screenshot(page, 'referral-bonus-paid', { fullPage: true });
      const friend = await api<{ balanceCents: number; bonusBalanceCents: number }>(
        platform,
        'GET',
        '/users/current',
        await page.evaluate(() => window.localStorage.getItem('arena.token')),
      );
      expect(friend).toMatchObject({ balanceCents: 12_00, bonusBalanceCents: 12_00 });
      await context.close();

      // The referrer's partner page lists the friend, their deposit and the 20% share.
      const own = await openPage(browser, platform, { token: referrer });
      await own.page.goto('/en/partners');
      await expect.poll(() => own.page.getByTestId('stat-referrals').textContent(), { timeout: 30_000 }).toContain('1');
      await own.page.getByTestId('stat-deposits').getByText('$12.00').waitFor();
      const row = own.page.getByRole('row', { name: /e2e-friend/ });
      await row.waitFor();
      expect(await row.textContent()).toContain('$2.40');
      await own.page.getByText('50% of the site’s revenue from your referrals is yours', { exact: false }).waitFor();
      await screenshot(own.page, 'referral-partners', { fullPage: true });
      expect(
        (await api<{ bonusBalanceCents: number }>(platform, 'GET', '/users/current', referrer.token)).bonusBalanceCents,
      ).toBe(2_40);

      // /partner-dashboard opens the partners site (by default this site's /partners) and offers the link.
      const popup = own.context.waitForEvent('page', { timeout: 15_000 }).catch(() => null);
      await own.page.goto('/en/partner-dashboard');
      const link = own.page.getByRole('link', { name: 'Open the partner dashboard' });
      await link.waitFor();
      expect(await link.getAttribute('href')).toBe(`${platform.url}/partners`);
      expect(await link.getAttribute('target')).toBe('_blank');
      // A tab opened without a click may be blocked by a real browser; headless Chromium lets it through.
      const opened = await popup;
      expect(opened).not.toBeNull();
      await opened!.waitForURL(`${platform.url}/en/partners`, { timeout: 30_000 });
      await screenshot(own.page, 'referral-partner-dashboard');
      await own.context.close();
    },
  );
});
