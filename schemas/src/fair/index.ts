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
  hmacU52,
  crashPointFromRoll,
  crashPointHundredths,
} from './crash-point';
export {
  CHAIN_ROLLOVER_REMAINING_SHARE,
  type ChainStatus,
  nextChainDue,
  linkOfRound,
  verifyFinishedChain,
} from './chain-rollover';
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
export {
  type ChatGiveawayDrawInput,
  type ChatGiveawayDraw,
  CHAT_GIVEAWAY_ALGORITHM,
  drawChatGiveaway,
} from './chat-giveaway';
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
export { type VerifierField, type SeededGameVerifier, seededGame } from './seeded-games';
export { SEEDED_GAMES, seededVerifier } from './seeded-registry';
export {
  type BingoDrawTicket,
  bingoTicketsDigest,
  bingoDrawNumbers,
  BINGO_ALGORITHM,
  type BingoVerifyInput,
  type BingoVerification,
  verifyBingoDraw,
} from './bingo';
export {
  ROLL_COLOURS,
  type RollColour,
  isRollColour,
  rollColourOfCell,
  ROLL_WHEEL,
  rollCellsOf,
  rollPayoutCents,
  rollCell,
  ROLL_ALGORITHM,
  type RollRoundInput,
  type RollRoundVerification,
  verifyRollRound,
} from './roll';
export {
  potatoClientSeed,
  POTATO_FLOATS_PER_STAGE,
  type PotatoStageDraw,
  potatoFuse,
  potatoAutoTarget,
  potatoStageDraw,
  type PotatoPass,
  type PotatoStageRecord,
  unattendedPotatoStage,
  POTATO_ALGORITHM,
  type PotatoVerifyInput,
  type PotatoStageCheck,
  type PotatoVerification,
  verifyPotato,
} from './potato';
export {
  SECOND_LIFE_ALGORITHM,
  SecondLifeParams,
  type SecondLifeOutcome,
  secondLifePremiumCents,
  secondLifeThreshold,
  secondLifeChance,
  secondLifeOutcome,
  secondLifeVerifier,
} from './second-life';
export {
  CASE_SLOT_KEYS,
  CASES_ALGORITHM,
  CasesFairParams,
  type CasesOutcome,
  type CaseEconomics,
  caseFairParams,
  caseWeightsOf,
  caseTicketOf,
  caseSlotOfTicket,
  casesOutcome,
  casesVerifier,
  caseEconomics,
} from './cases';
export {
  TRINITY_FAIR_GAME,
  CHRISTMAS_FAIR_GAME,
  MINIGAME_TIER_KEYS,
  MINIGAME_ALGORITHM,
  type MinigameFairParams,
  type MinigameOutcome,
  minigameFairParams,
  minigameTierOfTicket,
  minigameDeal,
  trinityVerifier,
  christmasVerifier,
} from './minigame';
export {
  type GiveawayDrawInput,
  type GiveawayDrawWinner,
  type GiveawayVerifyInput,
  type GiveawayVerification,
  GIVEAWAY_ALGORITHM,
  giveawayParticipantOrder,
  giveawayParticipantsDigest,
  drawGiveaway,
  verifyGiveaway,
} from './giveaways';
export {
  TREASURE_ACTIVATION_GAME,
  TREASURE_UPGRADE_GAME,
  TREASURE_DROP_ALGORITHM,
  type TreasureDrop,
  type TreasureDropInput,
  type TreasureActivationParams,
  type TreasureActivationOutcome,
  type TreasureUpgradeParams,
  type TreasureUpgradeOutcome,
  treasureDrop,
  treasureActivation,
  treasureUpgrade,
  treasureActivationVerifier,
  treasureUpgradeVerifier,
} from './treasures';
export { type ClanChoiceInput, type ClanChoiceDraw, CLAN_CHOICE_ALGORITHM, drawClanChoice } from './clans';
export {
  WHEEL_FAIR_GAME,
  WHEEL_SEGMENTS_CENTS,
  WHEEL_ALGORITHM,
  type WheelParams,
  type WheelOutcome,
  wheelSegmentOfFloat,
  wheelSpin,
  wheelVerifier,
} from './wheel';
export { type AlgorithmValues, type FairAlgorithmDescriptor, showValue } from './algorithm-descriptor';
export { FAIR_ALGORITHMS, type FairAlgorithmId, fairAlgorithm } from './algorithms';
