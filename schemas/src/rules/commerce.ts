import { BONUS_RULES } from './platform';

/**
 * Deposit and withdrawal methods, shop, bonus items, wagering and history paging. Money is always integer US
 * cents.
 */

/** What a payment method needs besides the amount (docs/product-rules.md §5 deposit messages). */
export type PaymentRequirement = 'email' | 'wallet' | 'tradeLink';
/**
 * Deposit methods of the sandbox provider with their minimums (docs/product-rules.md §5: at least $0.10 overall, plus a
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
] as const satisfies readonly {
  id: string;
  minCents: number;
  requires: readonly PaymentRequirement[];
  pays: 'ITEMS' | 'BALANCE';
}[];
export type WithdrawMethodId = (typeof WITHDRAW_METHODS)[number]['id'];
export const SHOP_RULES = {
  /** Most skins one shop operation (buy, sell, swap side, withdrawal) may touch. */
  maxItemsPerOperation: 50,
  shopPageSizeDefault: 60,
  shopPageSizeMax: 200,
} as const;
export const BONUS_ITEM_RULES = {
  /** A bonus skin lives this long unless played enough (docs/product-rules.md §9: 72 hours). */
  lifetimeHours: BONUS_RULES.bonusSkinLifetimeHours,
  /** Games with real money or real skins, placed after the bonus skin arrived, that make it a real skin. */
  gamesNeeded: 3,
} as const;
/**
 * Where bonus value comes from. Every grant of value the player did not pay for (bonus balance, bonus skins,
 * promotional real money or skins) records one requirement of this source in the ledger's wager table.
 */
export const WAGER_SOURCES = [
  /** Bonus balance credited outright (a bonus credit, an operator's bonus adjustment, any unlisted bonus payout). */
  'BONUS_BALANCE',
  /** What a bonus stake (bonus balance or bonus skins) wins beyond the stake: new bonus value. */
  'BONUS_WINNINGS',
  /** Bonus skins given by the house (bought skins are paid from bonus balance already counted). */
  'BONUS_SKINS',
  'PROMOCODE',
  /** Referral deposit shares, revenue share and the referrer's tier skins. */
  'REFERRAL',
  /** The referred player's first-deposit bonus. */
  'FIRST_DEPOSIT',
  'CASHBACK',
  'GIVEAWAY',
  'WHEEL',
  'DAILY_BONUS',
  'FAN_BONUS',
  'BATTLEPASS',
  'TREASURES',
  /** Leaderboard and clan war prizes paid by the house. */
  'PRIZE',
] as const;
export type WagerSource = (typeof WAGER_SOURCES)[number];

export const WAGER_RULES = {
  /**
   * The one wager table: a bonus of V cents from a source must be matched by multiplier x V cents of REAL stakes
   * (real balance or real skins; bonus stakes never count) placed after it was granted, before any withdrawal and
   * before a bonus skin can become a real one. The refusal names the amount still to play (docs/product-rules.md §8,
   * WITHDRAWALS.WAGER_NOT_PASSED). 2 keeps the spec's "$3 deposited and $6 played" ratio.
   */
  multiplier: {
    BONUS_BALANCE: 2,
    BONUS_WINNINGS: 2,
    BONUS_SKINS: 2,
    PROMOCODE: 2,
    REFERRAL: 2,
    FIRST_DEPOSIT: 2,
    CASHBACK: 2,
    GIVEAWAY: 2,
    WHEEL: 2,
    DAILY_BONUS: 2,
    FAN_BONUS: 2,
    BATTLEPASS: 2,
    TREASURES: 2,
    PRIZE: 1,
  },
} as const satisfies { multiplier: Record<WagerSource, number> };

/** Real stake a grant of `valueCents` from `source` adds to the player's wager requirement. */
export const wagerRequiredCents = (source: WagerSource, valueCents: number): number =>
  Math.max(0, valueCents) * WAGER_RULES.multiplier[source];

export const HISTORY_RULES = {
  pageSizeDefault: 20,
  pageSizeMax: 100,
} as const;

export const PAYMENT_RULES = {
  /**
   * A deposit still PENDING this long after the provider should have decided it is asked about directly (a
   * provider's status call), so a lost or refused webhook never leaves money in limbo.
   */
  reconcileAfterMs: 2 * 60_000,
  /** Pending deposits looked at per job tick. */
  reconcileBatch: 100,
  /**
   * A provider webhook is signed over its timestamp and delivery id too; one dated further than this from the
   * platform's clock is refused (PAYMENT.STALE_WEBHOOK), and a delivery id seen before is refused as a replay.
   */
  webhookToleranceMs: 5 * 60_000,
} as const;
