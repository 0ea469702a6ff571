import { describe, expect, it } from 'vitest';
import { LAVA_RULES, LAVA_HOUSE_EDGE } from './constants';
import { sha256OfText } from '../../fair/hex';
import {
  decodeLavaCells,
  encodeLavaCells,
  LavaFairParams,
  lavaBoard,
  lavaMultiplier,
  lavaMultiplierFraction,
  lavaOutcome,
  lavaParams,
  lavaPayoutCents,
  lavaRowFactor,
  lavaRowFromFloats,
  lavaStep,
  lavaSurvival,
  lavaVerifier,
} from './fair';
import { SEEDED_GAMES } from '../../fair/seeded-registry';

/** Vectors computed independently with Python's hmac/hashlib/fractions from the algorithm text (LAVA_ALGORITHM). */
const SERVER_SEED = 'fde5d2a624d35262718ba0dd5374f99e5c215ebf602a9426af1f6d53760d187a';
const BOARDS: [clientSeed: string, nonce: number, board: number[][]][] = [
  [
    'lava player',
    0,
    [
      [4, 6],
      [6, 8],
      [4, 7],
      [1, 4],
      [4, 8],
    ],
  ],
  [
    'lava player',
    1,
    [
      [7, 8],
      [3, 8],
      [3, 8],
      [3, 5],
      [3, 7],
    ],
  ],
  [
    'lava player',
    42,
    [
      [7, 8],
      [4, 8],
      [1, 7],
      [1, 8],
      [5, 7],
    ],
  ],
  [
    'another seed',
    7,
    [
      [5, 6],
      [5, 8],
      [2, 8],
      [2, 7],
      [2, 8],
    ],
  ],
];
const PAYOUTS: [stakeCents: number, opens: number[], payoutCents: number, multiplier: number][] = [
  [1234, [1, 3, 2], 7782, 6.3068],
  [20000, [5], 168933, 8.4466],
  [999, [1, 1, 1, 1, 1], 3809, 3.8136],
  [15000, [4], 63350, 4.2233],
  // 15,575,383.04x uncapped: the rules refuse such a row before it is played; the pay-out itself is capped too.
  [10, [6, 6, 6, 6, 6], LAVA_RULES.maxWinCents, 15575383.04],
];

const subsets = (n: number, k: number): number[][] => {
  if (k === 0) return [[]];
  if (n < k) return [];
  return [...subsets(n - 1, k - 1).map((s) => [...s, n]), ...subsets(n - 1, k)];
};

