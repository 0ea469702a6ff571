export {
  type ChatWriter,
  type StoredChatMessage,
  chatWriter,
  insertChatMessage,
  recentChatMessages,
  activeMute,
  muteChatUser,
  deleteChatMessage,
  listMutedUsers,
  setChatRole,
  listModerationActions,
} from './store';
export {
  type GiveawayRules,
  type GiveawayTickReport,
  DEFAULT_GIVEAWAY_RULES,
  runGiveawayTick,
  listChatGiveaways,
  giveawayPrizePool,
} from './giveaway';
export { type StoredWin, type WinsCursor, recentWins, winsCursor, winsSince } from './wins';
