import { generateCrashChain } from './crash-chain';
import { isHashHex } from './hex';

/**
 * Chain rollover for every hash-chain game (crash variants, roll). Each name plays one chain after another;
 * the next chain is generated and its terminating hash published once fewer than this share of the current
 * chain's links remain, so players see it long before the first of its rounds is played.
 */
export const CHAIN_ROLLOVER_REMAINING_SHARE = 0.1;

/** True when the next chain should exist: fewer than 10% of the current chain's `length` links are unspent. */
export function nextChainDue(length: number, spent: number): boolean {
  return length - spent < length * CHAIN_ROLLOVER_REMAINING_SHARE;
}

export type ChainStatus = 'DONE' | 'CURRENT' | 'NEXT';

/**
 * Round numbers keep counting across chains: chain N's link i is played as round `firstIndex + i`.
 * Answers the link (1 = first played) of `roundIndex` in a chain starting after `firstIndex`, or null outside it.
 */
export function linkOfRound(chain: { firstIndex: number; length: number }, roundIndex: number): number | null {
  const link = roundIndex - chain.firstIndex;
  return link >= 1 && link <= chain.length ? link : null;
}

/**
 * A finished chain reveals its seed (its last link, the last round played): regenerating from it must give the
 * published terminating hash, which proves every round of the chain was fixed before the first was played.
 */
export function verifyFinishedChain(chain: { seed: string; terminatingHash: string; length: number }): boolean {
  if (!isHashHex(chain.seed) || !Number.isSafeInteger(chain.length) || chain.length < 1) return false;
  return generateCrashChain(chain.seed, chain.length).terminatingHash === chain.terminatingHash;
}
