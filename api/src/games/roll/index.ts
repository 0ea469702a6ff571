export {
  ROLL_GAME,
  RollChainError,
  type OpenedRollRound,
  type RollBetInput,
  type PlacedRollBet,
  type SettledRollBet,
  type RollSettlement,
  openRollRound,
  lastRollRoundIndex,
  placeRollBet,
  settleRollRound,
  voidRollRound,
} from './rounds';
export { type FinishedRollRound, listFinishedRollRounds, rollHistory } from './queries';
export { type RollRecoveryReport, recoverRoll } from './recovery';
