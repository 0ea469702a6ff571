import { z } from 'zod';
import { ROLL_RULES } from './constants';
import type { ErrorArg } from '../../errors/app-error';
import type { ErrorKey } from '../../errors/catalogue';
import { ROLL_COLOURS } from './fair';
import { FairChain } from '../../fair/fair-chain';
import { pageOf } from '../../paging';

/** The one roll room, opened by the server at boot under a fixed id (clients join it by id). */
export const ROLL_ROOM_NAME = 'roll';
export const ROLL_ROOM_ID = 'roll';

export const ROLL_CLIENT_MESSAGES = {
  /** `{ colour, source, amountCents }`: one bet; a player may send several per round. */
  bet: 'bet',
  time: 'time',
} as const;

export const ROLL_SERVER_MESSAGES = {
  error: 'error',
  /** `RollBetPlacedEvent` after an accepted bet. */
  betPlaced: 'betPlaced',
  balance: 'balance',
  time: 'time',
} as const;

export const RollColourSchema = z.enum(ROLL_COLOURS);
export const RollBetSource = z.enum(['REAL', 'BONUS']);
export type RollBetSource = z.infer<typeof RollBetSource>;

/** Shape only: the amount's limits have their own keys (rollBetRefusal and the round's store). */
export const RollBetMessage = z.strictObject({
  colour: RollColourSchema,
  source: RollBetSource,
  amountCents: z.number().int().safe(),
});
export type RollBetMessage = z.infer<typeof RollBetMessage>;

export const RollTimeMessage = z.strictObject({ clientTime: z.number().finite() });

export interface RollErrorEvent {
  error: { key: ErrorKey; args: ErrorArg[] };
  action: string;
}

export interface RollBetPlacedEvent {
  roundId: string;
  betId: string;
  colour: (typeof ROLL_COLOURS)[number];
  stakeCents: number;
}

export interface RollBalanceEvent {
  balanceCents: number;
  bonusBalanceCents: number;
}

export interface RollTimeEvent {
  clientTime: number;
  serverTime: number;
}

/** `GET /api/fair/roll`. */
export const RollFairAnswer = z.object({
  salt: z.string(),
  terminatingHash: z.string(),
  algorithm: z.string(),
  chainLength: z.number().int(),
  /** Published as soon as the next chain is generated (fewer than 10% of links left), before any of it plays. */
  nextTerminatingHash: z.string().nullable(),
  /** Oldest first: past (DONE), CURRENT and, once committed, NEXT. */
  chains: z.array(FairChain),
});
export type RollFairAnswer = z.infer<typeof RollFairAnswer>;

/** `GET /api/fair/roll/rounds?limit=N`. */
export const RollFairRoundsQuery = z.object({
  limit: z.coerce.number().int().min(1).max(ROLL_RULES.fairRoundsMaxLimit).default(ROLL_RULES.fairRoundsDefaultLimit),
});

export const RollFairRound = z.object({
  id: z.number().int(),
  /** Position in the play order (1 = the first round ever played), counting on across chains. */
  chainIndex: z.number().int(),
  /** The chain (its `generation`) the round's hash belongs to. */
  chain: z.number().int(),
  hash: z.string(),
  cell: z.number().int(),
  colour: RollColourSchema,
  /** VOIDED rounds were cut short by a restart: their bets were refunded, their hash is still spent. */
  status: z.enum(['ENDED', 'VOIDED']),
});
export type RollFairRound = z.infer<typeof RollFairRound>;
export const RollFairRoundsAnswer = z.array(RollFairRound);

/** One round a player bet in (their bets summed), for the profile history tab. */
export const RollHistoryEntry = z.object({
  roundId: z.string(),
  status: z.enum(['ENDED', 'VOIDED']),
  /** -1 for a voided round. */
  cell: z.number().int(),
  colour: RollColourSchema.nullable(),
  hash: z.string(),
  /** The player's stake per colour in this round. */
  stakes: z.object({ red: z.number().int(), green: z.number().int(), black: z.number().int() }),
  stakeCents: z.number().int(),
  /** What the round paid back (0 on a loss; the stake on a voided round is refunded, not paid). */
  payoutCents: z.number().int(),
  endedAt: z.number(),
});
export type RollHistoryEntry = z.infer<typeof RollHistoryEntry>;

export const RollHistoryAnswer = pageOf(RollHistoryEntry);
export type RollHistoryAnswer = z.infer<typeof RollHistoryAnswer>;
