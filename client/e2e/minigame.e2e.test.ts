import { describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import type { BattlepassReward, MinigameStateAnswer } from '@arena/schemas';
import { type Platform, api, devToken, openPage, screenshot } from './harness';
import { browserSuite } from './suite';

let platform: Platform;
let browser: Browser;
browserSuite((suite) => ({ platform, browser } = suite));

interface Me {
  balanceCents: number;
  bonusBalanceCents: number;
}

/** What a reward adds to the real and bonus balances (skins and tickets: nothing). */
const moneyOf = (reward: BattlepassReward) => ({
  real: reward.kind === 'BALANCE' ? reward.cents : 0,
  bonus: reward.kind === 'BONUS' ? reward.cents : 0,
});

describe('Minigames in the browser', () => {
  it(
    'a player opens /minigame from /premium, plays Trinity and gets the prize; Christmas is blocked without premium',
    { timeout: 240_000 },
    async () => {
      const session = await devToken(platform, 'dana');
      const { page } = await openPage(browser, platform, { token: session });
      const before = await api<Me>(platform, 'GET', '/users/current', session.token);

      await page.goto('/en/premium');
      await page.getByRole('link', { name: 'Minigames: Trinity and Christmas gifts →' }).click();
      await page.getByRole('heading', { level: 1, name: 'Minigames' }).waitFor({ timeout: 60_000 });
      const trinity = page.getByTestId('trinity-panel');
      await expect.poll(() => page.getByTestId('trinity-left').textContent()).toBe('Plays left today: 1 of 1');
      const christmas = page.getByTestId('christmas-panel');
      await christmas.getByText('Minigames are blocked for your account').waitFor();
      await christmas.getByText('The Christmas gifts are for premium Battle Pass holders.').waitFor();
      await screenshot(page, 'minigame-before', { fullPage: true });

      await trinity.getByRole('button', { name: 'Card 2' }).click();
      await page.getByTestId('trinity-prize').waitFor();
      await expect.poll(() => page.getByTestId('trinity-card-1').getAttribute('data-state')).toBe('won');
      expect(await page.getByTestId('trinity-card-0').getAttribute('data-state')).toBe('open');
      await expect.poll(() => page.getByTestId('trinity-left').textContent()).toBe('Plays left today: 0 of 1');
      await page.waitForTimeout(1200); // let the flip finish for the screenshot
      await screenshot(page, 'minigame-trinity-won', { fullPage: true });

      const state = await api<MinigameStateAnswer>(platform, 'GET', '/minigame', session.token);
      expect(state.plays).toHaveLength(1);
      const play = state.plays[0]!;
      expect(play).toMatchObject({ game: 'TRINITY', pick: 1, slot: 1 });
      const money = moneyOf(play.reward);
      const after = await api<Me>(platform, 'GET', '/users/current', session.token);
      expect(after.balanceCents).toBe(before.balanceCents + money.real);
      expect(after.bonusBalanceCents).toBe(before.bonusBalanceCents + money.bonus);
      // The cards stay face-up and disabled (no plays left today); the play is listed under the latest plays.
      expect(await page.getByTestId('trinity-card-0').isDisabled()).toBe(true);
      expect(await page.getByTestId('minigame-plays').getByRole('row').count()).toBe(2);

      // The play opens in the fairness center; once the seed pair is rotated the browser re-deals the same cards.
      await page.getByTestId('trinity-prize').getByRole('link', { name: 'Verify' }).click();
      await page.getByText("This bet's server seed is still secret.", { exact: false }).waitFor({ timeout: 30_000 });
      expect(await page.getByLabel('Game').locator('option:checked').textContent()).toBe('Trinity');
      await page.getByRole('status').getByRole('button', { name: 'Rotate seed pair' }).click();
      await page.getByTestId('fair-verdict').getByText('identical').waitFor();
      await expect.poll(() => page.getByTestId('fair-outcome').textContent()).toContain(`tier${play.tier}`);
      await screenshot(page, 'minigame-fair', { fullPage: true });
    },
  );

  it('a premium holder opens a Christmas gift', { timeout: 240_000 }, async () => {
    const session = await devToken(platform, 'carol');
    const { page } = await openPage(browser, platform, { token: session });
    await page.goto('/en/minigame');
    const christmas = page.getByTestId('christmas-panel');
    await expect
      .poll(() => page.getByTestId('christmas-left').textContent(), { timeout: 60_000 })
      .toBe('Plays left today: 1 of 1');
    await christmas.getByRole('button', { name: 'Gift 4' }).click();
    await page.getByTestId('christmas-prize').waitFor();
    await expect.poll(() => page.getByTestId('christmas-card-3').getAttribute('data-state')).toBe('won');
    await page.waitForTimeout(1500);
    await screenshot(page, 'minigame-christmas-won', { fullPage: true });
    const state = await api<MinigameStateAnswer>(platform, 'GET', '/minigame', session.token);
    expect(state.premium).toBe(true);
    expect(state.christmas.playsLeft).toBe(0);
    expect(state.plays[0]).toMatchObject({ game: 'CHRISTMAS', pick: 3 });
    const text = (await page.getByTestId('christmas-prize').textContent()) ?? '';
    expect(text.startsWith('You won:')).toBe(true);
  });
});
