export { type CrashChainInfo, type HashChainInfo, ensureCrashChain, loadCrashChain, ensureHashChain, loadHashChain, chainLink } from './chain-store';
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
} from './rounds';
export { CRASH_GAME, type CrashRecoveryReport, recoverCrash } from './recovery';
