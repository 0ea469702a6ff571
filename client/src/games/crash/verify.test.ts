import { describe, expect, it } from 'vitest';
import {
  type CrashFairAnswer,
  type CrashFairRound,
  type FairChain,
  CRASH_ALGORITHM,
  crashPointHundredths,
  generateCrashChain,
} from '@arena/schemas';
import { checkPastedHash, checkRound } from './verify';

const SALT = '0000000000000000000301e2801a9a9598bfb114e574a91a887f2132f33047e6';
const chain = generateCrashChain('d78501c69a8de5095a018a3f53f0e2ceb68cc92542029676944aab9ab32ddce4', 5);
const first: FairChain = {
  generation: 1,
  status: 'CURRENT',
  salt: SALT,
  terminatingHash: chain.terminatingHash,
  length: 5,
  firstIndex: 0,
  seed: null,
};
const fair: CrashFairAnswer = {
  variant: 'classic',
  salt: SALT,
  terminatingHash: chain.terminatingHash,
  algorithm: CRASH_ALGORITHM,
  chainLength: 5,
  nextTerminatingHash: null,
  chains: [first],
};
/** What the API lists: played rounds newest first. */
const rounds: CrashFairRound[] = chain.roundHashes
  .slice(0, 3)
  .map((hash, i) => ({
    id: 10 + i,
    chainIndex: i + 1,
    chain: 1,
    hash,
    crashPoint: crashPointHundredths(hash, SALT, 'classic') / 100,
    status: 'CRASHED' as const,
  }))
  .reverse();

describe('verify view checks', () => {
  it('recomputes every published round and links it to the round before or to the terminating hash', () => {
    for (const round of rounds) {
      const check = checkRound(fair, round, rounds);
      expect(check.result.ok).toBe(true);
      expect(check.result.linksToPrevious).toBe(true);
      expect(check.result.crashPointMatches).toBe(true);
    }
    expect(checkRound(fair, rounds[2]!, rounds).previousHash).toBe(fair.terminatingHash);
  });

  it('flags a crash point that does not match its hash, and leaves the link open when the round before is not listed', () => {
    const forged = { ...rounds[0]!, crashPoint: rounds[0]!.crashPoint + 1 };
    expect(checkRound(fair, forged, rounds).result).toMatchObject({
      ok: false,
      crashPointMatches: false,
      linksToPrevious: true,
    });
    const alone = checkRound(fair, rounds[0]!, [rounds[0]!]);
    expect(alone.previousHash).toBeNull();
    expect(alone.result).toMatchObject({ ok: true, linksToPrevious: null });
  });

  it("across a chain switch, checks each round with its own chain: its salt, and the new chain's terminating hash for its first round", () => {
    const SALT2 = '1111111111111111111301e2801a9a9598bfb114e574a91a887f2132f33047e6';
    const chain2 = generateCrashChain('a78501c69a8de5095a018a3f53f0e2ceb68cc92542029676944aab9ab32ddce4', 5);
    const done: FairChain = { ...first, status: 'DONE', seed: chain.roundHashes[4]! };
    const current: FairChain = {
      generation: 2,
      status: 'CURRENT',
      salt: SALT2,
      terminatingHash: chain2.terminatingHash,
      length: 5,
      firstIndex: 5,
      seed: null,
    };
    const rolled: CrashFairAnswer = {
      ...fair,
      salt: SALT2,
      terminatingHash: chain2.terminatingHash,
      chains: [done, current],
    };
    const round = (hash: string, chainIndex: number, gen: number, salt: string): CrashFairRound => ({
      id: 100 + chainIndex,
      chainIndex,
      chain: gen,
      hash,
      crashPoint: crashPointHundredths(hash, salt, 'classic') / 100,
      status: 'CRASHED',
    });
    const list = [
      round(chain2.roundHashes[1]!, 7, 2, SALT2),
      round(chain2.roundHashes[0]!, 6, 2, SALT2),
      round(chain.roundHashes[4]!, 5, 1, SALT),
      round(chain.roundHashes[3]!, 4, 1, SALT),
    ];
    const checks = list.map((r) => checkRound(rolled, r, list));
    expect(checks.map((c) => c.result.ok)).toEqual([true, true, true, true]);
    expect(checks[1]!.previousHash).toBe(chain2.terminatingHash);
    expect(checks[1]!.chain).toBe(current);
    expect(checks[2]!.chain).toBe(done);
    // With the wrong chain's salt the crash point would not match: the chain number is what makes it checkable.
    expect(checkRound(rolled, { ...list[2]!, chain: 2 }, list).result.crashPointMatches).toBe(false);
  });

  it('checks a pasted hash', () => {
    expect(checkPastedHash(fair, ` ${rounds[0]!.hash.toUpperCase()} `, rounds[1]!.hash)).toMatchObject({
      ok: true,
      linksToPrevious: true,
    });
    expect(checkPastedHash(fair, 'nope').ok).toBe(false);
  });
});
