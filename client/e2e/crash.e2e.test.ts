import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import {
  type CrashFairAnswer,
  type CrashFairRound,
  PINNED_SEED_LABELS,
  crashPointHundredths,
  generateCrashChain,
  pinnedSeed,
} from '@arena/schemas';
import { type Platform, api, devToken, openPage, screenshot } from './harness';
import { PLATFORM_ENVS } from './platform-envs';
import { browserSuite } from './suite';

let platform: Platform;
let browser: Browser;
// Pinned seeds: the test knows every round's crash point in advance (the fair code the server draws with) and bets
// into a round that runs past 1.60×, instead of betting again until chance gives one.
const SEED_KEY = PLATFORM_ENVS.crash.FAIR_TEST_SEED;
browserSuite((suite) => ({ platform, browser } = suite), { env: PLATFORM_ENVS.crash });

const cents = (text: string | null) => Math.round(Number((text ?? '').replace(/[^0-9.]/g, '')) * 100);
const headerBalance = async (page: Page) => cents(await page.getByTestId('header-balance').textContent());

/** Waits until the curve passes `multiplier`, or reports that the round crashed first. */
async function rideTo(page: Page, multiplier: number): Promise<boolean> {
  const cashOut = page.getByRole('button', { name: /^Cash out \$/ });
  // A round can crash at 1.00× (the house edge): then the cash-out button never shows, the crash does.
  await cashOut.or(page.locator('[data-phase="CRASHED"]')).first().waitFor({ timeout: 20_000 });
  for (;;) {
    if (!(await cashOut.isVisible())) return false;
    const canvas = await page.getByRole('img', { name: 'Crash multiplier curve' }).isVisible();
    expect(canvas).toBe(true);
    const value = cents(await cashOut.textContent());
    if (value >= Math.round(STAKE_CENTS * multiplier)) return true;
    await page.waitForTimeout(50);
  }
}

const STAKE_CENTS = 10_00;
/** The lowest crash point (hundredths) of the round the test bets into. */
const MIN_CRASH_POINT = 160;

/** Classic's crash point (hundredths) of round `chainIndex` of its first chain, as the server draws it. */
async function classicCrashPoints(): Promise<(chainIndex: number) => number> {
  const fair = await api<CrashFairAnswer>(platform, 'GET', '/fair/crash/classic', null);
  const seed = pinnedSeed(SEED_KEY, PINNED_SEED_LABELS.chainSeed('classic', 1));
  const { roundHashes, terminatingHash } = generateCrashChain(seed, fair.chainLength);
  expect(terminatingHash).toBe(fair.terminatingHash);
  return (chainIndex) => crashPointHundredths(roundHashes[chainIndex - 1]!, fair.salt, 'classic');
}

/** The round number of the round in betting now: the one after the last finished. */
async function roundInBetting(): Promise<number> {
  const [last] = await api<CrashFairRound[]>(platform, 'GET', '/fair/crash/classic/rounds?limit=1', null);
  return (last?.chainIndex ?? 0) + 1;
}

