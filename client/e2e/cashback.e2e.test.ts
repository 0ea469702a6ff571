import { describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { type CashbackAnswer, type Stream, type UserStateAnswer, plinkoOutcome } from '@arena/schemas';
import { type Platform, api, devToken, openPage, screenshot } from './harness';
import { PLATFORM_ENVS } from './platform-envs';
import { nextSeeds } from './pinned-seeds';
import { browserSuite } from './suite';

let platform: Platform;
let browser: Browser;
// Cashback "weeks" of 15 s, claimable 1 s after they end for 10 minutes, the job every 500 ms. Pinned seeds: the
// test knows its plinko drops before it plays them.
const SEED_KEY = PLATFORM_ENVS.cashback.FAIR_TEST_SEED;
browserSuite((suite) => ({ platform, browser } = suite), { env: PLATFORM_ENVS.cashback });

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const DROP = { amountCents: 1_00, rows: 8, risk: 'high' } as const;
const DROPS = 6;

/** What the player's next DROPS drops win or lose in all (cents), computed as the server will draw them. */
async function nextDropsNet(token: string): Promise<number> {
  const seeds = await nextSeeds(platform, token, SEED_KEY);
  let net = 0;
  for (let i = 0; i < DROPS; i++) {
    const { multiplierHundredths } = plinkoOutcome({ ...seeds, nonce: seeds.nonce + i }, DROP);
    net += Math.floor((DROP.amountCents * multiplierHundredths) / 100) - DROP.amountCents;
  }
  return net;
}

describe('Weekly cashback and streams in the browser', () => {
  it('a player who lost in a (shortened) week claims the cashback on /bonus', { timeout: 240_000 }, async () => {
    // alice is demo data with a $500 deposit at boot.
    const session = await devToken(platform, 'alice');
    // Six drops that lose money in all: the first client seed (cashback-0, -1, …) whose drops do, found by computing them.
    for (let n = 0; n < 20 && (await nextDropsNet(session.token)) >= 0; n++)
      await api(platform, 'POST', '/fair/seeds/rotate', session.token, { clientSeed: `cashback-${n}` });
    expect(await nextDropsNet(session.token)).toBeLessThan(0);
    // All six in one week, then that week's payday.
    let week = (await api<CashbackAnswer>(platform, 'GET', '/cashback', session.token)).week;
    if (week.end - Date.now() < 6_000) await sleep(week.end - Date.now() + 200);
    for (let ball = 0; ball < DROPS; ball++) await api(platform, 'POST', '/plinko/drop', session.token, DROP);
    week = (await api<CashbackAnswer>(platform, 'GET', '/cashback', session.token)).week;
    await sleep(Math.max(0, week.end - Date.now()) + 3_000);
    const summary = await api<CashbackAnswer>(platform, 'GET', '/cashback', session.token);
    expect(summary.claimable.length).toBeGreaterThan(0);
    const reward = summary.claimable[0]!;
    expect(reward.amountCents).toBeGreaterThan(0);
    const before = await api<UserStateAnswer>(platform, 'GET', '/users/current', session.token);

    const { page } = await openPage(browser, platform, { token: session });
    await page.goto('/en/bonus');
    const widget = page.getByTestId('cashback-widget');
    await widget.getByRole('heading', { name: 'Weekly cashback' }).waitFor({ timeout: 60_000 });
    expect(await widget.getByTestId('cashback-level').textContent()).toMatch(/^[1-7] of 7$/);
    expect(await widget.getByTestId('cashback-rate').textContent()).toMatch(/^[23]\.\d\d%$/);
    const amount = `$${(reward.amountCents / 100).toFixed(2)}`;
    const claim = widget
      .getByTestId('cashback-claimable')
      .first()
      .getByRole('button', { name: `Claim ${amount}` });
    await claim.waitFor();
    await screenshot(page, 'cashback-claimable', { fullPage: true });
    await claim.click();
    await widget.getByText(`${amount} added to your bonus balance`).waitFor();
    await screenshot(page, 'cashback-claimed', { fullPage: true });

    const after = await api<UserStateAnswer>(platform, 'GET', '/users/current', session.token);
    expect(after.bonusBalanceCents).toBe(before.bonusBalanceCents + reward.amountCents);
    const history = (await api<CashbackAnswer>(platform, 'GET', '/cashback', session.token)).history;
    expect(history.find((r) => r.id === reward.id)).toMatchObject({
      status: 'CLAIMED',
      amountCents: reward.amountCents,
    });
    await expect(api(platform, 'POST', `/cashback/${reward.id}/claim`, session.token, {})).rejects.toThrow(
      /409.*CASHBACK\.ALREADY_CLAIMED/,
    );
  });

  it(
    '/streams lists a stream an admin created, and says so when the list cannot be read',
    { timeout: 120_000 },
    async () => {
      const admin = await devToken(platform, 'admin');
      const created = await api<Stream>(platform, 'POST', '/admin/streams', admin.token, {
        title: 'Crash marathon',
        streamer: 'StreamerAnn',
        url: 'https://www.twitch.tv/streamerann',
        platform: 'TWITCH',
        live: true,
      });
      const player = await devToken(platform, 'bob');
      await expect(
        api(platform, 'POST', '/admin/streams', player.token, { ...created, id: undefined }),
      ).rejects.toThrow(/403/);

      const { page } = await openPage(browser, platform);
      await page.goto('/en/streams');
      await page.getByRole('heading', { level: 1, name: 'Streams' }).waitFor({ timeout: 60_000 });
      const card = page.getByTestId('stream').filter({ hasText: 'Crash marathon' });
      await card.getByText('StreamerAnn').waitFor();
      await card.getByText('Live', { exact: true }).waitFor();
      const link = card.getByRole('link', { name: 'Watch on Twitch' });
      expect(await link.getAttribute('href')).toBe('https://www.twitch.tv/streamerann');
      expect(await link.getAttribute('target')).toBe('_blank');
      await screenshot(page, 'streams', { fullPage: true });

      await page.route('**/api/streams', (route) => route.fulfill({ status: 502, body: 'bad gateway' }));
      await page.reload();
      await page.getByRole('alert').getByText('Error while getting streams').waitFor({ timeout: 60_000 });
      await page.unroute('**/api/streams');
      await page.getByRole('button', { name: 'Try again' }).click();
      await page.getByTestId('stream').filter({ hasText: 'Crash marathon' }).waitFor();
      expect(await page.getByRole('alert').count()).toBe(0);

      await page.goto('/ru/streams');
      await page.getByRole('heading', { level: 1, name: 'Стримы' }).waitFor();
      await page.getByRole('link', { name: 'Смотреть на Twitch' }).waitFor();
    },
  );
});
