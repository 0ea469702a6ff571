/**
 * What the layout browser tests share: the window sizes they check, the routes they leave out, sample values of
 * path parameters, and how long a page is let settle before it is measured.
 */
import type { Page } from 'playwright-core';
import type { AppRoute } from '../src/navigation/route-types';
import { type Platform, api } from './harness';

/** The two smallest desktop sizes (the chat dock is open from 1280 px) and a phone. */
export const SIZES = [
  { name: '1280x720', width: 1280, height: 720 },
  { name: '1366x800', width: 1366, height: 800 },
  { name: '390x844', width: 390, height: 844 },
] as const;
export type Size = (typeof SIZES)[number];

/** Routes the layout tests do not open at all, each with why. */
export const NOT_VISITED: Partial<Record<string, string>> = {
  authSteam: 'leaves the site for the Steam OpenID provider',
  logout: 'ends the session it would check, then shows home (checked as its own route)',
};

/** Sample values of required path parameters (optional ones are left out). */
export async function sampleParams(platform: Platform, token: string): Promise<Record<string, Record<string, string>>> {
  const me = await api<{ id: string }>(platform, 'GET', '/users/current', token);
  return {
    crash: { room: 'classic' },
    crashbattleBattle: { id: 'no-such-battle' },
    case: { id: 'pocket-change' },
    user: { id: me.id },
    ref: { code: 'LAYOUTCHECK' },
  };
}

export function concretePath(route: AppRoute, params: Record<string, Record<string, string>>): string {
  return route.path
    .split('/')
    .flatMap((part) => {
      if (!part.startsWith(':')) return [part];
      if (part.endsWith('?')) return [];
      const value = params[route.id]?.[part.slice(1)];
      if (value === undefined)
        throw new Error(`route ${route.id} (${route.path}) needs a sample value for ${part} in this test`);
      return [value];
    })
    .join('/');
}

/** The route's page shown, its dialog open on desktop, the balance read, the network quiet and the fonts in. */
export async function settle(page: Page, route: AppRoute, size: Size): Promise<void> {
  await page.locator('main#main[data-route]').waitFor();
  if (route.modalOnDesktop && size.width >= 900) await page.getByRole('dialog').first().waitFor();
  await page.locator('[data-testid="header-balance"] [class*="balancePending"]').waitFor({ state: 'detached' });
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}
