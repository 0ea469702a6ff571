import { defineGame } from '../definition';
import { crashCard } from './card';
import { CRASH_FAIR } from './fair-algorithm';
export { multiplierAtMs, multiplierHundredthsAtMs, msToReachHundredths, payoutCents } from './curve';
export * from './messages';
export * from './state';
export * from './constants';
export { checkCrashBetRequest, parseMultiplierHundredths, formatHundredths } from './bet-request';

export { CRASH_ALGORITHM, type CrashRoundInput, type CrashRoundVerification, verifyCrashRound } from './fair';

export * from './card';

/** The game's definition: its card plus its fair code, the one row the registry (games/registry.ts) lists. */
export const crashGame = defineGame({
  ...crashCard,
  fair: { id: 'crash', algorithm: CRASH_FAIR },
  verify: { kind: 'round' },
});
