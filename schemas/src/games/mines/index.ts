import { defineGame } from '../definition';
import { MINES_ERRORS } from './errors';
import { MINES_BONUS_STAKES, MINES_HOUSE_EDGE, MINES_RULES } from './constants';
import { minesVerifier } from './fair';
import { MINES_FAIR } from './fair-algorithm';
export * from './rules';
export * from './api';
export * from './round';
export * from './constants';
export * from './fair';
export * from './fair-algorithm';

/** The game's definition: the one row the registry (games/registry.ts) lists. */
export const minesGame = defineGame({
  id: 'mines',
  path: '/mines',
  nameKey: 'mines.name',
  houseEdge: MINES_HOUSE_EDGE,
  rules: MINES_RULES,
  bets: { bonusStakes: MINES_BONUS_STAKES },
  fair: { id: 'mines', algorithm: MINES_FAIR },
  verify: { kind: 'seed-pair', verifier: minesVerifier },
  realtime: false,
  history: true,
  chatPolled: true,
  /** Creating a round (Mines and Mines Plus) frames its bet. */
  frameOperations: ['MINES_CREATE'],
  /** Its own ledger operations (`ledger_transfers.operation`, labelled under profile.operations.<CODE>). */
  ledgerOperations: ['MINES_CREATE', 'MINES_OPEN', 'MINES_DEFUSE', 'MINES_TAKE'],
  itemEvents: [],
  errors: MINES_ERRORS,
});
