import { describe, expect, it } from 'vitest';
import { PLINKO_RULES, PLINKO_HOUSE_EDGE } from './constants';
import { plinkoOutcome } from './fair';
import { sha256OfText } from '../../fair/hex';
import { PLINKO_ROW_COUNTS, type PlinkoRisk, plinkoMultipliers, plinkoPayoutCents } from './rules';

const PLAYS = 100_000;
const STAKE_CENTS = 100;
const BOARDS = PLINKO_ROW_COUNTS.flatMap((rows) =>
  PLINKO_RULES.risks.map((risk) => ({ rows, risk: risk as PlinkoRisk })),
);

function choose(n: number, k: number): number {
  let value = 1;
  for (let i = 1; i <= k; i++) value = (value * (n - k + i)) / i;
  return Math.round(value);
}

/** Mean and variance of one ball's return (multiples of the stake) on a board, from the binomial. */
function moments(rows: number, risk: PlinkoRisk): { mean: number; variance: number } {
  const table = plinkoMultipliers(rows, risk);
  let mean = 0;
  let square = 0;
  table.forEach((hundredths, k) => {
    const p = choose(rows, k) / 2 ** rows;
    mean += p * (hundredths / 100);
    square += p * (hundredths / 100) ** 2;
  });
  return { mean, variance: square - mean * mean };
}

describe('plinko simulation', () => {
  it('100,000 balls through the seeded outcome return 99% within 3 standard errors', () => {
    // One fixed seed pair, nonces 0..99,999, the boards taken in turn: the server's exact function, reproducible.
    const serverSeed = sha256OfText('plinko simulation server seed');
    let paid = 0;
    let expected = 0;
    let variance = 0;
    let rights = 0;
    let directions = 0;
    const buckets = new Map<number, number[]>(PLINKO_ROW_COUNTS.map((rows) => [rows, Array<number>(rows + 1).fill(0)]));
    for (let nonce = 0; nonce < PLAYS; nonce++) {
      const { rows, risk } = BOARDS[nonce % BOARDS.length]!;
      const outcome = plinkoOutcome({ serverSeed, clientSeed: 'simulation', nonce }, { rows, risk });
      paid += plinkoPayoutCents(STAKE_CENTS, outcome.multiplierHundredths);
      const m = moments(rows, risk);
      expected += m.mean;
      variance += m.variance;
      rights += outcome.bucket;
      buckets.get(rows)![outcome.bucket]!++;
      directions += rows;
    }
    const empirical = paid / (STAKE_CENTS * PLAYS);
    const standardError = Math.sqrt(variance) / PLAYS;
    // The tables' own mean return is 1 − edge within 0.03% (rules.test.ts); the sample must sit within 3 SE of it.
    expect(Math.abs(expected / PLAYS - (1 - PLINKO_HOUSE_EDGE))).toBeLessThan(0.0003);
    console.log(
      `plinko simulation: return ${(empirical * 100).toFixed(3)}% over ${PLAYS} balls, SE ${(standardError * 100).toFixed(3)}%`,
    );
    expect(Math.abs(empirical - (1 - PLINKO_HOUSE_EDGE))).toBeLessThan(3 * standardError + 0.0003);
    // Each bounce is a fair coin: the share of rights is 1/2 within 4 standard errors.
    expect(Math.abs(rights / directions - 0.5)).toBeLessThan(4 * Math.sqrt(0.25 / directions));
    // Buckets follow the binomial on every row count (chi-square, thin tails merged; fails by chance 1 in 10,000).
    for (const [rows, counts] of buckets) {
      const { statistic, degrees } = chiSquare(rows, counts);
      expect(statistic, `${rows} rows`).toBeLessThan(chiSquareQuantile9999(degrees));
    }
  });
});

/** Pearson's statistic of bucket counts against C(rows,k)/2^rows, tails merged until each bin expects ≥ 5. */
function chiSquare(rows: number, counts: readonly number[]): { statistic: number; degrees: number } {
  const total = counts.reduce((a, b) => a + b, 0);
  const bins: { observed: number; expected: number }[] = [];
  let open = { observed: 0, expected: 0 };
  for (let k = 0; k <= rows; k++) {
    open.observed += counts[k]!;
    open.expected += (total * choose(rows, k)) / 2 ** rows;
    if (open.expected >= 5 && k < rows) {
      bins.push(open);
      open = { observed: 0, expected: 0 };
    }
  }
  if (open.expected >= 5 || bins.length === 0) bins.push(open);
  else {
    bins.at(-1)!.observed += open.observed;
    bins.at(-1)!.expected += open.expected;
  }
  const statistic = bins.reduce((sum, b) => sum + (b.observed - b.expected) ** 2 / b.expected, 0);
  return { statistic, degrees: bins.length - 1 };
}

/** Wilson–Hilferty: the chi-square quantile 0.9999 (z = 3.719) for `k` degrees of freedom. */
function chiSquareQuantile9999(k: number): number {
  const z = 3.719;
  return k * (1 - 2 / (9 * k) + z * Math.sqrt(2 / (9 * k))) ** 3;
}
