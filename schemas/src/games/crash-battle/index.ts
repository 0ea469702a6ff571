import { defineGame } from '../definition';
import { crashBattleCard } from './card';
import { CRASH_BATTLE_FAIR } from './fair-algorithm';
export * from './messages';
export * from './state';
export * from './api';
export * from './rules';

export {
  CRASH_BATTLE_BOT_SEED,
  type BattleSeatSeed,
  crashBattleClientSeed,
  crashBattleCrashPoint,
  botTargetFromFloat,
  crashBattleBotTargets,
  CRASH_BATTLE_ALGORITHM,
  type CrashBattleVerifyInput,
  type CrashBattleVerification,
  verifyCrashBattle,
} from './fair';

export * from './card';

/** The game's definition: its card plus its fair code, the one row the registry (games/registry.ts) lists. */
export const crashBattleGame = defineGame({
  ...crashBattleCard,
  fair: { id: 'crashBattle', algorithm: CRASH_BATTLE_FAIR },
  verify: { kind: 'round' },
});
