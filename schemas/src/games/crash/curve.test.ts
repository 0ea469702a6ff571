import { describe, expect, it } from 'vitest';
import { CRASH_K } from '../../fair/crash-point';
import { multiplierAtMs, multiplierHundredthsAtMs, msToReachHundredths, payoutCents } from './curve';

/** The contract between the two: the floored multiplier reaches h exactly from msToReachHundredths(h). */
function expectBoundary(hundredths: number): void {
  const ms = msToReachHundredths(hundredths);
  expect(multiplierHundredthsAtMs(ms), `at ${ms} ms for ${hundredths}`).toBeGreaterThanOrEqual(hundredths);
  if (ms > 0)
    expect(multiplierHundredthsAtMs(ms - 0.001), `before ${ms} ms for ${hundredths}`).toBeLessThan(hundredths);
}

describe('crash curve', () => {
  it('follows e^(0.00006 · ms)', () => {
    expect(multiplierAtMs(0)).toBe(1);
    expect(multiplierAtMs(-500)).toBe(1);
    expect(multiplierAtMs(10_000)).toBeCloseTo(Math.E ** 0.6, 12);
    expect(multiplierHundredthsAtMs(10_000)).toBe(182);
    expect(multiplierHundredthsAtMs(0)).toBe(100);
    // 2× at ln 2 / 0.00006 = 11,552.45 ms, so the first whole millisecond is 11,553.
    expect(msToReachHundredths(200)).toBe(11_553);
    expect(msToReachHundredths(100)).toBe(0);
    expect(msToReachHundredths(50)).toBe(0);
  });

  it('floors the multiplier: the whole millisecond counts, not the fraction of it', () => {
    expect(multiplierHundredthsAtMs(11_552.99)).toBe(199);
    expect(multiplierHundredthsAtMs(11_553)).toBe(200);
  });

  it('is non-decreasing over the first 400 s (past the largest crash point)', () => {
    let previous = multiplierHundredthsAtMs(0);
    let drops = 0;
    for (let ms = 1; ms <= 400_000; ms++) {
      const current = multiplierHundredthsAtMs(ms);
      if (current < previous) drops++;
      previous = current;
    }
    expect(drops).toBe(0);
  });

  it('agrees with multiplierHundredthsAtMs for every h from 1.00× to 2000.00×', () => {
    const failures: number[] = [];
    for (let h = 100; h <= 200_000; h++) {
      const ms = msToReachHundredths(h);
      const reached = multiplierHundredthsAtMs(ms) >= h;
      const notBefore = ms === 0 || multiplierHundredthsAtMs(ms - 1) < h;
      if (!reached || !notBefore) failures.push(h);
    }
    expect(failures).toEqual([]);
  });

  it('agrees at large crash points up to the largest possible one', () => {
    for (const h of [
      1_000_000,
      12_345_678,
      987_654_321,
      5_000_000_001,
      Number(CRASH_K.plus),
      Number(CRASH_K.classic),
    ]) {
      expectBoundary(h);
    }
  });

  it('pays floor(stake · h / 100) in exact integers', () => {
    expect(payoutCents(100, 135)).toBe(135);
    expect(payoutCents(333, 107)).toBe(356); // 356.31
    expect(payoutCents(1, 199)).toBe(1);
    expect(payoutCents(0, 500)).toBe(0);
    // 200,000 cents at 980,000,000.00×: the product 1.96e16 is past 2^53, the answer is exact.
    expect(payoutCents(200_000, 98_000_000_000)).toBe(196_000_000_000_000);
    expect(payoutCents(199_999, 92_500_000_003)).toBe(184_999_075_005_999);
    expect(() => payoutCents(1.5, 100)).toThrow(RangeError);
    expect(() => payoutCents(100, -1)).toThrow(RangeError);
    expect(() => msToReachHundredths(Number.NaN)).toThrow(RangeError);
  });
});