describe('crash classic in the browser', () => {
  it(
    'dev sign-in, bet, cash out: the balance grows by stake × the cash-out multiplier, and the round verifies',
    { timeout: 300_000 },
    async () => {
      const { page, context } = await openPage(browser, platform);
      await page.goto('/en/auth');
      await page.getByLabel('Player name').fill('alice');
      await page.getByLabel(/I am 18 or older/).check();
      await page.getByRole('button', { name: 'Sign in as this player' }).click();
      await page.getByTestId('header-balance').getByText('$500.00').waitFor();
      await page.goto('/en/crash/classic');
      await page.getByRole('heading', { level: 1, name: 'Crash' }).waitFor();

      // Bet into the first round whose crash point is 1.60× or more (the cash-out at 1.15× comes about 5 s before that
      // crash); the rounds before it are watched, not played. The platform was booted ahead, while the previous file
      // ran, so the round in betting when this test opens the page is not known in advance.
      const crashPointOf = await classicCrashPoints();
      const place = page.getByRole('button', { name: 'Place bet' });
      let round = 0;
      for (let watched = 0; watched < 20; watched++) {
        await expect.poll(() => place.isEnabled(), { timeout: 30_000 }).toBe(true);
        round = await roundInBetting();
        if (crashPointOf(round) >= MIN_CRASH_POINT) break;
        await expect.poll(() => place.isEnabled(), { timeout: 30_000 }).toBe(false);
      }
      expect(crashPointOf(round)).toBeGreaterThanOrEqual(MIN_CRASH_POINT);
      const before = await headerBalance(page);
      await page.getByLabel('Bet amount, $').fill('10.00');
      await place.click();
      await page.getByRole('button', { name: 'In this round with $10.00' }).waitFor();
      await expect.poll(() => headerBalance(page)).toBe(before - STAKE_CENTS);
      expect(await rideTo(page, 1.15)).toBe(true);
      await page.getByRole('button', { name: /^Cash out \$/ }).click();
      const note = page.getByText(/^Cashed out at [0-9.]+×: \$[0-9.]+ paid to your balance$/);
      await note.waitFor();
      const [, cashedAt, paid] = /at ([0-9.]+)×: \$([0-9.]+)/.exec((await note.textContent()) ?? '')!;
      const cashed = { multiplier: Number(cashedAt), payoutCents: cents(paid!), before };
      // The curve keeps running with the cash-out marked on it.
      await page.waitForTimeout(400);
      await screenshot(page, 'crash-running');
      const { multiplier, payoutCents } = cashed;
      expect(multiplier).toBeGreaterThanOrEqual(1.15);
      expect(payoutCents).toBe(Math.floor((STAKE_CENTS * Math.round(multiplier * 100)) / 100));
      await expect.poll(() => headerBalance(page)).toBe(before - STAKE_CENTS + payoutCents);
      // The bets list shows the cash-out.
      const row = page.getByRole('row').filter({ hasText: 'alice' });
      await row.getByText(`${multiplier.toFixed(2)}×`).waitFor();

      // The round crashes, joins the strip and verifies in the browser.
      await page.locator('[data-phase="CRASHED"]').waitFor({ timeout: 180_000 });
      await screenshot(page, 'crash-crashed');
      // It crashed where the pinned chain said.
      await expect
        .poll(async () => (await api<CrashFairRound[]>(platform, 'GET', '/fair/crash/classic/rounds?limit=1', null))[0])
        .toMatchObject({ chainIndex: round, crashPoint: crashPointOf(round) / 100 });
      await page.locator('[data-phase="BETTING"]').waitFor({ timeout: 30_000 });
      await screenshot(page, 'crash-classic', { fullPage: true });
      const chip = page.getByRole('navigation', { name: 'Recent crashes' }).getByRole('button').first();
      await chip.click();
      const dialog = page.getByRole('dialog', { name: /^Verify round #/ });
      await dialog.getByText('Crash point computed in your browser').waitFor();
      await expect.poll(() => dialog.locator('dd[data-ok="true"]').count()).toBe(2);
      await screenshot(page, 'crash-verify');
      await context.close();
    },
  );

  it('Crash Plus refuses a player without premium and seats a premium one', async () => {
    const plain = await openPage(browser, platform, { token: await devToken(platform, 'bob') });
    await plain.page.goto('/en/crash/plus');
    await plain.page.getByText('Crash Plus is available with the premium Battle Pass').waitFor();
    await plain.context.close();

    const premium = await openPage(browser, platform, { token: await devToken(platform, 'carol') });
    await premium.page.goto('/en/crash/plus');
    await expect
      .poll(() => premium.page.getByRole('button', { name: 'Place bet' }).isEnabled(), { timeout: 30_000 })
      .toBe(true);
    await expect(premium.page.getByText('Crash Plus is available with the premium Battle Pass').count()).resolves.toBe(
      0,
    );
    await premium.context.close();
  });
});
