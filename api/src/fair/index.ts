export {
  type FairRoll,
  type FairBetRecord,
  takeFairRoll,
  rollFloats,
  recordFairBet,
  setFairOutcome,
  loadFairRoll,
  fairSeeds,
  rotateSeedPair,
  fairBet,
  randomClientSeed,
} from './seed-pairs';
export { fairCenterRoutes } from './routes';
