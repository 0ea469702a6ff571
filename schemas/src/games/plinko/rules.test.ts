import { describe, expect, it } from 'vitest';
import { ROUND_LIMITS } from '../../constants';
import { PLINKO_RULES, PLINKO_HOUSE_EDGE } from './constants';
import {
  PLINKO_ROW_COUNTS,
  type PlinkoRisk,
  checkPlinkoStake,
  plinkoMaxBetCents,
  plinkoMultipliers,
  plinkoPayoutCents,
} from './rules';

const BOARDS = PLINKO_ROW_COUNTS.flatMap((rows) =>
  PLINKO_RULES.risks.map((risk) => ({ rows, risk: risk as PlinkoRisk })),
);

function choose(n: number, k: number): number {
  let value = 1;
  for (let i = 1; i <= k; i++) value = (value * (n - k + i)) / i;
  return Math.round(value);
}

/** P(bucket k) = C(rows, k) / 2^rows: each row is an independent fair left/right. */
const bucketChance = (rows: number, k: number) => choose(rows, k) / 2 ** rows;

/** Σ P(k) · m_k, in multiples of the stake. */
function tableReturn(rows: number, risk: PlinkoRisk): number {
  return plinkoMultipliers(rows, risk).reduce(
    (sum, hundredths, k) => sum + bucketChance(rows, k) * (hundredths / 100),
    0,
  );
}

describe('plinko payout tables', () => {
  it('has 27 boards (8-16 rows × low/medium/high), each with rows + 1 symmetric buckets', () => {
    expect(BOARDS).toHaveLength(27);
    for (const { rows, risk } of BOARDS) {
      const table = plinkoMultipliers(rows, risk);
      expect(table).toHaveLength(rows + 1);
      expect([...table].reverse()).toEqual([...table]);
      for (const m of table) {
        expect(Number.isSafeInteger(m) && m > 0).toBe(true);
        // Whole tenths: a stake in whole dimes is paid exactly, with no rounding at all.
        expect(m % 10).toBe(0);
      }
      // Edges pay most: the multipliers never rise towards the middle.
      for (let k = 1; k <= rows / 2; k++) expect(table[k]!).toBeLessThanOrEqual(table[k - 1]!);
    }
  });

  it.each(BOARDS)('$rows rows $risk returns 1 − edge (99%) within 0.1%', ({ rows, risk }) => {
    expect(PLINKO_HOUSE_EDGE).toBe(0.01);
    expect(Math.abs(tableReturn(rows, risk) - (1 - PLINKO_HOUSE_EDGE))).toBeLessThanOrEqual(0.001);
  });

  it('higher risk pays more at the edges and less in the middle', () => {
    for (const rows of PLINKO_ROW_COUNTS) {
      const [low, medium, high] = (['low', 'medium', 'high'] as const).map((risk) => plinkoMultipliers(rows, risk));
      expect(low![0]!).toBeLessThan(medium![0]!);
      expect(medium![0]!).toBeLessThan(high![0]!);
      const mid = Math.floor(rows / 2);
      expect(high![mid]!).toBeLessThanOrEqual(medium![mid]!);
      expect(medium![mid]!).toBeLessThanOrEqual(low![mid]!);
    }
  });

  it('refuses boards that do not exist', () => {
    expect(() => plinkoMultipliers(7, 'low')).toThrow(RangeError);
    expect(() => plinkoMultipliers(17, 'low')).toThrow(RangeError);
    expect(() => plinkoMultipliers(8.5, 'low')).toThrow(RangeError);
    expect(() => plinkoMultipliers(8, 'wild' as PlinkoRisk)).toThrow(RangeError);
  });
});

describe('plinko payouts in cents', () => {
  it('floors stake × multiplier to the cent', () => {
    expect(plinkoPayoutCents(100, 560)).toBe(560);
    expect(plinkoPayoutCents(15, 210)).toBe(31); // 31.5
    expect(plinkoPayoutCents(11, 20)).toBe(2); // 2.2
    expect(plinkoPayoutCents(199, 100000)).toBe(199_000);
    expect(plinkoPayoutCents(20_000, 20)).toBe(4_000);
  });

  it('pays a stake in whole dimes exactly, and costs any other stake less than one cent per ball', () => {
    for (const { rows, risk } of BOARDS) {
      const table = plinkoMultipliers(rows, risk);
      const exact = tableReturn(rows, risk);
      for (const stake of [10, 11, 13, 19, 37, 99, 100, 101, 1234, plinkoMaxBetCents(rows, risk)]) {
        const paid = table.reduce((sum, m, k) => sum + bucketChance(rows, k) * plinkoPayoutCents(stake, m), 0) / stake;
        if (stake % 10 === 0) expect(paid).toBeCloseTo(exact, 12);
        expect(paid).toBeLessThanOrEqual(exact + 1e-12);
        expect(exact - paid).toBeLessThan(1 / stake);
      }
    }
  });
});

describe('plinko stake limits', () => {
  it('allows $200 at most, less where the top bucket would pass the $2000 win limit', () => {
    expect(plinkoMaxBetCents(8, 'low')).toBe(ROUND_LIMITS.maxSkinValueCents);
    expect(plinkoMaxBetCents(16, 'high')).toBe(200); // 1000× → $2.00
    expect(plinkoMaxBetCents(8, 'high')).toBe(6_920); // 28.9× → floor(200000 / 28.9)
    for (const { rows, risk } of BOARDS) {
      const max = plinkoMaxBetCents(rows, risk);
      const top = Math.max(...plinkoMultipliers(rows, risk));
      expect(plinkoPayoutCents(max, top)).toBeLessThanOrEqual(ROUND_LIMITS.maxWinCents);
      if (max < PLINKO_RULES.maxBetCents)
        expect(plinkoPayoutCents(max + 1, top)).toBeGreaterThan(ROUND_LIMITS.maxWinCents);
    }
  });

  it('names the refused limit with its catalogue key', () => {
    expect(checkPlinkoStake({ amountCents: 100, rows: 12, risk: 'medium' })).toBeNull();
    expect(checkPlinkoStake({ amountCents: 0, rows: 12, risk: 'medium' })).toEqual({ key: 'BET.AMOUNT_LOW', args: [] });
    expect(checkPlinkoStake({ amountCents: -5, rows: 12, risk: 'medium' })).toEqual({
      key: 'BET.AMOUNT_LOW',
      args: [],
    });
    expect(checkPlinkoStake({ amountCents: 9, rows: 12, risk: 'medium' })).toEqual({
      key: 'BET.MIN_LIMIT',
      args: ['0.10'],
    });
    expect(checkPlinkoStake({ amountCents: 10, rows: 12, risk: 'medium' })).toBeNull();
    expect(checkPlinkoStake({ amountCents: 20_000, rows: 8, risk: 'low' })).toBeNull();
    expect(checkPlinkoStake({ amountCents: 20_001, rows: 8, risk: 'low' })).toEqual({
      key: 'BET.MAX_LIMIT',
      args: ['200.00'],
    });
    expect(checkPlinkoStake({ amountCents: 201, rows: 16, risk: 'high' })).toEqual({
      key: 'BET.MAX_LIMIT',
      args: ['2.00'],
    });
    expect(checkPlinkoStake({ amountCents: 200, rows: 16, risk: 'high' })).toBeNull();
  });
});
