import { defineGame } from '../definition';
import { PLINKO_BONUS_STAKES, PLINKO_HOUSE_EDGE, PLINKO_RULES } from './constants';
import { plinkoVerifier } from './fair';
import { PLINKO_FAIR } from './fair-algorithm';
export * from './rules';
export * from './api';
export * from './constants';
export * from './fair';
export * from './fair-algorithm';

/** The game's definition: the one row the registry (games/registry.ts) lists. */
export const plinkoGame = defineGame({
  id: 'plinko',
  path: '/plinko',
  nameKey: 'plinko.name',
  houseEdge: PLINKO_HOUSE_EDGE,
  rules: PLINKO_RULES,
  bets: { bonusStakes: PLINKO_BONUS_STAKES },
  fair: { id: 'plinko', algorithm: PLINKO_FAIR },
  verify: { kind: 'seed-pair', verifier: plinkoVerifier },
  realtime: false,
  history: true,
  chatPolled: true,
  frameOperations: [],
  /** Its own ledger operations (`ledger_transfers.operation`, labelled under profile.operations.<CODE>). */
  ledgerOperations: ['PLINKO_DROP'],
  itemEvents: [],
});
