import { defineGame } from '../definition';
import { CRASH_RULES, HOUSE_EDGE } from '../../constants';
import { CRASH_FAIR } from './fair-algorithm';
export { multiplierAtMs, multiplierHundredthsAtMs, msToReachHundredths, payoutCents } from './curve';
export * from './messages';
export * from './state';
export { checkCrashBetRequest, parseMultiplierHundredths, formatHundredths } from './bet-request';

export { CRASH_ALGORITHM, type CrashRoundInput, type CrashRoundVerification, verifyCrashRound } from './fair';

/** The game's definition: the one row the registry (games/registry.ts) lists. */
export const crashGame = defineGame({
  /** One id for both rooms (classic and plus play against the house alike). */
  id: 'crash',
  path: '/crash/classic',
  nameKey: 'crash.name',
  houseEdge: { classic: HOUSE_EDGE.crashClassic, plus: HOUSE_EDGE.crashPlus },
  rules: CRASH_RULES,
  /** Every player against the house's curve. */
  bets: { bonusStakes: true },
  fair: { id: 'crash', algorithm: CRASH_FAIR },
  verify: { kind: 'round' },
  realtime: true,
  history: false,
  chatPolled: false,
  frameOperations: [],
  /** Its own ledger operations (`ledger_transfers.operation`, labelled under profile.operations.<CODE>). */
  ledgerOperations: [],
  itemEvents: [],
});
