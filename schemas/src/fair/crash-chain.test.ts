import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  generateCrashChain,
  nextLinkCheck,
  previousRoundHashOf,
  roundNumberInChain,
  verifyChainSegment,
} from './crash-chain';
import { sha256OfText } from './hex';

const ROUND_HASH = 'd78501c69a8de5095a018a3f53f0e2ceb68cc92542029676944aab9ab32ddce4';
const ROUND_BEFORE = '5049b0f9b2b62c8209d55b2702f5ba14e429163b368f6353a27f50e68110eb3a';
const SEED = sha256OfText('arena crash-chain test seed');

describe('crash hash chain', () => {
  it('links a round to the one before by sha256 of the hex text (the docs/architecture.md vector)', () => {
    expect(previousRoundHashOf(ROUND_HASH)).toBe(ROUND_BEFORE);
    expect(nextLinkCheck(ROUND_HASH, ROUND_BEFORE)).toBe(true);
    expect(nextLinkCheck(ROUND_BEFORE, ROUND_HASH)).toBe(false);
    expect(nextLinkCheck(ROUND_HASH.toUpperCase(), ROUND_BEFORE)).toBe(false);
  });

  it('hashes the UTF-8 text, agreeing with node:crypto and not with hashing the decoded bytes', () => {
    expect(previousRoundHashOf(ROUND_HASH)).toBe(createHash('sha256').update(ROUND_HASH, 'utf8').digest('hex'));
    expect(previousRoundHashOf(ROUND_HASH)).not.toBe(
      createHash('sha256').update(Buffer.from(ROUND_HASH, 'hex')).digest('hex'),
    );
  });

  it('generates rounds in play order, ending at the seed and starting just after the terminating hash', () => {
    const chain = generateCrashChain(SEED, 1000);
    const { roundHashes, terminatingHash } = chain;
    expect(roundHashes).toHaveLength(1000);
    expect(roundHashes[999]).toBe(SEED);
    expect(previousRoundHashOf(roundHashes[0]!)).toBe(terminatingHash);
    for (let i = 1; i < roundHashes.length; i++) expect(previousRoundHashOf(roundHashes[i]!)).toBe(roundHashes[i - 1]);
    expect(roundHashes.every((h) => /^[0-9a-f]{64}$/.test(h))).toBe(true);
    expect(new Set([...roundHashes, terminatingHash]).size).toBe(1001);
  });

  it('a longer chain from the same seed shares its tail: the seed alone fixes every round', () => {
    const short = generateCrashChain(SEED, 10);
    const long = generateCrashChain(SEED, 15);
    expect(long.roundHashes.slice(5)).toEqual(short.roundHashes);
    expect(long.roundHashes[4]).toBe(short.terminatingHash);
  });

  it('verifies segments and points at the first bad entry', () => {
    const { roundHashes, terminatingHash } = generateCrashChain(SEED, 20);
    expect(verifyChainSegment({ roundHashes, previousHash: terminatingHash })).toEqual({ ok: true });
    expect(verifyChainSegment({ roundHashes: roundHashes.slice(5, 12), previousHash: roundHashes[4] })).toEqual({
      ok: true,
    });
    expect(verifyChainSegment({ roundHashes: roundHashes.slice(5, 12) })).toEqual({ ok: true });
    const swapped = [...roundHashes];
    [swapped[7], swapped[8]] = [swapped[8]!, swapped[7]!];
    expect(verifyChainSegment({ roundHashes: swapped })).toEqual({ ok: false, index: 7, reason: 'LINK' });
    expect(verifyChainSegment({ roundHashes: roundHashes.slice(3), previousHash: terminatingHash })).toEqual({
      ok: false,
      index: 0,
      reason: 'LINK',
    });
    const malformed = [...roundHashes.slice(0, 3), 'xyz'];
    expect(verifyChainSegment({ roundHashes: malformed })).toEqual({ ok: false, index: 3, reason: 'FORMAT' });
  });

  it('finds a round number by hashing forward to the terminating hash', () => {
    const { roundHashes, terminatingHash } = generateCrashChain(SEED, 50);
    expect(roundNumberInChain(roundHashes[0]!, terminatingHash, 50)).toBe(1);
    expect(roundNumberInChain(roundHashes[36]!, terminatingHash, 50)).toBe(37);
    expect(roundNumberInChain(roundHashes[36]!, terminatingHash, 36)).toBeNull();
    expect(roundNumberInChain(ROUND_HASH, terminatingHash, 50)).toBeNull();
  });

  it('rejects seeds that are not canonical hex and empty lengths', () => {
    expect(() => generateCrashChain(SEED.toUpperCase(), 5)).toThrow(RangeError);
    expect(() => generateCrashChain(SEED.slice(1), 5)).toThrow(RangeError);
    expect(() => generateCrashChain(SEED, 0)).toThrow(RangeError);
    expect(() => generateCrashChain(SEED, 2.5)).toThrow(RangeError);
  });
});
