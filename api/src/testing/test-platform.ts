import { loadConfig, type PlatformConfig } from '../config';
import { type ApiPlatform, createApiPlatform } from '../platform';
import { type TestDatabase, openTestDatabase } from './test-database';

export interface TestPlatform extends ApiPlatform {
  db: TestDatabase;
  config: PlatformConfig;
  /** Dev sign-in; answers the bearer header value. */
  signIn(name: string): Promise<string>;
  /** Dev sign-in of a player, with `depositCents` credited as a deposit when given: the header and the user id. */
  signInPlayer(name: string, depositCents?: number): Promise<{ auth: string; id: string }>;
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
  const signIn = async (name: string) => {
    const res = await platform.app.inject({ method: 'POST', url: '/api/auth/dev', payload: { name, agreeTos: true } });
    if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.body}`);
    return `Bearer ${res.json().token}`;
  };
  return {
    ...platform,
    db,
    config,
    signIn,
    async signInPlayer(name, depositCents) {
      const auth = await signIn(name);
      const me = await platform.app.inject({
        method: 'GET',
        url: '/api/users/current',
        headers: { authorization: auth },
      });
      const id = me.json().id as string;
      if (depositCents)
        await platform.services.ledger.deposit({ userId: id, amountCents: depositCents, key: `test-deposit-${id}` });
      return { auth, id };
    },
    async close() {
      await platform.close();
      await db.close();
    },
  };
}
