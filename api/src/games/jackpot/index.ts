export {
  JACKPOT_GAME,
  type StoredJackpotItem,
  type StoredJackpotEntry,
  type StoredJackpotRound,
  type JackpotEntryInput,
  loadJackpotRound,
  loadJackpotEntries,
  openJackpotRound,
  setJackpotCloseTime,
  enterJackpot,
} from './rounds';
export { finishJackpotRound, voidJackpotRound, recoverJackpot } from './draw';
