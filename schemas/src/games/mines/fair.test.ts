import { describe, expect, it } from 'vitest';
import { SEEDED_GAMES } from '../../fair/seeded-registry';
import { minesBoard, minesFromFloats, minesOutcome, minesVerifier } from './fair';
import { minesCellsMask } from './rules';

const A = 'a'.repeat(64);
const B = 'f170b5e6ab7ca559f0808b4ddc4a30bfc1c9d50eee9d035cc4ade6db560beee6';

describe('mines board (partial Fisher-Yates over the seed floats)', () => {
  it('matches vectors computed independently in python3 (hmac, hashlib)', () => {
    const vectors = [
      { serverSeed: A, clientSeed: 'client', nonce: 0, mines: 3, board: [1, 10, 12] },
      { serverSeed: A, clientSeed: 'client', nonce: 1, mines: 3, board: [0, 7, 12] },
      { serverSeed: B, clientSeed: 'lucky', nonce: 7, mines: 1, board: [11] },
      { serverSeed: B, clientSeed: 'lucky', nonce: 7, mines: 10, board: [0, 3, 5, 8, 11, 12, 16, 20, 23, 24] },
      {
        serverSeed: B,
        clientSeed: 'lucky',
        nonce: 42,
        mines: 24,
        board: [0, 1, 2, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24],
      },
      {
        serverSeed: A,
        clientSeed: 'x',
        nonce: 123,
        mines: 13,
        board: [0, 2, 5, 8, 11, 13, 15, 16, 17, 18, 20, 22, 24],
      },
    ];
    for (const v of vectors) expect(minesBoard(v, v.mines)).toEqual(v.board);
  });

  it('swaps position i with i + floor(f_i · (25 − i)): the extreme floats', () => {
    expect(minesFromFloats([0, 0, 0], 3)).toEqual([0, 1, 2]);
    expect(minesFromFloats([0.999999, 0.999999], 2)).toEqual([0, 24]);
    // f_0 = 0.5 → swap 0 with 12; f_1 = 0 → position 1 stays.
    expect(minesFromFloats([0.5, 0], 2)).toEqual([1, 12]);
  });

  it('puts each mine on each cell equally often (chi-square over 20,000 boards, 24 degrees of freedom)', () => {
    const counts = new Array<number>(25).fill(0);
    const boards = 20_000;
    for (let nonce = 0; nonce < boards; nonce++)
      for (const cell of minesBoard({ serverSeed: A, clientSeed: 'uniform', nonce }, 1)) counts[cell]!++;
    const expected = boards / 25;
    const chi = counts.reduce((sum, c) => sum + (c - expected) ** 2 / expected, 0);
    // The 99.9% quantile of chi-square with 24 degrees of freedom is 51.18.
    expect(chi).toBeLessThan(51.18);
  });
});

describe('mines outcome on the fairness center', () => {
  const seeds = { serverSeed: A, clientSeed: 'client', nonce: 0 }; // mines [1, 10, 12] with 3 mines

  it('is registered, and recomputes a won classic round', () => {
    expect(SEEDED_GAMES.mines).toBe(minesVerifier);
    const params = minesVerifier.params.parse({
      mines: 3,
      mode: 'classic',
      opened: minesCellsMask([0, 2, 3]),
      defusedAt: -1,
    });
    expect(minesVerifier.outcome(seeds, params)).toEqual({
      mines: [1, 10, 12],
      gems: [0, 2, 3],
      hitMines: [],
      defused: false,
      result: 'WIN',
      multiplier: 1.4785,
    });
  });

  it('a classic round ends on its mine; a Plus round defuses the first and ends on the second', () => {
    expect(
      minesOutcome(seeds, { mines: 3, mode: 'classic', opened: minesCellsMask([0, 1]), defusedAt: -1 }),
    ).toMatchObject({ hitMines: [1], result: 'LOSS', multiplier: 0 });
    expect(
      minesOutcome(seeds, { mines: 3, mode: 'plus', opened: minesCellsMask([0, 1, 2]), defusedAt: 1 }),
    ).toMatchObject({
      hitMines: [1],
      defused: true,
      result: 'WIN',
      multiplier: 0.5791,
    });
    expect(
      minesOutcome(seeds, { mines: 3, mode: 'plus', opened: minesCellsMask([0, 1, 10]), defusedAt: 1 }),
    ).toMatchObject({ result: 'LOSS', multiplier: 0 });
  });

  it('refuses a defusedAt that contradicts the opened cells', () => {
    expect(() =>
      minesOutcome(seeds, { mines: 3, mode: 'plus', opened: minesCellsMask([0, 1]), defusedAt: -1 }),
    ).toThrow(RangeError);
    expect(() => minesOutcome(seeds, { mines: 3, mode: 'classic', opened: minesCellsMask([0]), defusedAt: 0 })).toThrow(
      RangeError,
    );
    expect(minesVerifier.params.safeParse({ mines: 25, mode: 'classic', opened: 0, defusedAt: -1 }).success).toBe(
      false,
    );
  });
});
