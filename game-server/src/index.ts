export { createGameServer, MAX_PAYLOAD_BYTES, type GameServer, type GameServerOptions } from './server';
export type { GameModule } from './game-module';
export { GAME_MODULES } from './games';
