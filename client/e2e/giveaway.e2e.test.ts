import { describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import type { GiveawayDetailAnswer, GiveawayListAnswer } from '@arena/schemas';
import { type Platform, api, devToken, openPage, screenshot, startPlatform } from './harness';
import { browserSuite } from './suite';

let platform: Platform;
let browser: Browser;
browserSuite((suite) => ({ platform, browser } = suite));

/** The page moves on to the next hourly giveaway when one ends: keep each test clear of an hour's last 90 s. */
async function clearOfHourEnd(): Promise<void> {
  const { current } = await api<GiveawayListAnswer>(platform, 'GET', '/giveaways', null);
  const left = current.find((g) => g.type === 'HOURLY')!.endsAt - Date.now();
  if (left < 90_000) await new Promise((resolve) => setTimeout(resolve, left + 2_000));
}

describe('Giveaways in the browser', () => {
  it(
    'a depositor joins the hourly giveaway and sees themself among the participants; /giveaway is marked opened',
    { timeout: 240_000 },
    async () => {
      await clearOfHourEnd();
      // alice is demo data with a $500 deposit at boot: within the week the minimum payment looks at.
      const session = await devToken(platform, 'alice');
      const { page } = await openPage(browser, platform, { token: session });
      await page.goto('/en/giveaway');
      const hourly = page.getByTestId('giveaway-HOURLY');
      await hourly.getByRole('heading', { name: 'Hourly giveaway' }).waitFor({ timeout: 60_000 });
      await expect
        .poll(async () =>
          /^Ends in \d\d:\d\d:\d\d$/.test((await hourly.getByTestId('giveaway-countdown').textContent()) ?? ''),
        )
        .toBe(true);
      expect(await hourly.getByTestId('giveaway-participants').textContent()).toBe('Participants: 0');
      await expect
        .poll(() => page.getByTestId('giveaway-WEEKLY').getByText('Deposit at least $20.00 in the last 7 days').count())
        .toBe(1);

      await hourly.getByRole('button', { name: 'Join' }).click();
      await hourly.getByText('You are taking part').waitFor();
      expect(await hourly.getByTestId('giveaway-participants').textContent()).toBe('Participants: 1');
      await hourly.getByRole('button', { name: 'Participants and fairness' }).click();
      const fairness = page.getByTestId('giveaway-fairness');
      await fairness.getByTestId('giveaway-people').getByText('alice', { exact: true }).waitFor();
      await fairness.getByText('Revealed after the draw').waitFor();
      await screenshot(page, 'giveaway-joined', { fullPage: true });

      const { current } = await api<GiveawayListAnswer>(platform, 'GET', '/giveaways', session.token);
      const joined = current.find((g) => g.type === 'HOURLY')!;
      expect(joined).toMatchObject({ joined: true, participantCount: 1 });
      expect((await fairness.textContent()) ?? '').toContain(joined.seedHash);
      const detail = await api<GiveawayDetailAnswer>(platform, 'GET', `/giveaways/${joined.id}`, null);
      expect(detail.participants.map((p) => p.name)).toEqual(['alice']);
      const settings = JSON.parse(
        (await page.evaluate(() => window.localStorage.getItem('arena.settings'))) ?? '{}',
      ) as { opened?: Record<string, boolean> };
      expect(settings.opened?.giveaway).toBe(true);
    },
  );

  it(
    'a player without a deposit is refused with the translated reason, in Russian too',
    { timeout: 240_000 },
    async () => {
      await clearOfHourEnd();
      const session = await devToken(platform, 'newcomer');
      const { page } = await openPage(browser, platform, { token: session });
      await page.goto('/en/giveaway');
      const hourly = page.getByTestId('giveaway-HOURLY');
      await hourly.getByRole('button', { name: 'Join' }).click({ timeout: 60_000 });
      await hourly
        .getByRole('alert')
        .getByText('You cannot join: Deposit at least $1.00 to join this giveaway')
        .waitFor();
      expect(await hourly.getByRole('button', { name: 'Join' }).count()).toBe(1);
      await screenshot(page, 'giveaway-refused');

      await page.goto('/ru/giveaway');
      const daily = page.getByTestId('giveaway-DAILY');
      await daily.getByRole('heading', { name: 'Ежедневная раздача' }).waitFor({ timeout: 60_000 });
      await daily.getByRole('button', { name: 'Участвовать' }).click();
      await daily
        .getByRole('alert')
        .getByText(/^Нельзя участвовать: /)
        .waitFor();
      await screenshot(page, 'giveaway-refused-ru');
    },
  );

  it(
    'after a (shortened) hourly giveaway is drawn, its winner is listed and the draw verifies in the browser',
    { timeout: 240_000 },
    async () => {
      const fast = await startPlatform({
        env: { GIVEAWAY_HOURLY_PERIOD_MS: '15000', GIVEAWAY_JOB_INTERVAL_MS: '500' },
      });
      try {
        const bob = await devToken(fast, 'bob');
        // Join the running 15-second giveaway (the next one if this one ends in between).
        let joinedId: number | null = null;
        while (joinedId === null) {
          const hourly = (await api<GiveawayListAnswer>(fast, 'GET', '/giveaways', bob.token)).current.find(
            (g) => g.type === 'HOURLY',
          )!;
          joinedId = await api(fast, 'POST', `/giveaways/${hourly.id}/join`, bob.token).then(
            () => hourly.id,
            () => null,
          );
        }
        await expect
          .poll(
            async () =>
              (await api<GiveawayListAnswer>(fast, 'GET', '/giveaways', null)).pastWinners.some(
                (w) => w.giveawayId === joinedId,
              ),
            { timeout: 60_000 },
          )
          .toBe(true);
        const { page } = await openPage(browser, fast, { token: bob });
        await page.goto('/en/giveaway');
        const past = page.locator('section', { has: page.getByRole('heading', { name: 'Past winners' }) });
        const row = past.getByRole('row', { name: /bob/ }).first();
        await row.getByRole('button', { name: 'Verify' }).click({ timeout: 60_000 });
        const fairness = page.getByTestId('giveaway-fairness');
        await fairness.getByText(/^Verified in your browser/).waitFor();
        await fairness.getByTestId('giveaway-people').getByText('bob', { exact: true }).waitFor();
        await screenshot(page, 'giveaway-verified', { fullPage: true });
        const detail = await api<GiveawayDetailAnswer>(fast, 'GET', `/giveaways/${joinedId}`, null);
        expect(detail).toMatchObject({ status: 'DRAWN', winners: [{ slot: 0, name: 'bob' }] });
        expect((await fairness.textContent()) ?? '').toContain(detail.serverSeed!);
      } finally {
        await fast.stop();
      }
    },
  );
});
