import { BINGO_RULES } from '../../constants';
import type { ErrorArg } from '../../errors/app-error';
import type { ErrorKey } from '../../errors/catalogue';

/**
 * Bingo math, pure and shared: the api settles by it, the browser shows odds, pools and matches with it.
 * All money is integer cents.
 */

export const BINGO_TIERS = [5, 4, 3, 2, 1] as const;
export type BingoTier = (typeof BINGO_TIERS)[number];

/** Why these numbers are not a ticket (5 distinct whole numbers from 1 to 20), or null. */
export function bingoNumbersError(numbers: readonly number[]): { key: ErrorKey; args: ErrorArg[] } | null {
  const { numbersPerTicket, maxNumber } = BINGO_RULES;
  const ok =
    numbers.length === numbersPerTicket &&
    numbers.every((n) => Number.isSafeInteger(n) && n >= 1 && n <= maxNumber) &&
    new Set(numbers).size === numbersPerTicket;
  return ok ? null : { key: 'BINGO.BAD_NUMBERS', args: [numbersPerTicket, maxNumber] };
}

/** Numbers as stored and shown: ascending. */
export const sortedNumbers = (numbers: readonly number[]) => [...numbers].sort((a, b) => a - b);

/** How many of the drawn numbers the ticket holds. */
export function bingoMatches(ticket: readonly number[], drawn: readonly number[]): number {
  const set = new Set(drawn);
  return ticket.filter((n) => set.has(n)).length;
}

/** n choose k as an exact integer (small n only). */
export function choose(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  let result = 1;
  for (let i = 1; i <= k; i++) result = (result * (n - k + i)) / i;
  return Math.round(result);
}

/**
 * Exact hypergeometric odds of a ticket matching k of the drawn numbers: C(5,k)·C(15,5−k) / C(20,5), as
 * { ways, of } so nothing is rounded (ways over 15,504 draws).
 */
export function bingoOdds(matches: number): { ways: number; of: number } {
  const { numbersPerTicket: pick, maxNumber: total } = BINGO_RULES;
  return { ways: choose(pick, matches) * choose(total - pick, pick - matches), of: choose(total, pick) };
}

/** The pool of a draw: fixed part (only if someone plays) + the rollover it received + floor(70% of sales). */
export function bingoPoolCents(input: {
  ticketCount: number;
  salesCents: number;
  rolloverInCents: number;
  fixedCents?: number;
}): number {
  const fixed = input.ticketCount > 0 ? (input.fixedCents ?? BINGO_RULES.fixedPoolCents) : 0;
  return fixed + input.rolloverInCents + Math.floor((input.salesCents * BINGO_RULES.poolSharePercent) / 100);
}

export interface BingoTierResult {
  matches: BingoTier;
  /** The tier's part of the pool. */
  tierCents: number;
  winners: number;
  /** What each winning ticket receives: floor(tierCents / winners), 0 without winners. */
  prizeEachCents: number;
  /** What the tier does not pay out and rolls over: all of it without winners, else the sharing remainder. */
  rolloverCents: number;
}

export interface BingoSplit {
  poolCents: number;
  tiers: BingoTierResult[];
  paidCents: number;
  rolloverCents: number;
}

/**
 * Splits a pool among tickets by their matches. Tiers 4..1 take floor(pool · share / 10,000); the 5-match tier
 * takes what is left (so the split's rounding cents go there). Within a tier each ticket gets
 * floor(tier / winners); whatever is not paid (an empty tier, a sharing remainder) rolls over to the next draw.
 * paid + rollover = pool exactly: no cent is created or lost.
 */
export function splitBingoPool(
  poolCents: number,
  matchesPerTicket: readonly number[],
  basisPoints: Record<BingoTier, number> = BINGO_RULES.tierBasisPoints,
): BingoSplit {
  if (!Number.isSafeInteger(poolCents) || poolCents < 0)
    throw new RangeError('the pool must be whole, non-negative cents');
  const lower = ([4, 3, 2, 1] as const).map((k) => Math.floor((poolCents * basisPoints[k]) / 10_000));
  const tierCents: Record<BingoTier, number> = {
    5: poolCents - lower.reduce((a, b) => a + b, 0),
    4: lower[0]!,
    3: lower[1]!,
    2: lower[2]!,
    1: lower[3]!,
  };
  const tiers = BINGO_TIERS.map((matches): BingoTierResult => {
    const winners = matchesPerTicket.filter((m) => m === matches).length;
    const prizeEachCents = winners > 0 ? Math.floor(tierCents[matches] / winners) : 0;
    return {
      matches,
      tierCents: tierCents[matches],
      winners,
      prizeEachCents,
      rolloverCents: tierCents[matches] - prizeEachCents * winners,
    };
  });
  const rolloverCents = tiers.reduce((sum, t) => sum + t.rolloverCents, 0);
  return { poolCents, tiers, paidCents: poolCents - rolloverCents, rolloverCents };
}

/** The prize of one ticket with `matches` under a split. */
export function bingoPrizeOf(split: Pick<BingoSplit, 'tiers'>, matches: number): number {
  return split.tiers.find((t) => t.matches === matches)?.prizeEachCents ?? 0;
}

export interface BingoSchedule {
  /** Epoch ms of one draw; the others are this plus whole intervals. */
  anchorMs: number;
  intervalMs: number;
}

/** Saturday 2026-01-03 17:00 UTC = 20:00 GMT+3, the first draw of the weekly default schedule. */
export const BINGO_WEEKLY_ANCHOR_MS = Date.UTC(2026, 0, 3, BINGO_RULES.drawHourUtc);

export const DEFAULT_BINGO_SCHEDULE: BingoSchedule = {
  anchorMs: BINGO_WEEKLY_ANCHOR_MS,
  intervalMs: BINGO_RULES.drawIntervalMs,
};

/** The first draw time strictly after `nowMs`. */
export function nextBingoDrawAt(nowMs: number, schedule: BingoSchedule = DEFAULT_BINGO_SCHEDULE): number {
  const { anchorMs, intervalMs } = schedule;
  if (nowMs < anchorMs) return anchorMs - Math.floor((anchorMs - nowMs - 1) / intervalMs) * intervalMs;
  return anchorMs + (Math.floor((nowMs - anchorMs) / intervalMs) + 1) * intervalMs;
}
