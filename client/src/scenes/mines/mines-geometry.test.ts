import { describe, expect, it } from 'vitest';
import { BURST_MS, FLIP_MS, animating, cellAt, cellRect, flip, progress } from './mines-geometry';

describe('mines geometry', () => {
  const box = { width: 500, height: 400 };

  it('lays the 5×5 board out square and centred, and finds every cell again from its centre', () => {
    const first = cellRect(box, 0);
    const last = cellRect(box, 24);
    expect(last.x + last.size - first.x).toBeCloseTo(last.y + last.size - first.y);
    expect(first.x + (last.x + last.size)).toBeCloseTo(box.width);
    for (let cell = 0; cell < 25; cell++) {
      const r = cellRect(box, cell);
      expect(cellAt(box, r.x + r.size / 2, r.y + r.size / 2)).toBe(cell);
    }
    expect(cellAt(box, 2, 2)).toBeNull();
    const gapX = cellRect(box, 0).x + cellRect(box, 0).size + 1;
    expect(cellAt(box, gapX, cellRect(box, 0).y + 5)).toBeNull();
  });

  it('flips a cell over FLIP_MS, showing its face from the middle on', () => {
    expect(flip(1000, null)).toEqual({ scaleX: 1, revealed: false });
    expect(flip(1000, 1000).revealed).toBe(false);
    expect(flip(1000 + FLIP_MS * 0.6, 1000).revealed).toBe(true);
    expect(flip(1000 + FLIP_MS, 1000)).toEqual({ scaleX: 1, revealed: true });
    expect(flip(5, -Infinity)).toEqual({ scaleX: 1, revealed: true });
    expect(progress(1000 + BURST_MS / 2, 1000, BURST_MS)).toBeCloseTo(0.5);
  });

  it('an animation moves from before its start until its end, and never without a start or long after', () => {
    expect(animating(1_000, null, FLIP_MS)).toBe(false);
    expect(animating(1_000, -Infinity, FLIP_MS)).toBe(false);
    expect(animating(1_000, 1_100, FLIP_MS)).toBe(true);
    expect(animating(1_000, 1_000, BURST_MS)).toBe(true);
    expect(animating(1_000 + BURST_MS - 1, 1_000, BURST_MS)).toBe(true);
    expect(animating(1_000 + BURST_MS, 1_000, BURST_MS)).toBe(false);
  });
});
