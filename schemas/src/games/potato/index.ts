import { defineGame } from '../definition';
import { potatoCard } from './card';
import { POTATO_FAIR } from './fair-algorithm';
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

export * from './card';

/** The game's definition: its card plus its fair code, the one row the registry (games/registry.ts) lists. */
export const potatoGame = defineGame({
  ...potatoCard,
  fair: { id: 'potato', algorithm: POTATO_FAIR },
  verify: { kind: 'round' },
});
