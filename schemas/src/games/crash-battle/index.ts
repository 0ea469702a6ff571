import { defineGame } from '../definition';
import { CRASH_BATTLE_RULES } from '../../constants';
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

/** The game's definition: the one row the registry (games/registry.ts) lists. */
export const crashBattleGame = defineGame({
  /** Spelled as its stored bets and its public URL have it (the folders say crash-battle). */
  id: 'crashbattle',
  path: '/crashbattle',
  nameKey: 'crash-battle.name',
  /** The players' buy-ins go to the winner whole. */
  houseEdge: 0,
  rules: CRASH_BATTLE_RULES,
  /** 2-4 players share one pool: real stakes only. */
  bets: { bonusStakes: false },
  fair: { id: 'crashBattle', algorithm: CRASH_BATTLE_FAIR },
  verify: { kind: 'round' },
  realtime: true,
  history: true,
  chatPolled: false,
  frameOperations: [],
  /** Its own ledger operations (`ledger_transfers.operation`, labelled under profile.operations.<CODE>). */
  ledgerOperations: ['BATTLE_DRAW_SKINS'],
  /** A drawn battle returns the buy-in as skins (BATTLE_DRAW_SKINS, item event BATTLE_DRAW). */
  itemEvents: ['BATTLE_DRAW'],
});
