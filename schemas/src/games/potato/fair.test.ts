import { describe, expect, it } from 'vitest';
import { POTATO_RULES } from '../../constants';
import { potatoExpectedReturn, potatoPayout, potatoTableBuyIn, potatoTableId } from './rules';
import { sha256OfText } from '../../fair/hex';
import {
  potatoAutoTarget,
  potatoClientSeed,
  potatoFuse,
  potatoStageDraw,
  unattendedPotatoStage,
  verifyPotato,
} from './fair';

/**
 * Published vectors, computed independently with Python's hmac/hashlib from the algorithm text
 * (POTATO_ALGORITHM): server seed 5a1f…9d7e, four players 1111…, 2222…, 3333…, 4444… in seats 0-3.
 */
const SERVER_SEED = '5a1f0c9e3b7d2a6f8e4c1b9d7a3f5e2c8b6d4a0f9e7c5b3a1d8f6e4c2a0b9d7e';
const IDS = [1, 2, 3, 4].map(
  (d) => `${d}`.repeat(8) + `-${d}${d}${d}${d}-4${d}${d}${d}-8${d}${d}${d}-` + `${d}`.repeat(12),
);
const CLIENT_SEED = potatoClientSeed(IDS);

/** The whole game played unattended: stage, survivors, deal, fuse, where each auto-pass landed, loser. */
const UNATTENDED: [stage: number, survivors: number[], start: number, fuse: number, passes: number[], loser: number][] =
  [
    [1, [0, 1, 2, 3], 3, 12, [0, 1, 2, 3, 1, 0, 3, 0, 3, 2, 1, 0], 0],
    [2, [1, 2, 3], 3, 1, [1], 1],
    [3, [2, 3], 2, 2, [3, 2], 2],
  ];

/** Deal and fuse of stages 1-8 with all eight seats alive (same seeds). */
const EIGHT_SEATS: [stage: number, start: number, fuse: number][] = [
  [1, 6, 12],
  [2, 6, 1],
  [3, 2, 2],
  [4, 3, 3],
  [5, 6, 9],
  [6, 3, 1],
  [7, 7, 5],
  [8, 3, 9],
];

describe('potato fairness', () => {
  it('writes the client seed as the seated ids joined with ":" and commits to SHA-256 of the seed', () => {
    expect(CLIENT_SEED.startsWith('11111111-1111-4111-8111-111111111111:22222222-2222-4222-8222-222222222222:')).toBe(
      true,
    );
    expect(sha256OfText(SERVER_SEED)).toBe('8f18c9f4b43da5f551625629da39deaaae364b9fe847e0e4397a14e6127610a6');
  });

  it.each(UNATTENDED)(
    'stage %i with %j deals to %i, explodes on pass %i, auto-passes %j, knocks out %i',
    (stage, survivors, start, fuse, passes, loser) => {
      const draw = potatoStageDraw(SERVER_SEED, CLIENT_SEED, stage, survivors);
      expect([draw.startSeat, draw.fuse]).toEqual([start, fuse]);
      const played = unattendedPotatoStage(SERVER_SEED, CLIENT_SEED, stage, survivors);
      expect(played).toEqual({
        stage,
        startSeat: start,
        fuse,
        passes: passes.map((to) => ({ to, auto: true })),
        loserSeat: loser,
      });
    },
  );

  it.each(EIGHT_SEATS)('stage %i with eight seats deals to %i with fuse %i', (stage, start, fuse) => {
    const draw = potatoStageDraw(SERVER_SEED, CLIENT_SEED, stage, [0, 1, 2, 3, 4, 5, 6, 7]);
    expect([draw.startSeat, draw.fuse]).toEqual([start, fuse]);
  });

  it('explodes on the first float under 1/4, at the latest on pass 24', () => {
    expect(potatoFuse([0.3, 0.25, 0.2499, 0.1])).toBe(3);
    expect(potatoFuse([0])).toBe(1);
    expect(potatoFuse(Array.from({ length: 24 }, () => 0.5))).toBe(POTATO_RULES.maxPasses);
    // The 24th float is never read: pass 24 explodes whatever it is.
    expect(potatoFuse([...Array.from({ length: 23 }, () => 0.9), 0.1])).toBe(24);
  });

  it('auto-passes to the other survivors in seat order, picked by floor(f · (k − 1))', () => {
    expect(potatoAutoTarget([1, 4, 6], 4, 0)).toBe(1);
    expect(potatoAutoTarget([1, 4, 6], 4, 0.4999)).toBe(1);
    expect(potatoAutoTarget([1, 4, 6], 4, 0.5)).toBe(6);
    expect(potatoAutoTarget([1, 4, 6], 1, 0.9999)).toBe(6);
    expect(() => potatoAutoTarget([1, 4], 4, 1)).toThrow(RangeError);
  });

  it('verifies a game with hand passes and reports a forged stage', () => {
    // Stage 1 by hand: four passes chosen by players, then the fuse's remaining passes automatic.
    const draw = potatoStageDraw(SERVER_SEED, CLIENT_SEED, 1, [0, 1, 2, 3]);
    const hand = [2, 1, 2, 3, 0, 3, 2, 0, 1, 3, 2].map((to) => ({ to, auto: false }));
    // Hand passes ended at seat 2; pass 12 timed out, so the server passed for seat 2 from the seeds.
    const last = potatoAutoTarget([0, 1, 2, 3], 2, draw.autoFloats[11]!);
    const stage1 = { stage: 1, startSeat: 3, fuse: 12, passes: [...hand, { to: last, auto: true }], loserSeat: last };
    const survivors2 = [0, 1, 2, 3].filter((s) => s !== last);
    const stage2 = unattendedPotatoStage(SERVER_SEED, CLIENT_SEED, 2, survivors2);
    const survivors3 = survivors2.filter((s) => s !== stage2.loserSeat);
    const stage3 = unattendedPotatoStage(SERVER_SEED, CLIENT_SEED, 3, survivors3);
    const input = {
      serverSeed: SERVER_SEED,
      serverSeedHash: sha256OfText(SERVER_SEED),
      clientSeed: CLIENT_SEED,
      seats: [0, 1, 2, 3],
      stages: [stage1, stage2, stage3],
    };
    const checked = verifyPotato(input);
    expect(checked.ok).toBe(true);
    expect(checked.winnerSeat).toBe(survivors3.find((s) => s !== stage3.loserSeat));
    // A stage that claims a longer fuse, an auto-pass the seeds did not pick, or a wrong hash all fail.
    expect(verifyPotato({ ...input, stages: [{ ...stage1, fuse: 13 }, stage2, stage3] }).stages[0]!.ok).toBe(false);
    const wrongAuto = { ...stage1, passes: [...hand, { to: [0, 1, 3].find((s) => s !== last)!, auto: true }] };
    expect(verifyPotato({ ...input, stages: [wrongAuto, stage2, stage3] }).ok).toBe(false);
    expect(verifyPotato({ ...input, serverSeedHash: '0'.repeat(64) }).seedMatchesHash).toBe(false);
    expect(verifyPotato({ ...input, serverSeed: 'nope' }).ok).toBe(false);
  });
});

