import { centsToUsd } from '../../constants';
import { LAVA_RULES } from './constants';
import type { ErrorArg } from '../../errors/app-error';
import type { ErrorKey } from '../../errors/catalogue';
import { lavaMultiplier, lavaPayoutCents, lavaMultiplierFraction, lavaSurvival } from './fair';

/** Rules of one lava game, pure and shared: the api refuses by them, the screen disables by them. */

export interface LavaRefusal {
  key: ErrorKey;
  args: ErrorArg[];
}

/** docs/product-rules.md §5 "select at least 1 skin", the per-entry skin count and the $200 entry limit (LAVA.ENTRY_LIMIT). */
export function lavaEntryError(input: { skins: number; valueCents: number }): LavaRefusal | null {
  if (input.skins === 0) return { key: 'LAVA.NO_SKIN_SELECTED', args: [] };
  if (input.skins > LAVA_RULES.maxSkinsPerEntry) return { key: 'LAVA.MAX_SKINS', args: [LAVA_RULES.maxSkinsPerEntry] };
  if (input.valueCents > LAVA_RULES.maxEntryCents)
    return { key: 'LAVA.ENTRY_LIMIT', args: [centsToUsd(LAVA_RULES.maxEntryCents).toFixed(2)] };
  if (input.valueCents < LAVA_RULES.minEntryCents)
    return { key: 'BET.MIN_LIMIT', args: [centsToUsd(LAVA_RULES.minEntryCents).toFixed(2)] };
  return null;
}

/** 1 to 6 distinct cells numbered 1..8. */
export function lavaCellsError(cells: readonly number[]): LavaRefusal | null {
  const ok =
    cells.length >= LAVA_RULES.minOpen &&
    cells.length <= LAVA_RULES.maxOpen &&
    cells.every((c) => Number.isInteger(c) && c >= 1 && c <= LAVA_RULES.cells) &&
    new Set(cells).size === cells.length;
  return ok ? null : { key: 'LAVA.BAD_CELLS', args: [LAVA_RULES.minOpen, LAVA_RULES.maxOpen] };
}

/** A row is offered only if crossing it pays no more than the max win, so the cap never cuts a win. */
export function lavaRowFits(stakeCents: number, opens: readonly number[], open: number): boolean {
  const { num, den } = lavaMultiplierFraction([...opens, open]);
  return (BigInt(stakeCents) * num) / den <= BigInt(LAVA_RULES.maxWinCents);
}

export interface LavaLadderStep {
  open: number;
  /** Chance to cross the row in basis points (rounded down), e.g. 7500 = 75%. */
  chanceBasisPoints: number;
  /** The game's multiplier after crossing (rounded down to 1/10,000). */
  multiplier: number;
  payoutCents: number;
  fits: boolean;
}

/** What each count of open cells would lead to from the rows crossed so far: the screen's multiplier ladder. */
export function lavaLadder(stakeCents: number, opens: readonly number[]): LavaLadderStep[] {
  const steps: LavaLadderStep[] = [];
  for (let open = LAVA_RULES.minOpen; open <= LAVA_RULES.maxOpen; open++) {
    const chance = lavaSurvival(open);
    steps.push({
      open,
      chanceBasisPoints: Math.floor((chance.num * 10_000) / chance.den),
      multiplier: lavaMultiplier([...opens, open]),
      payoutCents: lavaPayoutCents(stakeCents, [...opens, open]),
      fits: lavaRowFits(stakeCents, opens, open),
    });
  }
  return steps;
}

/**
 * After a crossed row: does the game go on? It ends (and pays) when the skips run out (every row crossed) or
 * when no count of cells fits under the max win any more.
 */
export function lavaCanContinue(stakeCents: number, opens: readonly number[]): boolean {
  return opens.length < LAVA_RULES.rows && lavaRowFits(stakeCents, opens, LAVA_RULES.minOpen);
}
