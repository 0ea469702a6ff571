import { describe, expect, it } from 'vitest';
import { BINGO_RULES } from '../../constants';
import {
  BINGO_WEEKLY_ANCHOR_MS,
  bingoMatches,
  bingoNumbersError,
  bingoOdds,
  bingoPoolCents,
  bingoPrizeOf,
  choose,
  nextBingoDrawAt,
  splitBingoPool,
} from './rules';

describe('bingo odds', () => {
  it('are the exact hypergeometric odds C(5,k)·C(15,5-k)/C(20,5)', () => {
    expect(choose(20, 5)).toBe(15_504);
    const ways = [0, 1, 2, 3, 4, 5].map((k) => bingoOdds(k).ways);
    expect(ways).toEqual([3003, 6825, 4550, 1050, 75, 1]);
    expect(ways.reduce((a, b) => a + b, 0)).toBe(15_504);
    expect(bingoOdds(5)).toEqual({ ways: 1, of: 15_504 });
    // Match 1 is about 44% of tickets, match 0 about 19%.
    expect(bingoOdds(1).ways / 15_504).toBeCloseTo(0.4402, 4);
    expect(bingoOdds(0).ways / 15_504).toBeCloseTo(0.1937, 4);
  });

  it('agree with every one of the 15,504 possible draws against one ticket', () => {
    const ticket = [2, 5, 11, 17, 20];
    const counts = [0, 0, 0, 0, 0, 0];
    for (let a = 1; a <= 20; a++)
      for (let b = a + 1; b <= 20; b++)
        for (let c = b + 1; c <= 20; c++)
          for (let d = c + 1; d <= 20; d++)
            for (let e = d + 1; e <= 20; e++) counts[bingoMatches(ticket, [a, b, c, d, e])]!++;
    expect(counts).toEqual([0, 1, 2, 3, 4, 5].map((k) => bingoOdds(k).ways));
  });

  it('tier shares add up to the whole pool and pay more for more matches at any size', () => {
    const bp = BINGO_RULES.tierBasisPoints;
    expect(bp[5] + bp[4] + bp[3] + bp[2] + bp[1]).toBe(10_000);
    // Expected prize of one ticket per tier with a pool of 70% of N tickets' sales: share · 0.7 · N / (N · p_k).
    const each = ([1, 2, 3, 4, 5] as const).map((k) => ((bp[k] / 10_000) * 0.7) / (bingoOdds(k).ways / 15_504));
    for (let i = 1; i < each.length; i++) expect(each[i]!).toBeGreaterThan(each[i - 1]!);
    expect(each[2]!).toBeGreaterThan(1); // 3 matches wins more than the ticket costs
  });
});

describe('bingo tickets', () => {
  it('are 5 distinct whole numbers from 1 to 20', () => {
    expect(bingoNumbersError([1, 2, 3, 4, 20])).toBeNull();
    for (const bad of [
      [1, 2, 3, 4],
      [1, 2, 3, 4, 5, 6],
      [0, 1, 2, 3, 4],
      [1, 2, 3, 4, 21],
      [1, 1, 2, 3, 4],
      [1, 2, 3, 4, 4.5],
    ]) {
      expect(bingoNumbersError(bad)).toEqual({ key: 'BINGO.BAD_NUMBERS', args: [5, 20] });
    }
  });

  it('count the drawn numbers they hold', () => {
    expect(bingoMatches([1, 2, 3, 4, 5], [5, 9, 1, 12, 20])).toBe(2);
    expect(bingoMatches([1, 2, 3, 4, 5], [6, 7, 8, 9, 10])).toBe(0);
  });
});

