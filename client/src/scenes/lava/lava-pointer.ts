import type { BoardPointer } from '../board-pointer';
import type { LavaFrame } from './lava-frame';
import { cellAt } from './lava-geometry';

/**
 * The grid's pointer: a tap on a cell of the active row goes to `onCell`, read from the frame at the moment of the
 * tap (not from the last one drawn: the scene may not have drawn yet).
 */
export function lavaPointer(frame: () => LavaFrame, onCell: (cell: number) => void): BoardPointer {
  return {
    tap({ x, y, box }) {
      const hit = cellAt(box, x, y);
      const row = hit && frame().rows.find((r) => r.row === hit.row);
      if (hit && row?.active) onCell(hit.cell);
    },
  };
}
