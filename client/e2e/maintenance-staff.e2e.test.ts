import { describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import type { MaintenanceAnswer } from '@arena/schemas';
import { type Platform, api, devToken, openPage, screenshot } from './harness';
import { browserSuite } from './suite';

let platform: Platform;
let browser: Browser;
browserSuite((suite) => ({ platform, browser } = suite));

// Issue 28: during a full-page maintenance window, a reload of /admin showed the maintenance page, so the window
// could only be ended through the API. Players still see the page; staff (schemas MAINTENANCE_PASS_ROLES) pass.
describe('full-page maintenance', () => {
  it('keeps players on the maintenance page while an admin reloads /admin and ends it from the console', { timeout: 240_000 }, async () => {
    // `admin` is in ADMIN_SUBJECTS of the harness.
    const admin = await devToken(platform, 'admin');
    const player = await devToken(platform, 'e2e-maintenance-player');
    await api(platform, 'POST', '/admin/maintenance', admin.token, { type: 'PAGE', finishedAt: Date.now() + 2 * 3_600_000 });

    const visitor = await openPage(browser, platform, { token: player });
    await visitor.page.goto('/en/admin');
    await visitor.page.getByRole('heading', { name: 'Maintenance', level: 1 }).waitFor({ timeout: 60_000 });
    await visitor.page.getByTestId('header-balance').waitFor({ state: 'detached' });

    const { page, context } = await openPage(browser, platform, { token: admin });
    await page.goto('/en/admin/maintenance');
    await page.getByTestId('admin-console').waitFor({ timeout: 60_000 });
    await page.reload();
    await page.getByTestId('admin-console').waitFor({ timeout: 60_000 });
    await page.getByTestId('maintenance-staff-notice').getByText(/Players see the maintenance page until/).waitFor();
    const windows = page.getByTestId('admin-maintenance');
    await windows.getByRole('row', { name: /Full page/ }).waitFor();
    await screenshot(page, 'maintenance-staff-pass');

    await windows.getByRole('row', { name: /Full page/ }).getByRole('button', { name: 'End now' }).click();
    await windows.getByRole('row', { name: /Full page/ }).getByText('Ended').waitFor();
    await page.getByTestId('maintenance-staff-notice').waitFor({ state: 'detached' });
    expect((await api<MaintenanceAnswer>(platform, 'GET', '/maintenance', null)).page).toBeNull();

    // The player's next load is the site again.
    await visitor.page.reload();
    await visitor.page.getByTestId('header-balance').waitFor({ timeout: 60_000 });
    expect(await visitor.page.getByRole('heading', { name: 'Maintenance', level: 1 }).count()).toBe(0);
    await visitor.context.close();
    await context.close();
  });
});
