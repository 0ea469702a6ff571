import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type FairSeedsAnswer, PINNED_SEED_LABELS, commitServerSeed, pinnedSeed } from '@arena/schemas';
import { type TestPlatform, startTestPlatform } from '../testing/test-platform';

const KEY = 'pinned-seeds-test';
let platform: TestPlatform;

beforeAll(async () => {
  vi.stubEnv('FAIR_TEST_SEED', KEY);
  platform = await startTestPlatform();
});
afterAll(async () => {
  await platform.close();
  vi.unstubAllEnvs();
});

describe('pinned seed pairs (FAIR_TEST_SEED, tests only)', () => {
  it('give each pair of a player its own server seed, the one a test recomputes, rotations included', async () => {
    const { auth, id: userId } = await platform.signInPlayer('Pia', 1_000);
    const seeds = async (method: 'GET' | 'POST', url: string, payload?: object) =>
      (await platform.app.inject({ method, url, payload, headers: { authorization: auth } })).json() as FairSeedsAnswer;
    const first = await seeds('GET', '/api/fair/seeds');
    const expected = (clientSeed: string, pairsBefore: number) =>
      pinnedSeed(KEY, PINNED_SEED_LABELS.seedPair(userId, clientSeed, pairsBefore));
    expect(first.serverSeedHash).toBe(commitServerSeed(expected(first.clientSeed, 0)));
    // Rotating with the same client seed still gives a new server seed; the revealed one is the pinned one.
    const second = await seeds('POST', '/api/fair/seeds/rotate', {});
    expect(second.clientSeed).toBe(first.clientSeed);
    expect(second.serverSeedHash).toBe(commitServerSeed(expected(first.clientSeed, 1)));
    expect(second.serverSeedHash).not.toBe(first.serverSeedHash);
    expect(second.previous[0]?.serverSeed).toBe(expected(first.clientSeed, 0));
    const third = await seeds('POST', '/api/fair/seeds/rotate', { clientSeed: 'chosen' });
    expect(third.serverSeedHash).toBe(commitServerSeed(expected('chosen', 2)));
  });
});
