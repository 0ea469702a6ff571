import { describe, expect, it } from 'vitest';
import { CRASH_ALGORITHM, verifyCrashRound } from './fair';

const SALT = '0000000000000000000301e2801a9a9598bfb114e574a91a887f2132f33047e6';
const ROUND_HASH = 'd78501c69a8de5095a018a3f53f0e2ceb68cc92542029676944aab9ab32ddce4';
const ROUND_BEFORE = '5049b0f9b2b62c8209d55b2702f5ba14e429163b368f6353a27f50e68110eb3a';

describe('verifyCrashRound', () => {
  it('confirms an honest round with its chain link', () => {
    expect(
      verifyCrashRound({
        hash: ROUND_HASH,
        previousHash: ROUND_BEFORE,
        salt: SALT,
        variant: 'classic',
        crashPointHundredths: 135,
      }),
    ).toEqual({
      ok: true,
      hashWellFormed: true,
      computedHundredths: 135,
      crashPointMatches: true,
      expectedPreviousHash: ROUND_BEFORE,
      linksToPrevious: true,
    });
  });

  it('computes without claims, leaving the unchecked parts null', () => {
    const result = verifyCrashRound({ hash: ROUND_BEFORE, salt: SALT, variant: 'plus' });
    expect(result).toMatchObject({ ok: true, computedHundredths: 113, crashPointMatches: null, linksToPrevious: null });
  });

  it('reports a wrong crash point and a broken link separately', () => {
    const wrongPoint = verifyCrashRound({ hash: ROUND_HASH, salt: SALT, variant: 'plus', crashPointHundredths: 135 });
    expect(wrongPoint).toMatchObject({ ok: false, computedHundredths: 143, crashPointMatches: false });
    const wrongLink = verifyCrashRound({
      hash: ROUND_BEFORE,
      previousHash: ROUND_HASH,
      salt: SALT,
      variant: 'classic',
    });
    expect(wrongLink).toMatchObject({ ok: false, computedHundredths: 107, linksToPrevious: false });
  });

  it('accepts pasted hashes with spaces or capitals and refuses malformed ones without throwing', () => {
    const pasted = verifyCrashRound({
      hash: ` ${ROUND_HASH.toUpperCase()} `,
      previousHash: ROUND_BEFORE,
      salt: SALT,
      variant: 'classic',
    });
    expect(pasted).toMatchObject({ ok: true, computedHundredths: 135, linksToPrevious: true });
    expect(verifyCrashRound({ hash: 'not a hash', salt: SALT, variant: 'classic', crashPointHundredths: 135 })).toEqual(
      {
        ok: false,
        hashWellFormed: false,
        computedHundredths: null,
        crashPointMatches: false,
        expectedPreviousHash: null,
        linksToPrevious: null,
      },
    );
    expect(verifyCrashRound({ hash: ROUND_HASH, salt: '', variant: 'classic' }).ok).toBe(false);
    expect(verifyCrashRound({ hash: ROUND_HASH, salt: SALT, variant: 'turbo' as 'classic' }).ok).toBe(false);
  });

  it('describes the algorithm with the real K values', () => {
    expect(CRASH_ALGORITHM).toContain('classic K = 92500000000');
    expect(CRASH_ALGORITHM).toContain('plus K = 98000000000');
    expect(CRASH_ALGORITHM).toContain(
      'HMAC-SHA256(key = UTF-8 bytes of H as hex text, message = UTF-8 bytes of the salt)',
    );
  });
});
