import { expect } from 'vitest';
import {
  type CrashFairAnswer,
  type CrashFairRound,
  type FairSeedsAnswer,
  PINNED_SEED_LABELS,
  type SeedTriple,
  type UserStateAnswer,
  commitServerSeed,
  crashPointHundredths,
  generateCrashChain,
  pinnedSeed,
} from '@arena/schemas';
import { type Platform, api } from './harness';
import { SHORT_CRASH_SEED_KEY } from './platform-envs';

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

/**
 * Pinned seeds whose first SHORT_CRASH_ROUNDS.count classic rounds all crash by 1.80× (10 s of flight), for tests that
 * wait for rounds to end: with random seeds one round in twenty runs past 20× and over a minute.
 */
export const SHORT_CRASH_ROUNDS = { seedKey: SHORT_CRASH_SEED_KEY, count: 12, maxHundredths: 180 } as const;

/** Checks that the platform plays the short rounds: its chain is the pinned one and its first rounds crash early. */
export async function expectShortCrashRounds(platform: Platform): Promise<void> {
  const fair = await api<CrashFairAnswer>(platform, 'GET', '/fair/crash/classic', null);
  const seed = pinnedSeed(SHORT_CRASH_ROUNDS.seedKey, PINNED_SEED_LABELS.chainSeed('classic', 1));
  const { roundHashes, terminatingHash } = generateCrashChain(seed, fair.chainLength);
  expect(terminatingHash, 'the platform runs with the short rounds seed').toBe(fair.terminatingHash);
  const points = roundHashes
    .slice(0, SHORT_CRASH_ROUNDS.count)
    .map((hash) => crashPointHundredths(hash, fair.salt, 'classic'));
  expect(Math.max(...points)).toBe(SHORT_CRASH_ROUNDS.maxHundredths);
}

/** Checks that every round played so far was one of the short ones. */
export async function expectOnlyShortCrashRoundsPlayed(platform: Platform): Promise<void> {
  const [last] = await api<CrashFairRound[]>(platform, 'GET', '/fair/crash/classic/rounds?limit=1', null);
  expect(last?.chainIndex ?? 0, 'rounds played past the short ones').toBeLessThanOrEqual(SHORT_CRASH_ROUNDS.count);
}
