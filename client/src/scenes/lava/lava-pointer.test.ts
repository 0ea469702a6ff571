import { describe, expect, it } from 'vitest';
import { LAVA_RULES } from '@arena/schemas';
import { FakeBoardHost } from '../../testing/fake-board-host';
import { listenBoardPointer } from '../board-pointer';
import type { LavaFrame, RowFrame } from './lava-frame';
import { cellRect } from './lava-geometry';
import { lavaPointer } from './lava-pointer';

const row = (n: number, active: boolean): RowFrame => ({
  row: n,
  active,
  revealedAt: null,
  cells: Array(LAVA_RULES.cells).fill('hidden'),
});

describe('lava grid pointer', () => {
  it('takes a tap on the active row from the host element, before any Pixi scene exists, and only there', () => {
    const frame: LavaFrame = { rows: [row(1, false), row(2, true), row(3, false), row(4, false), row(5, false)] };
    const host = new FakeBoardHost(700, 420);
    const picked: number[] = [];
    listenBoardPointer(
      host,
      lavaPointer(
        () => frame,
        (cell) => picked.push(cell),
      ),
    );
    const tap = (r: number, cell: number) => {
      const rect = cellRect({ width: 700, height: 420 }, r, cell);
      host.fire('click', 265 + rect.x + rect.size / 2, 262 + rect.y + rect.size / 2);
    };
    tap(2, 3);
    tap(1, 3);
    tap(3, 5);
    host.fire('click', 265, 262);
    tap(2, 8);
    expect(picked).toEqual([3, 8]);
  });
});
