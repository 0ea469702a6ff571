import type { GameModule } from './game-module';
import { createCrashBattleModule } from './rooms/crash-battle/module';
import { createChatModule } from './rooms/chat/module';
import { createCrashModule } from './rooms/crash/module';
import { createJackpotModule } from './rooms/jackpot/module';
import { createPotatoModule } from './rooms/potato/module';
import { createRollModule } from './rooms/roll/module';
import { createBingoModule } from './rooms/bingo/module';
import { createClanWarModule } from './rooms/clan-war/module';

/** Every game this server hosts. Each game folder under rooms/ adds its module here. */
export const GAME_MODULES: GameModule[] = [
  createCrashModule(),
  createCrashBattleModule(),
  createJackpotModule(),
  createRollModule(),
  createBingoModule(),
  createPotatoModule(),
  createChatModule(),
  createClanWarModule(),
];
