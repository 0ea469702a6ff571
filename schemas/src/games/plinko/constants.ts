import { ROUND_LIMITS } from '../../rules/platform';

/** Not in the spec: chosen like Stake's plinko (1%); PLINKO_RULES.payoutTables return 99%. */
export const PLINKO_HOUSE_EDGE = 0.01;
/** Plinko is played against the house, so a bonus balance may stake it (rules/bonus-stakes.ts). */
export const PLINKO_BONUS_STAKES = true;

/**
 * Plinko: a ball falls through `rows` rows of pegs (8-16); at row i it goes left or right by float i of the
 * bet (direction floor(f_i · 2): 0 left, 1 right) and lands in bucket k = the number of rights (0..rows). A
 * bucket pays stake × its multiplier, floored to the cent: payoutCents = floor(stakeCents · hundredths / 100).
 * Each table returns 1 − PLINKO_HOUSE_EDGE = 99% to within 0.03% (Σ C(rows,k)/2^rows · m_k, tested); the
 * floor costs less than one cent per ball on top, and nothing on a stake in whole dimes (every multiplier is a
 * whole tenth). A stake is at most `maxBetCents` ($200 per round) and at
 * most what keeps the table's top multiplier within ROUND_LIMITS.maxWinCents ($2000), so a payout is never
 * capped and the return stays exact. Real or bonus balance (PLINKO_BONUS_STAKES); winnings go back to the same balance.
 */
export const PLINKO_RULES = {
  minRows: 8,
  maxRows: 16,
  risks: ['low', 'medium', 'high'],
  minBetCents: 10,
  maxBetCents: ROUND_LIMITS.maxSkinValueCents,
  maxWinCents: ROUND_LIMITS.maxWinCents,
  edge: PLINKO_HOUSE_EDGE,
  /** Bucket multipliers in hundredths, by rows then risk, bucket 0 (all lefts) first; symmetric. */
  payoutTables: {
    8: {
      low: [560, 210, 110, 100, 50, 100, 110, 210, 560],
      medium: [1310, 300, 130, 70, 40, 70, 130, 300, 1310],
      high: [2890, 400, 150, 30, 20, 30, 150, 400, 2890],
    },
    9: {
      low: [560, 200, 160, 100, 70, 70, 100, 160, 200, 560],
      medium: [1770, 400, 170, 90, 50, 50, 90, 170, 400, 1770],
      high: [4290, 700, 200, 60, 20, 20, 60, 200, 700, 4290],
    },
    10: {
      low: [890, 300, 140, 110, 100, 50, 100, 110, 140, 300, 890],
      medium: [2240, 500, 200, 140, 60, 40, 60, 140, 200, 500, 2240],
      high: [7580, 1000, 300, 90, 30, 20, 30, 90, 300, 1000, 7580],
    },
    11: {
      low: [840, 300, 190, 130, 100, 70, 70, 100, 130, 190, 300, 840],
      medium: [2400, 600, 300, 180, 70, 50, 50, 70, 180, 300, 600, 2400],
      high: [11860, 1400, 520, 140, 40, 20, 20, 40, 140, 520, 1400, 11860],
    },
    12: {
      low: [1000, 300, 160, 140, 110, 100, 50, 100, 110, 140, 160, 300, 1000],
      medium: [3300, 1100, 400, 200, 110, 60, 30, 60, 110, 200, 400, 1100, 3300],
      high: [17000, 2380, 810, 200, 70, 20, 20, 20, 70, 200, 810, 2380, 17000],
    },
    13: {
      low: [810, 400, 300, 190, 120, 90, 70, 70, 90, 120, 190, 300, 400, 810],
      medium: [4300, 1300, 600, 300, 130, 70, 40, 40, 70, 130, 300, 600, 1300, 4300],
      high: [26000, 3680, 1100, 400, 100, 20, 20, 20, 20, 100, 400, 1100, 3680, 26000],
    },
    14: {
      low: [710, 400, 190, 140, 130, 110, 100, 50, 100, 110, 130, 140, 190, 400, 710],
      medium: [5800, 1500, 700, 400, 190, 100, 50, 20, 50, 100, 190, 400, 700, 1500, 5800],
      high: [42000, 5600, 1800, 500, 190, 30, 20, 20, 20, 30, 190, 500, 1800, 5600, 42000],
    },
    15: {
      low: [1500, 800, 300, 200, 150, 110, 100, 70, 70, 100, 110, 150, 200, 300, 800, 1500],
      medium: [8800, 1800, 1100, 500, 300, 130, 50, 30, 30, 50, 130, 300, 500, 1100, 1800, 8800],
      high: [62000, 8300, 2700, 800, 300, 50, 20, 20, 20, 20, 50, 300, 800, 2700, 8300, 62000],
    },
    16: {
      low: [1600, 900, 200, 140, 140, 120, 110, 100, 50, 100, 110, 120, 140, 140, 200, 900, 1600],
      medium: [11000, 4100, 1000, 500, 300, 150, 100, 50, 30, 50, 100, 150, 300, 500, 1000, 4100, 11000],
      high: [100000, 13000, 2600, 900, 400, 200, 20, 20, 20, 20, 20, 200, 400, 900, 2600, 13000, 100000],
    },
  },
  historyPageSize: 20,
} as const;
