import { z } from 'zod';
import { pageOf } from '../../paging';

/** REST shapes of the jackpot: fairness of a round, recent rounds, each player's history. */

/** Any string: a malformed id answers BET.NOT_FOUND like an unknown one. */
export const JackpotRoundParams = z.object({ roundId: z.string().max(64) });

const Entry = z.object({
  betId: z.string(),
  userId: z.string(),
  name: z.string(),
  valueCents: z.number().int(),
  items: z.array(
    z.object({ id: z.string(), catalogItemId: z.number().int(), name: z.string(), priceCents: z.number().int() }),
  ),
});

/** `GET /api/fair/jackpot/{roundId}`: all a browser needs to re-derive the ticket and the winner. */
export const JackpotFairAnswer = z.object({
  roundId: z.string(),
  status: z.enum(['OPEN', 'COUNTDOWN', 'SPINNING', 'FINISHED', 'VOIDED']),
  serverSeedHash: z.string(),
  /** Null until the round is closed. */
  serverSeed: z.string().nullable(),
  closedAtMs: z.number().int().nullable(),
  entries: z.array(Entry),
  potCents: z.number().int(),
  ticket: z.number().int().nullable(),
  winnerUserId: z.string().nullable(),
  houseItemIds: z.array(z.string()),
  houseCents: z.number().int(),
  prizeCents: z.number().int(),
  algorithm: z.string(),
});
export type JackpotFairAnswer = z.infer<typeof JackpotFairAnswer>;

/** `GET /api/jackpot/recent`: finished rounds, newest first. */
export const JackpotRecentRound = z.object({
  roundId: z.string(),
  potCents: z.number().int(),
  prizeCents: z.number().int(),
  winnerUserId: z.string(),
  winnerName: z.string(),
  winnerAvatar: z.string().nullable(),
  /** The winner's share of the pot in basis points. */
  chanceBasisPoints: z.number().int(),
  players: z.number().int(),
  endedAt: z.number().int(),
});
export const JackpotRecentAnswer = z.array(JackpotRecentRound);
export type JackpotRecentAnswer = z.infer<typeof JackpotRecentAnswer>;

/** `GET /api/users/{id}/jackpots` and `/api/users/current/jackpots`: rounds the player entered. */
export const JackpotHistoryEntry = z.object({
  roundId: z.string(),
  status: z.enum(['FINISHED', 'VOIDED']),
  potCents: z.number().int(),
  /** What the player put in this round. */
  stakeCents: z.number().int(),
  chanceBasisPoints: z.number().int(),
  /** WIN, LOSS, or REFUND (voided). */
  outcome: z.enum(['WIN', 'LOSS', 'REFUND']),
  /** Value of the skins the player received (a win), else 0. */
  prizeCents: z.number().int(),
  endedAt: z.number().int(),
});
export type JackpotHistoryEntry = z.infer<typeof JackpotHistoryEntry>;

export const JackpotHistoryAnswer = pageOf(JackpotHistoryEntry);
export type JackpotHistoryAnswer = z.infer<typeof JackpotHistoryAnswer>;
