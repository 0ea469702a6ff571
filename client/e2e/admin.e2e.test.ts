import { describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { type Platform, api, devToken, openPage, screenshot } from './harness';
import { browserSuite } from './suite';

let platform: Platform;
let browser: Browser;
browserSuite((suite) => ({ platform, browser } = suite));

interface Me {
  id: string;
  balanceCents: number;
}

describe('operator console', () => {
  it('lets an admin find a player, adjust the balance, ban them and read the audit log', { timeout: 240_000 }, async () => {
    // `admin` is in ADMIN_SUBJECTS of the harness.
    const admin = await devToken(platform, 'admin');
    const target = await devToken(platform, 'e2e-console-target');
    const before = await api<Me>(platform, 'GET', '/users/current', target.token);
    const { page, context } = await openPage(browser, platform, { token: admin });
    await page.goto('/en/admin');
    await page.getByTestId('admin-console').waitFor({ timeout: 60_000 });

    await page.getByLabel('Search').fill('console-target');
    await page.getByRole('button', { name: 'Find' }).click();
    await page.getByTestId('admin-users').getByRole('row', { name: /e2e-console-target/ }).getByRole('button', { name: 'Open' }).click();
    const detail = page.getByTestId('admin-user');
    await detail.getByRole('heading', { name: 'e2e-console-target' }).waitFor();

    const adjustForm = detail.locator('form', { has: page.getByRole('heading', { name: 'Adjust balance' }) });
    await adjustForm.getByLabel('Amount in USD (negative to debit)').fill('5');
    await adjustForm.getByLabel('Reason').fill('e2e goodwill credit');
    await adjustForm.getByRole('button', { name: 'Post adjustment' }).click();
    await page.getByText('Balance adjusted').first().waitFor();
    await detail.getByTestId('admin-user-real').getByText(`$${((before.balanceCents + 500) / 100).toFixed(2)}`).waitFor();
    await detail.getByTestId('admin-user-ledger').getByText('ADMIN_ADJUSTMENT').waitFor();
    expect((await api<Me>(platform, 'GET', '/users/current', target.token)).balanceCents).toBe(before.balanceCents + 500);

    const banCard = detail.locator('section', { has: page.getByRole('heading', { name: 'Ban', exact: true }) });
    await banCard.getByLabel('Reason').fill('e2e chargeback');
    await banCard.getByRole('button', { name: 'Ban and sign out' }).click();
    await detail.getByRole('button', { name: 'Lift the ban' }).waitFor();
    const banned = await fetch(`${platform.url}/api/users/current`, { headers: { authorization: `Bearer ${target.token}` } });
    expect(banned.status).toBe(403);

    const tabs = page.getByRole('navigation', { name: 'Operator console' });
    await tabs.getByRole('link', { name: 'Live' }).click();
    await page.getByText('All ledger invariants hold').waitFor();
    await tabs.getByRole('link', { name: 'Audit log' }).click();
    const audit = page.getByTestId('admin-audit');
    await audit.getByRole('row', { name: /USER_BAN.*e2e chargeback/ }).waitFor();
    await audit.getByRole('row', { name: /BALANCE_ADJUST.*e2e goodwill credit/ }).waitFor();
    await screenshot(page, 'admin-audit');
    await context.close();
  });

  it('shows a player the forbidden screen and the API refuses them', { timeout: 120_000 }, async () => {
    const player = await devToken(platform, 'e2e-console-player');
    const { page, context } = await openPage(browser, platform, { token: player });
    await page.goto('/en/admin/withdrawals');
    await page.getByTestId('admin-forbidden').getByRole('heading', { name: 'Access denied' }).waitFor({ timeout: 60_000 });
    expect(await page.getByTestId('admin-console').count()).toBe(0);
    for (const path of ['/admin/users', '/admin/withdrawals', '/admin/live', '/admin/audit']) {
      const res = await fetch(`${platform.url}/api${path}`, { headers: { authorization: `Bearer ${player.token}` } });
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({ error: { key: 'GLOBAL.FORBIDDEN', args: [] } });
    }
    // The console never asked the API on the player's behalf, so the player is still signed in.
    expect((await api<Me>(platform, 'GET', '/users/current', player.token)).id).toMatch(/^[0-9a-f-]{36}$/);
    await context.close();
  });
});
