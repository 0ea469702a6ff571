import { describe, expect, it } from 'vitest';
import { CHAIN_ROLLOVER_REMAINING_SHARE, linkOfRound, nextChainDue, verifyFinishedChain } from './chain-rollover';
import { generateCrashChain } from './crash-chain';

describe('chain rollover rules', () => {
  it('is due once fewer than 10% of the links are unspent', () => {
    expect(CHAIN_ROLLOVER_REMAINING_SHARE).toBe(0.1);
    expect(nextChainDue(100_000, 90_000)).toBe(false);
    expect(nextChainDue(100_000, 90_001)).toBe(true);
    expect(nextChainDue(400, 360)).toBe(false);
    expect(nextChainDue(400, 361)).toBe(true);
    expect(nextChainDue(400, 400)).toBe(true);
  });

  it('maps round numbers that count on across chains to the chain link', () => {
    const second = { firstIndex: 400, length: 400 };
    expect(linkOfRound(second, 400)).toBeNull();
    expect(linkOfRound(second, 401)).toBe(1);
    expect(linkOfRound(second, 800)).toBe(400);
    expect(linkOfRound(second, 801)).toBeNull();
  });

  it('verifies a finished chain from its revealed seed', () => {
    const seed = 'd78501c69a8de5095a018a3f53f0e2ceb68cc92542029676944aab9ab32ddce4';
    const chain = generateCrashChain(seed, 50);
    expect(chain.roundHashes[49]).toBe(seed);
    expect(verifyFinishedChain({ seed, terminatingHash: chain.terminatingHash, length: 50 })).toBe(true);
    expect(verifyFinishedChain({ seed, terminatingHash: chain.terminatingHash, length: 49 })).toBe(false);
    expect(
      verifyFinishedChain({ seed: chain.roundHashes[48]!, terminatingHash: chain.terminatingHash, length: 50 }),
    ).toBe(false);
    expect(verifyFinishedChain({ seed: 'nope', terminatingHash: chain.terminatingHash, length: 50 })).toBe(false);
  });
});
