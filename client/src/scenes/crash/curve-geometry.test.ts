import { describe, expect, it } from 'vitest';
import { msToReachHundredths } from '@arena/schemas';
import { PADDING, cashOutPoint, curvePoints, multiplierTicks, rangeFor, timeTicks, toScreen } from './curve-geometry';

const box = { width: 800, height: 400 };

describe('crash curve geometry', () => {
  it('starts at the bottom-left corner of the plot and keeps the tip inside the window', () => {
    const range = rangeFor(0);
    expect(range).toEqual({ maxMs: 10_000, maxMultiplier: 2 });
    expect(toScreen(0, 1, range, box)).toEqual({ x: PADDING.left, y: box.height - PADDING.bottom });
    for (const elapsed of [5_000, 30_000, 90_000]) {
      const r = rangeFor(elapsed);
      const tip = curvePoints(elapsed, r, box).at(-1)!;
      expect(tip.x).toBeLessThan(box.width - PADDING.right);
      expect(tip.y).toBeGreaterThan(PADDING.top);
    }
  });

  it('rises monotonically and puts a cash-out on the curve at its multiplier', () => {
    const range = rangeFor(20_000);
    const points = curvePoints(20_000, range, box, 50);
    for (let i = 1; i < points.length; i++) {
      expect(points[i]!.x).toBeGreaterThan(points[i - 1]!.x);
      expect(points[i]!.y).toBeLessThanOrEqual(points[i - 1]!.y);
    }
    const marker = cashOutPoint(150, range, box);
    expect(marker).toEqual(toScreen(msToReachHundredths(150), 1.5, range, box));
  });

  it('labels the axes with a few round values', () => {
    expect(multiplierTicks({ maxMs: 10_000, maxMultiplier: 2 })).toEqual([1.2, 1.4, 1.6, 1.8]);
    expect(multiplierTicks({ maxMs: 10_000, maxMultiplier: 11 })).toEqual([3, 5, 7, 9]);
    expect(timeTicks({ maxMs: 10_000, maxMultiplier: 2 })).toEqual([2000, 4000, 6000, 8000]);
    expect(timeTicks({ maxMs: 60_000, maxMultiplier: 2 }).length).toBeLessThanOrEqual(6);
  });
});
