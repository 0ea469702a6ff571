export { bingoSchedule, bingoScheduleFromEnv, setBingoSchedule } from './schedule';
export { type StoredBingoDraw, loadBingoDraw, ensureBingoDrawOnSale, bingoDrawToShow } from './store';
export { buyBingoTickets, grantEarnedBingoTickets, giftBingoTickets, quickPick } from './tickets';
export {
  BINGO_PRIZE_OPERATION,
  type PayHooks,
  projectedPool,
  closeBingoDraw,
  payBingoDraw,
  finishBingoDraw,
  runBingoDraw,
  runDueBingoDraws,
} from './draws';
export { checkBingoInvariants, assertBingoInvariants } from './invariants';
