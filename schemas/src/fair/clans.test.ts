import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { drawClanChoice } from './clans';
import { commitServerSeed } from './seeded';

/*
 * Vectors computed apart from this code (python3: hmac.new(seed.encode(), f"{userId}:{number}:0".encode(), sha256),
 * first 4 bytes big-endian / 2**32).
 */
const SEED = '0123456789abcdef'.repeat(4);
const ALL_EVEN = { wolves: 3, ravens: 3, vipers: 3, bears: 3 };
const UID = '00000000-0000-4000-8000-000000000001';

describe('fair clan assignment', () => {
  it('matches the published vectors', () => {
    expect(commitServerSeed(SEED)).toBe('a8ae6e6ee929abea3afcfc5258c8ccd6f85273e0d4626d26c7279f3250f77c8e');
    expect(
      drawClanChoice({ serverSeed: SEED, userId: 'user-1', number: 1, memberCounts: ALL_EVEN, excludedClanId: null }),
    ).toEqual({
      candidates: ['bears', 'ravens', 'vipers', 'wolves'],
      float: 0.5609177788719535,
      clanId: 'vipers',
    });
    expect(
      drawClanChoice({ serverSeed: SEED, userId: UID, number: 1, memberCounts: ALL_EVEN, excludedClanId: null }).clanId,
    ).toBe('wolves');
    // A reset: the clan left is excluded, the three others tie.
    expect(
      drawClanChoice({ serverSeed: SEED, userId: UID, number: 3, memberCounts: ALL_EVEN, excludedClanId: 'wolves' }),
    ).toEqual({
      candidates: ['bears', 'ravens', 'vipers'],
      float: 0.9527513645589352,
      clanId: 'vipers',
    });
    expect(
      drawClanChoice({
        serverSeed: SEED,
        userId: 'user-2',
        number: 2,
        memberCounts: { wolves: 1, ravens: 5, vipers: 1, bears: 2 },
        excludedClanId: null,
      }),
    ).toEqual({
      candidates: ['vipers', 'wolves'],
      float: 0.4816065353807062,
      clanId: 'vipers',
    });
  });

  it('always assigns the clan with the fewest members when there is one', () => {
    for (let number = 1; number <= 20; number++) {
      expect(
        drawClanChoice({
          serverSeed: SEED,
          userId: 'u',
          number,
          memberCounts: { wolves: 4, ravens: 2, vipers: 3, bears: 9 },
          excludedClanId: null,
        }).clanId,
      ).toBe('ravens');
      expect(
        drawClanChoice({
          serverSeed: SEED,
          userId: 'u',
          number,
          memberCounts: { wolves: 4, ravens: 2, vipers: 3, bears: 9 },
          excludedClanId: 'ravens',
        }).clanId,
      ).toBe('vipers');
    }
  });

  it('is the documented float: HMAC-SHA256(seed, "userId:number:0"), first 4 bytes / 2^32', () => {
    const mac = createHmac('sha256', SEED).update(`${UID}:2:0`).digest();
    const float = mac.readUInt32BE(0) / 2 ** 32;
    const draw = drawClanChoice({
      serverSeed: SEED,
      userId: UID,
      number: 2,
      memberCounts: { bears: 0, wolves: 0 },
      excludedClanId: null,
    });
    expect(draw.float).toBe(float);
    expect(draw.clanId).toBe(['bears', 'wolves'][Math.floor(float * 2)]);
  });
});
