import { describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import type { PromocodeAdminItem, PromocodeAdminList } from '@arena/schemas';
import { type Platform, api, devToken, openPage, screenshot } from './harness';
import { browserSuite } from './suite';

let platform: Platform;
let browser: Browser;
browserSuite((suite) => ({ platform, browser } = suite));

interface Me {
  balanceCents: number;
  bonusBalanceCents: number;
}

describe('promocodes on /bonus', () => {
  it(
    'an admin creates a code through the API; a player redeems it on /bonus and sees the balance change',
    { timeout: 240_000 },
    async () => {
      // `admin` is in ADMIN_SUBJECTS of the harness; bob is demo data with a $100 deposit (the $0.10 minimum is met).
      const admin = await devToken(platform, 'admin');
      const real = await api<PromocodeAdminItem>(platform, 'POST', '/admin/promocodes', admin.token, {
        code: 'E2E-REAL',
        type: 'BALANCE_REAL',
        amountCents: 2_50,
      });
      const bonus = await api<PromocodeAdminItem>(platform, 'POST', '/admin/promocodes', admin.token, {
        code: 'E2E-BONUS',
        type: 'BALANCE_BONUS',
        amountCents: 1_25,
        maxActivations: 1,
      });
      expect([real.code, bonus.code]).toEqual(['E2E-REAL', 'E2E-BONUS']);

      const bob = await devToken(platform, 'bob');
      const before = await api<Me>(platform, 'GET', '/users/current', bob.token);
      const { page } = await openPage(browser, platform, { token: bob });
      await page.goto('/en/bonus');
      const box = page.getByTestId('promocode-box');
      await box.getByRole('heading', { name: 'Promo code' }).waitFor({ timeout: 60_000 });

      await box.getByLabel('Code').fill('e2e-real');
      await box.getByRole('button', { name: 'Activate' }).click();
      await box
        .getByTestId('promocode-success')
        .getByText('Promo code activated: $2.50 added to your balance')
        .waitFor();
      await page
        .getByTestId('header-balance')
        .getByText(`$${((before.balanceCents + 2_50) / 100).toFixed(2)}`)
        .waitFor();
      await screenshot(page, 'promocode-redeemed', { fullPage: true });

      await box.getByLabel('Code').fill('E2E-BONUS');
      await box.getByRole('button', { name: 'Activate' }).click();
      await box
        .getByTestId('promocode-success')
        .getByText('Promo code activated: $1.25 added to your bonus balance')
        .waitFor();
      await page
        .getByText('Bonus balance', { exact: true })
        .first()
        .locator('..')
        .getByText(`$${((before.bonusBalanceCents + 1_25) / 100).toFixed(2)}`)
        .waitFor();

      // A second try is refused with the translated reason.
      await box.getByLabel('Code').fill('E2E-REAL');
      await box.getByRole('button', { name: 'Activate' }).click();
      await box.getByRole('alert').getByText('You have already activated this promo code').waitFor();
      await box.getByLabel('Code').fill('NO-SUCH-CODE');
      await box.getByRole('button', { name: 'Activate' }).click();
      await box.getByRole('alert').getByText('Promo code not found').waitFor();
      await screenshot(page, 'promocode-refused');

      const after = await api<Me>(platform, 'GET', '/users/current', bob.token);
      expect([after.balanceCents - before.balanceCents, after.bonusBalanceCents - before.bonusBalanceCents]).toEqual([
        2_50, 1_25,
      ]);
      const { promocodes } = await api<PromocodeAdminList>(platform, 'GET', '/admin/promocodes', admin.token);
      expect(promocodes.map((p) => [p.code, p.activations])).toEqual([
        ['E2E-BONUS', 1],
        ['E2E-REAL', 1],
      ]);

      // The last activation of E2E-BONUS is gone: another player is told so, in Russian.
      const carol = await devToken(platform, 'carol');
      const other = await openPage(browser, platform, { token: carol });
      await other.page.goto('/ru/bonus');
      const ruBox = other.page.getByTestId('promocode-box');
      await ruBox.getByLabel('Код').fill('E2E-BONUS', { timeout: 60_000 });
      await ruBox.getByRole('button', { name: 'Активировать' }).click();
      await ruBox.getByRole('alert').getByText('У этого промокода закончились активации').waitFor();
    },
  );
});
