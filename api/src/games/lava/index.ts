export {
  LAVA_GAME,
  type StoredLavaGame,
  loadLavaGame,
  playingLavaGame,
  lavaGameView,
  currentLavaGame,
  lavaHistory,
} from './queries';
export { lavaGameIdFor, startLava, stepLava, cashOutLava } from './games';
export { lavaRoutes } from './routes';
