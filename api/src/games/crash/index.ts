export {
  type CrashChainInfo,
  type HashChainInfo,
  ChainUsedUpError,
  ensureCrashChain,
  loadCrashChain,
  ensureHashChain,
  loadHashChain,
  listHashChains,
  prepareNextChain,
  chainLink,
} from './chain-store';
export { ChainKeeper } from './chain-keeper';
export { publicChains } from '../../hash-chains/public-chains';
export {
  type OpenedCrashRound,
  type FinishedCrashRound,
  type CrashRoundStatus,
  CrashChainError,
  openCrashRound,
  markCrashRoundRunning,
  markCrashRoundCrashed,
  voidCrashRound,
  voidUnfinishedCrashRounds,
  listFinishedCrashRounds,
  lastCrashRoundIndex,
} from './rounds';
export { CRASH_GAME, type CrashRecoveryReport, recoverCrash } from './recovery';
