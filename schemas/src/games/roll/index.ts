import { defineGame } from '../definition';
import { rollCard } from './card';
import { ROLL_FAIR } from './fair-algorithm';
export * from './messages';
export * from './state';
export * from './constants';
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

export * from './card';

/** The game's definition: its card plus its fair code, the one row the registry (games/registry.ts) lists. */
export const rollGame = defineGame({
  ...rollCard,
  fair: { id: 'roll', algorithm: ROLL_FAIR },
  verify: { kind: 'round' },
});
