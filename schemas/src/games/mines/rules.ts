import { z } from 'zod';
import { centsToUsd } from '../../constants';
import { MINES_RULES } from './constants';
import type { ErrorArg } from '../../errors/app-error';
import type { ErrorKey } from '../../errors/catalogue';

/** Classic Mines, or Mines Plus (premium battlepass: one defuse per round, priced into its multipliers). */
export const MINES_MODES = ['classic', 'plus'] as const;
export const MinesMode = z.enum(MINES_MODES);
export type MinesMode = z.infer<typeof MinesMode>;

export const MinesCount = z.number().int().min(MINES_RULES.minMines).max(MINES_RULES.maxMines);
export const MinesCell = z
  .number()
  .int()
  .min(0)
  .max(MINES_RULES.cells - 1);

/**
 * Where a round stands in the multiplier table: mines on the board, gems found and, for a Plus round that
 * defused its mine, how many gems it had found when it hit that mine (null: no defuse).
 */
export interface MinesPosition {
  mines: number;
  mode: MinesMode;
  gems: number;
  defusedAt: number | null;
}

export interface Fraction {
  num: bigint;
  den: bigint;
}

const { cells: CELLS, returnBasisPoints, plusDefuseKeeps } = MINES_RULES;

/** C(n, k) exactly (0 outside 0 ≤ k ≤ n). */
export function minesChoose(n: number, k: number): bigint {
  if (k < 0 || k > n) return 0n;
  let result = 1n;
  for (let i = 1; i <= k; i++) result = (result * BigInt(n - k + i)) / BigInt(i);
  return result;
}

const gcd = (a: bigint, b: bigint): bigint => (b === 0n ? (a < 0n ? -a : a) : gcd(b, a % b));
function reduced(num: bigint, den: bigint): Fraction {
  const g = gcd(num, den) || 1n;
  return { num: num / g, den: den / g };
}

/** The most gems a board holds: the round ends (cashed out) when all are found. */
export const minesGemCount = (mines: number): number => CELLS - mines;

/**
 * The multiplier of a position as an exact fraction (the formulas are MINES_RULES'). A Plus gem with the defuse
 * unused multiplies by (1 − (1 − g)·κ) / g, κ = plusDefuseKeeps: exactly what keeps the expected next multiplier
 * equal to the current one when a mine (chance 1 − g) leaves κ of it. Throws on a position the rules never reach.
 */
export function minesMultiplierFraction(position: MinesPosition): Fraction {
  const { mines: m, gems: k, mode, defusedAt } = position;
  if (!Number.isInteger(m) || m < MINES_RULES.minMines || m > MINES_RULES.maxMines) throw new RangeError(`mines ${m}`);
  if (!Number.isInteger(k) || k < 0 || k > CELLS - m) throw new RangeError(`gems ${k} with ${m} mines`);
  if (defusedAt !== null && (mode !== 'plus' || !Number.isInteger(defusedAt) || defusedAt < 0 || defusedAt > k)) {
    throw new RangeError(`defused at ${defusedAt} with ${k} gems (${mode})`);
  }
  let num = BigInt(returnBasisPoints);
  let den = 10_000n;
  if (mode === 'classic') return reduced(num * minesChoose(CELLS, k), den * minesChoose(CELLS - m, k));
  const a = BigInt(plusDefuseKeeps.num);
  const b = BigInt(plusDefuseKeeps.den);
  const beforeDefuse = defusedAt ?? k;
  for (let i = 0; i < beforeDefuse; i++) {
    const left = BigInt(CELLS - i);
    const safe = BigInt(CELLS - m - i);
    num *= b * left - a * (left - safe);
    den *= b * safe;
  }
  if (defusedAt === null) return reduced(num, den);
  num *= a;
  den *= b;
  for (let i = defusedAt; i < k; i++) {
    num *= BigInt(CELLS - 1 - i);
    den *= BigInt(CELLS - m - i);
  }
  return reduced(num, den);
}

/** The multiplier to show, rounded down to 1/10,000 (never shows more than is paid). */
export function minesMultiplier(position: MinesPosition): number {
  const { num, den } = minesMultiplierFraction(position);
  return Number((num * 10_000n) / den) / 10_000;
}

/** What taking winnings at a position pays: floor(stake × multiplier), at most the max win (then `capped`). */
export function minesPayout(stakeCents: number, position: MinesPosition): { payoutCents: number; capped: boolean } {
  const { num, den } = minesMultiplierFraction(position);
  const exact = Number((BigInt(stakeCents) * num) / den);
  return exact >= MINES_RULES.maxWinCents
    ? { payoutCents: MINES_RULES.maxWinCents, capped: true }
    : { payoutCents: exact, capped: false };
}

/** Cells of a 25-bit mask (bit i = cell i), ascending. */
export function minesMaskCells(mask: number): number[] {
  const cells: number[] = [];
  for (let cell = 0; cell < CELLS; cell++) if (Math.floor(mask / 2 ** cell) % 2 === 1) cells.push(cell);
  return cells;
}

/** The 25-bit mask of some cells. */
export function minesCellsMask(cells: readonly number[]): number {
  return [...new Set(cells)].reduce((mask, cell) => mask + 2 ** cell, 0);
}

export interface MinesRefusal {
  key: ErrorKey;
  args: ErrorArg[];
}

const usd = (cents: number) => centsToUsd(cents).toFixed(2);

/**
 * Why a stake is refused before it touches money, or null; shared by the API (authoritative) and the screen.
 * A stake is an amount from the real balance or 1..maxSkins real skins, never both (docs/product-rules.md §5: "select at least 1
 * item or enter an amount"). The player's own bet limit and balance are the ledger's checks.
 */
export function minesStakeRefusal(input: {
  mines: number;
  amountCents: number | null;
  skins: number;
  skinsCents: number;
}): MinesRefusal | null {
  const r = MINES_RULES;
  if (!Number.isInteger(input.mines) || input.mines < r.minMines || input.mines > r.maxMines) {
    return { key: 'MINES.BAD_MINES', args: [r.minMines, r.maxMines] };
  }
  const hasAmount = input.amountCents !== null && input.amountCents !== 0;
  if (hasAmount && input.skins > 0) return { key: 'MINES.ONE_STAKE', args: [] };
  if (!hasAmount && input.skins === 0) return { key: 'MINES.NOTHING_SELECTED', args: [] };
  if (input.skins > r.maxSkins) return { key: 'MINES.MAX_SKINS', args: [r.maxSkins] };
  const stake = hasAmount ? input.amountCents! : input.skinsCents;
  if (!Number.isSafeInteger(stake) || stake <= 0) return { key: 'BET.AMOUNT_LOW', args: [] };
  if (stake < r.minStakeCents) return { key: 'BET.MIN_LIMIT', args: [usd(r.minStakeCents)] };
  if (stake > r.maxStakeCents) return { key: 'MINES.ENTRY_LIMIT', args: [usd(r.maxStakeCents)] };
  return null;
}
