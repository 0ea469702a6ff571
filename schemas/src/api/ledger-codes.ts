/**
 * Every operation a ledger transfer is recorded under (`ledger_transfers.operation`). The api's idempotent
 * claims are typed with it, so a new operation must be listed here, and the locale tests then require its label
 * (`profile.operations.<CODE>`) in every language: the player's transaction history shows each one by name.
 */
export const LEDGER_OPERATIONS = [
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
  'BATTLE_DRAW_SKINS',
  'UPGRADE',
  'UPGRADE_SKIN',
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
  'CASE_OPEN',
  'CASE_SKIN',
  'MINES_CREATE',
  'MINES_OPEN',
  'MINES_DEFUSE',
  'MINES_TAKE',
  'SECOND_LIFE',
  'PLINKO_DROP',
  'JACKPOT_PRIZE',
  'BINGO_BUY',
  'BINGO_PRIZE',
] as const;
export type LedgerOperation = (typeof LEDGER_OPERATIONS)[number];

/** What happened to a skin (`item_events.event`), shown by name in the item history (`profile.events.<CODE>`). */
export const ITEM_EVENTS = [
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
  /** A crash battle draw returned the buy-in as skins. */
  'BATTLE_DRAW',
  /** A jackpot pot's skin passed to the round's winner (recorded under the new owner). */
  'JACKPOT_WON',
  /** Upgrade: a skin staked as the entry (consumed either way), and the target skin a won upgrade gives. */
  'UPGRADE_ENTRY',
  'UPGRADE_WON',
] as const;
export type ItemEventCode = (typeof ITEM_EVENTS)[number];
