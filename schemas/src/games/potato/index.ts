import { defineGame } from '../definition';
import { POTATO_FAIR } from './fair-algorithm';
import { POTATO_RULES } from '../../constants';
export * from './messages';
export * from './state';
export * from './api';
export * from './rules';

export {
  potatoClientSeed,
  POTATO_FLOATS_PER_STAGE,
  type PotatoStageDraw,
  potatoFuse,
  potatoAutoTarget,
  potatoStageDraw,
  type PotatoPass,
  type PotatoStageRecord,
  unattendedPotatoStage,
  POTATO_ALGORITHM,
  type PotatoVerifyInput,
  type PotatoStageCheck,
  type PotatoVerification,
  verifyPotato,
} from './fair';

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
  realtime: true,
  history: true,
  chatPolled: false,
  frameOperations: [],
  /** Its own ledger operations (`ledger_transfers.operation`, labelled under profile.operations.<CODE>). */
  ledgerOperations: [],
  itemEvents: [],
});
