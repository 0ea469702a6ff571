import { GAME_ERROR_GROUPS } from '../games/cards';

/**
 * The error catalogue (docs/product-rules.md §8). Every error the platform answers with is one of these keys;
 * `locales/<lang>.json` holds the text under `errors.<GROUP>.<NAME>`. Adding a key here without a
 * translation fails the locale tests.
 */
export const ERROR_CATALOGUE = {
  GLOBAL: [
    'INTERNAL_ERROR',
    'FORBIDDEN',
    'NOT_FOUND',
    'BAD_REQUEST',
    'TOO_MANY_REQUESTS',
    'IDEMPOTENCY_CONFLICT',
    'TOS_NOT_ACCEPTED',
    'AUTH_FAILED',
    'DEV_SIGNIN_DISABLED',
    'MAINTENANCE',
    'SERVICE_UNAVAILABLE',
    /** The signed-in (or signing-in) user is banned: said as such, not as a stale sign-in. */
    'ACCOUNT_BANNED',
  ],
  BONUS: ['REFERRAL_CODE_NOT_FOUND'],
  BATTLEPASS: [
    'PREMIUM_ALREADY_BOUGHT',
    'NOT_FOUND_OR_FINISHED',
    'PRIZE_NOT_FOUND_OR_CLAIMED',
    'PRIZE_NOT_CLAIMABLE',
    'NOT_BOUGHT',
    'BUNDLE_NOT_FOUND',
    'ACCESS_BLOCKED',
    'MINIGAMES_BLOCKED',
  ],
  CLANWAR: [
    'NOT_FOUND',
    'ALREADY_PICKED',
    'TEAM_MISSING',
    'NO_RESETS',
    'INSUFFICIENT_POINTS',
    'AREA_NOT_FOUND',
    'MAX_AREAS_REACHED',
    'BAD_POINTS',
  ],
  /** Chat; RANK_PROTECTED: a moderator acting on staff of the same or a higher rank (CHAT_RULES.roleRanks). */
  CHAT: [
    'BAD_CHANNEL',
    'BANNED_WORDS',
    'SPAM_LIMIT',
    'MUTED',
    'PAYMENT_NEEDED',
    'EMPTY_MESSAGE',
    'TOO_LONG',
    'SEND_FAILED',
    'RANK_PROTECTED',
  ],
  CRASH: [
    'NO_SKIN_SELECTED',
    'BAD_MULTIPLIER',
    'GAME_STARTED',
    'ALREADY_IN_GAME',
    'WITHDRAW_AFTER_CRASH',
    'WITHDRAW_WITHOUT_PLAY',
    'ENTRY_AMOUNT_LIMIT',
    'PLUS_NEEDS_PREMIUM',
  ],
  PAYMENT: [
    'MIN_DEPOSIT',
    'METHOD_MIN',
    'BAD_METHOD',
    'BAD_SIGNATURE',
    'NOT_FOUND',
    'ALREADY_FINISHED',
    'AMOUNT_REQUIRED',
    'METHOD_REQUIRED',
    'WALLET_REQUIRED',
    'BAD_EMAIL',
    'MAX_DEPOSIT',
    'DAILY_DEPOSIT_LIMIT',
    'STALE_WEBHOOK',
    'WEBHOOK_REPLAY',
  ],
  PROMOCODE: [
    'NOT_FOUND',
    'ACTIVATIONS_LIMIT',
    'ALREADY_ACTIVATED',
    'OWN_CODE',
    'PAYMENT_NEEDED',
    'LEVEL_5_NEEDED',
    'BALANCE_NOT_ZERO',
    'NOT_DEPOSIT_BONUS',
    'DAILY_BONUS_WAIT',
    'BAD_AVATAR',
    'BAD_NICKNAME',
    'GROUP_NOT_FOLLOWED',
    'CAPTCHA',
    'WHEEL_DEPOSIT_NEEDED',
    'REFERRAL_BANNED',
    'LEVEL',
    'GAME_HOURS',
  ],
  INVENTORY: ['BAD_ID', 'BONUS_ITEMS_DISABLED', 'CANNOT_SELL_UNWITHDRAWABLE', 'ITEM_LOCKED', 'MIXED_KINDS'],
  /**
   * Referral: BAD_CODE (not 4-16 letters or digits), CODE_EXISTS (custom code taken), SELF_REFERRAL (your own code or
   * Steam account), ALREADY_LINKED (linked to someone else already), SIGN_UP_ONLY (a stored /ref code links only a new
   * account), MULTI_ACCOUNT (same public IP or device as the referrer recently, or a referral loop), RESERVED_CODE (a
   * custom code that looks like staff's: admin, support, official...; REFERRAL_RULES.reservedCodeWords).
   */
  REFERER: [
    'BAD_CODE',
    'CODE_EXISTS',
    'SELF_REFERRAL',
    'ALREADY_LINKED',
    'SIGN_UP_ONLY',
    'MULTI_ACCOUNT',
    'RESERVED_CODE',
  ],
  WITHDRAW: [
    'BONUS_NOT_RECOUPED',
    'BAD_TRADE_LINK',
    'TRADE_TIMEOUT',
    'PRIVATE_INVENTORY',
    'ITEM_NOT_FOUND',
    'PAYMENT_NEEDED',
    'USER_LIMIT',
    'USER_BANNED',
  ],
  WITHDRAWAL: [
    'ITEM_UNAVAILABLE',
    'PRICE_MANIPULATION',
    'TRY_AGAIN',
    'MARKET_USER_BANNED',
    'UNKNOWN_MARKET_ERROR',
    'SELLER_TIMEOUT',
    'BAD_ITEM',
    'ACCESS_DENIED',
    'AMOUNT_REQUIRED',
    'METHOD_REQUIRED',
    'METHOD_MIN',
    'CONFIRMATION_REQUIRED',
  ],
  WITHDRAWALS: ['WAGER_NOT_PASSED'],
  /**
   * Operator console money: ADJUSTMENT_TOO_LARGE (arg: the most one adjustment may move, USD),
   * OWN_REQUEST (the requester, or the adjusted user, cannot approve it), REQUEST_DECIDED (already approved or rejected).
   */
  ADMIN: ['ADJUSTMENT_TOO_LARGE', 'OWN_REQUEST', 'REQUEST_DECIDED'],
  SHOP: [
    'BAD_ITEM_IDS',
    'NOT_ENOUGH_BALANCE',
    'CANNOT_EXCHANGE_UNWITHDRAWABLE',
    'NOTHING_SELECTED',
    'SWAP_VALUE_TOO_HIGH',
  ],
  USER: ['TRADE_LINK_INVALID', 'LOW_BALANCE', 'NOT_FOUND'],
  BET: [
    'MAX_LIMIT',
    'MIN_LIMIT',
    'AMOUNT_LOW',
    'BONUS_NOT_ALLOWED',
    'UNWITHDRAWABLE_IN_DROPZONE',
    'NOT_FOUND',
    'ALREADY_FINISHED',
    'NO_SKIN_SELECTED',
  ],
  /** Jackpot (DropZone): too many skins in one entry (arg: the most allowed). */
  JACKPOT: ['MAX_SKINS'],
  GAMES: ['ACCESS_FORBIDDEN'],
  /**
   * Potato: NOT_FOUND (no such table or game), FULL, ALREADY_SEATED, GAME_STARTED (join or leave once it runs),
   * NOT_SEATED, NOT_HOLDER (a pass from someone not holding the potato, or not while passing), BAD_TARGET (a pass
   * to oneself, an empty seat or a knocked-out player), TOO_MANY_TABLES (arg: the most tables at once), CLOSING
   * (the server is stopping).
   */
  POTATO: [
    'NOT_FOUND',
    'FULL',
    'ALREADY_SEATED',
    'GAME_STARTED',
    'NOT_SEATED',
    'NOT_HOLDER',
    'BAD_TARGET',
    'TOO_MANY_TABLES',
    'CLOSING',
  ],
  RANDOMORG: ['UNAVAILABLE'],
  TREASURES: ['CARD_ERROR', 'ORDER_ERROR', 'UPGRADE_ERROR', 'NO_PREMIUM_BATTLEPASS'],
  CRASH_BATTLE: [
    'NOT_OWNER',
    'FULL',
    'BAD_AMOUNT',
    'BAD_PLAYERS',
    'BAD_ROUNDS',
    'ALREADY_JOINED',
    'CANNOT_JOIN',
    'CANNOT_LEAVE',
    'CANNOT_CREATE',
    'MAX_AMOUNT',
    'BOT_DISABLED',
    'CODE_INVALID',
    'NOT_FOUND',
  ],
  GIVEAWAY: ['NOT_FOUND', 'ALREADY_PARTICIPANT', 'MIN_PAYMENT', 'LEVEL_AND_HOURS'],
  CALENDAR: [
    'CALENDAR_NOT_FOUND',
    'PRIZE_IS_AVAILABLE_FROM_DAY_OF_RECEIPT_BATTLEPASS',
    'PRIZE_ALREADY_CLAIMED',
    'DAY_HAS_NOT_STARTED_YET',
    'BATTLEPASS_IS_NOT_ACTIVE',
    'PREMIUM_HAS_NOT_PURCHASED',
  ],
  /** Fairness center: the seed pair cannot rotate while a seeded game played on it is unfinished. */
  FAIR: ['GAME_IN_PROGRESS'],
  /**
   * Bingo: gift refusals (docs/product-rules.md §8) plus BAD_NUMBERS (args: 5, 20), TOO_MANY_TICKETS (arg: the most allowed),
   * SALES_CLOSED, NO_TICKETS_SELECTED and STREAMER_CANNOT_GIFT.
   */
  BINGO: [
    'USER_NOT_FOUND',
    'TICKET_NOT_TRANSFERABLE',
    'SEND_TO_YOURSELF',
    'WRONG_TICKET_NUMBER',
    'TRANSFER_NOT_ALLOWED',
    'BAD_NUMBERS',
    'TOO_MANY_TICKETS',
    'SALES_CLOSED',
    'NO_TICKETS_SELECTED',
    'STREAMER_CANNOT_GIFT',
  ],
  /**
   * Roll (Rush): BETTING_CLOSED (no round is taking bets), ROUND_LIMIT (arg: the most one player may stake in a round,
   * USD), MAX_WIN (arg: the most one round may pay a player, USD), TOO_MANY_BETS (arg: bets per player per round).
   */
  ROLL: ['BETTING_CLOSED', 'ROUND_LIMIT', 'MAX_WIN', 'TOO_MANY_BETS'],
  /**
   * Second Life: BET_NOT_ELIGIBLE (not the player's lost bet of another game, or its stake is outside $1-$1,900),
   * ALREADY_USED (that loss already had its second life), EXPIRED (lost more than 24 h ago), BAD_CHANCE (args: 10, 75).
   */
  SECOND_LIFE: ['BET_NOT_ELIGIBLE', 'ALREADY_USED', 'EXPIRED', 'BAD_CHANCE'],
  /**
   * Cases (docs/product-rules.md §8): NOT_FOUND, TEMPORARILY_UNAVAILABLE and UNAVAILABLE (the case's status), EXPIRED (past its end
   * date), SOLD_OUT (a limited collection fully opened; arg: how many are left), NEEDS_PREMIUM (a premium case).
   */
  CASE: ['NOT_FOUND', 'TEMPORARILY_UNAVAILABLE', 'UNAVAILABLE', 'EXPIRED', 'SOLD_OUT', 'NEEDS_PREMIUM'],
  /** Minigames (/minigame): NO_PLAYS_LEFT (today's free plays of that game are used; they reset at 00:00 UTC). */
  MINIGAME: ['NO_PLAYS_LEFT'],
  /**
   * Weekly cashback: NOT_FOUND (no such reward of yours), ALREADY_CLAIMED, EXPIRED (the 5-day claim window closed).
   */
  CASHBACK: ['NOT_FOUND', 'ALREADY_CLAIMED', 'EXPIRED'],
  /** Streams (/streams): NOT_FOUND (admin update or delete of a stream that does not exist), LOAD_FAILED ("Error while getting streams"). */
  STREAMS: ['NOT_FOUND', 'LOAD_FAILED'],
  /**
   * Responsible gaming (/api/responsible-gaming): TIMED_OUT / SELF_EXCLUDED (args: ISO end; deposits, bets, shop
   * buys and chat are refused until then), DEPOSIT_LIMIT / WAGER_LIMIT / LOSS_LIMIT (args: limit in dollars, window
   * in days), CANNOT_SHORTEN (a running timeout or exclusion cannot be shortened or lifted early; args: ISO end).
   */
  RESPONSIBLE: ['TIMED_OUT', 'SELF_EXCLUDED', 'DEPOSIT_LIMIT', 'WAGER_LIMIT', 'LOSS_LIMIT', 'CANNOT_SHORTEN'],
  /**
   * Support desk (widget and /admin/support): EMPTY_MESSAGE, TOO_LONG (args: most characters), NOT_PLAIN_TEXT
   * (control or invisible formatting characters), RATE_LIMIT (args: seconds to wait), NOT_FOUND (no such
   * conversation), CLOSED (a reply to a closed conversation), UNAVAILABLE (the configured desk did not answer).
   */
  SUPPORT: ['EMPTY_MESSAGE', 'TOO_LONG', 'NOT_PLAIN_TEXT', 'RATE_LIMIT', 'NOT_FOUND', 'CLOSED', 'UNAVAILABLE'],
  /** The groups a game keeps in its own folder (`games/<game>/errors.ts`, listed through its definition). */
  ...GAME_ERROR_GROUPS,
} as const;

type Catalogue = typeof ERROR_CATALOGUE;
export type ErrorGroup = keyof Catalogue;
/** A catalogue key such as `CRASH.GAME_STARTED`. */
export type ErrorKey = { [G in ErrorGroup]: `${G}.${Catalogue[G][number]}` }[ErrorGroup];

export const ERROR_KEYS: readonly ErrorKey[] = (Object.keys(ERROR_CATALOGUE) as ErrorGroup[]).flatMap((group) =>
  ERROR_CATALOGUE[group].map((name) => `${group}.${name}` as ErrorKey),
);

const KEY_SET: ReadonlySet<string> = new Set(ERROR_KEYS);
export function isErrorKey(value: unknown): value is ErrorKey {
  return typeof value === 'string' && KEY_SET.has(value);
}
