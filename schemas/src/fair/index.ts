export { randomHashHex, isHashHex, sha256OfText } from './hex';
export {
  type CrashChain,
  type ChainSegmentCheck,
  generateCrashChain,
  previousRoundHashOf,
  nextLinkCheck,
  verifyChainSegment,
  roundNumberInChain,
} from './crash-chain';
export {
  CRASH_VARIANTS,
  type CrashVariant,
  CRASH_HMAC_BITS,
  HUNDREDTHS_PER_X,
  CRASH_K,
  isCrashVariant,
  crashRoll,
  hmacRoll,
  crashPointFromRoll,
  crashPointHundredths,
} from './crash-point';
export { CRASH_ALGORITHM, type CrashRoundInput, type CrashRoundVerification, verifyCrashRound } from './crash-verify';
export {
  type SeedTriple,
  BYTES_PER_FLOAT,
  randomServerSeed,
  commitServerSeed,
  verifyServerSeed,
  generateFloats,
} from './seeded';
export {
  CRASH_BATTLE_BOT_SEED,
  type BattleSeatSeed,
  crashBattleClientSeed,
  crashBattleCrashPoint,
  botTargetFromFloat,
  crashBattleBotTargets,
  CRASH_BATTLE_ALGORITHM,
  type CrashBattleVerifyInput,
  type CrashBattleVerification,
  verifyCrashBattle,
} from './crash-battle';
export { type ChatGiveawayDrawInput, type ChatGiveawayDraw, CHAT_GIVEAWAY_ALGORITHM, drawChatGiveaway } from './chat-giveaway';
export {
  type JackpotDrawEntry,
  JACKPOT_HMAC_BITS,
  jackpotEntriesDigest,
  jackpotTicket,
  jackpotEntryOfTicket,
  JACKPOT_ALGORITHM,
  type JackpotVerifyInput,
  type JackpotVerification,
  verifyJackpot,
} from './jackpot';
