import { describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import type { MaintenanceAnswer } from '@arena/schemas';
import { type Platform, api, devToken, openPage, screenshot } from './harness';
import { browserSuite } from './suite';

let platform: Platform;
let browser: Browser;
browserSuite((suite) => ({ platform, browser } = suite));

// during a full-page maintenance window, a reload of /admin showed the maintenance page, so the window
// could only be ended through the API. Players still see the page; staff (schemas MAINTENANCE_PASS_ROLES) pass.
describe('full-page maintenance', () => {
  it(
    'keeps players on the maintenance page while an admin reloads /admin and ends it from the console',
    { timeout: 240_000 },
    async () => {
      // `admin` is in ADMIN_SUBJECTS of the harness.
      const admin = await devToken(platform, 'admin');
      const player = await devToken(platform, 'e2e-maintenance-player');
      await api(platform, 'POST', '/admin/maintenance', admin.token, {
        type: 'PAGE',
        finishedAt: Date.now() + 2 * 3_600_000,
      });

      const visitor = await openPage(browser, platform, { token: player });
      await visitor.page.goto('/en/admin');
      await visitor.page.getByRole('heading', { name: 'Maintenance', level: 1 }).waitFor({ timeout: 60_000 });
      await visitor.page.getByTestId('header-balance').waitFor({ state: 'detached' });

      const { page, context } = await openPage(browser, platform, { token: admin });
      await page.goto('/en/admin/maintenance');
      await page.getByTestId('admin-console').waitFor({ timeout: 60_000 });
      await page.reload();
      await page.getByTestId('admin-console').waitFor({ timeout: 60_000 });
      await page
        .getByTestId('maintenance-staff-notice')
        .getByText(/Players see the maintenance page until/)
        .waitFor();
      const windows = page.getByTestId('admin-maintenance');
      await windows.getByRole('row', { name: /Full page/ }).waitFor();
      await screenshot(page, 'maintenance-staff-pass');

      await windows
        .getByRole('row', { name: /Full page/ })
        .getByRole('button', { name: 'End now' })
        .click();
      await windows
        .getByRole('row', { name: /Full page/ })
        .getByText('Ended')
        .waitFor();
      await page.getByTestId('maintenance-staff-notice').waitFor({ state: 'detached' });
      expect((await api<MaintenanceAnswer>(platform, 'GET', '/maintenance', null)).page).toBeNull();

      // The player's next load is the site again.
      await visitor.page.reload();
      await visitor.page.getByTestId('header-balance').waitFor({ timeout: 60_000 });
      expect(await visitor.page.getByRole('heading', { name: 'Maintenance', level: 1 }).count()).toBe(0);
      await visitor.context.close();
      await context.close();
    },
  );

  it(
    'lets a moderator granted from the console pass; revoked from the console, they see the page again',
    { timeout: 240_000 },
    async () => {
      const admin = await devToken(platform, 'admin');
      const helper = await devToken(platform, 'e2e-maintenance-helper');
      const { page, context } = await openPage(browser, platform, { token: admin });
      await page.goto('/en/admin');
      await page.getByTestId('admin-console').waitFor({ timeout: 60_000 });
      await page.getByLabel('Search').fill('maintenance-helper');
      await page.getByRole('button', { name: 'Find' }).click();
      await page
        .getByTestId('admin-users')
        .getByRole('row', { name: /e2e-maintenance-helper/ })
        .getByRole('button', { name: 'Open' })
        .click();
      const detail = page.getByTestId('admin-user');
      await detail.getByLabel('Reason (optional)').fill('e2e chat helper');
      await detail.getByRole('button', { name: 'Make moderator' }).click();
      await detail.getByTestId('admin-user-role').getByText('MODERATOR').waitFor();
      await screenshot(page, 'admin-role-card');

      await api(platform, 'POST', '/admin/maintenance', admin.token, {
        type: 'PAGE',
        finishedAt: Date.now() + 3_600_000,
      });
      const moderator = await openPage(browser, platform, { token: helper });
      await moderator.page.goto('/en');
      await moderator.page.getByTestId('maintenance-staff-notice').waitFor({ timeout: 60_000 });
      await moderator.page.getByTestId('header-balance').waitFor();

      await detail.getByRole('button', { name: 'Revoke moderator' }).click();
      await detail.getByTestId('admin-user-role').getByText('USER').waitFor();
      await moderator.page.reload();
      await moderator.page.getByRole('heading', { name: 'Maintenance', level: 1 }).waitFor({ timeout: 60_000 });
      await moderator.context.close();
      await context.close();
    },
  );

  it('approves and revokes a fan-bonus avatar from the console', { timeout: 240_000 }, async () => {
    const admin = await devToken(platform, 'admin');
    const { page, context } = await openPage(browser, platform, { token: admin });
    await page.goto('/en/admin/avatars');
    await page.getByTestId('admin-console').waitFor({ timeout: 60_000 });
    const url = 'https://avatars.example.test/e2e-fan.jpg';
    await page.getByLabel('Avatar address').fill(url);
    await page.getByRole('button', { name: 'Approve' }).click();
    await page.getByTestId('admin-fan-avatars').getByText(url).waitFor();
    expect(
      (await api<{ avatars: { url: string }[] }>(platform, 'GET', '/admin/bonus/fan-avatars', admin.token)).avatars.map(
        (a) => a.url,
      ),
    ).toContain(url);
    await screenshot(page, 'admin-fan-avatars');
    await page
      .getByTestId('admin-fan-avatars')
      .getByRole('row', { name: new RegExp(url.replaceAll('.', '\\.')) })
      .getByRole('button', { name: 'Revoke' })
      .click();
    await page.getByText(url).waitFor({ state: 'detached' });
    expect(
      (await api<{ avatars: { url: string }[] }>(platform, 'GET', '/admin/bonus/fan-avatars', admin.token)).avatars.map(
        (a) => a.url,
      ),
    ).not.toContain(url);
    await context.close();
  });
});
