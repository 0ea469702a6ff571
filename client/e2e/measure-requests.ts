/**
 * Counts the HTTP requests a page makes: an idle home
 * page and a busy game page, each for `MEASURE_SECONDS` (60) after load, signed in, desktop and phone.
 * `node --import tsx client/e2e/measure-requests.ts` (Node 24) against the built client in client/e2e/dist (build it
 * with the browser suite first); `MEASURE_SECONDS`, `MEASURE_PAGES`, `MEASURE_VIEWPORTS` narrow it. Prints, per page, the load's requests and the window's requests grouped by address.
 */
import { devToken, launchBrowser, openPage, startPlatform } from './harness';

const SECONDS = Number(process.env.MEASURE_SECONDS ?? 60);
const PAGES = (process.env.MEASURE_PAGES ?? '/en,/en/crash/classic').split(',');
const VIEWPORTS = (process.env.MEASURE_VIEWPORTS ?? 'desktop,mobile').split(',') as ('desktop' | 'mobile')[];

function group(url: string): string {
  const { pathname } = new URL(url);
  if (pathname.startsWith('/assets/')) return '/assets/*';
  if (pathname.startsWith('/cdn/icons/')) return '/cdn/icons/*';
  return pathname.replace(/[0-9a-f]{8}-[0-9a-f-]{27}/g, ':id');
}

const platform = await startPlatform();
const browser = await launchBrowser();
try {
  for (const viewport of VIEWPORTS) {
    for (const target of PAGES) {
      const token = await devToken(platform, `measure-${viewport}`);
      const { page, context } = await openPage(browser, platform, { viewport, token });
      const load: string[] = [];
      const window: string[] = [];
      let measuring = false;
      page.on('request', (request) => (measuring ? window : load).push(`${request.method()} ${group(request.url())}`));
      await page.goto(target);
      await page.locator('main#main[data-route]').waitFor({ timeout: 60_000 });
      await page.waitForLoadState('networkidle');
      measuring = true;
      await page.waitForTimeout(SECONDS * 1000);
      measuring = false;
      const counts = new Map<string, number>();
      for (const entry of window) counts.set(entry, (counts.get(entry) ?? 0) + 1);
      const loadCounts = new Map<string, number>();
      for (const entry of load) loadCounts.set(entry, (loadCounts.get(entry) ?? 0) + 1);
      console.log(
        `\n${viewport} ${target}: ${load.length} requests to load, ${window.length} in the next ${SECONDS} s`,
      );
      const loadApi = [...loadCounts].filter(([entry]) => !entry.endsWith('/assets/*'));
      console.log(
        `  load: ${loadCounts.get('GET /assets/*') ?? 0} assets; ${loadApi.map(([k, n]) => `${k} ×${n}`).join(', ')}`,
      );
      for (const [entry, count] of [...counts].sort((a, b) => b[1] - a[1]))
        console.log(`  ${String(count).padStart(4)}  ${entry}`);
      await context.close();
    }
  }
} finally {
  await browser.close();
  await platform.stop();
}
