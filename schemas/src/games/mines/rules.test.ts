import { describe, expect, it } from 'vitest';
import { MINES_RULES } from './constants';
import {
  type Fraction,
  type MinesMode,
  minesChoose,
  minesCellsMask,
  minesMaskCells,
  minesMultiplier,
  minesMultiplierFraction,
  minesPayout,
  minesStakeRefusal,
} from './rules';

const N = MINES_RULES.cells;
const R: Fraction = { num: BigInt(MINES_RULES.returnBasisPoints), den: 10_000n };

const frac = (num: bigint | number, den: bigint | number = 1n): Fraction => ({ num: BigInt(num), den: BigInt(den) });
const add = (a: Fraction, b: Fraction): Fraction => ({ num: a.num * b.den + b.num * a.den, den: a.den * b.den });
const mul = (a: Fraction, b: Fraction): Fraction => ({ num: a.num * b.num, den: a.den * b.den });
const same = (a: Fraction, b: Fraction) => a.num * b.den === b.num * a.den;
const V = (mines: number, mode: MinesMode, gems: number, defusedAt: number | null = null) =>
  minesMultiplierFraction({ mines, mode, gems, defusedAt });
/** Chance that the next cell is a gem: `left` unopened cells of which `safe` are gems. */
const gem = (safe: number, left: number) => frac(safe, left);

/** Exact expected return of "take winnings after k gems" (always defusing in Plus). */
function fixedK(m: number, mode: MinesMode, k: number): Fraction {
  let reachNoMine = frac(1);
  let total = frac(0);
  for (let j = 0; j < k; j++) {
    if (mode === 'plus') {
      // Hit the mine after j gems, defuse it, then find the k − j remaining gems on 24 − j cells with m − 1 mines.
      let path = mul(reachNoMine, gem(m, N - j));
      for (let i = j; i < k; i++) path = mul(path, gem(N - m - i, N - 1 - i));
      total = add(total, mul(path, V(m, 'plus', k, j)));
    }
    reachNoMine = mul(reachNoMine, gem(N - m - j, N - j));
  }
  return add(total, mul(reachNoMine, V(m, mode, k)));
}

/** Exact expected return of the strategy that plays on to K gems but takes winnings right after a defuse (when it has a gem). */
function stopAfterDefuse(m: number, K: number): Fraction {
  let reach = frac(1);
  let total = frac(0);
  for (let j = 0; j < K; j++) {
    const hit = mul(reach, gem(m, N - j));
    if (j >= 1) total = add(total, mul(hit, V(m, 'plus', j, j)));
    else total = add(total, mul(mul(hit, gem(N - m, N - 1)), V(m, 'plus', 1, 0)));
    reach = mul(reach, gem(N - m - j, N - j));
  }
  return add(total, mul(reach, V(m, 'plus', K)));
}

