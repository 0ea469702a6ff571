import { z } from 'zod';
import { centsToUsd } from '../../constants';
import { PLINKO_RULES } from './constants';
import type { ErrorKey } from '../../errors/catalogue';

export type PlinkoRisk = (typeof PLINKO_RULES.risks)[number];
export type PlinkoRowCount = keyof typeof PLINKO_RULES.payoutTables;

export const PlinkoRisk = z.enum(PLINKO_RULES.risks);
export const PlinkoRows = z.number().int().min(PLINKO_RULES.minRows).max(PLINKO_RULES.maxRows);

/** Every row count a board may have, smallest first. */
export const PLINKO_ROW_COUNTS: readonly PlinkoRowCount[] = Array.from(
  { length: PLINKO_RULES.maxRows - PLINKO_RULES.minRows + 1 },
  (_, i) => (PLINKO_RULES.minRows + i) as PlinkoRowCount,
);

export function isPlinkoRows(value: unknown): value is PlinkoRowCount {
  return (
    Number.isInteger(value) && (value as number) >= PLINKO_RULES.minRows && (value as number) <= PLINKO_RULES.maxRows
  );
}

/** The bucket multipliers (hundredths) of one board, bucket 0 = every bounce to the left. */
export function plinkoMultipliers(rows: number, risk: PlinkoRisk): readonly number[] {
  if (!isPlinkoRows(rows))
    throw new RangeError(`plinko has ${PLINKO_RULES.minRows}-${PLINKO_RULES.maxRows} rows, not ${rows}`);
  const table = PLINKO_RULES.payoutTables[rows][risk] as readonly number[] | undefined;
  if (!table) throw new RangeError(`unknown plinko risk ${String(risk)}`);
  return table;
}

/** What a bucket pays: stake × multiplier floored to the cent (the house keeps the fraction of a cent). */
export function plinkoPayoutCents(stakeCents: number, multiplierHundredths: number): number {
  return Math.floor((stakeCents * multiplierHundredths) / 100);
}

/**
 * The largest stake of a board: $200, and no more than keeps the top bucket's payout within the $2000 win
 * limit (a 1000× bucket allows $2.00). Refusing the stake instead of capping the win keeps the return exact.
 */
export function plinkoMaxBetCents(rows: number, risk: PlinkoRisk): number {
  const top = Math.max(...plinkoMultipliers(rows, risk));
  return Math.min(PLINKO_RULES.maxBetCents, Math.floor((PLINKO_RULES.maxWinCents * 100) / top));
}

export interface PlinkoRefusal {
  key: ErrorKey;
  args: string[];
}

const usd = (cents: number) => centsToUsd(cents).toFixed(2);

/**
 * The stake checks a drop passes before it touches money, shared by the API (authoritative) and the screen
 * (so it only sends drops that can succeed). Balance and the player's own bet limit are the ledger's.
 */
export function checkPlinkoStake(input: { amountCents: number; rows: number; risk: PlinkoRisk }): PlinkoRefusal | null {
  if (!Number.isSafeInteger(input.amountCents) || input.amountCents <= 0) return { key: 'BET.AMOUNT_LOW', args: [] };
  if (input.amountCents < PLINKO_RULES.minBetCents)
    return { key: 'BET.MIN_LIMIT', args: [usd(PLINKO_RULES.minBetCents)] };
  const max = plinkoMaxBetCents(input.rows, input.risk);
  if (input.amountCents > max) return { key: 'BET.MAX_LIMIT', args: [usd(max)] };
  return null;
}
