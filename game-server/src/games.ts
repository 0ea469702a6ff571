import type { GameModule } from './game-module';

/** Every game this server hosts. Each game folder under rooms/ adds its module here. */
export const GAME_MODULES: GameModule[] = [];
