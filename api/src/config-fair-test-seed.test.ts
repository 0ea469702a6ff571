import { describe, expect, it } from 'vitest';
import { PINNED_SEED_LABELS, commitServerSeed, isHashHex, pinnedSeed } from '@arena/schemas';
import { loadConfig } from './config';
import { drawSeed, fairTestSeedKey } from './config-fair-test-seed';

describe('pinned fair seeds (tests only)', () => {
  it('are refused outside NODE_ENV=test, at start', () => {
    for (const NODE_ENV of [undefined, 'development', 'production', 'testing'])
      expect(() => fairTestSeedKey({ NODE_ENV, FAIR_TEST_SEED: 'k' })).toThrow(/for tests only/);
    expect(() => loadConfig({ NODE_ENV: 'development', FAIR_TEST_SEED: 'k' })).toThrow(/for tests only/);
    expect(fairTestSeedKey({ NODE_ENV: 'test', FAIR_TEST_SEED: ' k ' })).toBe('k');
    expect(fairTestSeedKey({ NODE_ENV: 'production' })).toBeUndefined();
  });

  it('are hmac-sha256(key, label), the value a test recomputes; random without a key', () => {
    const label = PINNED_SEED_LABELS.seedPair('7b7c3a3e-0000-4000-8000-000000000001', 'abc', 0);
    const env = { NODE_ENV: 'test', FAIR_TEST_SEED: 'e2e' };
    expect(drawSeed(label, env)).toBe(pinnedSeed('e2e', label));
    // The same value from node:crypto: createHmac('sha256', 'e2e').update('pair:u:c').digest('hex').
    expect(pinnedSeed('e2e', 'pair:u:c')).toBe('2fc0355426ec437b2aa6577d057c5e5097338917554b3aad8fa29ea329dae179');
    expect(isHashHex(drawSeed(label, {}))).toBe(true);
    expect(drawSeed(label, {})).not.toBe(drawSeed(label, {}));
    expect(commitServerSeed(drawSeed(label, env))).toBe(commitServerSeed(pinnedSeed('e2e', label)));
  });
});
