import { describe, expect, it } from 'vitest';
import {
  CASHBACK_TIMING,
  cashbackCents,
  cashbackLevelAt,
  cashbackNextLevelNeedsCents,
  cashbackRatePercent,
  cashbackWeekOf,
  cashbackWeekStart,
} from './rules';

const deposits = (entries: [number, number][]) => new Map(entries);

describe('cashback rate', () => {
  it('goes linearly from 2.5% at level 1 to 3.5% at level 7', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map((level) => cashbackRatePercent(level).toFixed(4))).toEqual([
      '2.5000',
      '2.6667',
      '2.8333',
      '3.0000',
      '3.1667',
      '3.3333',
      '3.5000',
    ]);
    expect(() => cashbackRatePercent(0)).toThrow();
    expect(() => cashbackRatePercent(8)).toThrow();
  });

  it('pays floor(net loss × (14 + level) / 600) and nothing for an even week or a net win', () => {
    // $100 at level 1: 10000 × 15 / 600 = 250. Level 7: 10000 × 21 / 600 = 350.
    expect(cashbackCents(100_00, 1)).toBe(2_50);
    expect(cashbackCents(100_00, 7)).toBe(3_50);
    // $123.45 at level 2: 12345 × 16 / 600 = 329.2 → 329. At level 4: 12345 × 18 / 600 = 370.35 → 370.
    expect(cashbackCents(123_45, 2)).toBe(3_29);
    expect(cashbackCents(123_45, 4)).toBe(3_70);
    // 39 cents at level 1: 39 × 15 / 600 = 0.975 → 0.
    expect(cashbackCents(39, 1)).toBe(0);
    expect(cashbackCents(40, 1)).toBe(1);
    expect(cashbackCents(0, 7)).toBe(0);
    expect(cashbackCents(-50_00, 7)).toBe(0);
  });
});

describe('cashback weeks', () => {
  it('run Monday 00:00 UTC to Monday 00:00 UTC', () => {
    const monday = Date.UTC(2026, 0, 5); // Monday 5 January 2026
    const week = cashbackWeekOf(monday);
    expect(cashbackWeekStart(week)).toBe(monday);
    expect(cashbackWeekOf(monday - 1)).toBe(week - 1);
    expect(cashbackWeekOf(Date.UTC(2026, 0, 11, 23, 59, 59, 999))).toBe(week);
    expect(cashbackWeekOf(Date.UTC(2026, 0, 12))).toBe(week + 1);
    expect(new Date(cashbackWeekStart(week + 1) + CASHBACK_TIMING.payoutDelayMs).toISOString()).toBe(
      '2026-01-12T12:00:00.000Z',
    );
  });
});

describe('cashback level', () => {
  it('starts at 1 and never runs out there', () => {
    expect(cashbackLevelAt(deposits([]), 10)).toEqual({ level: 1, validThroughWeek: null });
    // $99.99 in a week is no step.
    expect(cashbackLevelAt(deposits([[3, 99_99]]), 4)).toEqual({ level: 1, validThroughWeek: null });
  });

  it('rises one level per full $100 of a week, from the next week, for two weeks, then falls back to 1', () => {
    const d = deposits([[0, 250_00]]);
    expect(cashbackLevelAt(d, 0).level).toBe(1); // a week's deposits never change that week
    expect(cashbackLevelAt(d, 1)).toEqual({ level: 3, validThroughWeek: 2 });
    expect(cashbackLevelAt(d, 2)).toEqual({ level: 3, validThroughWeek: 2 });
    expect(cashbackLevelAt(d, 3)).toEqual({ level: 1, validThroughWeek: null });
  });

  it('climbs on top of the level held when renewed, and caps at 7', () => {
    // W0 $100 → 2 in W1-W2; W1 $200 → 4 in W2-W3; W3 $500 → min(7, 4 + 5) = 7 in W4-W5; nothing after → 1 in W6.
    const d = deposits([
      [0, 100_00],
      [1, 200_00],
      [3, 500_00],
    ]);
    expect([1, 2, 3, 4, 5, 6].map((w) => cashbackLevelAt(d, w).level)).toEqual([2, 4, 4, 7, 7, 1]);
    expect(cashbackLevelAt(d, 4).validThroughWeek).toBe(5);
  });

  it('starts again from 1 after a lapse', () => {
    // W0 $300 → 4 in W1-W2; W3 is back at 1, so W3's $100 gives 2 (not 5) in W4-W5.
    const d = deposits([
      [0, 300_00],
      [3, 100_00],
    ]);
    expect([1, 2, 3, 4, 5, 6].map((w) => cashbackLevelAt(d, w).level)).toEqual([4, 4, 1, 2, 2, 1]);
  });

  it('tells how much more this week brings one more level next week', () => {
    expect(cashbackNextLevelNeedsCents(1, 0)).toBe(100_00);
    expect(cashbackNextLevelNeedsCents(1, 130_00)).toBe(70_00);
    expect(cashbackNextLevelNeedsCents(5, 100_00)).toBe(100_00);
    expect(cashbackNextLevelNeedsCents(6, 100_00)).toBeNull();
    expect(cashbackNextLevelNeedsCents(7, 0)).toBeNull();
  });
});
