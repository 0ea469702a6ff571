import { describe, expect, it } from 'vitest';
import { SEGMENT_COUNT, SEGMENT_DEG, discBackground, landingRotation, segmentUnderPointer } from './wheel-geometry';

describe('wheel geometry', () => {
  it('lands every segment under the pointer, turning clockwise at least five full turns each time', () => {
    let rotation = 0;
    for (const segment of [0, 7, 7, 15, 3, 0]) {
      const next = landingRotation(rotation, segment);
      expect(segmentUnderPointer(next)).toBe(segment);
      expect(next - rotation).toBeGreaterThanOrEqual(5 * 360);
      expect(next - rotation).toBeLessThan(6 * 360);
      // The pointer sits in the middle of the segment, not on an edge.
      expect(segmentUnderPointer(next - SEGMENT_DEG / 2 + 0.01)).toBe(segment);
      expect(segmentUnderPointer(next + SEGMENT_DEG / 2 - 0.01)).toBe(segment);
      rotation = next;
    }
  });

  it('shows segment 0 at rest and the one before it after a small clockwise turn', () => {
    expect(segmentUnderPointer(0)).toBe(0);
    expect(segmentUnderPointer(1)).toBe(SEGMENT_COUNT - 1);
    expect(segmentUnderPointer(-1)).toBe(0);
  });

  it('paints one slice per segment with the top prize in gold', () => {
    const paint = discBackground([1, 2, 9, 2]);
    expect(paint.match(/deg,|deg\)/g)).toHaveLength(4);
    expect(paint).toContain(`#f5b83d ${2 * SEGMENT_DEG}deg`);
  });
});
