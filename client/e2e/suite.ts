import { afterAll, beforeAll } from 'vitest';
import type { Browser } from 'playwright-core';
import { type Platform, type PlatformOptions, launchBrowser, startPlatform } from './harness';

export interface BrowserSuite {
  platform: Platform;
  browser: Browser;
}

/**
 * One platform and one browser for a test file: started before its tests, handed to `bind` (the file keeps its own
 * `platform` and `browser` names), stopped after them.
 */
export function browserSuite(bind: (suite: BrowserSuite) => void, options?: PlatformOptions): void {
  const suite: Partial<BrowserSuite> = {};
  beforeAll(async () => {
    suite.platform = await startPlatform(options);
    suite.browser = await launchBrowser();
    bind(suite as BrowserSuite);
  });
  afterAll(async () => {
    await suite.browser?.close();
    await suite.platform?.stop();
  });
}
