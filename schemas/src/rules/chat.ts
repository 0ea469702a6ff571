import { LANGUAGES } from './platform';

/** Chat channels and the live winnings feed. Money is always integer US cents. */

/**
 * Live chat: one channel per site language. Limits a flooder hits long before the socket's own
 * per-second cap (which disconnects), so a normal player never sees either.
 */
export const CHAT_RULES = {
  channels: LANGUAGES,
  /** Messages a client receives on join (the newest ones). */
  historyLength: 50,
  /** Characters of one message; a longer one is refused (CHAT.TOO_LONG), never cut. */
  maxLength: 200,
  /** Per-user rate: at most `rateCount` messages in any `rateWindowMs`. */
  rateCount: 5,
  rateWindowMs: 10_000,
  /** The same text again within this long is spam. */
  duplicateWindowMs: 30_000,
  /** Socket-level cap: a client sending more than this per second is disconnected by Colyseus. */
  maxMessagesPerSecond: 20,
  /** Total deposits a user needs before writing (CHAT.PAYMENT_NEEDED names it). */
  minDepositCents: 50,
  /** Mute lengths a moderator chooses from: 5 min, 1 h, 24 h. */
  muteMinutes: [5, 60, 1440],
  /** Default banned words (the CHAT_BANNED_WORDS variable replaces the list); matched case-insensitively. */
  bannedWords: ['free-skins-here', 'casino-scam', 'scam-site', 'idiot', 'moron'],
  /** Invisible or layout-changing characters (controls, zero-width, bidi overrides) are refused. */
  bannedCharacters: '[\\u0000-\\u001f\\u007f-\\u009f\\u200b-\\u200f\\u202a-\\u202e\\u2060-\\u2064\\ufeff]',
  /** Hourly activity giveaway: a period, the messages a writer needs in it, the prize's catalogue price cap. */
  giveawayPeriodMs: 3_600_000,
  giveawayMinMessages: 5,
  giveawayPrizeMaxCents: 2_00,
  /** Moderation and giveaway lists answer at most this many rows. */
  listLimit: 100,
  /**
   * Moderation ranks: staff mute and delete the messages of users of a lower rank only (CHAT.RANK_PROTECTED), so a
   * moderator cannot silence an admin or another moderator, nor an admin another admin. Support agents rank with
   * moderators. A role missing here ranks above everyone (it cannot be moderated until it is placed).
   */
  roleRanks: { USER: 0, SUPPORT: 1, MODERATOR: 1, ADMIN: 2 } as Readonly<Record<string, number>>,
} as const;
/** The live winnings feed: wins kept for a newcomer and the smallest profit that makes a win notable. */
export const WIN_FEED_RULES = {
  historyLength: 20,
  minProfitCents: 1,
  /**
   * Games settled by the REST API (no room to publish from; their definitions say `chatPolled`, the registry lists
   * them as WIN_FEED_POLLED_GAMES): the feed room reads their wins from the settled bets every `pollMs`, once a win
   * is `pollDelayMs` old so the strip never shows a result before the player's own animation (a ball, a dial, a
   * reel) has landed: the longest show plus `showMarginMs` for the answer's trip to the browser and the show's settle.
   */
  pollMs: 2_000,
  pollDelayMs: 6_000,
  showMarginMs: 1_000,
} as const;
