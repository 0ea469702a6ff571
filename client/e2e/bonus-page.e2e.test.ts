import { describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import type { BonusStatusAnswer } from '@arena/schemas';
import { segmentUnderPointer } from '../src/screens/bonus/wheel/wheel-geometry';
import { type Platform, api, devToken, openPage, screenshot } from './harness';
import { browserSuite } from './suite';

let platform: Platform;
let browser: Browser;
browserSuite((suite) => ({ platform, browser } = suite));

/** Solves the sandbox captcha's question ("How much is 7 + 12?") as a person would. */
function solve(label: string): string {
  const match = /(\d+) ([+×]) (\d+)/.exec(label);
  if (!match) throw new Error(`no question in "${label}"`);
  const [a, b] = [Number(match[1]), Number(match[3])];
  return String(match[2] === '+' ? a + b : a * b);
}

const bonusCents = async (token: string) =>
  (await api<{ bonusBalanceCents: number }>(platform, 'GET', '/users/current', token)).bonusBalanceCents;

describe('The bonus page in the browser', () => {
  it(
    'claims the daily bonus by solving the captcha, then spins the wheel onto the server’s segment',
    { timeout: 240_000 },
    async () => {
      // alice is demo data with a $500 deposit at boot; the sandbox's default Steam facts meet every wheel condition.
      const session = await devToken(platform, 'alice');
      const before = await bonusCents(session.token);
      const { page } = await openPage(browser, platform, { token: session });
      await page.goto('/en/bonus');

      const daily = page.getByTestId('bonus-daily');
      await daily.getByRole('heading', { name: 'Daily bonus' }).waitFor({ timeout: 60_000 });
      await daily.getByRole('button', { name: 'Get the question' }).click();
      const answer = daily.getByLabel(/^How much is \d+ [+×] \d+\?$/);
      await answer.waitFor();
      const question = (await daily.locator('label').first().textContent()) ?? '';
      await answer.fill(solve(question));
      await daily.getByRole('button', { name: 'Claim the bonus' }).click();
      await daily.getByText('$0.05 added to your bonus balance').waitFor();
      await expect
        .poll(async () =>
          /^Next one in 2[34]:\d\d:\d\d$/.test((await daily.getByTestId('bonus-daily-next').textContent()) ?? ''),
        )
        .toBe(true);

      const wheel = page.getByTestId('bonus-wheel');
      await wheel.getByRole('heading', { name: 'Wheel of fortune' }).waitFor();
      expect(await wheel.getByTestId('wheel-reasons').count()).toBe(0);
      await wheel.getByRole('button', { name: 'Spin' }).click();
      const result = wheel.getByTestId('wheel-result');
      await result.waitFor({ timeout: 30_000 });
      const status = await api<BonusStatusAnswer>(platform, 'GET', '/bonus/status', session.token);
      const spin = status.wheel.lastSpin!;
      expect(Number(await result.getAttribute('data-segment'))).toBe(spin.segment);
      expect(await result.textContent()).toBe(`You won $${(spin.prizeCents / 100).toFixed(2)}!`);
      // The disc really stopped with the server's segment under the pointer.
      const disc = wheel.getByTestId('wheel-disc');
      expect(segmentUnderPointer(Number(await disc.getAttribute('data-rotation')))).toBe(spin.segment);
      const shownDeg = await disc.evaluate((el) => {
        const m = new DOMMatrix(getComputedStyle(el).transform);
        return (Math.atan2(m.b, m.a) * 180) / Math.PI;
      });
      expect(segmentUnderPointer(shownDeg)).toBe(spin.segment);
      await wheel.getByTestId('wheel-fair').getByText(spin.serverSeedHash, { exact: false }).waitFor();
      await wheel.getByTestId('wheel-next').waitFor();
      await screenshot(page, 'bonus-page-claimed', { fullPage: true });

      expect(status.daily.nextAt).not.toBeNull();
      expect(await bonusCents(session.token)).toBe(before + 5 + spin.prizeCents);
    },
  );

  it(
    'tells a newcomer, translated, why the wheel and the fan bonus are not theirs yet',
    { timeout: 240_000 },
    async () => {
      const session = await devToken(platform, 'bonus-newcomer');
      const { page } = await openPage(browser, platform, { token: session });
      await page.goto('/en/bonus');
      const wheel = page.getByTestId('bonus-wheel');
      await wheel
        .getByTestId('wheel-reasons')
        .getByText('Not available: Deposit at least $1.00 within the last 5 days to spin the wheel')
        .waitFor({ timeout: 60_000 });
      expect(await wheel.getByRole('button', { name: 'Spin' }).isDisabled()).toBe(true);
      const fan = page.getByTestId('bonus-fan');
      // with a condition unmet the claim is not offered; the page says what is missing.
      await fan.getByTestId('fan-reasons').getByText('Add the site name to your nickname to get this bonus').waitFor();
      expect(await fan.getByRole('button', { name: 'Claim the fan bonus' }).isDisabled()).toBe(true);
      await screenshot(page, 'bonus-page-refused', { fullPage: true });

      await page.goto('/ru/bonus');
      await page
        .getByTestId('bonus-wheel')
        .getByRole('heading', { name: 'Колесо фортуны' })
        .waitFor({ timeout: 60_000 });
      await page
        .getByTestId('bonus-wheel')
        .getByTestId('wheel-reasons')
        .getByText(/^Недоступно: /)
        .waitFor();
    },
  );
});
