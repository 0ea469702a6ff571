export { randomHashHex, isHashHex, sha256OfText } from './hex';
export { FAIR_TEST_SEED_ENV, pinnedSeed, PINNED_SEED_LABELS } from './test-seeds';
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
export { FairChain } from './fair-chain';
export {
  CHAIN_ROLLOVER_REMAINING_SHARE,
  type ChainStatus,
  nextChainDue,
  linkOfRound,
  verifyFinishedChain,
} from './chain-rollover';
export {
  type SeedTriple,
  BYTES_PER_FLOAT,
  randomServerSeed,
  commitServerSeed,
  verifyServerSeed,
  generateFloats,
} from './seeded';
export {
  type ChatGiveawayDrawInput,
  type ChatGiveawayDraw,
  CHAT_GIVEAWAY_ALGORITHM,
  drawChatGiveaway,
} from './chat-giveaway';
export { type VerifierField, type SeededGameVerifier, seededGame } from './seeded-games';
export { SEEDED_GAMES, seededVerifier } from './seeded-registry';
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
