import { z } from 'zod';
import { pageOf } from '../paging';

/** What anyone may see of a player on `/user/{id}`: no balances, limits or referral code. */
export const PublicProfileAnswer = z.object({
  id: z.string(),
  name: z.string(),
  avatar: z.string().nullable(),
  createdAt: z.number().int(),
  stats: z.object({
    /** Settled bets (refunded rounds did not happen for the player). */
    betsCount: z.number().int(),
    wageredCents: z.number().int(),
    /** Largest payout of a winning bet (payout above the stake); 0 without one. */
    biggestWinCents: z.number().int(),
  }),
});
export type PublicProfileAnswer = z.infer<typeof PublicProfileAnswer>;

/** One finished bet in a player's history; open bets are left out until their round ends. */
export const BetHistoryEntryAnswer = z.object({
  id: z.string(),
  game: z.string(),
  roundId: z.string(),
  stakeCents: z.number().int(),
  /** Null for a refunded bet. */
  payoutCents: z.number().int().nullable(),
  status: z.enum(['SETTLED', 'REFUNDED']),
  createdAt: z.number().int(),
});
export type BetHistoryEntryAnswer = z.infer<typeof BetHistoryEntryAnswer>;

export const BetHistoryAnswer = pageOf(BetHistoryEntryAnswer);
export type BetHistoryAnswer = z.infer<typeof BetHistoryAnswer>;

/**
 * `GET /api/users/current/bets.csv`: the signed-in player's finished bets of every game, newest first,
 * as CSV. Bounded: at most `maxRows` bets (the newest), read from the database `batchRows` at a time while streaming.
 */
export const BET_CSV_RULES = { maxRows: 10_000, batchRows: 500 } as const;
export const BET_CSV_COLUMNS = [
  'bet_id',
  'created_at_utc',
  'game',
  'round_id',
  'stake_usd',
  'payout_usd',
  'status',
] as const;

/** `PUT /api/users/current/trade-link`: a Steam trade offer URL, or an empty string to remove the saved one. */
export const TradeLinkBody = z.object({ tradeLink: z.string().max(300) });
export type TradeLinkBody = z.infer<typeof TradeLinkBody>;

export const TradeLinkAnswer = z.object({ tradeLink: z.string().nullable() });
export type TradeLinkAnswer = z.infer<typeof TradeLinkAnswer>;
