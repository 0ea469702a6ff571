/**
 * Languages, currencies and round limits of docs/product-rules.md §9, money helpers: what every other rule builds on.
 * Money is always integer US cents. A game's house edge is in its own folder (games/<game>/constants.ts, on its card).
 */

export const LANGUAGES = ['en', 'ru', 'es', 'pt', 'tr', 'it', 'fr', 'cz', 'de', 'ro', 'pl'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';
export const CURRENCIES = ['USD', 'RUB'] as const;
export type Currency = (typeof CURRENCIES)[number];
export const ROUND_LIMITS = {
  /** Largest total skin value one player may put into one round. */
  maxSkinValueCents: 200_00,
  /** Largest amount one player may win in one round. */
  maxWinCents: 2000_00,
  crashRandomRange: 1_000_000_000,
  autoTakeMinMultiplier: 1.01,
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
  /** One deposit at most (a typo of extra zeros, or an attempt to overflow the books, is refused up front). */
  maxDepositCents: 10_000_00,
  /** Deposits one player may start in 24 hours (pending and confirmed). */
  maxDailyDepositCents: 50_000_00,
  /**
   * No single ledger leg may move more than this: every balance and running total then stays far inside both
   * Postgres bigint and JavaScript's exact integers, whatever a caller asks for.
   */
  maxTransferCents: 1_000_000_000_00,
  /** Deposited total needed before any withdrawal. */
  withdrawMinDepositedCents: 50,
  maxDepositDelayMinutes: 60,
  raffleMinUserPaymentCents: 2000,
  promocodeMinDepositCents: 10,
  presaleDiscountPercent: 50,
} as const;
/**
 * Group commit of the ledger's bets, settlements and refunds: the first operation waits this long for others, and a
 * batch holds at most this many (one transaction of a few statements; what arrives while a batch runs is the next).
 */
export const LEDGER_BATCH_RULES = {
  windowMs: 2,
  maxBatch: 200,
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
/**
 * Bingo: a ticket is 5 distinct numbers from 1 to 20; a draw reveals 5 numbers. Prize pool =
 * `fixedPoolCents` (only when the draw has at least one ticket) + the previous draw's rollover +
 * floor(70% of this draw's ticket sales). The pool is split into 5 tiers by matches (basis points below; the
 * rounding cents of the split go to the 5-match tier); a tier is shared equally by its tickets (floor), and a
 * tier without tickets plus every sharing remainder rolls over to the next draw's pool. Odds per ticket are
 * C(5,k)·C(15,5-k)/C(20,5): 5 → 1/15,504; 4 → 75/15,504; 3 → 1,050/15,504; 2 → 4,550/15,504; 1 → 6,825/15,504.
 */
export const BINGO_RULES = {
  ticketPriceCents: 1_00,
  depositPerTicketCents: 40_00,
  numbersPerTicket: 5,
  maxNumber: 20,
  poolSharePercent: 70,
  /** The house's fixed part of each played draw's pool. */
  fixedPoolCents: 50_00,
  /** Share of the pool per number of matches, in basis points (sum 10,000). */
  tierBasisPoints: { 5: 4000, 4: 2000, 3: 1500, 2: 1300, 1: 1200 },
  /** Tickets one purchase may buy, and one player may hold in one draw (bought, earned and received). */
  maxTicketsPerPurchase: 20,
  maxTicketsPerDraw: 200,
  /** Tickets one gift may carry. */
  maxTicketsPerGift: 20,
  /** The default schedule: every Saturday at 20:00 GMT+3 (17:00 UTC). */
  drawWeekdayUtc: 6,
  drawHourUtc: 17,
  drawIntervalMs: 7 * 24 * 3_600_000,
  /** Live draw: the "starts" intro after sales close, each number's spin, how long the result stays. */
  startsMs: 5_000,
  spinMs: 3_000,
  resultMs: 30_000,
  patchRateMs: 150,
  maxMessagesPerSecond: 10,
} as const;
export const TIMING = {
  tokenLifetimeSeconds: 7 * 24 * 3600,
  /**
   * Revocations are pushed (in process and over Redis) the moment they commit; this poll of the sessions table is
   * the backstop for a lost message, so a revoked session's sockets and event streams close within 1 s.
   */
  sessionRevocationPollMs: 1_000,
  /**
   * How long the API trusts a session it found live before asking the database again. Revocations evict it at once
   * when announced; this bounds one whose announcement was lost, to the same second the sockets' poll gives.
   */
  sessionCacheTtlMs: 1_000,
  /**
   * How long a revoking request waits for Redis to take the revocation for the other processes before it answers
   * anyway (the poll and the cache's time to live cover a message that never went out).
   */
  revocationPublishWaitMs: 250,
  /** Live sessions one API process remembers (least recently used leave first). */
  sessionCacheEntries: 50_000,
  signInReloadMs: 3000,
  supportWidgetWaitMs: 10_000,
  serviceWorkerReloadWindowMs: 10_000,
  serviceWorkerFlagClearMs: 60_000,
  /**
   * A call the API refused with GLOBAL.TOO_MANY_REQUESTS was not processed, so the client waits the seconds the
   * refusal names (at most this long) and sends it again, this many times before showing the refusal.
   */
  throttledRetryMaxWaitMs: 60_000,
  throttledRetries: 3,
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
/** Crash curve and hash chains (docs/architecture.md §3-4): m(t) = e^(curveGrowthPerMs · ms since round start). */
export const CRASH_RULES = {
  curveGrowthPerMs: 0.00006,
  /** Links generated per variant's hash chain; one link is played per round. */
  chainLength: 100_000,
} as const;
