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
