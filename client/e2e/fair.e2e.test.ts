import { describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { FAIR_ALGORITHMS, commitServerSeed, fairAlgorithm } from '@arena/schemas';
import { type Platform, api, devToken, openPage, screenshot } from './harness';
import { browserSuite } from './suite';

let platform: Platform;
let browser: Browser;
browserSuite((suite) => ({ platform, browser } = suite));

interface Seeds {
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
  previous: { serverSeed: string; serverSeedHash: string; clientSeed: string; lastNonce: number }[];
}

describe('/fair in the browser', () => {
  it(
    'opens a real plinko bet, rotates to reveal its seed, and recomputes the same outcome in the page',
    { timeout: 180_000 },
    async () => {
      const session = await devToken(platform, 'alice');
      const page = (await openPage(browser, platform, { token: session })).page;
      const before = await api<Seeds>(platform, 'GET', '/fair/seeds', session.token);
      const drop = await api<{ betId: string; bucket: number }>(platform, 'POST', '/plinko/drop', session.token, {
        amountCents: 10,
        rows: 12,
        risk: 'high',
      });

      await page.goto(`/en/fair?bet=${drop.betId}`);
      await page.getByRole('heading', { level: 1, name: 'Provably fair' }).waitFor();
      await page.getByTestId('fair-active-hash').getByText(before.serverSeedHash).waitFor();
      await page.getByText("This bet's server seed is still secret.", { exact: false }).waitFor();
      await page.getByText('Enter the revealed server seed (64 hex characters)').waitFor();

      await page.getByRole('status').getByRole('button', { name: 'Rotate seed pair' }).click();
      await page.getByTestId('fair-verdict').getByText('identical').waitFor();
      await page.getByText('matches the commitment').waitFor();
      const revealed = (await api<Seeds>(platform, 'GET', '/fair/seeds', session.token)).previous[0]!;
      expect(revealed).toMatchObject({ serverSeedHash: before.serverSeedHash, lastNonce: before.nonce });
      expect(commitServerSeed(revealed.serverSeed)).toBe(before.serverSeedHash);
      await expect.poll(() => page.getByLabel('Server seed', { exact: true }).inputValue()).toBe(revealed.serverSeed);
      await expect.poll(() => page.getByTestId('fair-outcome').textContent()).toContain(`bucket${drop.bucket}`);
      await screenshot(page, 'fair-verified', { fullPage: true });

      // A changed nonce is another bet: the page recomputes, and the outcome no longer claims to be the recorded one.
      await page.getByLabel('Nonce').fill(String(before.nonce + 1));
      await page
        .getByTestId('fair-verdict')
        .getByText(/identical|different/)
        .waitFor();

      // The player picks a client seed; bad text is refused before it is sent.
      await page.getByLabel('New client seed').fill('my lucky seed');
      await page.getByText('Use 1-64 characters without spaces or colons').waitFor();
      await page.getByLabel('New client seed').fill('my-lucky-seed');
      await page.getByRole('button', { name: 'Save' }).click();
      await page.getByTestId('fair-active-client').getByText('my-lucky-seed').waitFor();
      const after = await api<Seeds>(platform, 'GET', '/fair/seeds', session.token);
      expect(after).toMatchObject({ clientSeed: 'my-lucky-seed', nonce: 0 });
      expect(after.previous).toHaveLength(2);
    },
  );
  it(
    "publishes every game's algorithm with a worked example, plinko's rows and the crash auto target rule",
    { timeout: 120_000 },
    async () => {
      const page = (await openPage(browser, platform)).page;
      await page.goto('/en/fair');
      await page.getByRole('heading', { level: 2, name: 'How outcomes are made' }).waitFor();
      const plinko = page.getByTestId('fair-algorithm-plinko');
      await plinko.getByText('Plinko', { exact: true }).click();
      await plinko.getByText('Float i of your seed pair decides row i', { exact: false }).waitFor();
      await plinko.getByText('At row i (i = 0 .. rows-1', { exact: false }).waitFor();
      // The example is recomputed in the page by the same code: the first published plinko vector.
      const expected = fairAlgorithm('plinko').example.output();
      await expect
        .poll(() => page.getByTestId('fair-algorithm-output-plinko').textContent())
        .toBe(`path${expected.path}bucket${expected.bucket}multiplierHundredths${expected.multiplierHundredths}`);
      expect(expected).toMatchObject({ path: '0, 1, 1, 0, 0, 1, 1, 0', bucket: '4' });
      await plinko.scrollIntoViewIfNeeded();
      await screenshot(page, 'fair-algorithm-plinko');

      const crash = page.getByTestId('fair-algorithm-crash');
      await crash.getByText('Crash', { exact: true }).click();
      await crash
        .getByTestId('fair-algorithm-note-autoTarget')
        .getByText('a target equal to the crash point loses', { exact: false })
        .waitFor();
      await crash.getByText('payout = floor(stake * h / 100)', { exact: false }).waitFor();
      await crash.scrollIntoViewIfNeeded();
      await screenshot(page, 'fair-algorithm-crash');
      expect(await page.locator('details[data-testid^="fair-algorithm-"]').count()).toBe(FAIR_ALGORITHMS.length);

      // The game's own rules panel folds the same algorithm, with the same example.
      await page.goto('/en/lava');
      const lava = page.getByTestId('fair-algorithm-lava');
      await lava.getByText('Lava: the full algorithm').click();
      await lava.getByText('f_{2(r-1)}', { exact: false }).first().waitFor();
      const lavaExample = fairAlgorithm('lava').example.output();
      await expect
        .poll(() => page.getByTestId('fair-algorithm-output-lava').textContent())
        .toContain(`payoutCents${lavaExample.payoutCents}`);
      await lava.scrollIntoViewIfNeeded();
      await screenshot(page, 'rules-algorithm-lava');
    },
  );
  it('fits a phone with every algorithm unfolded', { timeout: 120_000 }, async () => {
    const page = (await openPage(browser, platform, { viewport: 'mobile' })).page;
    await page.goto('/en/fair');
    await page.getByTestId('fair-algorithm-crash').waitFor();
    await page
      .locator('details[data-testid^="fair-algorithm-"]')
      .evaluateAll((all) => all.forEach((details) => ((details as HTMLDetailsElement).open = true)));
    await page.getByTestId('fair-algorithm-output-clanChoice').getByText('vipers', { exact: true }).waitFor();
    const width = await page.evaluate(() => ({
      scroll: document.documentElement.scrollWidth,
      client: document.documentElement.clientWidth,
    }));
    expect(width.scroll).toBeLessThanOrEqual(width.client);
    await page.getByTestId('fair-algorithm-mines').scrollIntoViewIfNeeded();
    await screenshot(page, 'fair-algorithm-phone');
  });
});
