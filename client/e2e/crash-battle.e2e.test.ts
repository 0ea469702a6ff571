import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { Browser } from 'playwright-core';
import type { InventoryAnswer } from '@arena/schemas';
import { type Platform, api, devToken, launchBrowser, openPage, screenshot, startPlatform } from './harness';
import { PLATFORM_ENVS } from './platform-envs';

let platform: Platform;
let browser: Browser;

beforeAll(async () => {
  // Short countdowns and pauses, and a short no-leave window, so a two-round battle takes seconds.
  platform = await startPlatform({ env: PLATFORM_ENVS['crash-battle'] });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await platform?.stop();
});

const cents = (text: string | null) => Math.round(Number((text ?? '').replace(/[^0-9.]/g, '')) * 100);
const headerBalance = async (page: Page) => cents(await page.getByTestId('header-balance').textContent());
/** Every seat's total as the page shows it, seat order. */
const totals = (page: Page) => page.getByTestId('seat-total').allTextContents();

describe('crash battle in the browser', () => {
  it(
    'two players battle over two rounds while a signed-out spectator watches the same rounds and winner',
    { timeout: 400_000 },
    async () => {
      const tokens = { alice: await devToken(platform, 'alice'), bob: await devToken(platform, 'bob') };
      const alice = await openPage(browser, platform, { token: tokens.alice });
      const bob = await openPage(browser, platform, { token: tokens.bob });
      // The skins each player holds before the battle: a draw pays its buy-ins back partly in skins.
      const inventory = (name: keyof typeof tokens) =>
        api<InventoryAnswer>(platform, 'GET', '/inventory', tokens[name].token);
      const heldBefore = {
        alice: new Set((await inventory('alice')).items.map((item) => item.id)),
        bob: new Set((await inventory('bob')).items.map((item) => item.id)),
      };
      // The spectator watches on a phone.
      const watcher = await openPage(browser, platform, { viewport: 'mobile' });

      // Alice creates a 2-seat, 2-round battle from the lobby; the buy-in leaves her balance.
      const a = alice.page;
      await a.goto('/en/crashbattle');
      await a.getByRole('heading', { level: 1, name: 'Crash Battle' }).waitFor();
      await a.getByTestId('header-balance').getByText('$').waitFor();
      const aliceBefore = await headerBalance(a);
      await a.getByRole('button', { name: 'Create battle' }).click();
      const dialog = a.getByRole('dialog', { name: 'Create a battle' });
      // The dialog checks like the room: below the minimum buy-in, with the limit in the text.
      await dialog.getByLabel('Buy-in, $').fill('0.10');
      await dialog.getByRole('button', { name: /^Create and pay/ }).click();
      await dialog.getByText('Min. buy-in is $0.50').waitFor();
      await dialog.getByLabel('Players').selectOption('2');
      await dialog.getByLabel('Rounds', { exact: true }).selectOption('2');
      await dialog.getByLabel('Buy-in, $').fill('2.00');
      await dialog.getByRole('button', { name: 'Create and pay $2.00' }).click();
      await a.waitForURL(/\/en\/crashbattle\/[0-9a-f-]{36}$/);
      const battleUrl = new URL(a.url()).pathname;
      await a.locator('[data-status="WAITING"]').waitFor();
      await expect.poll(() => headerBalance(a)).toBe(aliceBefore - 200);
      await a.getByRole('button', { name: /^You can leave in \d+s$/ }).waitFor();
      await a.getByRole('button', { name: 'Fill the free seats with bots and start' }).waitFor();

      // A signed-out spectator opens the battle: everything visible, no action buttons.
      const w = watcher.page;
      await w.goto(battleUrl);
      await w.locator('[data-status="WAITING"]').waitFor();
      await w.getByRole('link', { name: 'Sign in' }).first().waitFor();
      await expect(w.getByRole('button', { name: /^Join for/ }).count()).resolves.toBe(0);
      await a.getByText('Watching: 1').waitFor();
      await screenshot(a, 'crash-battle-waiting', { fullPage: true });

      // Bob finds it in the lobby's open battles and takes the second seat.
      const b = bob.page;
      await b.goto('/en/crashbattle');
      const open = b.getByRole('table', { name: 'Open battles' });
      const listed = open.getByRole('row').filter({ hasText: 'alice' });
      await listed.getByText('1 of 2').waitFor();
      await screenshot(b, 'crash-battle-lobby', { fullPage: true });
      await listed.getByRole('link', { name: 'Join' }).click();
      await b.waitForURL(`**${battleUrl}`);
      const bobBefore = await headerBalance(b);
      await b.getByRole('button', { name: 'Join for $2.00' }).click();
      // Bob presets an auto cash-out; Alice will cash out by hand.
      await b.getByLabel('Auto cash-out at, ×').fill('1.30');
      await b.getByRole('button', { name: 'Save' }).click();
      await b.getByText('Auto cash-out at 1.30×').waitFor();
      await expect.poll(() => headerBalance(b)).toBe(bobBefore - 200);

      // Every seat taken: the battle runs. Alice cashes out each round when she can.
      await a.locator('[data-status="RUNNING"]').waitFor({ timeout: 30_000 });
      let shotRunning = false;
      for (;;) {
        const status = await a.locator('[data-status]').first().getAttribute('data-status');
        if (status === 'FINISHED') break;
        const cashOut = a.getByRole('button', { name: /^Cash out at [0-9.]+×$/ });
        if (await cashOut.isVisible()) {
          await a.waitForTimeout(500);
          await cashOut.click().catch(() => undefined);
          await a.waitForTimeout(300);
          if (!shotRunning) {
            await screenshot(a, 'crash-battle-running', { fullPage: true });
            await screenshot(w, 'crash-battle-running-spectator');
            shotRunning = true;
          }
        }
        await a.waitForTimeout(100);
      }

      // All three see the same finished battle: totals, rounds and the result line.
      for (const page of [a, b, w]) await page.locator('[data-status="FINISHED"]').waitFor({ timeout: 60_000 });
      const result = await a.getByTestId('battle-result').textContent();
      expect(result).toMatch(/wins the battle!$|^Draw/);
      await expect(w.getByTestId('battle-result').textContent()).resolves.toBe(result);
      await expect(b.getByTestId('battle-result').textContent()).resolves.toBe(result);
      const shown = await totals(a);
      expect(shown).toHaveLength(2);
      await expect.poll(() => totals(w)).toEqual(shown);
      await expect.poll(() => totals(b)).toEqual(shown);
      expect(await w.getByText('Round 2', { exact: true }).count()).toBe(2);

      // The finished view verifies both rounds in the browser.
      for (const page of [a, w]) {
        await page.getByTestId('fair-verdict').getByText('Every round checks out').waitFor();
        await expect(page.getByTestId('fair-round').count()).resolves.toBe(2);
      }
      await screenshot(a, 'crash-battle-finished', { fullPage: true });
      await screenshot(w, 'crash-battle-finished-spectator', { fullPage: true });

      // Money: each player's balance moved by the buy-in and the payout their column shows. A draw (it happens: both
      // totals equal, e.g. both bust twice) returns the buy-ins as catalog skins: the balance gets back what the skins
      // the battle added to the inventory leave of the buy-in.
      const payout = async (page: Page, name: string) =>
        cents(await page.getByRole('region', { name }).getByTestId('seat-payout').textContent());
      if (result?.startsWith('Draw')) {
        for (const [page, name, before] of [
          [a, 'alice', aliceBefore],
          [b, 'bob', bobBefore],
        ] as const) {
          const added = (await inventory(name)).items.filter((item) => !heldBefore[name].has(item.id));
          const skinsCents = added.reduce((sum, item) => sum + item.priceCents, 0);
          expect(skinsCents).toBeLessThanOrEqual(200);
          await expect.poll(() => headerBalance(page)).toBe(before - 200 + (200 - skinsCents));
        }
      } else {
        await expect.poll(() => headerBalance(a)).toBe(aliceBefore - 200 + (await payout(a, 'alice')));
        await expect.poll(() => headerBalance(b)).toBe(bobBefore - 200 + (await payout(b, 'bob')));
      }

      // The battle is in both players' profile history.
      await a.goto('/en/profile/history/crashbattle');
      const row = a.getByRole('row').filter({ hasText: 'Players: 2' });
      await row.getByText(/^(Won|Lost|Draw)$/).waitFor();
      await screenshot(a, 'crash-battle-history');

      await Promise.all([alice.context.close(), bob.context.close(), watcher.context.close()]);
    },
  );

  it(
    'a private battle is joined with its code, leaving before the start refunds, bots fill the seats',
    { timeout: 300_000 },
    async () => {
      const owner = await openPage(browser, platform, { token: await devToken(platform, 'carol') });
      const guest = await openPage(browser, platform, { token: await devToken(platform, 'bob') });
      const o = owner.page;
      await o.goto('/en/crashbattle');
      await o.getByRole('button', { name: 'Create battle' }).click();
      const dialog = o.getByRole('dialog', { name: 'Create a battle' });
      await dialog.getByLabel('Players').selectOption('3');
      await dialog.getByLabel('Rounds', { exact: true }).selectOption('1');
      await dialog.getByLabel('Buy-in, $').fill('1.00');
      await dialog.getByLabel('Private battle (joined with a code only)').check();
      await dialog.getByRole('button', { name: 'Create and pay $1.00' }).click();
      const code = (await o.getByTestId('private-code').textContent()) ?? '';
      expect(code).toMatch(/^[A-Z0-9]{8}$/);
      const battlePath = new URL(o.url()).pathname;

      // Not listed in the lobby; found by its code.
      const g = guest.page;
      await g.goto('/en/crashbattle');
      await g.getByRole('heading', { name: 'Open battles' }).waitFor();
      await g.getByText('No open battles. Create one!').waitFor();
      await g.getByLabel('Battle code').fill('WRONG123');
      await g.getByRole('button', { name: 'Find' }).click();
      await g.getByText('Invalid battle code').waitFor();
      await g.getByLabel('Battle code').fill(code.toLowerCase());
      await g.getByRole('button', { name: 'Find' }).click();
      await g.waitForURL(`**${battlePath}?code=${code}`);
      await g.getByTestId('header-balance').getByText('$').waitFor();
      const before = await headerBalance(g);
      await g.getByRole('button', { name: 'Join for $1.00' }).click();
      await expect.poll(() => headerBalance(g)).toBe(before - 100);
      await o.getByRole('region', { name: 'bob' }).waitFor();
      await screenshot(o, 'crash-battle-private', { fullPage: true });

      // Leaving waits out the no-leave window, then refunds.
      const leave = g.getByRole('button', { name: 'Leave the battle' });
      await expect.poll(() => leave.isEnabled(), { timeout: 15_000 }).toBe(true);
      await leave.click();
      await g.getByRole('button', { name: 'Join for $1.00' }).waitFor();
      await expect.poll(() => headerBalance(g)).toBe(before);
      await expect(o.getByRole('region', { name: 'bob' }).count()).resolves.toBe(0);

      // The owner fills the free seats with bots; their targets are verified with the crash points.
      await o.getByRole('button', { name: 'Fill the free seats with bots and start' }).click();
      // The owner cashes out as soon as the curve runs: the bots' targets are fixed, so no score can change after
      // that and the room ends the round at once (battle-play.ts) instead of flying on to a crash point that can be
      // 100x (~77 s). A round that crashes before the button shows (1.00x) just finishes.
      const finished = o.locator('[data-status="FINISHED"]');
      const cashOut = o.getByRole('button', { name: /^Cash out at [0-9.]+×$/ });
      await cashOut.or(finished).first().waitFor({ timeout: 30_000 });
      // The button's name follows the multiplier: a click can miss it between two frames, so try until it lands.
      while (!(await finished.isVisible()) && (await cashOut.isVisible()))
        await cashOut.click({ timeout: 2_000 }).catch(() => undefined);
      await finished.waitFor({ timeout: 200_000 });
      await o.getByTestId('fair-verdict').getByText('Every round checks out').waitFor();
      await expect(o.getByTestId('fair-bot').count()).resolves.toBe(2);
      await screenshot(o, 'crash-battle-bots', { fullPage: true });
      await Promise.all([owner.context.close(), guest.context.close()]);
    },
  );
});
