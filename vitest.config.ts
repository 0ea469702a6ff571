import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['{schemas,api,game-server,client,load-tests,assets,locales}/**/*.test.{ts,tsx}'],
    exclude: ['**/node_modules/**', '**/*.browser.test.ts', '**/*.e2e.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
