import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

const base = { DATA_DIR: '/tmp/arena-config-test' };

describe('loadConfig in production', () => {
  it('treats any spelling of production as production: dev sign-in and demo data stay off', () => {
    for (const NODE_ENV of ['production', 'Production', ' PRODUCTION ']) {
      const config = loadConfig({ ...base, NODE_ENV, JWT_SECRET: 'x'.repeat(32), DEV_SIGNIN: '1', DEMO_DATA: '1' });
      expect([NODE_ENV, config.devSignIn]).toEqual([NODE_ENV, false]);
    }
  });

  it('needs a JWT secret of at least 32 characters', () => {
    expect(() => loadConfig({ ...base, NODE_ENV: 'Production' })).toThrow(/JWT_SECRET is required/);
    expect(() => loadConfig({ ...base, NODE_ENV: 'production', JWT_SECRET: 'short-secret' })).toThrow(/at least 32/);
  });

  it('leaves development alone: dev sign-in on over the embedded database', () => {
    expect(loadConfig({ ...base, NODE_ENV: 'development', JWT_SECRET: 's' }).devSignIn).toBe(true);
  });
});
