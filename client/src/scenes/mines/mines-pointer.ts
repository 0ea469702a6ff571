import type { BoardPointer } from '../board-pointer';
import type { MinesFrame } from './mines-frame';
import { cellAt } from './mines-geometry';

/** The cell under the pointer, read by the scene to light it up (null: none). */
export interface MinesHover {
  cell: number | null;
}

/**
 * The board's pointer: a tap on a closed cell goes to `onCell` while the frame takes clicks, read from the frame
 * at the moment of the tap (not from the last one drawn: the scene may not have drawn yet); hover is kept for the scene.
 */
export function minesPointer(frame: () => MinesFrame, onCell: (cell: number) => void, hover: MinesHover): BoardPointer {
  return {
    tap({ x, y, box }) {
      const cell = cellAt(box, x, y);
      const now = frame();
      if (cell !== null && now.clickable && now.cells[cell]?.look === 'closed') onCell(cell);
    },
    move({ x, y, box }) {
      hover.cell = cellAt(box, x, y);
    },
    leave() {
      hover.cell = null;
    },
  };
}