describe('lava fairness', () => {
  it('publishes the seed commitment the vectors use', () => {
    expect(SERVER_SEED).toBe(sha256OfText('arena lava vectors'));
    expect(sha256OfText(SERVER_SEED)).toBe('d4c4c6abc0a193458b574532721ea8d5a70ecbc318ecda07d6e671d1aa5c66c4');
  });

  it.each(BOARDS)('board of client seed %s, nonce %i', (clientSeed, nonce, board) => {
    expect(lavaBoard({ serverSeed: SERVER_SEED, clientSeed, nonce })).toEqual(board);
  });

  it.each(PAYOUTS)('stake %i crossing rows opened %j pays %i (%fx)', (stake, opens, payout, multiplier) => {
    expect(lavaPayoutCents(stake, opens)).toBe(payout);
    expect(lavaMultiplier(opens)).toBe(multiplier);
  });

  it('plays one step as a pure function of seeds, row and cells', () => {
    const seeds = { serverSeed: SERVER_SEED, clientSeed: 'lava player', nonce: 0 };
    expect(lavaStep(seeds, 1, [1, 2, 3])).toEqual({ lava: [4, 6], safe: true });
    expect(lavaStep(seeds, 1, [3, 4])).toEqual({ lava: [4, 6], safe: false });
    expect(lavaStep(seeds, 2, [1, 2, 3, 4, 5, 7])).toEqual({ lava: [6, 8], safe: true });
  });

  it('computes a whole game from the stored params, stopping at the first lava', () => {
    const seeds = { serverSeed: SERVER_SEED, clientSeed: 'lava player', nonce: 0 };
    const won = lavaOutcome(seeds, lavaParams(1234, [[1], [1, 2, 3], [1, 2]]));
    expect(won).toMatchObject({ result: 'WIN', rowsCrossed: 3, multiplier: 6.3068, payoutCents: 7782 });
    expect(won.rows.map((r) => r.lava)).toEqual([
      [4, 6],
      [6, 8],
      [4, 7],
    ]);
    const lost = lavaOutcome(seeds, lavaParams(1234, [[1], [8], [1]]));
    expect(lost).toMatchObject({ result: 'LOSS', rowsCrossed: 1, multiplier: 0, payoutCents: 0 });
    expect(lost.rows).toHaveLength(2);
    expect(lavaOutcome(seeds, lavaParams(1234, []))).toMatchObject({ result: 'NONE', payoutCents: 0 });
    expect(lavaVerifier.outcome(seeds, lavaParams(1234, [[1], [1, 2, 3], [1, 2]]))).toEqual(won);
    expect(SEEDED_GAMES.lava).toBe(lavaVerifier);
  });

  it('stores rows as digit codes the verifier form can hold', () => {
    expect(encodeLavaCells([7, 2, 5])).toBe(257);
    expect(decodeLavaCells(257)).toEqual([2, 5, 7]);
    expect(decodeLavaCells(0)).toEqual([]);
    expect(decodeLavaCells(19)).toBeNull();
    expect(decodeLavaCells(1123)).toBeNull();
    expect(decodeLavaCells(1234567)).toBeNull();
    const params = lavaParams(500, [[1, 8], [3]]);
    expect(params).toEqual({ stakeCents: 500, row1: 18, row2: 3, row3: 0, row4: 0, row5: 0 });
    expect(LavaFairParams.safeParse(params).success).toBe(true);
    expect(LavaFairParams.safeParse({ ...params, row2: 0, row3: 4 }).success).toBe(false);
    expect(LavaFairParams.safeParse({ ...params, row1: 99 }).success).toBe(false);
    expect(lavaVerifier.fields.map((f) => f.name)).toEqual(['stakeCents', 'row1', 'row2', 'row3', 'row4', 'row5']);
  });

  it('hides lava in 2 of 8 cells, every pair equally often over the 8 × 7 shuffle draws', () => {
    const seen = new Map<string, number>();
    for (let a = 0; a < 8; a++) {
      for (let b = 0; b < 7; b++) {
        const lava = lavaRowFromFloats([(a + 0.5) / 8, (b + 0.5) / 7], 1);
        seen.set(lava.join(','), (seen.get(lava.join(',')) ?? 0) + 1);
      }
    }
    expect(seen.size).toBe(28);
    expect([...seen.values()].every((n) => n === 2)).toBe(true);
  });

  // Every choice: each count k and each set of k cells, over the 56 equally likely shuffle draws of one row.
  it.each([1, 2, 3, 4, 5, 6])('opening %i cells returns exactly 1 − edge, whichever cells', (k) => {
    const { num, den } = lavaSurvival(k);
    for (const cells of subsets(LAVA_RULES.cells, k)) {
      let safe = 0;
      for (let a = 0; a < 8; a++) {
        for (let b = 0; b < 7; b++) {
          const lava = lavaRowFromFloats([(a + 0.5) / 8, (b + 0.5) / 7], 1);
          if (cells.every((c) => !lava.includes(c))) safe++;
        }
      }
      // safe / 56 = C(6,k) / C(8,k), exactly.
      expect(safe * den).toBe(56 * num);
    }
    // Expected multiplier of the step = chance × factor × (1 − edge) = 1 − edge, as exact fractions.
    const factor = lavaRowFactor(k);
    expect(num * factor.num).toBe(den * factor.den);
    const after = lavaMultiplierFraction([k]);
    expect(BigInt(num) * after.num * 1000n).toBe(
      BigInt(den) * after.den * BigInt(Math.round((1 - LAVA_HOUSE_EDGE) * 1000)),
    );
  });

  it('makes stopping and going on worth the same at every state (edge taken once, never compounded)', () => {
    const histories = [[], [1], [6], [2, 3], [5, 1, 4], [1, 2, 3, 4]];
    for (const history of histories) {
      const now = lavaMultiplierFraction(history.length ? history : []);
      for (let k = LAVA_RULES.minOpen; k <= LAVA_RULES.maxOpen; k++) {
        const next = lavaMultiplierFraction([...history, k]);
        const chance = lavaSurvival(k);
        // chance × next multiplier = current multiplier
        expect(BigInt(chance.num) * next.num * now.den).toBe(BigInt(chance.den) * next.den * now.num);
      }
    }
  });
});
