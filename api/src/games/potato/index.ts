export {
  POTATO_GAME,
  type StoredPotatoGame,
  type StoredPotatoSeat,
  type StoredPotatoStage,
  type PotatoSettlement,
  loadPotatoGame,
  loadPotatoSeats,
  loadPotatoStages,
  openPotatoGame,
  takePotatoSeat,
  leavePotatoSeat,
  startPotatoGame,
  recordPotatoStage,
  finishPotatoGame,
  callOffPotatoGame,
} from './games';
export { type PotatoRecoveryReport, recoverPotato, recoverPotatoTables, finishPotatoFromSeeds } from './recovery';
