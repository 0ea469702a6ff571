import { MINES_RULES } from '@arena/schemas';

export interface Box {
  width: number;
  height: number;
}

export interface CellRect {
  x: number;
  y: number;
  size: number;
}

const SIDE = MINES_RULES.side;
const GAP_SHARE = 0.12;
/** How long a cell's flip takes, and the explosion / defuse bursts. */
export const FLIP_MS = 260;
export const BURST_MS = 900;

/** The square board centred in the box: cell size and the gap between cells. */
function layout(box: Box): { left: number; top: number; size: number; gap: number } {
  const board = Math.max(10, Math.min(box.width, box.height) - 16);
  const size = board / (SIDE + (SIDE - 1) * GAP_SHARE);
  const gap = size * GAP_SHARE;
  return { left: (box.width - board) / 2, top: (box.height - board) / 2, size, gap };
}

/** Where cell (0..24, row-major) is drawn. */
export function cellRect(box: Box, cell: number): CellRect {
  const { left, top, size, gap } = layout(box);
  const row = Math.floor(cell / SIDE);
  const column = cell % SIDE;
  return { x: left + column * (size + gap), y: top + row * (size + gap), size };
}

/** The cell under a point, or null (gaps and margins are no cell). */
export function cellAt(box: Box, x: number, y: number): number | null {
  const { left, top, size, gap } = layout(box);
  const column = Math.floor((x - left) / (size + gap));
  const row = Math.floor((y - top) / (size + gap));
  if (column < 0 || row < 0 || column >= SIDE || row >= SIDE) return null;
  const inX = x - left - column * (size + gap) <= size;
  const inY = y - top - row * (size + gap) <= size;
  return inX && inY ? row * SIDE + column : null;
}

/** Progress 0..1 of an animation that started at `from` (−Infinity: long done; null: not started). */
export function progress(now: number, from: number | null, duration: number): number {
  if (from === null) return 0;
  if (from === -Infinity) return 1;
  return Math.min(1, Math.max(0, (now - from) / duration));
}

/** Whether an animation starting at `from` (null: none) is yet to end at `now`; -Infinity means it ended long ago. */
export function animating(now: number, from: number | null, duration: number): boolean {
  return from !== null && from !== -Infinity && now < from + duration;
}

/** A flip: the cell narrows to nothing and opens again showing its face; `revealed` once past the middle. */
export function flip(now: number, from: number | null, delay = 0): { scaleX: number; revealed: boolean } {
  if (from === null) return { scaleX: 1, revealed: false };
  const t = progress(now, from === -Infinity ? from : from + delay, FLIP_MS);
  return { scaleX: Math.abs(Math.cos(t * Math.PI)), revealed: t >= 0.5 };
}
