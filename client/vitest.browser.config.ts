import { defineConfig } from 'vitest/config';
import { PublishingSequencer } from './e2e/sequencer';

/**
 * Browser suite: `npm run test:browser`. Each file starts the real platform and Chromium (see
 * e2e/harness.ts); files run one at a time because the machine is small and each file boots a platform (booted ahead,
 * with the file's own environment, by the global setup's pool, e2e/platform-pool.ts, while the previous file runs;
 * the sequencer tells the pool the order).
 */
export default defineConfig({
  test: {
    root: new URL('..', import.meta.url).pathname,
    include: ['client/e2e/**/*.e2e.test.ts'],
    globalSetup: ['client/e2e/global-setup.ts'],
    testTimeout: 90_000,
    hookTimeout: 180_000,
    pool: 'forks',
    // One file at a time: a platform boot and Chromium on SwiftShader are CPU-bound, and two side by side on the two
    // cores doubled every file's time and made UI waits run out (measured in CI on 2026-11-25).
    fileParallelism: false,
    sequence: { sequencer: PublishingSequencer },
  },
});
