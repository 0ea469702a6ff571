import { expect } from 'vitest';
import {
  type FairSeedsAnswer,
  PINNED_SEED_LABELS,
  type SeedTriple,
  type UserStateAnswer,
  commitServerSeed,
  pinnedSeed,
} from '@arena/schemas';
import { type Platform, api } from './harness';

/**
 * The seeds the player's next seeded bet will be played with, on a platform started with FAIR_TEST_SEED=`key`
 * (pinned seeds, tests only): the server seed is derived as the server derives it, and checked against the hash the
 * server committed to. A test computes the outcome with the game's fair code and plays the one it needs.
 */
export async function nextSeeds(platform: Platform, token: string, key: string): Promise<SeedTriple> {
  const me = await api<UserStateAnswer>(platform, 'GET', '/users/current', token);
  const seeds = await api<FairSeedsAnswer>(platform, 'GET', '/fair/seeds', token);
  const serverSeed = pinnedSeed(key, PINNED_SEED_LABELS.seedPair(me.id, seeds.clientSeed, seeds.previous.length));
  expect(commitServerSeed(serverSeed), 'the platform runs with this FAIR_TEST_SEED').toBe(seeds.serverSeedHash);
  return { serverSeed, clientSeed: seeds.clientSeed, nonce: seeds.nonce };
}