describe('potato payout and edge', () => {
  it('pays the winner floor(pot × 95%) and leaves the rest with the house', () => {
    expect(potatoPayout(10, 2)).toEqual({ potCents: 20, payoutCents: 19, houseCents: 1 });
    expect(potatoPayout(50, 3)).toEqual({ potCents: 150, payoutCents: 142, houseCents: 8 });
    expect(potatoPayout(100_00, 8)).toEqual({ potCents: 800_00, payoutCents: 760_00, houseCents: 40_00 });
    expect(() => potatoPayout(10, 1)).toThrow(RangeError);
    expect(() => potatoPayout(10, 9)).toThrow(RangeError);
  });

  it('returns 95% (to within a cent of the pot) at every table and player count, never more', () => {
    for (const buyIn of POTATO_RULES.buyInsCents) {
      for (let players = 2; players <= POTATO_RULES.maxSeats; players++) {
        const r = potatoExpectedReturn(buyIn, players);
        expect(r).toBeLessThanOrEqual(0.95);
        expect(r).toBeGreaterThan(0.95 - 1 / (buyIn * players));
        expect(potatoPayout(buyIn, players).payoutCents).toBeLessThanOrEqual(2000_00);
      }
    }
  });

  it('names each fixed table by its buy-in', () => {
    expect(potatoTableId(50)).toBe('potato-50');
    expect(potatoTableBuyIn('potato-100')).toBe(100);
    expect(potatoTableBuyIn('potato-7')).toBeNull();
  });

  it('under random passing every player is equally likely to win (exact, by the holder distribution)', () => {
    // The holder after the deal is uniform; a random pass from a uniform holder to one of the other k−1
    // survivors leaves the holder uniform, whatever the fuse: each survivor is knocked out with chance 1/k.
    for (let k = 2; k <= 8; k++) {
      let p = Array.from({ length: k }, () => 1 / k);
      for (let pass = 0; pass < 30; pass++)
        p = p.map((_, to) => p.reduce((sum, q, from) => sum + (from === to ? 0 : q / (k - 1)), 0));
      for (const q of p) expect(q).toBeCloseTo(1 / k, 12);
    }
  });
});