describe('mines multipliers', () => {
  it('match the closed forms, computed independently in python3 (fractions.Fraction)', () => {
    const vectors = [
      { mines: 3, gems: 5, mode: 'classic', defusedAt: null, num: 759n, den: 380n, display: 1.9973, payout1234: 2464 },
      {
        mines: 3,
        gems: 5,
        mode: 'plus',
        defusedAt: null,
        num: 9694737n,
        den: 6809600n,
        display: 1.4236,
        payout1234: 1756,
      },
      { mines: 3, gems: 5, mode: 'plus', defusedAt: 2, num: 4653n, den: 6080n, display: 0.7652, payout1234: 944 },
      { mines: 3, gems: 5, mode: 'plus', defusedAt: 0, num: 759n, den: 950n, display: 0.7989, payout1234: 985 },
      { mines: 24, gems: 1, mode: 'plus', defusedAt: null, num: 1287n, den: 100n, display: 12.87, payout1234: 15881 },
      { mines: 24, gems: 1, mode: 'plus', defusedAt: 0, num: 297n, den: 25n, display: 11.88, payout1234: 14659 },
      {
        mines: 1,
        gems: 24,
        mode: 'plus',
        defusedAt: null,
        num: 1564331254667181n,
        den: 281474976710656n,
        display: 5.5576,
        payout1234: 6858,
      },
      { mines: 1, gems: 3, mode: 'plus', defusedAt: 3, num: 62181n, den: 117760n, display: 0.528, payout1234: 651 },
      {
        mines: 10,
        gems: 4,
        mode: 'classic',
        defusedAt: null,
        num: 8349n,
        den: 910n,
        display: 9.1747,
        payout1234: 11321,
      },
      { mines: 12, gems: 6, mode: 'plus', defusedAt: 1, num: 639331n, den: 20800n, display: 30.737, payout1234: 37929 },
      {
        mines: 20,
        gems: 5,
        mode: 'plus',
        defusedAt: null,
        num: 297297n,
        den: 100n,
        display: 2972.97,
        payout1234: 3668644,
      },
    ] as const;
    for (const v of vectors) {
      const position = { mines: v.mines, gems: v.gems, mode: v.mode, defusedAt: v.defusedAt };
      expect(minesMultiplierFraction(position)).toEqual({ num: v.num, den: v.den });
      expect(minesMultiplier(position)).toBe(v.display);
      const payout = Math.min(v.payout1234, MINES_RULES.maxWinCents);
      expect(minesPayout(1234, position)).toEqual({ payoutCents: payout, capped: payout === MINES_RULES.maxWinCents });
    }
  });

  it('classic: (1 - edge) · C(25, k) / C(25 - m, k), and the start is 0.99 in every mode', () => {
    for (let m = 1; m <= 24; m++) {
      for (let k = 0; k <= N - m; k++)
        expect(same(V(m, 'classic', k), mul(R, frac(minesChoose(25, k), minesChoose(25 - m, k))))).toBe(true);
      expect(same(V(m, 'plus', 0), R)).toBe(true);
    }
  });

  it('every "take after k gems" returns exactly 1 - edge, classic and Plus, for every m and k', () => {
    for (let m = 1; m <= 24; m++) {
      for (let k = 1; k <= N - m; k++) {
        expect(same(fixedK(m, 'classic', k), R), `classic m=${m} k=${k}`).toBe(true);
        expect(same(fixedK(m, 'plus', k), R), `plus m=${m} k=${k}`).toBe(true);
      }
    }
  });

  it('is a martingale in every state, so no adaptive strategy beats 1 - edge (e.g. stopping right after the defuse)', () => {
    for (let m = 1; m <= 24; m++) {
      for (let j = 0; j < N - m; j++) {
        // Classic and Plus with the defuse unused: this multiplier = gem chance × next + mine chance × (0 | defused).
        const g = gem(N - m - j, N - j);
        const miss = gem(m, N - j);
        expect(same(V(m, 'classic', j), mul(g, V(m, 'classic', j + 1)))).toBe(true);
        expect(same(V(m, 'plus', j), add(mul(g, V(m, 'plus', j + 1)), mul(miss, V(m, 'plus', j, j))))).toBe(true);
        // After a defuse at d ≤ j: 24 − j cells left, m − 1 mines.
        for (let d = 0; d <= j; d++) {
          expect(same(V(m, 'plus', j, d), mul(gem(N - m - j, N - 1 - j), V(m, 'plus', j + 1, d)))).toBe(true);
        }
      }
      for (let K = 1; K <= N - m; K++) expect(same(stopAfterDefuse(m, K), R), `m=${m} K=${K}`).toBe(true);
    }
  });

  it('the defuse keeps half the multiplier', () => {
    for (let m = 1; m <= 24; m++)
      for (let j = 0; j < N - m; j++) expect(same(V(m, 'plus', j, j), mul(V(m, 'plus', j), frac(1, 2)))).toBe(true);
  });

  it('pays floor(stake × multiplier) and caps at the max win', () => {
    expect(minesPayout(100, { mines: 3, mode: 'classic', gems: 1, defusedAt: null })).toEqual({
      payoutCents: 112,
      capped: false,
    });
    expect(minesPayout(200_00, { mines: 24, mode: 'classic', gems: 1, defusedAt: null })).toEqual({
      payoutCents: 2000_00,
      capped: true,
    });
    expect(minesPayout(10, { mines: 1, mode: 'classic', gems: 0, defusedAt: null })).toEqual({
      payoutCents: 9,
      capped: false,
    });
  });

  it('refuses positions the rules never reach', () => {
    expect(() => V(3, 'classic', 23)).toThrow(RangeError);
    expect(() => V(3, 'classic', 2, 1)).toThrow(RangeError);
    expect(() => V(3, 'plus', 2, 3)).toThrow(RangeError);
    expect(() => V(0, 'classic', 0)).toThrow(RangeError);
  });
});

describe('mines cells and stakes', () => {
  it('masks round-trip', () => {
    expect(minesMaskCells(minesCellsMask([0, 24, 7]))).toEqual([0, 7, 24]);
    expect(minesCellsMask([24])).toBe(16_777_216);
    expect(minesMaskCells(0)).toEqual([]);
  });

  it('refuses each bad stake with its key', () => {
    const ok = { mines: 3, amountCents: 100, skins: 0, skinsCents: 0 };
    expect(minesStakeRefusal(ok)).toBeNull();
    expect(minesStakeRefusal({ ...ok, mines: 0 })).toEqual({ key: 'MINES.BAD_MINES', args: [1, 24] });
    expect(minesStakeRefusal({ ...ok, mines: 25 })).toEqual({ key: 'MINES.BAD_MINES', args: [1, 24] });
    expect(minesStakeRefusal({ ...ok, amountCents: null })).toEqual({ key: 'MINES.NOTHING_SELECTED', args: [] });
    expect(minesStakeRefusal({ ...ok, skins: 1, skinsCents: 500 })).toEqual({ key: 'MINES.ONE_STAKE', args: [] });
    expect(minesStakeRefusal({ ...ok, amountCents: -5 })).toEqual({ key: 'BET.AMOUNT_LOW', args: [] });
    expect(minesStakeRefusal({ ...ok, amountCents: 9 })).toEqual({ key: 'BET.MIN_LIMIT', args: ['0.10'] });
    expect(minesStakeRefusal({ ...ok, amountCents: 200_01 })).toEqual({ key: 'MINES.ENTRY_LIMIT', args: ['200.00'] });
    expect(minesStakeRefusal({ ...ok, amountCents: null, skins: 11, skinsCents: 1100 })).toEqual({
      key: 'MINES.MAX_SKINS',
      args: [10],
    });
    expect(minesStakeRefusal({ ...ok, amountCents: null, skins: 2, skinsCents: 250_00 })).toEqual({
      key: 'MINES.ENTRY_LIMIT',
      args: ['200.00'],
    });
    expect(minesStakeRefusal({ ...ok, amountCents: null, skins: 2, skinsCents: 150_00 })).toBeNull();
  });
});
