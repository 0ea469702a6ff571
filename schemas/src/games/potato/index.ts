import { defineGame } from '../definition';
import { POTATO_FAIR } from '../../fair/potato.algorithm';
import { POTATO_RULES } from '../../constants';
export * from './messages';
export * from './state';
export * from './api';
export * from './rules';

/** The game's definition: the one row the registry (games/registry.ts) lists. */
export const potatoGame = defineGame({
  id: 'potato',
  path: '/potato',
  nameKey: 'potato.name',
  houseEdge: POTATO_RULES.edgePermille / 1000,
  rules: POTATO_RULES,
  /** Hot potato: the buy-ins of a table go to its survivor. */
  bets: { bonusStakes: false },
  fair: { id: 'potato', algorithm: POTATO_FAIR },
  verify: { kind: 'round' },
  history: true,
  chatPolled: false,
  frameOperations: [],
  /** Its own ledger operations (`ledger_transfers.operation`, labelled under profile.operations.<CODE>). */
  ledgerOperations: [],
  itemEvents: [],
});
