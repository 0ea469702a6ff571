export {
  type StoredBattle,
  type StoredSeat,
  type StoredRound,
  loadBattle,
  loadSeats,
  loadRounds,
} from './battle-records';
export {
  CRASH_BATTLE_GAME,
  type CreateBattleInput,
  type SeatPayout,
  createBattle,
  takeSeat,
  leaveSeat,
  setSeatAutoTarget,
  startBattle,
  recordRound,
  finishBattle,
  callOffBattle,
} from './battles';
export {
  type CrashBattleRecoveryReport,
  recoverCrashBattles,
  recoverCrashBattleRooms,
  finishFromSeeds,
} from './recovery';
export { pickDrawSkins } from './draw-skins';
