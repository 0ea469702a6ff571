import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { type FakeSteamProvider, startFakeSteamProvider } from './fake-steam';
import { type Platform, launchBrowser, openPage, startPlatform } from './harness';

let platform: Platform;
let browser: Browser;
let steam: FakeSteamProvider;

beforeAll(async () => {
  steam = await startFakeSteamProvider('76561198000000042');
  platform = await startPlatform({ env: { STEAM_OPENID_ENDPOINT: steam.endpoint } });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await platform?.stop();
  await steam?.close();
});

describe('language prefix', () => {
  it('sends a path without prefix to the browser language, then to the stored one', async () => {
    const { page, context } = await openPage(browser, platform, { locale: 'de-DE' });
    await page.goto('/tos');
    await page.waitForURL('**/de/tos', { waitUntil: 'commit' });
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Nutzungsbedingungen');
    expect(await page.title()).toBe('Nutzungsbedingungen · Skin Arena');
    expect(await page.getAttribute('html', 'lang')).toBe('de');

    // Switching keeps the page and is remembered for the next unprefixed address.
    await page.getByLabel('Sprache').first().selectOption('pl');
    await page.waitForURL('**/pl/tos', { waitUntil: 'commit' });
    await page.getByRole('heading', { level: 1, name: 'Regulamin' }).waitFor();
    expect(await page.title()).toBe('Regulamin · Skin Arena');
    await page.goto('/privacy');
    await page.waitForURL('**/pl/privacy', { waitUntil: 'commit' });
    await context.close();
  });

  it('falls back to English for a browser language the site does not speak', async () => {
    const { page, context } = await openPage(browser, platform, { locale: 'ja-JP' });
    await page.goto('/');
    await page.waitForURL(/\/en$/, { waitUntil: 'commit' });
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Play with skins. Keep it fair.');
    await context.close();
  });

  it('maps Czech browsers (cs) to the cz prefix', async () => {
    const { page, context } = await openPage(browser, platform, { locale: 'cs-CZ' });
    await page.goto('/contacts');
    await page.waitForURL('**/cz/contacts', { waitUntil: 'commit' });
    await context.close();
  });
});

describe('not found', () => {
  it('sends unknown paths to /404 in the current language', async () => {
    const { page, context } = await openPage(browser, platform);
    await page.goto('/es/no/such/page');
    await page.waitForURL('**/es/404', { waitUntil: 'commit' });
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Página no encontrada');
    // The language of the last visited page is now the stored one.
    await page.goto('/shop/nonsense-mode');
    await page.waitForURL('**/es/404', { waitUntil: 'commit' });
    await context.close();
  });
});

describe('auth guard and developer sign-in', () => {
  it('sends a visitor from /deposit to /auth and back after signing in', async () => {
    const { page, context } = await openPage(browser, platform);
    await page.goto('/en/deposit');
    await page.waitForURL('**/en/auth', { waitUntil: 'commit' });

    // The Terms of Service must be accepted first (docs/product-rules.md §5).
    await page.getByLabel('Player name').fill('e2e-guard');
    await page.getByRole('button', { name: 'Sign in as this player' }).click();
    await expect(page.getByRole('alert').first().textContent()).resolves.toBe(
      'Please accept the Terms of Service to sign in',
    );

    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Sign in as this player' }).click();
    await page.waitForURL('**/en/deposit', { waitUntil: 'commit' });
    await page.getByRole('dialog', { name: 'Top up balance' }).waitFor();
    await expect(page.getByTestId('header-balance').textContent()).resolves.toContain('$0.00');

    // Signing out makes the guard apply again.
    await page.goto('/en/logout');
    await page.waitForURL(/\/en$/, { waitUntil: 'commit' });
    await page.goto('/en/profile/transactions');
    await page.waitForURL('**/en/auth', { waitUntil: 'commit' });
    await context.close();
  });

  it('signs in through Steam and reloads to the stored page 3 seconds later', async () => {
    const { page, context } = await openPage(browser, platform);
    await page.goto('/en/profile/transactions');
    await page.waitForURL('**/en/auth', { waitUntil: 'commit' });
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Sign in through Steam' }).click();
    // Provider round trip: /en/auth/steam → API → provider → API → /auth/steam#token=… → /en/auth/steam.
    await page.getByText(/^You are signed in\. Taking you back in \d s…$/).waitFor();
    expect(page.url()).toMatch(/\/en\/auth\/steam$/); // the token left the address bar
    const signedInAt = Date.now();
    await page.waitForURL('**/en/profile/transactions', { waitUntil: 'commit', timeout: 10_000 });
    expect(Date.now() - signedInAt).toBeGreaterThan(1_500);
    await page.getByRole('heading', { level: 1, name: 'Player 00042' }).waitFor();
    await context.close();
  });

  it('drops a token the server refuses and sends the player to sign in', async () => {
    const { page, context } = await openPage(browser, platform, {
      token: { token: 'not-a-real-token', expiresAt: Date.now() + 3_600_000 },
    });
    await page.goto('/en/profile');
    await page.waitForURL('**/en/auth', { waitUntil: 'commit' });
    expect(await page.evaluate(() => window.localStorage.getItem('arena.token'))).toBeNull();
    await context.close();
  });

  it('stores a referral code from /ref/{code} and goes home', async () => {
    const { page, context } = await openPage(browser, platform);
    await page.goto('/en/ref/FRIEND42');
    await page.waitForURL(/\/en$/, { waitUntil: 'commit' });
    const settings = await page.evaluate(() => JSON.parse(window.localStorage.getItem('arena.settings') ?? '{}'));
    expect(settings.referralCode).toBe('FRIEND42');
    await context.close();
  });
});
