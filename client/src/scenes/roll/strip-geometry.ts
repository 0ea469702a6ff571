import { ROLL_RULES, type RollColour, rollColourOfCell } from '@arena/schemas';

/** Tile width plus gap, in px (roll-strip.module.css). */
export const TILE_STEP = 72;
/** Whole wheels drawn side by side; a spin travels most of them. */
export const STRIP_WHEELS = 8;

export interface StripTile {
  cell: number;
  colour: RollColour;
}

/** The strip: the wheel's 15 cells in order (green, red, black, red … black), repeated. */
export function stripTiles(): StripTile[] {
  return Array.from({ length: STRIP_WHEELS * ROLL_RULES.cells }, (_, i) => {
    const cell = i % ROLL_RULES.cells;
    return { cell, colour: rollColourOfCell(cell) };
  });
}

/** Where a landed cell sits: in the second-to-last wheel, so the strip never runs out on either side. */
export function landingTile(cell: number): number {
  return (STRIP_WHEELS - 2) * ROLL_RULES.cells + cell;
}

/** Where the strip rests between spins: the same cell one wheel in, which looks identical, so the jump is invisible. */
export function restingTile(cell: number): number {
  return ROLL_RULES.cells + Math.max(0, cell);
}

/**
 * Where inside the landed tile the marker stops, from -0.35 to 0.35 of a tile, taken from the round id so every
 * viewer sees the same landing (a show only: the cell is the server's).
 */
export function landingJitter(roundId: string): number {
  let h = 2166136261;
  for (const ch of roundId) h = Math.imul(h ^ ch.charCodeAt(0), 16777619) >>> 0;
  return ((h % 1000) / 1000 - 0.5) * 0.7;
}

/** translateX (px, to the left) that puts `tile`'s point `jitter` under the centred marker. */
export function stripOffsetPx(tile: number, jitter = 0): number {
  return tile * TILE_STEP + TILE_STEP / 2 + jitter * TILE_STEP;
}
