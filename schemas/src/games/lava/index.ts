import { defineGame } from '../definition';
import { LAVA_ERRORS } from './errors';
import { LAVA_BONUS_STAKES, LAVA_HOUSE_EDGE, LAVA_RULES } from './constants';
import { lavaVerifier } from './fair';
import { LAVA_FAIR } from './fair-algorithm';
export * from './api';
export * from './rules';
export * from './constants';
export * from './fair';
export * from './fair-algorithm';

/** The game's definition: the one row the registry (games/registry.ts) lists. */
export const lavaGame = defineGame({
  id: 'lava',
  path: '/lava',
  nameKey: 'lava.name',
  houseEdge: LAVA_HOUSE_EDGE,
  rules: LAVA_RULES,
  bets: { bonusStakes: LAVA_BONUS_STAKES },
  fair: { id: 'lava', algorithm: LAVA_FAIR },
  verify: { kind: 'seed-pair', verifier: lavaVerifier },
  realtime: false,
  history: true,
  chatPolled: true,
  frameOperations: [],
  /** Its own ledger operations (`ledger_transfers.operation`, labelled under profile.operations.<CODE>). */
  ledgerOperations: [],
  itemEvents: [],
  errors: LAVA_ERRORS,
});
