import { afterEach, describe, expect, it, vi } from 'vitest';
import { TREASURE_RULES } from '@arena/schemas';
import { loadConfig, loadConfigOrExit } from './config';
import { UnsafeConfigError, isProduction } from './config-production';
import { readTrustProxy } from './config-trust-proxy';
import { loadTreasureSettings } from './treasures/settings';

const base = { DATA_DIR: '/tmp/arena-config-test', JWT_SECRET: 'x'.repeat(32) };

/** The lines loadConfig refused `env` with (empty when it started). */
function refusals(env: NodeJS.ProcessEnv): string[] {
  try {
    loadConfig(env);
    return [];
  } catch (error) {
    if (error instanceof UnsafeConfigError) return error.lines;
    throw error;
  }
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('one notion of production', () => {
  it('is NODE_ENV production or prod, in any case and with any white space; nothing else', () => {
    for (const value of ['production', 'Production', ' PRODUCTION ', 'prod', 'Prod', '\tPROD\n'])
      expect([value, isProduction(value)]).toEqual([value, true]);
    for (const value of [undefined, '', 'development', 'test', 'staging', 'productions', 'pro', 'pr od'])
      expect([value, isProduction(value)]).toEqual([value, false]);
  });

  it('refuses each unsafe setting at start, one line each, under any spelling', () => {
    expect(refusals({ ...base, NODE_ENV: 'prod', DEV_SIGNIN: '1' })).toEqual([
      'DEV_SIGNIN must be off in production (anyone could sign in as anyone)',
    ]);
    expect(refusals({ ...base, NODE_ENV: 'Production', TREASURES_DROP_DIVISOR: '1' })).toEqual([
      `TREASURES_DROP_DIVISOR cannot be changed in production (the published rule is ${TREASURE_RULES.cardChanceDivisor})`,
    ]);
    expect(
      refusals({
        DATA_DIR: base.DATA_DIR,
        NODE_ENV: ' PROD ',
        JWT_SECRET: 'short',
        DEV_SIGNIN: 'yes',
        DEMO_DATA: 'on',
        TRUST_PROXY: '0.0.0.0/0',
        GAME_CONNECTIONS_PER_ADDRESS: '0',
      }),
    ).toEqual([
      'JWT_SECRET must be at least 32 characters in production',
      'DEV_SIGNIN must be off in production (anyone could sign in as anyone)',
      'DEMO_DATA must be off in production (it seeds users and balances)',
      'TRUST_PROXY=0.0.0.0/0 trusts (nearly) every address to name itself; give the proxy addresses (e.g. 10.0.0.1 or loopback)',
      'GAME_CONNECTIONS_PER_ADDRESS=0 turns a flood limit off; not in production',
    ]);
    expect(
      refusals({
        ...base,
        NODE_ENV: 'production',
        TREASURES_DROP_DIVISOR: String(TREASURE_RULES.cardChanceDivisor),
        DEV_SIGNIN: '0',
      }),
    ).toEqual([]);
  });

  it('lets development keep its conveniences', () => {
    expect(
      refusals({
        ...base,
        NODE_ENV: 'development',
        DEV_SIGNIN: '1',
        TREASURES_DROP_DIVISOR: '1',
        GAME_CONNECTIONS_PER_ADDRESS: '0',
      }),
    ).toEqual([]);
  });

  it('refuses a changed treasure drop divisor wherever the treasure settings are read', () => {
    expect(() => loadTreasureSettings({ TREASURES_DROP_DIVISOR: '1' }, 'prod')).toThrow(/TREASURES_DROP_DIVISOR/);
    expect(loadTreasureSettings({ TREASURES_DROP_DIVISOR: '1' }, 'development').dropDivisor).toBe(1);
  });

  it('prints every refusal on a line of its own, without a stack, and exits 1', () => {
    const printed = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const exit = vi.spyOn(process, 'exit').mockImplementation(((code: number) => {
      throw new Error(`exit ${code}`);
    }) as never);
    expect(() => loadConfigOrExit({ ...base, NODE_ENV: 'prod', DEV_SIGNIN: '1', DEMO_DATA: '1' })).toThrow('exit 1');
    expect(exit).toHaveBeenCalledWith(1);
    expect(printed.mock.calls).toEqual([
      ['configuration refused: DEV_SIGNIN must be off in production (anyone could sign in as anyone)'],
      ['configuration refused: DEMO_DATA must be off in production (it seeds users and balances)'],
    ]);
  });
});

describe('TRUST_PROXY', () => {
  it('refuses a catch-all range in any environment', () => {
    for (const value of [
      '0.0.0.0/0',
      '::/0',
      '0.0.0.0/0.0.0.0',
      '10.0.0.1, 0.0.0.0/0',
      '128.0.0.0/1',
      '::ffff:0.0.0.0/96',
      '2000::/3',
    ]) {
      expect(() => readTrustProxy(value), value).toThrow(/TRUST_PROXY=.* every address/);
    }
    expect(() => loadConfig({ ...base, NODE_ENV: 'development', TRUST_PROXY: '0.0.0.0/0' })).toThrow(/TRUST_PROXY/);
  });

  it('accepts proxy addresses and private ranges', () => {
    expect(readTrustProxy('loopback, 10.0.0.0/8, 172.16.0.0/12, fc00::/7, 192.168.1.10, 10.0.0.0/255.0.0.0')).toEqual([
      'loopback',
      '10.0.0.0/8',
      '172.16.0.0/12',
      'fc00::/7',
      '192.168.1.10',
      '10.0.0.0/255.0.0.0',
    ]);
  });
});
