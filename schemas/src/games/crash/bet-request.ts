import { CRASH_ROOM_RULES, centsToUsd } from '../../constants';
import { AppError } from '../../errors/app-error';
import { HUNDREDTHS_PER_X } from '../../fair/crash-point';
import type { CrashBetMessage } from './messages';

/**
 * The checks a bet passes before it reaches the round, shared by the room (authoritative) and the client
 * (so it only sends bets that can succeed). Round state (phase, one bet per round, skin value, balance)
 * is checked by the room and the ledger.
 */
export function checkCrashBetRequest(bet: CrashBetMessage): AppError | null {
  if (
    bet.autoCashOutHundredths !== undefined &&
    bet.autoCashOutHundredths < CRASH_ROOM_RULES.minAutoCashOutHundredths
  ) {
    return new AppError('CRASH.BAD_MULTIPLIER', [
      (CRASH_ROOM_RULES.minAutoCashOutHundredths / HUNDREDTHS_PER_X).toFixed(2),
    ]);
  }
  if (bet.source === 'SKINS') {
    if (!bet.itemIds || bet.itemIds.length === 0) return new AppError('CRASH.NO_SKIN_SELECTED');
    return null;
  }
  const amount = bet.amountCents ?? 0;
  if (amount < CRASH_ROOM_RULES.minBetCents) {
    return new AppError('BET.MIN_LIMIT', [centsToUsd(CRASH_ROOM_RULES.minBetCents).toFixed(2)]);
  }
  return null;
}

/** A typed multiplier ("2", "1.5", "2.37") → whole hundredths, or null when it is not a number. */
export function parseMultiplierHundredths(text: string): number | null {
  const trimmed = text.trim().replace(',', '.');
  if (!/^\d+(\.\d{1,2})?$/.test(trimmed)) return null;
  const [whole = '0', fraction = ''] = trimmed.split('.');
  const value = Number(whole) * HUNDREDTHS_PER_X + Number(fraction.padEnd(2, '0'));
  return Number.isSafeInteger(value) ? value : null;
}

/** Hundredths → "2.37". */
export function formatHundredths(hundredths: number): string {
  return (hundredths / HUNDREDTHS_PER_X).toFixed(2);
}
