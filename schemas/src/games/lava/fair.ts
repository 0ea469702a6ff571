import { z } from 'zod';
import { LAVA_RULES } from './constants';
import { type SeedTriple, generateFloats } from '../../fair/seeded';
import { seededGame } from '../../fair/seeded-games';

/*
 * Lava's published algorithm. Cells are numbered 1 to 8 from the left everywhere a player reads them (the REST
 * answers, the stored params and the outcome). A game is one nonce: its floats f_0, f_1, … come from
 * generateFloats(server seed, client seed, nonce) and row r (1..5) uses f_{2(r−1)} and f_{2(r−1)+1}.
 */

const { cells: CELLS, lavaCells: LAVA_PER_ROW, rows: ROWS, minOpen, maxOpen, edgePermille, maxWinCents } = LAVA_RULES;

/** The published algorithm in words (shown by the rules panel and the /fair page). */
export const LAVA_ALGORITHM = [
  'floats f_0, f_1, ... = generateFloats(server seed, client seed, nonce): HMAC-SHA256(key = server seed,',
  '"<client seed>:<nonce>:<k>"), every 4 bytes b0..b3 give (b0*2^24 + b1*2^16 + b2*2^8 + b3) / 2^32.',
  `Row r (1..${ROWS}) uses f_a = f_{2(r-1)} and f_b = f_{2(r-1)+1}: start from the cells 1..${CELLS}, for i = 0, 1 swap`,
  `position i with position i + floor(f * (${CELLS} - i)) (a partial Fisher-Yates shuffle); the first ${LAVA_PER_ROW} positions hide lava.`,
  `A row is crossed when none of the k opened cells (${minOpen}..${maxOpen}) hides lava: chance C(6,k)/C(8,k).`,
  'multiplier = (1 - 0.095) x product over crossed rows of C(8,k)/C(6,k); win = floor(stake x multiplier) cents.',
].join('\n');

/** C(n, k) for the small numbers of one row. */
function choose(n: number, k: number): number {
  let result = 1;
  for (let i = 1; i <= k; i++) result = (result * (n - k + i)) / i;
  return Math.round(result);
}

/** Chance to cross a row opening k cells, as an exact fraction: every k-subset of cells avoiding both lava cells. */
export function lavaSurvival(open: number): { num: number; den: number } {
  return { num: choose(CELLS - LAVA_PER_ROW, open), den: choose(CELLS, open) };
}

/** What crossing a row with k cells open multiplies the fair factor by: the inverse of its chance. */
export function lavaRowFactor(open: number): { num: number; den: number } {
  const { num, den } = lavaSurvival(open);
  return { num: den, den: num };
}

/** The lava cells of row `row` (1-based), given the game's floats. */
export function lavaRowFromFloats(floats: readonly number[], row: number): number[] {
  const positions = Array.from({ length: CELLS }, (_, i) => i + 1);
  for (let i = 0; i < LAVA_PER_ROW; i++) {
    const f = floats[2 * (row - 1) + i]!;
    const j = i + Math.floor(f * (CELLS - i));
    [positions[i], positions[j]] = [positions[j]!, positions[i]!];
  }
  return positions.slice(0, LAVA_PER_ROW).sort((a, b) => a - b);
}

/** Every row's lava cells of one game (the whole board is fixed by the nonce before the first row is opened). */
export function lavaBoard(seeds: SeedTriple): number[][] {
  const floats = generateFloats({ ...seeds, count: LAVA_PER_ROW * ROWS });
  return Array.from({ length: ROWS }, (_, i) => lavaRowFromFloats(floats, i + 1));
}

/** One step: opening `cells` (1-based) in row `row` of the game played with `seeds`. */
export function lavaStep(seeds: SeedTriple, row: number, cells: readonly number[]): { lava: number[]; safe: boolean } {
  const lava = lavaBoard(seeds)[row - 1]!;
  return { lava, safe: cells.every((c) => !lava.includes(c)) };
}

/**
 * The multiplier after crossing rows with these counts of open cells, as an exact fraction:
 * (1000 − edgePermille)/1000 × Π C(8,k)/C(6,k). BigInt, since five rows of 28× overflow double precision.
 */
export function lavaMultiplierFraction(opens: readonly number[]): { num: bigint; den: bigint } {
  let num = BigInt(1000 - edgePermille);
  let den = 1000n;
  for (const k of opens) {
    const factor = lavaRowFactor(k);
    num *= BigInt(factor.num);
    den *= BigInt(factor.den);
  }
  return { num, den };
}

/** The multiplier for display, rounded down to 1/10,000 (never shows more than is paid). */
export function lavaMultiplier(opens: readonly number[]): number {
  const { num, den } = lavaMultiplierFraction(opens);
  return Number((num * 10_000n) / den) / 10_000;
}

