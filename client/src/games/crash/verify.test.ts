import { describe, expect, it } from 'vitest';
import { type CrashFairAnswer, type CrashFairRound, CRASH_ALGORITHM, crashPointHundredths, generateCrashChain } from '@arena/schemas';
import { checkPastedHash, checkRound } from './verify';

const SALT = '0000000000000000000301e2801a9a9598bfb114e574a91a887f2132f33047e6';
const chain = generateCrashChain('d78501c69a8de5095a018a3f53f0e2ceb68cc92542029676944aab9ab32ddce4', 5);
const fair: CrashFairAnswer = { variant: 'classic', salt: SALT, terminatingHash: chain.terminatingHash, algorithm: CRASH_ALGORITHM, chainLength: 5 };
/** What the API lists: played rounds newest first. */
const rounds: CrashFairRound[] = chain.roundHashes
  .slice(0, 3)
  .map((hash, i) => ({ id: 10 + i, chainIndex: i + 1, hash, crashPoint: crashPointHundredths(hash, SALT, 'classic') / 100, status: 'CRASHED' as const }))
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
    expect(checkRound(fair, forged, rounds).result).toMatchObject({ ok: false, crashPointMatches: false, linksToPrevious: true });
    const alone = checkRound(fair, rounds[0]!, [rounds[0]!]);
    expect(alone.previousHash).toBeNull();
    expect(alone.result).toMatchObject({ ok: true, linksToPrevious: null });
  });

  it('checks a pasted hash', () => {
    expect(checkPastedHash(fair, ` ${rounds[0]!.hash.toUpperCase()} `, rounds[1]!.hash)).toMatchObject({ ok: true, linksToPrevious: true });
    expect(checkPastedHash(fair, 'nope').ok).toBe(false);
  });
});
