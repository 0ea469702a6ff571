import { defineGame } from '../definition';
import { HOUSE_EDGE, ROLL_RULES } from '../../constants';
import { ROLL_FAIR } from './fair-algorithm';
export * from './messages';
export * from './state';
export { type RollStakes, NO_ROLL_STAKES, rollBetRefusal } from './rules';

export {
  ROLL_COLOURS,
  type RollColour,
  isRollColour,
  rollColourOfCell,
  ROLL_WHEEL,
  rollCellsOf,
  rollPayoutCents,
  rollCell,
  ROLL_ALGORITHM,
  type RollRoundInput,
  type RollRoundVerification,
  verifyRollRound,
} from './fair';

/** The game's definition: the one row the registry (games/registry.ts) lists. */
export const rollGame = defineGame({
  id: 'roll',
  path: '/roll',
  nameKey: 'roll.name',
  houseEdge: HOUSE_EDGE.roll,
  rules: ROLL_RULES,
  /** Rush: colour bets against the house's roll. */
  bets: { bonusStakes: true },
  fair: { id: 'roll', algorithm: ROLL_FAIR },
  verify: { kind: 'round' },
  realtime: true,
  history: true,
  chatPolled: false,
  frameOperations: [],
  /** Its own ledger operations (`ledger_transfers.operation`, labelled under profile.operations.<CODE>). */
  ledgerOperations: [],
  itemEvents: [],
});
