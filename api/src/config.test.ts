import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

const base = { DATA_DIR: '/tmp/arena-config-test' };
const secret = 'x'.repeat(32);

describe('loadConfig in production', () => {
  it('treats any spelling of production (prod too) as production: dev sign-in and demo data are off by default', () => {
    for (const NODE_ENV of ['production', 'Production', ' PRODUCTION ', 'prod', 'PROD', '\tProd\n']) {
      const config = loadConfig({ ...base, NODE_ENV, JWT_SECRET: secret });
      expect([NODE_ENV, config.devSignIn, config.demoData]).toEqual([NODE_ENV, false, false]);
    }
  });

  it('needs a JWT secret of at least 32 characters', () => {
    expect(() => loadConfig({ ...base, NODE_ENV: 'Production' })).toThrow(/JWT_SECRET is required/);
    expect(() => loadConfig({ ...base, NODE_ENV: 'prod', JWT_SECRET: 'short-secret' })).toThrow(/at least 32/);
  });

  it('leaves development alone: dev sign-in on over the embedded database', () => {
    expect(loadConfig({ ...base, NODE_ENV: 'development', JWT_SECRET: 's' }).devSignIn).toBe(true);
  });
});
