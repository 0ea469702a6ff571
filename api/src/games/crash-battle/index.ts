export {
  CRASH_BATTLE_GAME,
  type StoredBattle,
  type StoredSeat,
  type StoredRound,
  type CreateBattleInput,
  type SeatPayout,
  loadBattle,
  loadSeats,
  loadRounds,
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
