import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import type {
  BattlepassBundle,
  BattlepassSummary,
  PlinkoDropAnswer,
  TreasureOrder,
  TreasuresAnswer,
} from '@arena/schemas';
import { type Platform, api, devToken, launchBrowser, openPage, screenshot, startPlatform } from './harness';
import { PLATFORM_ENVS } from './platform-envs';

let platform: Platform;
let browser: Browser;

beforeAll(async () => {
  // Test-only drop rule: divisor 1, so every settled real-money bet drops a card; the job runs twice a second.
  platform = await startPlatform({ env: PLATFORM_ENVS.treasures });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await platform?.stop();
});

const balanceOf = async (token: string) =>
  (await api<{ balanceCents: number }>(platform, 'GET', '/users/current', token)).balanceCents;

describe('Treasures in the browser', () => {
  it(
    'a bet drops a card; its owner lists it for sale and another player buys it in a second browser',
    { timeout: 300_000 },
    async () => {
      const carol = await devToken(platform, 'carol');
      const seller = await openPage(browser, platform, { token: carol });
      await seller.page.goto('/en/treasures');
      await seller.page.getByRole('heading', { level: 1, name: 'Treasures' }).waitFor({ timeout: 60_000 });

      // A $1 plinko ball is a settled real-money bet: the treasures job draws it within a second.
      const ball = await api<PlinkoDropAnswer>(platform, 'POST', '/plinko/drop', carol.token, {
        amountCents: 1_00,
        rows: 8,
        risk: 'low',
      });
      let dropped: TreasuresAnswer['cards'][number] | undefined;
      await expect
        .poll(
          async () => {
            dropped = (await api<TreasuresAnswer>(platform, 'GET', '/treasures', carol.token)).cards.find(
              (c) => c.dropBetId === ball.betId,
            );
            return dropped !== undefined;
          },
          { timeout: 30_000 },
        )
        .toBe(true);
      const overview = await api<TreasuresAnswer>(platform, 'GET', '/treasures', carol.token);
      const held = overview.cards.filter((c) => c.treasureId === dropped!.treasureId).length;
      const tile = seller.page.getByTestId(`treasure-${dropped!.slot}`);
      await expect.poll(async () => (await tile.textContent()) ?? '', { timeout: 20_000 }).toContain(`×${held}`);
      await screenshot(seller.page, 'treasures-collection', { fullPage: true });

      // Carol lists one card of that treasure for $2.50.
      const kindName = (await tile.getByRole('heading', { level: 3 }).textContent())!;
      await seller.page.getByRole('link', { name: 'Orders' }).click();
      const form = seller.page.getByRole('form', { name: 'Create an order' });
      await form.waitFor();
      await form
        .getByLabel(new RegExp(`^${kindName} #${dropped!.slot} `))
        .first()
        .check();
      await form.getByLabel('Price (USD)').fill('2.50');
      await form.getByRole('button', { name: 'Create the order' }).click();
      await seller.page.waitForURL(/\/en\/treasures\/orders\/[0-9a-f-]{36}$/);
      const orderId = seller.page.url().split('/').pop()!;
      await expect.poll(() => seller.page.getByTestId('order-status').textContent()).toBe('Open');
      await screenshot(seller.page, 'treasures-order-seller');

      // Alice opens the order in her own browser: without premium the accept is refused, with it she buys.
      const alice = await devToken(platform, 'alice');
      const buyer = await openPage(browser, platform, { token: alice });
      await buyer.page.goto(`/en/treasures/orders/${orderId}`);
      await buyer.page.getByRole('button', { name: 'Accept' }).click();
      await buyer.page.getByText('Treasures are available with the premium Battle Pass').waitFor();
      const passes = await api<BattlepassSummary[]>(platform, 'GET', '/battlepass/current/list', null);
      const active = passes.find((p) => p.status === 'ACTIVE')!;
      const bundles = await api<BattlepassBundle[]>(platform, 'POST', '/battlepass/bundle/list', null, {
        battlepassId: active.id,
      });
      const premium = bundles.find((b) => b.experience === 0)!;
      await api(platform, 'POST', '/battlepass/bundle/buy', alice.token, {
        battlepassId: active.id,
        bundleId: premium.id,
        count: 1,
      });

      const [aliceBefore, carolBefore] = [await balanceOf(alice.token), await balanceOf(carol.token)];
      await buyer.page.getByRole('button', { name: 'Accept' }).click();
      await buyer.page.getByText('Order accepted: the cards are yours').waitFor();
      await expect.poll(() => buyer.page.getByTestId('order-status').textContent()).toBe('Accepted');
      await screenshot(buyer.page, 'treasures-order-buyer');
      const order = await api<TreasureOrder>(platform, 'GET', `/treasures/orders/${orderId}`, null);
      expect(order).toMatchObject({
        status: 'ACCEPTED',
        priceCents: 2_50,
        seller: { name: 'carol' },
        buyer: { name: 'alice' },
      });
      expect(await balanceOf(alice.token)).toBe(aliceBefore - 2_50);
      expect(await balanceOf(carol.token)).toBe(carolBefore + 2_50);
      const aliceCards = (await api<TreasuresAnswer>(platform, 'GET', '/treasures', alice.token)).cards;
      expect(aliceCards.map((c) => c.id)).toContain(order.cards[0]!.id);

      // The seller sees the order as accepted on her page too.
      await seller.page.reload();
      await expect
        .poll(() => seller.page.getByTestId('order-status').textContent(), { timeout: 20_000 })
        .toBe('Accepted');
      await buyer.context.close();
      await seller.context.close();
    },
  );
});
