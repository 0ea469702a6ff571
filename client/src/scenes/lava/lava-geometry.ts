import { LAVA_RULES } from '@arena/schemas';

export interface Box {
  width: number;
  height: number;
}

export interface CellRect {
  x: number;
  y: number;
  size: number;
}

export const PADDING = 14;
export const GAP = 8;
/** One cell's flip and the delay between neighbours' flips. */
export const FLIP_MS = 280;
export const STAGGER_MS = 45;

/** The square cells of the grid, centred in the box; row 1 at the bottom. */
export function cellRect(box: Box, row: number, cell: number): CellRect {
  const cols = LAVA_RULES.cells;
  const rows = LAVA_RULES.rows;
  const size = Math.max(
    8,
    Math.min((box.width - 2 * PADDING - (cols - 1) * GAP) / cols, (box.height - 2 * PADDING - (rows - 1) * GAP) / rows),
  );
  const gridWidth = cols * size + (cols - 1) * GAP;
  const gridHeight = rows * size + (rows - 1) * GAP;
  const left = (box.width - gridWidth) / 2;
  const top = (box.height - gridHeight) / 2;
  return { x: left + (cell - 1) * (size + GAP), y: top + (rows - row) * (size + GAP), size };
}

/** The cell under a point, or null between cells and outside the grid. */
export function cellAt(box: Box, x: number, y: number): { row: number; cell: number } | null {
  for (let row = 1; row <= LAVA_RULES.rows; row++) {
    for (let cell = 1; cell <= LAVA_RULES.cells; cell++) {
      const r = cellRect(box, row, cell);
      if (x >= r.x && x <= r.x + r.size && y >= r.y && y <= r.y + r.size) return { row, cell };
    }
  }
  return null;
}

/**
 * A cell's flip at time `now`: the face still hidden until half-way (scale shrinking to 0), then the revealed face
 * growing back. Cells flip left to right, `STAGGER_MS` apart.
 */
export function flipAt(now: number, revealedAt: number | null, index: number): { scaleX: number; revealed: boolean } {
  if (revealedAt === null) return { scaleX: 1, revealed: false };
  const t = (now - revealedAt - index * STAGGER_MS) / FLIP_MS;
  if (t <= 0) return { scaleX: 1, revealed: false };
  if (t >= 1) return { scaleX: 1, revealed: true };
  return t < 0.5 ? { scaleX: 1 - 2 * t, revealed: false } : { scaleX: 2 * t - 1, revealed: true };
}

/** Whether a cell's flip has yet to finish at `now` (it may not have started: cells of a row flip one after another). */
export function flipping(now: number, revealedAt: number | null, index: number): boolean {
  return revealedAt !== null && now < revealedAt + index * STAGGER_MS + FLIP_MS;
}

/** Lava's glow between 0 and 1, drifting per cell so the row seems to flow. */
export function lavaPulse(now: number, row: number, cell: number): number {
  return (Math.sin(now / 260 + cell * 0.9 + row * 1.7) + 1) / 2;
}
