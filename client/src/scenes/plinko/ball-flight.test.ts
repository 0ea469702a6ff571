import { describe, expect, it } from 'vitest';
import {
  BALL_RADIUS,
  DROP_MS,
  HOP_MS,
  PEG_RADIUS,
  ballAt,
  bucketX,
  bucketY,
  pegRow,
  plinkoFlightMs,
} from './ball-flight';

describe('plinko ball flight', () => {
  it('lands in the bucket of its number of rights, exactly at the flight time', () => {
    const path = [1, 0, 1, 1, 0, 0, 1, 1, 1, 0, 1, 1];
    const rights = path.filter((d) => d === 1).length;
    const end = ballAt(path, plinkoFlightMs(path.length));
    expect(end).toEqual({ x: bucketX(12, rights), y: bucketY(12), landed: true, hits: 12 });
    expect(ballAt(path, plinkoFlightMs(path.length) - 1).landed).toBe(false);
    expect(plinkoFlightMs(16)).toBe(DROP_MS + 16 * HOP_MS);
  });

  it('touches each peg of its path from above, row by row', () => {
    const path = [0, 0, 1, 0, 1, 1, 1, 0];
    let x = 0;
    for (let r = 0; r < path.length; r++) {
      const at = ballAt(path, DROP_MS + r * HOP_MS);
      // On the peg that the path says it hits: a peg of row r sits right under the ball.
      expect(pegRow(r).some((peg) => Math.abs(peg.x - at.x) < 1e-9)).toBe(true);
      expect(at.x).toBeCloseTo(x, 9);
      expect(at.y).toBeCloseTo(r + 1 - PEG_RADIUS - BALL_RADIUS, 9);
      x += path[r]! - 0.5;
    }
  });

  it('bounces up off a peg before falling to the next row, and moves towards its side', () => {
    const path = [1, 1, 1, 1, 1, 1, 1, 1];
    const start = ballAt(path, DROP_MS + 2 * HOP_MS);
    const early = ballAt(path, DROP_MS + 2 * HOP_MS + HOP_MS * 0.25);
    expect(early.y).toBeLessThan(start.y);
    expect(early.x).toBeGreaterThan(start.x);
    expect(ballAt(path, 0)).toMatchObject({ x: 0, landed: false, hits: 0 });
  });

  it('buckets sit between the last row of pegs', () => {
    const last = pegRow(9);
    for (let b = 0; b <= 10; b++) expect(bucketX(10, b)).toBeCloseTo((last[b]!.x + last[b + 1]!.x) / 2, 9);
  });
});
