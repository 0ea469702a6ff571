import { describe, expect, it } from 'vitest';
import { drawGiveaway, giveawayParticipantsDigest, verifyGiveaway } from './giveaways';
import { commitServerSeed } from './seeded';

const SEED = 'a'.repeat(64);
const SEED2 = '0123456789abcdef'.repeat(4);
const U25 = Array.from({ length: 25 }, (_, i) => `u${String(i + 1).padStart(2, '0')}`);
const slots = (userIds: string[]) => userIds.map((userId, slot) => ({ slot, userId }));

/*
 * Vectors computed independently with Python (hmac + hashlib), not with this code:
 *   P = sorted(set(parts)); D = sha256("\n".join(P)); floats from HMAC-SHA256(seed, f"{id}:{D}:0:{round}"),
 *   4 bytes big-endian / 2**32 each; partial Fisher-Yates j = i + int(f[i] * (n - i)).
 */
describe('giveaway draw', () => {
  it('matches the published vectors', () => {
    expect(commitServerSeed(SEED)).toBe('ffe054fe7ae0cb6dc65c3af9b61d5209f439851db43d0ba5997337df154668eb');
    expect(giveawayParticipantsDigest(['c', 'a', 'b', 'd'])).toBe(
      'f729ae0cbcc8241ebb6918af712a88d5ca2c13f7fbe08f809aa297bfdf99fbe4',
    );
    // Four participants, twenty slots: everyone wins once, the other sixteen prizes are not given away.
    expect(drawGiveaway({ serverSeed: SEED, giveawayId: 1, participants: ['c', 'a', 'b', 'd'], slots: 20 })).toEqual(
      slots(['a', 'd', 'b', 'c']),
    );

    expect(commitServerSeed(SEED2)).toBe('a8ae6e6ee929abea3afcfc5258c8ccd6f85273e0d4626d26c7279f3250f77c8e');
    expect(giveawayParticipantsDigest(U25)).toBe('8df825cef47c1524908a974f0f530788b0558ecb33c1b87d1d597f1f9c321e06');
    // Twenty slots need three HMAC rounds (eight floats each).
    expect(drawGiveaway({ serverSeed: SEED2, giveawayId: 42, participants: U25, slots: 20 })).toEqual(
      slots([
        'u06',
        'u19',
        'u25',
        'u16',
        'u07',
        'u11',
        'u20',
        'u10',
        'u13',
        'u23',
        'u03',
        'u21',
        'u18',
        'u22',
        'u05',
        'u14',
        'u12',
        'u15',
        'u04',
        'u08',
      ]),
    );
    // The giveaway id is part of the client seed: the same seed and people give another order elsewhere.
    expect(drawGiveaway({ serverSeed: SEED2, giveawayId: 43, participants: U25, slots: 3 })).toEqual(
      slots(['u11', 'u21', 'u13']),
    );
    expect(drawGiveaway({ serverSeed: SEED2, giveawayId: 7, participants: ['x', 'y', 'z'], slots: 1 })).toEqual(
      slots(['x']),
    );
  });

  it('ignores the order and repeats of the participant list; nobody or no slot draws nothing', () => {
    const shuffled = [...U25].reverse().concat(['u03', 'u07']);
    expect(drawGiveaway({ serverSeed: SEED2, giveawayId: 42, participants: shuffled, slots: 20 })).toEqual(
      drawGiveaway({ serverSeed: SEED2, giveawayId: 42, participants: U25, slots: 20 }),
    );
    expect(drawGiveaway({ serverSeed: SEED, giveawayId: 1, participants: [], slots: 20 })).toEqual([]);
    expect(drawGiveaway({ serverSeed: SEED, giveawayId: 1, participants: ['a'], slots: 0 })).toEqual([]);
    expect(() => drawGiveaway({ serverSeed: 'nope', giveawayId: 1, participants: ['a'], slots: 1 })).toThrow(
      RangeError,
    );
    expect(() => drawGiveaway({ serverSeed: SEED, giveawayId: 0, participants: ['a'], slots: 1 })).toThrow(RangeError);
  });

  it('gives every participant at most one slot', () => {
    const winners = drawGiveaway({ serverSeed: SEED2, giveawayId: 9, participants: U25, slots: 25 });
    expect(new Set(winners.map((w) => w.userId)).size).toBe(25);
  });

  it('verifies an announced result and catches a wrong seed or a changed winner', () => {
    const input = { serverSeed: SEED2, giveawayId: 42, participants: U25, slots: 3, seedHash: commitServerSeed(SEED2) };
    const winners = drawGiveaway(input);
    expect(verifyGiveaway({ ...input, winners })).toEqual({
      ok: true,
      seedMatchesHash: true,
      computedWinners: winners,
    });
    expect(verifyGiveaway({ ...input, winners: [...winners].reverse() }).ok).toBe(true);
    expect(verifyGiveaway({ ...input, winners: [{ slot: 0, userId: 'u01' }, ...winners.slice(1)] }).ok).toBe(false);
    expect(verifyGiveaway({ ...input, seedHash: commitServerSeed(SEED), winners })).toMatchObject({
      ok: false,
      seedMatchesHash: false,
    });
    expect(verifyGiveaway({ ...input, serverSeed: 'x', winners }).ok).toBe(false);
  });
});
