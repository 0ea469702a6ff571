/**
 * Business constants of spec section 9. One rule, one place: every package reads limits, edges and
 * timings from here. Money is always integer US cents.
 */
export const LANGUAGES = ['en', 'ru', 'es', 'pt', 'tr', 'it', 'fr', 'cz', 'de', 'ro', 'pl'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

export const CURRENCIES = ['USD', 'RUB'] as const;
export type Currency = (typeof CURRENCIES)[number];

export const HOUSE_EDGE = {
  crashClassic: 0.075,
  crashPlus: 0.02,
  upgrade: 0.095,
  lava: 0.095,
  jackpot: 0.095,
  roll: 0.066,
} as const;

export const ROUND_LIMITS = {
  /** Largest total skin value one player may put into one round. */
  maxSkinValueCents: 200_00,
  /** Largest amount one player may win in one round. */
  maxWinCents: 2000_00,
  upgradeMarginPercent: 6,
  upgradeMinMultiplier: 1.01,
  crashRandomRange: 1_000_000_000,
  autoTakeMinMultiplier: 1.01,
  lavaCells: 8,
  lavaMinOpen: 1,
  lavaMaxOpen: 6,
  lavaSkips: 5,
  rollCells: 15,
  crashBattleMinPlayers: 2,
  crashBattleMaxPlayers: 4,
  crashBattleNoLeaveMs: 30_000,
  crashBattleBotMinCashout: 1.0,
  crashBattleBotMaxCashout: 1000,
  clanMaxDominationAreas: 5,
} as const;

export const MONEY_RULES = {
  minDepositCents: 10,
  /** Deposited total needed before any withdrawal. */
  withdrawMinDepositedCents: 50,
  maxDepositDelayMinutes: 60,
  raffleMinUserPaymentCents: 2000,
  promocodeMinDepositCents: 10,
  presaleDiscountPercent: 50,
} as const;

export const USER_DEFAULTS = {
  role: 'USER',
  cashbackLevel: 1,
  /** Per-user limit of one bet; a support agent may change it per user. */
  betLimitCents: 2000_00,
  betJackpotLimitCents: 500_00,
} as const;

export const BONUS_RULES = {
  bonusSkinLifetimeHours: 72,
  referralFirstDepositBonusPercent: 100,
  referralDepositSharePercent: 20,
  bonusDepositNeededCents: 3_00,
  bonusPlayNeededCents: 6_00,
} as const;

export const BINGO_RULES = {
  ticketPriceCents: 1_00,
  depositPerTicketCents: 40_00,
  numbersPerTicket: 5,
  maxNumber: 20,
  poolSharePercent: 70,
} as const;

export const TIMING = {
  tokenLifetimeSeconds: 7 * 24 * 3600,
  signInReloadMs: 3000,
  supportWidgetWaitMs: 10_000,
  serviceWorkerReloadWindowMs: 10_000,
  serviceWorkerFlagClearMs: 60_000,
} as const;

/** Whole cents → dollars with two decimals, for display and the `balanceUsd` fields. */
export function centsToUsd(cents: number): number {
  return Math.round(cents) / 100;
}

/** Dollars as typed by a person → whole cents; throws on fractions of a cent. */
export function usdToCents(usd: number): number {
  const cents = Math.round(usd * 100);
  if (Math.abs(cents - usd * 100) > 1e-6) throw new RangeError(`not a whole number of cents: ${usd}`);
  return cents;
}

/** Crash curve and hash chains (ARCHITECTURE.md §3-4): m(t) = e^(curveGrowthPerMs · ms since round start). */
export const CRASH_RULES = {
  curveGrowthPerMs: 0.00006,
  /** Links generated per variant's hash chain; one link is played per round. */
  chainLength: 100_000,
} as const;

/** What a payment method needs besides the amount (spec section 5 deposit messages). */
export type PaymentRequirement = 'email' | 'wallet' | 'tradeLink';

/**
 * Deposit methods of the sandbox provider with their minimums (spec section 5: at least $0.10 overall, plus a
 * minimum per method). Card receipts go to an e-mail; e-wallets are charged by wallet number.
 */
export const DEPOSIT_METHODS = [
  { id: 'card', minCents: 1_00, requires: ['email'] },
  { id: 'crypto', minCents: 5_00, requires: [] },
  { id: 'e-wallet', minCents: 50, requires: ['wallet'] },
  { id: 'skins', minCents: 10, requires: [] },
] as const satisfies readonly { id: string; minCents: number; requires: readonly PaymentRequirement[] }[];
export type DepositMethodId = (typeof DEPOSIT_METHODS)[number]['id'];

/**
 * Withdrawal methods: skins leave through a trade offer (value of the skins counts against the minimum),
 * balance leaves to a wallet.
 */
export const WITHDRAW_METHODS = [
  { id: 'steam', minCents: 50, requires: ['tradeLink'], pays: 'ITEMS' },
  { id: 'crypto', minCents: 20_00, requires: ['wallet'], pays: 'BALANCE' },
  { id: 'e-wallet', minCents: 5_00, requires: ['wallet'], pays: 'BALANCE' },
] as const satisfies readonly { id: string; minCents: number; requires: readonly PaymentRequirement[]; pays: 'ITEMS' | 'BALANCE' }[];
export type WithdrawMethodId = (typeof WITHDRAW_METHODS)[number]['id'];

export const SHOP_RULES = {
  /** Most skins one shop operation (buy, sell, swap side, withdrawal) may touch. */
  maxItemsPerOperation: 50,
  shopPageSizeDefault: 60,
  shopPageSizeMax: 200,
} as const;

export const BONUS_ITEM_RULES = {
  /** A bonus skin lives this long unless played enough (spec section 9: 72 hours). */
  lifetimeHours: BONUS_RULES.bonusSkinLifetimeHours,
  /** Games with real money or real skins, placed after the bonus skin arrived, that make it a real skin. */
  gamesNeeded: 3,
} as const;

export const WAGER_RULES = {
  /**
   * Bonus money must be played through this many times (the spec's "$3 deposited and $6 played" ratio) before
   * any withdrawal; the refusal names the amount still to play.
   */
  bonusTurnoverMultiplier: 2,
} as const;

export const HISTORY_RULES = {
  pageSizeDefault: 20,
  pageSizeMax: 100,
} as const;

/**
 * Crash rooms (issue 5): phase timings, per-round guards and room limits. Timings can be shortened per
 * room (tests) through room options or the CRASH_* environment variables read by the game server.
 */
export const CRASH_ROOM_RULES = {
  bettingMs: 7_000,
  /** Pause after a crash before the next betting phase opens. */
  crashedPauseMs: 3_000,
  /** Smallest balance stake; skins are worth what the catalogue says. */
  minBetCents: 10,
  /** Auto-take targets are whole hundredths of a multiplier, at least 1.01×. */
  minAutoCashOutHundredths: 101,
  /** Skins one bet may stake at once (also keeps the message far below the 4 KB payload cap). */
  maxSkinsPerBet: 20,
  /**
   * Most the house may lose in one round across all players (bustabit's forcePoint): when the players
   * still in would win more than this, everyone still in is cashed out at once.
   */
  bankrollCapCents: 20_000_00,
  /** State patches at most this often; the multiplier itself is never streamed. */
  patchRateMs: 150,
  /** How often a running round checks for due auto cash-outs and the crash. */
  tickMs: 20,
  maxMessagesPerSecond: 10,
  /** Seconds a dropped player keeps their session (their bet stays theirs regardless). */
  reconnectSeconds: 20,
  /** Finished rounds shown in the room's strip of recent crash points. */
  historyLength: 20,
  /** Rounds the public fairness list answers at most. */
  fairRoundsMaxLimit: 1000,
  fairRoundsDefaultLimit: 100,
} as const;

/**
 * Crash Battle (issue 9): 2-4 seats, 1-N rounds, one buy-in split equally across the rounds. Every round is
 * one classic-edge crash curve shared by all seats; the highest total of cash-out multipliers takes the pool.
 */
export const CRASH_BATTLE_RULES = {
  minSeats: ROUND_LIMITS.crashBattleMinPlayers,
  maxSeats: ROUND_LIMITS.crashBattleMaxPlayers,
  minRounds: 1,
  maxRounds: 10,
  /** Smallest and largest buy-in of one seat; the per-user bet limit applies on top. */
  minBuyInCents: 50,
  /** 4 seats × $500 keeps a winner's profit within the $2,000 per-round max win (spec §9). */
  maxBuyInCents: 500_00,
  /** Nobody leaves (or hands their seat to auto-play) in the first 30 s after taking a seat. */
  noLeaveMs: ROUND_LIMITS.crashBattleNoLeaveMs,
  /** Bot targets lie in 1.00x-1000.00x (hundredths). */
  botMinTargetHundredths: Math.round(ROUND_LIMITS.crashBattleBotMinCashout * 100),
  botMaxTargetHundredths: Math.round(ROUND_LIMITS.crashBattleBotMaxCashout * 100),
  /** A seat on auto-play without a preset target cashes out here (the median classic curve reaches it). */
  defaultAutoCashOutHundredths: 200,
  minAutoCashOutHundredths: CRASH_ROOM_RULES.minAutoCashOutHundredths,
  maxAutoCashOutHundredths: Math.round(ROUND_LIMITS.crashBattleBotMaxCashout * 100),
  /** Pause before each round's curve starts, and after its crash before the next countdown. */
  countdownMs: 3_000,
  crashedPauseMs: 2_500,
  /** Battles one player may have waiting for players at once (CRASH_BATTLE.CANNOT_CREATE beyond it). */
  maxOpenBattlesPerUser: 3,
  /** Length of a private battle's secret code (letters and digits without look-alikes). */
  codeLength: 8,
  /** A battle nobody completes is called off and refunded after this long. */
  waitingTimeoutMs: 30 * 60_000,
  patchRateMs: 150,
  tickMs: 20,
  maxMessagesPerSecond: 10,
  /** Finished battles shown in the lobby and on the fairness list. */
  recentLimit: 20,
} as const;

/**
 * Live chat (issue 10): one channel per site language. Limits a flooder hits long before the socket's own
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
} as const;

/** The live winnings feed: wins kept for a newcomer and the smallest profit that makes a win notable. */
export const WIN_FEED_RULES = {
  historyLength: 20,
  minProfitCents: 1,
} as const;

/**
 * Jackpot (shown as DropZone): one shared pot of real skins. Per entry: at least `minEntryCents` and at most
 * `maxEntryCents` of skins, at most `maxSkinsPerEntry` skins; a player's total in one round is also capped by
 * their own `bet_jackpot_limit_cents`. The house keeps skins worth at most `edgePermille`/1000 of the pot.
 */
export const JACKPOT_RULES = {
  minEntryCents: 10,
  maxEntryCents: ROUND_LIMITS.maxSkinValueCents,
  maxSkinsPerEntry: 10,
  /** Distinct players needed before the countdown starts. */
  minPlayers: 2,
  countdownMs: 30_000,
  /** The spinner's time between the close and the result, and how long the result stays before a new round. */
  spinMs: 6_000,
  resultMs: 6_000,
  /** HOUSE_EDGE.jackpot in thousandths, so the cut is integer arithmetic (95 = 9.5%). */
  edgePermille: Math.round(HOUSE_EDGE.jackpot * 1000),
  patchRateMs: 150,
  maxMessagesPerSecond: 10,
  historyPageSize: 20,
} as const;
