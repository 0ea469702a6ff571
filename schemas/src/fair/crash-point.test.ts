import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ROUND_LIMITS } from '../constants';
import {
  CRASH_K,
  CRASH_VARIANTS,
  crashPointFromRoll,
  crashPointHundredths,
  crashRoll,
  isCrashVariant,
} from './crash-point';
import { generateCrashChain } from './crash-chain';
import { sha256OfText } from './hex';

const SALT = '0000000000000000000301e2801a9a9598bfb114e574a91a887f2132f33047e6';
const ROUND_HASH = 'd78501c69a8de5095a018a3f53f0e2ceb68cc92542029676944aab9ab32ddce4';
const ROUND_BEFORE = '5049b0f9b2b62c8209d55b2702f5ba14e429163b368f6353a27f50e68110eb3a';

/** The algorithm re-written from docs/architecture.md §4 on node:crypto, as an outside verifier would. */
function referenceCrashPoint(hash: string, salt: string, k: bigint): number {
  const mac = createHmac('sha256', Buffer.from(hash, 'utf8')).update(Buffer.from(salt, 'utf8')).digest('hex');
  const u52 = BigInt(`0x${mac.slice(0, 13)}`);
  const r = 1n + (u52 * 1_000_000_000n) / 2n ** 52n;
  const point = k / r;
  return Number(point < 100n ? 100n : point);
}

describe('crash point', () => {
  it('derives K from the house edges in exact integers', () => {
    expect(CRASH_K.classic).toBe(92_500_000_000n);
    expect(CRASH_K.plus).toBe(98_000_000_000n);
    expect(CRASH_VARIANTS).toEqual(['classic', 'plus']);
  });

  it('matches the docs/architecture.md vectors', () => {
    expect(crashPointHundredths(ROUND_HASH, SALT, 'classic')).toBe(135);
    expect(crashPointHundredths(ROUND_HASH, SALT, 'plus')).toBe(143);
    expect(crashPointHundredths(ROUND_BEFORE, SALT, 'classic')).toBe(107);
    expect(crashPointHundredths(ROUND_BEFORE, SALT, 'plus')).toBe(113);
  });

  it('agrees with an independent node:crypto implementation over a chain', () => {
    const { roundHashes } = generateCrashChain(sha256OfText('arena crash-point cross-check'), 5000);
    const mismatches: string[] = [];
    for (const hash of roundHashes) {
      for (const variant of CRASH_VARIANTS) {
        const ours = crashPointHundredths(hash, SALT, variant);
        const reference = referenceCrashPoint(hash, SALT, CRASH_K[variant]);
        if (ours !== reference) mismatches.push(`${variant} ${hash}: ${ours} vs ${reference}`);
      }
    }
    expect(mismatches).toEqual([]);
  });

  it('keys the HMAC with the hash text and uses the salt as the message (swapping them changes the result)', () => {
    const swapped = createHmac('sha256', SALT).update(ROUND_HASH).digest('hex');
    const straight = createHmac('sha256', ROUND_HASH).update(SALT).digest('hex');
    expect(swapped).not.toBe(straight);
    const u52 = BigInt(`0x${straight.slice(0, 13)}`);
    expect(crashRoll(ROUND_HASH, SALT)).toBe(Number(1n + (u52 * 1_000_000_000n) / 2n ** 52n));
  });

  it('maps rolls at the edges of 1..range: r = 1 gives K, large r floors to 1.00×', () => {
    expect(crashPointFromRoll(1, 'classic')).toBe(92_500_000_000);
    expect(crashPointFromRoll(1, 'plus')).toBe(98_000_000_000);
    expect(crashPointFromRoll(ROUND_LIMITS.crashRandomRange, 'classic')).toBe(100);
    // floor(K / r) reaches 200 exactly while r ≤ K / 200 and drops below it at the next roll.
    expect(crashPointFromRoll(462_500_000, 'classic')).toBe(200);
    expect(crashPointFromRoll(462_500_001, 'classic')).toBe(199);
    expect(crashPointFromRoll(490_000_000, 'plus')).toBe(200);
    expect(crashPointFromRoll(490_000_001, 'plus')).toBe(199);
  });

  it('has P(crash ≥ x) = (1 − edge) / x exactly over all 10^9 rolls, for x above 1×', () => {
    const range = ROUND_LIMITS.crashRandomRange;
    for (const variant of CRASH_VARIANTS) {
      const edgeKept = Number(CRASH_K[variant]) / (100 * range);
      for (const target of [150, 200, 1000, 12345]) {
        // crash ≥ target ⇔ floor(K / r) ≥ target ⇔ r ≤ floor(K / target)
        const winningRolls = Number(CRASH_K[variant] / BigInt(target));
        expect(crashPointFromRoll(winningRolls, variant)).toBeGreaterThanOrEqual(target);
        expect(crashPointFromRoll(winningRolls + 1, variant)).toBeLessThan(target);
        const expectedReturn = (winningRolls / range) * (target / 100);
        // Flooring K / target loses less than one roll, worth target / 100 / range of return.
        expect(Math.abs(expectedReturn - edgeKept)).toBeLessThan(target / 100 / range);
      }
    }
  });

  it('rejects non-canonical hashes, empty salts, unknown variants and rolls outside 1..range', () => {
    expect(() => crashPointHundredths(ROUND_HASH.toUpperCase(), SALT, 'classic')).toThrow(RangeError);
    expect(() => crashPointHundredths(ROUND_HASH, '', 'classic')).toThrow(RangeError);
    expect(() => crashPointHundredths(ROUND_HASH, SALT, 'turbo' as 'classic')).toThrow(RangeError);
    expect(() => crashPointFromRoll(0, 'classic')).toThrow(RangeError);
    expect(() => crashPointFromRoll(ROUND_LIMITS.crashRandomRange + 1, 'classic')).toThrow(RangeError);
    expect(isCrashVariant('plus')).toBe(true);
    expect(isCrashVariant('turbo')).toBe(false);
  });
});
