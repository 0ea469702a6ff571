import { describe, expect, it } from 'vitest';
import { FakeBoardHost as FakeHost } from '../testing/fake-board-host';
import { type BoardPoint, boardPoint, listenBoardPointer } from './board-pointer';

describe('board pointer', () => {
  it('maps page coordinates into the host inner box the scene draws in', () => {
    const host = new FakeHost(510, 300);
    expect(boardPoint(host, { clientX: 265, clientY: 262 })).toEqual({ x: 0, y: 0, box: { width: 510, height: 300 } });
    expect(boardPoint(host, { clientX: 520, clientY: 517 })).toEqual({
      x: 255,
      y: 255,
      box: { width: 510, height: 300 },
    });
  });

  it('passes taps, moves and leaves on the host element, and stops when unsubscribed', () => {
    const host = new FakeHost();
    const seen: (string | BoardPoint)[] = [];
    const stop = listenBoardPointer(host, {
      tap: (p) => seen.push(p),
      move: (p) => seen.push({ ...p, x: -p.x }),
      leave: () => seen.push('leave'),
    });
    host.fire('click', 300, 400);
    host.fire('pointermove', 275, 271);
    host.fire('pointerleave');
    const box = { width: 510, height: 510 };
    expect(seen).toEqual([{ x: 35, y: 138, box }, { x: -10, y: 9, box }, 'leave']);
    stop();
    host.fire('click', 300, 400);
    host.fire('pointerleave');
    expect(seen).toHaveLength(3);
  });

  it('a board without hover takes taps alone', () => {
    const host = new FakeHost();
    const taps: BoardPoint[] = [];
    listenBoardPointer(host, { tap: (p) => taps.push(p) });
    host.fire('pointermove', 300, 300);
    host.fire('pointerleave');
    host.fire('click', 265, 262);
    expect(taps).toEqual([{ x: 0, y: 0, box: { width: 510, height: 510 } }]);
  });
});
