export {
  type FairRoll,
  type FairBetRecord,
  takeFairRoll,
  takeRoundRoll,
  rollFloats,
  recordFairBet,
  fairBetWrite,
  fairEndWrite,
  setFairOutcome,
  loadFairRoll,
  fairSeeds,
  rotateSeedPair,
  fairBet,
  randomClientSeed,
} from './seed-pairs';
export { fairCenterRoutes } from './routes';
