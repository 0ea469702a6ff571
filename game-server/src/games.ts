import { REALTIME_GAME_IDS, type RealtimeGameId } from '@arena/schemas';
import type { GameModule } from './game-module';
import { createBingoModule } from './rooms/bingo/module';
import { createChatModule } from './rooms/chat/module';
import { createClanWarModule } from './rooms/clan-war/module';
import { createCrashModule } from './rooms/crash/module';
import { createCrashBattleModule } from './rooms/crash-battle/module';
import { createJackpotModule } from './rooms/jackpot/module';
import { createPotatoModule } from './rooms/potato/module';
import { createRollModule } from './rooms/roll/module';

/**
 * The room module of every realtime game of the schemas registry (`realtime: true` in its definition), one line each.
 * A record over exactly those ids: a realtime game does not compile until it has its line, and a REST game has none.
 */
export const GAME_ROOM_MODULES: { readonly [Id in RealtimeGameId]: () => GameModule<Id> } = {
  crash: createCrashModule,
  crashbattle: createCrashBattleModule,
  roll: createRollModule,
  jackpot: createJackpotModule,
  potato: createPotatoModule,
  bingo: createBingoModule,
};

/** The platform's own rooms, which are no game of the registry (they take no bets). */
const PLATFORM_MODULES: readonly (() => GameModule)[] = [createChatModule, createClanWarModule];

/** Every module this server hosts: the registry's realtime games in registry order, then the platform's rooms. */
export const GAME_MODULES: GameModule[] = [
  ...REALTIME_GAME_IDS.map((id) => GAME_ROOM_MODULES[id]()),
  ...PLATFORM_MODULES.map((create) => create()),
];
