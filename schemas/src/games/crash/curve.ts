import { CRASH_RULES } from '../../constants';
import { HUNDREDTHS_PER_X } from '../../fair/crash-point';

/**
 * The crash curve m(t) = e^(g · ms since round start). Server and clients share these functions:
 * clients draw with the float, the server settles with the floored hundredths.
 */
const GROWTH_PER_MS = CRASH_RULES.curveGrowthPerMs;

/** The multiplier as a float for drawing; 1 before the round starts. */
export function multiplierAtMs(ms: number): number {
  return Math.exp(GROWTH_PER_MS * Math.max(0, ms));
}

/**
 * The multiplier a cash-out at `ms` gets, in hundredths, floored (never rounded up in the player's
 * favour) and at least 100. Time is taken in whole milliseconds (the server clock's resolution), so
 * `multiplierHundredthsAtMs(ms) >= h` exactly when `ms >= msToReachHundredths(h)`.
 */
export function multiplierHundredthsAtMs(ms: number): number {
  return Math.max(HUNDREDTHS_PER_X, Math.floor(HUNDREDTHS_PER_X * multiplierAtMs(Math.floor(ms))));
}

/**
 * The first whole millisecond at which the floored multiplier reaches `hundredths`: when the round
 * crashes for a crash point, or when an auto cash-out fires. The logarithm gives a guess that float
 * error may put one step off; walking to the exact boundary of `multiplierHundredthsAtMs` keeps the two in step.
 */
export function msToReachHundredths(hundredths: number): number {
  if (!Number.isFinite(hundredths)) throw new RangeError('hundredths must be a finite number');
  if (hundredths <= HUNDREDTHS_PER_X) return 0;
  let ms = Math.max(0, Math.ceil(Math.log(hundredths / HUNDREDTHS_PER_X) / GROWTH_PER_MS));
  while (ms > 0 && multiplierHundredthsAtMs(ms - 1) >= hundredths) ms--;
  while (multiplierHundredthsAtMs(ms) < hundredths) ms++;
  return ms;
}

/** floor(stake · hundredths / 100) in exact integers; products above 2^53 would lose cents as floats. */
export function payoutCents(stakeCents: number, hundredths: number): number {
  if (!Number.isSafeInteger(stakeCents) || stakeCents < 0)
    throw new RangeError('stake must be whole non-negative cents');
  if (!Number.isSafeInteger(hundredths) || hundredths < 0) throw new RangeError('multiplier must be whole hundredths');
  const payout = (BigInt(stakeCents) * BigInt(hundredths)) / BigInt(HUNDREDTHS_PER_X);
  if (payout > BigInt(Number.MAX_SAFE_INTEGER)) throw new RangeError('payout exceeds the safe integer range');
  return Number(payout);
}
