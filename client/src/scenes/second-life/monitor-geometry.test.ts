import { describe, expect, it } from 'vitest';
import { MONITOR_WIDTH, ecgPath, markerPercent } from './monitor-geometry';

describe('heart monitor geometry', () => {
  it('draws steady beats, a strong last beat on a win and a flatline on a loss', () => {
    const idle = ecgPath(null);
    const won = ecgPath(true);
    const lost = ecgPath(false);
    expect(idle.startsWith('M0 60')).toBe(true);
    expect(idle.endsWith(`L${MONITOR_WIDTH} 60`)).toBe(true);
    // Six beats of twelve points, plus the end point.
    expect(idle.split(' L').length).toBe(6 * 12 + 1);
    expect(won).not.toBe(idle);
    expect(won).toContain('L544 2.5');
    // Three beats, then flat from x = 282 to the edge.
    expect(lost.split(' L').length).toBe(3 * 12 + 1);
    expect(lost.endsWith(`L282 60 L${MONITOR_WIDTH} 60`)).toBe(true);
  });

  it("puts the marker where the server's float is", () => {
    expect(markerPercent(0)).toBe(0);
    expect(markerPercent(0.491228)).toBeCloseTo(49.1228, 10);
    expect(markerPercent((2 ** 32 - 1) / 2 ** 32)).toBeLessThan(100);
    expect(markerPercent(Number.NaN)).toBe(0);
  });
});
