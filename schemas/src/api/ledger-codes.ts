import { GAME_ITEM_EVENTS, GAME_LEDGER_OPERATIONS, type GameItemEvent, type GameLedgerOperation } from '../games/cards';

/**
 * Every operation a ledger transfer is recorded under (`ledger_transfers.operation`). The api's idempotent
 * claims are typed with it, so a new operation must be listed here (or in its game's definition), and the locale
 * tests then require its label (`profile.operations.<CODE>`) in every language: the player's transaction history
 * shows each one by name.
 */
const PLATFORM_OPERATIONS = [
  'DEPOSIT',
  'BONUS_CREDIT',
  'SHOP_BUY',
  'SHOP_SELL',
  'SHOP_SWAP',
  'WITHDRAW',
  'WITHDRAW_RETURN',
  'BET_PLACE',
  'BET_SETTLE',
  'BET_REFUND',
  'ITEM_GRANT',
  'BONUS_ITEM_EXPIRE',
  'REFERRAL_DEPOSIT_SHARE',
  'REFERRAL_FIRST_DEPOSIT_BONUS',
  'REFERRAL_REVSHARE',
  'PROMOCODE_REDEEM',
  'PROMOCODE_DEPOSIT_BONUS',
  'ADMIN_ADJUSTMENT',
  'BONUS_DAILY',
  'BONUS_WHEEL',
  'BONUS_FAN',
  'CASHBACK',
  'LEADERBOARD_PRIZE',
  'CLAN_WAR_REWARD',
  'BATTLEPASS_BUY',
  'BATTLEPASS_REWARD',
  'MINIGAME_PLAY',
  'TREASURE_ORDER',
  'TREASURE_ORDER_ACCEPT',
  'TREASURE_UPGRADE',
  'TREASURE_PRIZE',
] as const;
/** The platform's operations, then each game's own (its definition's `ledgerOperations`). */
export const LEDGER_OPERATIONS: readonly LedgerOperation[] = [...PLATFORM_OPERATIONS, ...GAME_LEDGER_OPERATIONS];
export type LedgerOperation = (typeof PLATFORM_OPERATIONS)[number] | GameLedgerOperation;

/** What happened to a skin (`item_events.event`), shown by name in the item history (`profile.events.<CODE>`). */
const PLATFORM_ITEM_EVENTS = [
  'BOUGHT',
  'SOLD',
  'SWAPPED_OUT',
  'SWAPPED_IN',
  'GRANTED',
  'WITHDRAW_REQUESTED',
  'WITHDRAWN',
  'WITHDRAW_RETURNED',
  'RECOUPED',
  'EXPIRED',
] as const;
/** The platform's item events, then each game's own (its definition's `itemEvents`). */
export const ITEM_EVENTS: readonly ItemEventCode[] = [...PLATFORM_ITEM_EVENTS, ...GAME_ITEM_EVENTS];
export type ItemEventCode = (typeof PLATFORM_ITEM_EVENTS)[number] | GameItemEvent;
