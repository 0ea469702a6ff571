import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

/**
 * Pinned seeds for tests. With FAIR_TEST_SEED set (the api refuses it unless NODE_ENV is `test`: it makes every
 * outcome predictable), the seeds the platform would draw at random are derived from that key and a label instead,
 * so a test computes the outcome it is about to play with the same fair code the server settles with, and plays the
 * one it needs instead of trying again until chance gives it. The labels below are the only ones the server uses.
 */
export const FAIR_TEST_SEED_ENV = 'FAIR_TEST_SEED';

/** hmac-sha256(key, label) as 64 lowercase hex characters: a server seed, a chain seed or a salt. */
export function pinnedSeed(key: string, label: string): string {
  return bytesToHex(hmac(sha256, utf8ToBytes(key), utf8ToBytes(label)));
}

export const PINNED_SEED_LABELS = {
  /**
   * A player's seed pair: its server seed, from who plays it, the client seed it starts with and how many pairs the
   * player had before it (0 for the first; a rotation that keeps the client seed still draws a new server seed).
   */
  seedPair: (userId: string, clientSeed: string, pairsBefore: number) => `pair:${userId}:${clientSeed}:${pairsBefore}`,
  /** A hash chain's seed (its last link) and its salt, by chain name (crash variant, roll) and generation. */
  chainSeed: (name: string, generation: number) => `chain:${name}:${generation}`,
  chainSalt: (name: string, generation: number) => `salt:${name}:${generation}`,
} as const;
