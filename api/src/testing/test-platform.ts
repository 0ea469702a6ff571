import { loadConfig, type PlatformConfig } from '../config';
import { type ApiPlatform, createApiPlatform } from '../platform';
import { type TestDatabase, openTestDatabase } from './test-database';

export interface TestPlatform extends ApiPlatform {
  db: TestDatabase;
  config: PlatformConfig;
  /** Dev sign-in; answers the bearer header value. */
  signIn(name: string): Promise<string>;
}

/** The real API over a fresh test database, driven with `app.inject`. */
export async function startTestPlatform(overrides: Record<string, string> = {}): Promise<TestPlatform> {
  const db = await openTestDatabase();
  const config = loadConfig({
    NODE_ENV: 'test',
    JWT_SECRET: 'test-secret-test-secret-test-secret',
    DEV_SIGNIN: '1',
    DEMO_DATA: '0',
    DATA_DIR: '/tmp/arena-test-unused',
    CLIENT_DIST_DIR: '/nonexistent',
    ...overrides,
  });
  const platform = await createApiPlatform(config, db.orm, { logger: false });
  return {
    ...platform,
    db,
    config,
    async signIn(name) {
      const res = await platform.app.inject({ method: 'POST', url: '/api/auth/dev', payload: { name, agreeTos: true } });
      if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.body}`);
      return `Bearer ${res.json().token}`;
    },
    async close() {
      await platform.close();
      await db.close();
    },
  };
}
