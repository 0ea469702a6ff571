import { describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { commitServerSeed } from '@arena/schemas';
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
  it('opens a real plinko bet, rotates to reveal its seed, and recomputes the same outcome in the page', { timeout: 180_000 }, async () => {
    const session = await devToken(platform, 'alice');
    const page = (await openPage(browser, platform, { token: session })).page;
    const before = await api<Seeds>(platform, 'GET', '/fair/seeds', session.token);
    const drop = await api<{ betId: string; bucket: number }>(platform, 'POST', '/plinko/drop', session.token, { amountCents: 10, rows: 12, risk: 'high' });

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
    await page.getByTestId('fair-verdict').getByText(/identical|different/).waitFor();

    // The player picks a client seed; bad text is refused before it is sent.
    await page.getByLabel('New client seed').fill('my lucky seed');
    await page.getByText('Use 1-64 characters without spaces or colons').waitFor();
    await page.getByLabel('New client seed').fill('my-lucky-seed');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByTestId('fair-active-client').getByText('my-lucky-seed').waitFor();
    const after = await api<Seeds>(platform, 'GET', '/fair/seeds', session.token);
    expect(after).toMatchObject({ clientSeed: 'my-lucky-seed', nonce: 0 });
    expect(after.previous).toHaveLength(2);
  });
});