/** What cashing out after crossing these rows pays: floor(stake × multiplier), never above the max win. */
export function lavaPayoutCents(stakeCents: number, opens: readonly number[]): number {
  const { num, den } = lavaMultiplierFraction(opens);
  const payout = Number((BigInt(stakeCents) * num) / den);
  return Math.min(payout, maxWinCents);
}

/** Row picks as stored in a bet's params: the cell numbers as digits, e.g. cells 2, 5 and 7 → 257; 0 = not played. */
export function encodeLavaCells(cells: readonly number[]): number {
  return cells.length === 0 ? 0 : Number([...cells].sort((a, b) => a - b).join(''));
}

/** The cells of an encoded row, or null when the number is not 1 to 6 distinct digits 1..8. */
export function decodeLavaCells(code: number): number[] | null {
  if (!Number.isSafeInteger(code) || code < 0) return null;
  if (code === 0) return [];
  const cells = String(code).split('').map(Number);
  const valid =
    cells.every((c) => c >= 1 && c <= CELLS) && new Set(cells).size === cells.length && cells.length <= maxOpen;
  return valid ? cells.sort((a, b) => a - b) : null;
}

const ROW_KEYS = ['row1', 'row2', 'row3', 'row4', 'row5'] as const;
const rowCode = z.number().int().min(0).max(87654321);

/** What a lava bet records: the stake and the cells opened in each row (0 for rows not played). */
export const LavaFairParams = z
  .object({
    stakeCents: z.number().int().min(1).max(LAVA_RULES.maxEntryCents),
    row1: rowCode,
    row2: rowCode,
    row3: rowCode,
    row4: rowCode,
    row5: rowCode,
  })
  .refine((p) => ROW_KEYS.every((key) => decodeLavaCells(p[key]) !== null), {
    message: 'a row is not 1-6 distinct cells 1..8',
  })
  .refine((p) => ROW_KEYS.every((key, i) => i === 0 || p[key] === 0 || p[ROW_KEYS[i - 1]!] !== 0), {
    message: 'rows are played in order',
  });
export type LavaFairParams = z.infer<typeof LavaFairParams>;

/** The params of a game from its rows' cells (in play order). */
export function lavaParams(stakeCents: number, rows: readonly (readonly number[])[]): LavaFairParams {
  const codes = ROW_KEYS.map((_, i) => encodeLavaCells(rows[i] ?? []));
  return { stakeCents, row1: codes[0]!, row2: codes[1]!, row3: codes[2]!, row4: codes[3]!, row5: codes[4]! };
}

/** The rows' cells of recorded params, in play order (rows not played left out). */
export function lavaParamRows(params: LavaFairParams): number[][] {
  return ROW_KEYS.map((key) => decodeLavaCells(params[key]) ?? []).filter((cells) => cells.length > 0);
}

export interface LavaOutcomeRow {
  row: number;
  cells: number[];
  lava: number[];
  safe: boolean;
}

export interface LavaOutcome {
  /** The rows played, in order; the last one hides lava when the game was lost. */
  rows: LavaOutcomeRow[];
  /** Every row's lava, played or not. */
  board: number[][];
  /** WIN: cashed out (or all rows crossed); LOSS: lava; NONE: no row played yet. */
  result: 'WIN' | 'LOSS' | 'NONE';
  rowsCrossed: number;
  multiplier: number;
  payoutCents: number;
}

/** The whole game from its seeds and params: the function the server settles with and the /fair page re-runs. */
export function lavaOutcome(seeds: SeedTriple, params: LavaFairParams): LavaOutcome {
  const board = lavaBoard(seeds);
  const rows: LavaOutcomeRow[] = [];
  for (const cells of lavaParamRows(params)) {
    const lava = board[rows.length]!;
    const safe = cells.every((c) => !lava.includes(c));
    rows.push({ row: rows.length + 1, cells, lava, safe });
    if (!safe) break;
  }
  const lost = rows.some((r) => !r.safe);
  const opens = rows.map((r) => r.cells.length);
  return {
    rows,
    board,
    result: rows.length === 0 ? 'NONE' : lost ? 'LOSS' : 'WIN',
    rowsCrossed: lost ? rows.length - 1 : rows.length,
    multiplier: lost || rows.length === 0 ? 0 : lavaMultiplier(opens),
    payoutCents: lost || rows.length === 0 ? 0 : lavaPayoutCents(params.stakeCents, opens),
  };
}

export const lavaVerifier = seededGame<LavaFairParams, LavaOutcome>({
  game: 'lava',
  params: LavaFairParams,
  fields: [
    { name: 'stakeCents', kind: 'integer', min: 1, max: LAVA_RULES.maxEntryCents },
    ...ROW_KEYS.map((name) => ({ name, kind: 'integer' as const, min: 0, max: 87654321 })),
  ],
  outcome: lavaOutcome,
});
