import { z } from 'zod';
import { MINES_RULES } from './constants';
import { MINES_MODES, MinesCount, MinesMode, minesMaskCells, minesMultiplier } from './rules';
import { type SeedTriple, generateFloats } from '../../fair/seeded';
import { seededGame } from '../../fair/seeded-games';

const { cells: CELLS, side: SIDE } = MINES_RULES;
const FULL_MASK = 2 ** CELLS - 1;

/** The Mines algorithm in words, for the rules panel and the /fair page. */
export const MINES_ALGORITHM = [
  'Each round uses the next nonce N of your seed pair (server seed S, client seed C).',
  '  1. For k = 0, 1, ...: M_k = HMAC-SHA256(key = UTF-8 of S, message = UTF-8 of "<C>:<N>:<k>").',
  '     Every 4 bytes b0..b3 of M_0, M_1, ... give a float f = (b0*2^24 + b1*2^16 + b2*2^8 + b3) / 2^32.',
  `  2. Cells are 0..${CELLS - 1}, row by row (cell = ${SIDE} * row + column). Start from the list [0, 1, ..., ${CELLS - 1}];`,
  `     for i = 0 .. m-1 (m = mines) swap position i with position i + floor(f_i * (${CELLS} - i)) (Fisher-Yates).`,
  '     The first m entries of the list are the mines. Plus rounds use the same board.',
  '  3. "opened" records the cells the player opened as a mask (bit i = cell i). A classic round ends at the',
  '     first mine; a Plus round defuses its first mine and ends at the second. "defusedAt" is the number of gems',
  '     found when the defused mine was hit (-1: no defuse); the multiplier after a defuse depends on it.',
].join('\n');

/** What a mines bet records: the board (mines, mode) and, at the end, the cells the player opened. */
export const MinesFairParams = z.object({
  mines: MinesCount,
  mode: MinesMode,
  opened: z.number().int().min(0).max(FULL_MASK),
  /** Gems found when a Plus round hit (and defused) its mine; -1 when it did not. */
  defusedAt: z
    .number()
    .int()
    .min(-1)
    .max(CELLS - 1),
});
export type MinesFairParams = z.infer<typeof MinesFairParams>;

export interface MinesOutcome {
  /** Where the mines are, ascending. */
  mines: number[];
  /** The opened cells hiding no mine. */
  gems: number[];
  /** The opened cells hiding a mine: at most one for a won Plus round (defused), the last one lost the round. */
  hitMines: number[];
  defused: boolean;
  result: 'WIN' | 'LOSS';
  /** What the opened gems paid (0 for a loss), floored to 1/10,000. */
  multiplier: number;
}

/** The mines of a board: the first m entries of a partial Fisher-Yates shuffle of 0..24 by floats f_0..f_{m-1}. */
export function minesFromFloats(floats: readonly number[], mines: number): number[] {
  const cells = Array.from({ length: CELLS }, (_, i) => i);
  for (let i = 0; i < mines; i++) {
    const j = i + Math.floor(floats[i]! * (CELLS - i));
    [cells[i], cells[j]] = [cells[j]!, cells[i]!];
  }
  return cells.slice(0, mines).sort((a, b) => a - b);
}

/** The mines of the round played with these seeds. */
export function minesBoard(seeds: SeedTriple, mines: number): number[] {
  return minesFromFloats(generateFloats({ ...seeds, count: mines }), mines);
}

export function minesOutcome(seeds: SeedTriple, params: MinesFairParams): MinesOutcome {
  const mines = minesBoard(seeds, params.mines);
  const opened = minesMaskCells(params.opened);
  const gems = opened.filter((cell) => !mines.includes(cell));
  const hitMines = opened.filter((cell) => mines.includes(cell));
  const plus = params.mode === 'plus';
  const defused = plus && hitMines.length >= 1;
  if (defused !== params.defusedAt >= 0) throw new RangeError('defusedAt is -1 exactly when no mine was defused');
  const lost = hitMines.length > (plus ? 1 : 0);
  const defusedAt = defused ? params.defusedAt : null;
  const multiplier = lost
    ? 0
    : minesMultiplier({ mines: params.mines, mode: params.mode, gems: gems.length, defusedAt });
  return { mines, gems, hitMines, defused, result: lost ? 'LOSS' : 'WIN', multiplier };
}

/** Mines on the fairness center: the server places every board with exactly this function. */
export const minesVerifier = seededGame<MinesFairParams, MinesOutcome>({
  game: 'mines',
  params: MinesFairParams,
  fields: [
    { name: 'mines', kind: 'integer', min: MINES_RULES.minMines, max: MINES_RULES.maxMines },
    { name: 'mode', kind: 'choice', options: MINES_MODES },
    { name: 'opened', kind: 'integer', min: 0, max: FULL_MASK },
    { name: 'defusedAt', kind: 'integer', min: -1, max: CELLS - 1 },
  ],
  outcome: minesOutcome,
});
