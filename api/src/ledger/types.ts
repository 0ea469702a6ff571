import type { BetGameId } from '@arena/schemas';

/** Account kinds of the double-entry ledger. User kinds may never go below zero. */
export type UserAccountKind = 'USER_REAL' | 'USER_BONUS';
export type SystemAccountKind = 'HOUSE' | 'WORLD' | 'BET_ESCROW';
export type AccountKind = UserAccountKind | SystemAccountKind;

/**
 * Each house account is SYSTEM_ACCOUNT_SHARDS rows (migration LedgerShards) so that concurrent transfers do not
 * queue on one row lock. A system ref without `shard` means "the transfer's shard" (picked by postLegs).
 */
export const SYSTEM_ACCOUNT_SHARDS = 16;

export type AccountRef = { kind: UserAccountKind; userId: string } | { kind: SystemAccountKind; shard?: number };

/** One side of a transfer: positive credits the account, negative debits it. */
export interface LedgerLeg {
  account: AccountRef;
  amountCents: number;
}

export type BetSource = 'REAL' | 'BONUS' | 'SKINS';
export type BetStatus = 'OPEN' | 'SETTLED' | 'REFUNDED';

/**
 * The `game` of the ledger's start-up warm-up bets (batch/batch-warm.ts): they run the bet statements once in a
 * transaction that always rolls back, so no committed bet and no caller's bet ever carries it. Not a registry id on
 * purpose: the warm-up stands for no game, and the one-bet path's metrics count it apart from every game's bets.
 */
export const WARM_UP_GAME = 'warm-up';
/** What a bet row's `game` holds: the registry's id of the game the bet belongs to, or the warm-up's. */
export type LedgerGame = BetGameId | typeof WARM_UP_GAME;

export interface BetRecord {
  id: string;
  userId: string;
  game: LedgerGame;
  roundId: string;
  source: BetSource;
  stakeCents: number;
  status: BetStatus;
  payoutCents: number | null;
  itemIds: string[];
}

export interface Balances {
  realCents: number;
  bonusCents: number;
}

export const user = (userId: string, kind: UserAccountKind = 'USER_REAL'): AccountRef => ({ kind, userId });
export const HOUSE: AccountRef = { kind: 'HOUSE' };
export const WORLD: AccountRef = { kind: 'WORLD' };
export const BET_ESCROW: AccountRef = { kind: 'BET_ESCROW' };
/** The escrow shard holding one bet's stake (recorded on the bet: its ending debits the same row). */
export const betEscrow = (shard: number): AccountRef => ({ kind: 'BET_ESCROW', shard });
