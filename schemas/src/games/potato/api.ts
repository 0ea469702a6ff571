import { z } from 'zod';
import { pageOf } from '../../paging';

/** REST shapes of the potato game: fairness of a game, recent games, a player's history. */

export const PotatoGameParams = z.object({ gameId: z.string().max(64) });

export const PotatoPassAnswer = z.object({ to: z.number().int(), auto: z.boolean() });

export const PotatoStageAnswer = z.object({
  stage: z.number().int(),
  startSeat: z.number().int(),
  fuse: z.number().int(),
  passes: z.array(PotatoPassAnswer),
  loserSeat: z.number().int(),
});
export type PotatoStageAnswer = z.infer<typeof PotatoStageAnswer>;

export const PotatoSeatAnswer = z.object({
  seat: z.number().int(),
  userId: z.string(),
  name: z.string(),
  avatar: z.string().nullable(),
  knockedOutStage: z.number().int().nullable(),
  payoutCents: z.number().int(),
});

/** `GET /api/fair/potato/{gameId}`: everything needed to re-check a game. */
export const PotatoFairAnswer = z.object({
  id: z.string(),
  tableId: z.string(),
  status: z.enum(['WAITING', 'RUNNING', 'FINISHED', 'CANCELLED', 'VOIDED']),
  buyInCents: z.number().int(),
  serverSeedHash: z.string(),
  /** Null until the game is over. */
  serverSeed: z.string().nullable(),
  /** Null until the game starts. */
  clientSeed: z.string().nullable(),
  seats: z.array(PotatoSeatAnswer),
  /** Finished stages (a stage's deal and fuse are shown once it has exploded). */
  stages: z.array(PotatoStageAnswer),
  winnerSeat: z.number().int().nullable(),
  potCents: z.number().int(),
  payoutCents: z.number().int(),
  edgePermille: z.number().int(),
  algorithm: z.string(),
  createdAt: z.number().int(),
  endedAt: z.number().int().nullable(),
});
export type PotatoFairAnswer = z.infer<typeof PotatoFairAnswer>;

/** `GET /api/potato/recent`: finished games, newest first. */
export const PotatoRecentEntry = z.object({
  gameId: z.string(),
  tableId: z.string(),
  buyInCents: z.number().int(),
  players: z.number().int(),
  winnerName: z.string(),
  payoutCents: z.number().int(),
  endedAt: z.number().int(),
});
export const PotatoRecentAnswer = z.array(PotatoRecentEntry);
export type PotatoRecentAnswer = z.infer<typeof PotatoRecentAnswer>;

/** `GET /api/users/{id}/potato/history` and `/api/users/current/potato/history`: games the player sat in. */
export const PotatoHistoryEntry = z.object({
  gameId: z.string(),
  tableId: z.string(),
  status: z.enum(['FINISHED', 'CANCELLED', 'VOIDED']),
  buyInCents: z.number().int(),
  players: z.number().int(),
  seat: z.number().int(),
  /** The stage that knocked the player out; null for the winner or a refund. */
  knockedOutStage: z.number().int().nullable(),
  outcome: z.enum(['WIN', 'LOSS', 'REFUND']),
  payoutCents: z.number().int(),
  endedAt: z.number().int(),
});
export type PotatoHistoryEntry = z.infer<typeof PotatoHistoryEntry>;

export const PotatoHistoryAnswer = pageOf(PotatoHistoryEntry);
export type PotatoHistoryAnswer = z.infer<typeof PotatoHistoryAnswer>;
