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
  it(
    'lets an admin find a player, adjust the balance, ban them and read the audit log',
    { timeout: 240_000 },
    async () => {
      // `admin` is in ADMIN_SUBJECTS of the harness.
      const admin = await devToken(platform, 'admin');
      const target = await devToken(platform, 'e2e-console-target');
      const before = await api<Me>(platform, 'GET', '/users/current', target.token);
      const { page, context } = await openPage(browser, platform, { token: admin });
      await page.goto('/en/admin');
      await page.getByTestId('admin-console').waitFor({ timeout: 60_000 });

      await page.getByLabel('Search').fill('console-target');
      await page.getByRole('button', { name: 'Find' }).click();
      await page
        .getByTestId('admin-users')
        .getByRole('row', { name: /e2e-console-target/ })
        .getByRole('button', { name: 'Open' })
        .click();
      const detail = page.getByTestId('admin-user');
      await detail.getByRole('heading', { name: 'e2e-console-target' }).waitFor();

      const adjustForm = detail.locator('form', { has: page.getByRole('heading', { name: 'Adjust balance' }) });
      await adjustForm.getByLabel('Amount in USD (negative to debit)').fill('5');
      await adjustForm.getByLabel('Reason').fill('e2e goodwill credit');
      await adjustForm.getByRole('button', { name: 'Post adjustment' }).click();
      await page.getByText('Balance adjusted').first().waitFor();
      await detail
        .getByTestId('admin-user-real')
        .getByText(`$${((before.balanceCents + 500) / 100).toFixed(2)}`)
        .waitFor();
      await detail.getByTestId('admin-user-ledger').getByText('ADMIN_ADJUSTMENT').waitFor();
      expect((await api<Me>(platform, 'GET', '/users/current', target.token)).balanceCents).toBe(
        before.balanceCents + 500,
      );

      const banCard = detail.locator('section', { has: page.getByRole('heading', { name: 'Ban', exact: true }) });
      await banCard.getByLabel('Reason').fill('e2e chargeback');
      await banCard.getByRole('button', { name: 'Ban and sign out' }).click();
      await detail.getByRole('button', { name: 'Lift the ban' }).waitFor();
      const banned = await fetch(`${platform.url}/api/users/current`, {
        headers: { authorization: `Bearer ${target.token}` },
      });
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
    },
  );

  it(
    'creates a promo code, mutes and unmutes a player from the console, all in the audit log',
    { timeout: 240_000 },
    async () => {
      const admin = await devToken(platform, 'admin');
      const noisy = await devToken(platform, 'e2e-console-noisy');
      const { page, context } = await openPage(browser, platform, { token: admin });
      await page.goto('/en/admin/promocodes');
      await page.getByTestId('admin-console').waitFor({ timeout: 60_000 });

      await page.getByLabel('Code', { exact: true }).fill('e2e-console-code');
      await page.getByLabel('Type', { exact: true }).selectOption('BALANCE_BONUS');
      await page.getByLabel('Amount in USD').fill('1.50');
      await page.getByLabel('Activations limit (empty for no limit)').fill('10');
      await page.getByRole('button', { name: 'Create code' }).click();
      await page.getByText('Promo code E2E-CONSOLE-CODE created').waitFor();
      const code = page.getByTestId('admin-promocodes').getByRole('row', { name: /E2E-CONSOLE-CODE/ });
      await code.getByText('0 / 10').waitFor();
      await code.getByText('Active').waitFor();
      await screenshot(page, 'admin-promocodes');

      const tabs = page.getByRole('navigation', { name: 'Operator console' });
      await tabs.getByRole('link', { name: 'Moderation' }).click();
      await page.getByLabel('User id or exact name').fill('e2e-console-noisy');
      await page.getByLabel('Length').selectOption({ label: '1 hour' });
      await page.getByLabel('Reason').fill('e2e spam links');
      await page.getByRole('button', { name: 'Mute', exact: true }).click();
      await page.getByText(/e2e-console-noisy is muted until/).waitFor();
      await page
        .getByTestId('admin-mutes')
        .getByRole('row', { name: /e2e-console-noisy.*e2e spam links.*admin/ })
        .waitFor();
      await page
        .getByTestId('admin-moderation-trail')
        .getByRole('row', { name: /MUTE · 60′.*e2e-console-noisy/ })
        .waitFor();
      await screenshot(page, 'admin-moderation');
      const muted = await api<{ items: { name: string }[] }>(platform, 'GET', '/admin/moderation/mutes', admin.token);
      expect(muted.items.map((row) => row.name)).toContain('e2e-console-noisy');
      // The muted player is refused by the console's API like any player.
      const refused = await fetch(`${platform.url}/api/admin/moderation/mutes`, {
        headers: { authorization: `Bearer ${noisy.token}` },
      });
      expect(refused.status).toBe(403);
      await page
        .getByTestId('admin-mutes')
        .getByRole('row', { name: /e2e-console-noisy/ })
        .getByRole('button', { name: 'Unmute' })
        .click();
      await page.getByText('Nobody is muted right now').waitFor();

      await tabs.getByRole('link', { name: 'Audit log' }).click();
      const audit = page.getByTestId('admin-audit');
      await audit.getByRole('row', { name: /CHAT_MUTE.*e2e spam links/ }).waitFor();
      await audit.getByRole('row', { name: /PROMOCODE_CREATE/ }).waitFor();
      await audit.getByRole('row', { name: /CHAT_UNMUTE/ }).waitFor();
      // The public list opens the current giveaway of each type; the console shows it with its seed hash, undrawn.
      const { current } = await api<{ current: { id: number; type: string; seedHash: string }[] }>(
        platform,
        'GET',
        '/giveaways',
        null,
      );
      const weekly = current.find((giveaway) => giveaway.type === 'WEEKLY')!;
      await tabs.getByRole('link', { name: 'Giveaways' }).click();
      await page.getByLabel('Giveaway type').selectOption('WEEKLY');
      const row = page.getByTestId('admin-giveaways').getByRole('row', { name: new RegExp(`#${weekly.id} `) });
      await row.getByText('Waiting for the draw').waitFor();
      await row.getByText(weekly.seedHash).waitFor();
      await screenshot(page, 'admin-giveaways');
      await context.close();
    },
  );

  it('shows a player the forbidden screen and the API refuses them', { timeout: 120_000 }, async () => {
    const player = await devToken(platform, 'e2e-console-player');
    const { page, context } = await openPage(browser, platform, { token: player });
    await page.goto('/en/admin/withdrawals');
    await page
      .getByTestId('admin-forbidden')
      .getByRole('heading', { name: 'Access denied' })
      .waitFor({ timeout: 60_000 });
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
