import { BONUS_RULES } from './platform';

/**
 * Deposit and withdrawal methods, shop, bonus items, wagering and history paging. Money is always integer US
 * cents.
 */

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