describe('bingo pool and split', () => {
  it('pool = fixed (when anyone plays) + rollover + floor(70% of sales)', () => {
    expect(bingoPoolCents({ ticketCount: 3, salesCents: 3_00, rolloverInCents: 0 })).toBe(50_00 + 2_10);
    expect(bingoPoolCents({ ticketCount: 3, salesCents: 1_01, rolloverInCents: 7 })).toBe(50_00 + 7 + 70);
    // Only earned tickets: the fixed part plays, no sales.
    expect(bingoPoolCents({ ticketCount: 1, salesCents: 0, rolloverInCents: 0 })).toBe(50_00);
    // Nobody plays: only the rollover carries on (the fixed part is not added to an empty draw).
    expect(bingoPoolCents({ ticketCount: 0, salesCents: 0, rolloverInCents: 123 })).toBe(123);
  });

  it('splits with remainders: every cent is paid or rolled over', () => {
    // Pool 10,007: tiers 4..1 floor 2001.4 / 1501.05 / 1300.91 / 1200.84; the 5-tier takes the rest.
    const split = splitBingoPool(10_007, [1, 1, 1, 2, 2, 2, 3, 3, 3, 4, 4, 4, 0]);
    expect(split.tiers).toEqual([
      { matches: 5, tierCents: 4_005, winners: 0, prizeEachCents: 0, rolloverCents: 4_005 },
      { matches: 4, tierCents: 2_001, winners: 3, prizeEachCents: 667, rolloverCents: 0 },
      { matches: 3, tierCents: 1_501, winners: 3, prizeEachCents: 500, rolloverCents: 1 },
      { matches: 2, tierCents: 1_300, winners: 3, prizeEachCents: 433, rolloverCents: 1 },
      { matches: 1, tierCents: 1_200, winners: 3, prizeEachCents: 400, rolloverCents: 0 },
    ]);
    expect(split.rolloverCents).toBe(4_007);
    expect(split.paidCents).toBe(3 * (667 + 500 + 433 + 400));
    expect(split.paidCents + split.rolloverCents).toBe(10_007);
    expect(bingoPrizeOf(split, 4)).toBe(667);
    expect(bingoPrizeOf(split, 0)).toBe(0);
  });

  it('rolls an empty tier over whole, and an empty draw entirely', () => {
    const one = splitBingoPool(5_000, [5]);
    expect(one.tiers[0]).toMatchObject({ winners: 1, prizeEachCents: 2_000, rolloverCents: 0 });
    expect(one.rolloverCents).toBe(3_000);
    expect(splitBingoPool(777, []).rolloverCents).toBe(777);
    expect(splitBingoPool(0, [1, 2]).paidCents).toBe(0);
  });

  it('conserves the pool for any pool and ticket mix', () => {
    let seed = 7;
    const rnd = (n: number) => (seed = (seed * 1103515245 + 12345) % 2 ** 31) % n;
    for (let r = 0; r < 2000; r++) {
      const pool = rnd(10_000_000);
      const matches = Array.from({ length: rnd(300) }, () => rnd(6));
      const split = splitBingoPool(pool, matches);
      expect(split.paidCents + split.rolloverCents).toBe(pool);
      expect(split.tiers.reduce((s, t) => s + t.tierCents, 0)).toBe(pool);
      for (const t of split.tiers) expect(t.prizeEachCents * t.winners + t.rolloverCents).toBe(t.tierCents);
      expect(split.tiers.every((t) => t.rolloverCents >= 0 && (t.winners === 0 || t.rolloverCents < t.winners))).toBe(
        true,
      );
    }
  });
});

describe('bingo schedule', () => {
  it('defaults to Saturdays 20:00 GMT+3', () => {
    const anchor = new Date(BINGO_WEEKLY_ANCHOR_MS);
    expect([anchor.getUTCDay(), anchor.getUTCHours()]).toEqual([6, 17]);
    // Wednesday 2026-03-11 → Saturday 2026-03-14 17:00 UTC; exactly at a draw → the week after.
    expect(new Date(nextBingoDrawAt(Date.UTC(2026, 2, 11, 9))).toISOString()).toBe('2026-03-14T17:00:00.000Z');
    expect(new Date(nextBingoDrawAt(Date.UTC(2026, 2, 14, 17))).toISOString()).toBe('2026-03-21T17:00:00.000Z');
    expect(new Date(nextBingoDrawAt(Date.UTC(2025, 11, 1))).toISOString()).toBe('2025-12-06T17:00:00.000Z');
  });

  it('runs any interval from any anchor', () => {
    const schedule = { anchorMs: 0, intervalMs: 30_000 };
    expect(nextBingoDrawAt(1_000, schedule)).toBe(30_000);
    expect(nextBingoDrawAt(30_000, schedule)).toBe(60_000);
    expect(nextBingoDrawAt(-1, { anchorMs: 100, intervalMs: 50 })).toBe(0);
  });
});
