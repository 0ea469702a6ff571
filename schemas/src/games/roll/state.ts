import { type SchemaType, schema, t } from '@colyseus/schema';

/**
 * The roll room's synchronized state. The round's cell and hash stay on the server until the round is settled;
 * then `cell` tells every client where the strip lands and `roundHash` lets anyone recompute it.
 */

/**
 * WAITING: no one watches, so no chain link is spent. BETTING until `bettingEndsAt`; SPINNING: settled, the
 * strip runs to `cell` until `spinEndsAt`; RESULT: the landed cell stays a moment; VOIDED: called off, refunded.
 */
export const ROLL_PHASES = ['WAITING', 'BETTING', 'SPINNING', 'RESULT', 'VOIDED'] as const;
export type RollPhase = (typeof ROLL_PHASES)[number];

export const ROLL_BET_STATUSES = ['PLAYING', 'WON', 'LOST', 'REFUNDED'] as const;
export type RollBetStatus = (typeof ROLL_BET_STATUSES)[number];

/** One player's bets on one colour in the round (several bets add up). */
export const RollBetState = schema(
  {
    userId: t.string().default(''),
    name: t.string().default(''),
    avatar: t.string().default(''),
    colour: t.string().default(''),
    stakeCents: t.number().default(0),
    payoutCents: t.number().default(0),
    status: t.string<RollBetStatus>().default('PLAYING'),
  },
  'RollBetState',
);
export type RollBetState = SchemaType<typeof RollBetState>;

export const RollHistoryEntryState = schema(
  {
    roundId: t.string().default(''),
    /** -1 for a voided round. */
    cell: t.int8().default(-1),
    hash: t.string().default(''),
    voided: t.boolean().default(false),
  },
  'RollHistoryEntryState',
);
export type RollHistoryEntryState = SchemaType<typeof RollHistoryEntryState>;

export const RollRoomState = schema(
  {
    phase: t.string<RollPhase>().default('WAITING'),
    roundId: t.string().default(''),
    /** sha256 of this round's hash (the previous round's hash): published before bets open. */
    commitment: t.string().default(''),
    /** Server epoch ms. */
    bettingEndsAt: t.number().default(0),
    spinEndsAt: t.number().default(0),
    /** The landed cell once settled, -1 before. */
    cell: t.int8().default(-1),
    roundHash: t.string().default(''),
    /** Keyed `${userId}:${colour}`. */
    bets: t.map(RollBetState),
    /** Newest first. */
    history: t.array(RollHistoryEntryState),
    /** The server is stopping: the round in play finishes, no new one opens. */
    closing: t.boolean().default(false),
  },
  'RollRoomState',
);
export type RollRoomState = SchemaType<typeof RollRoomState>;

export function rollBetKey(userId: string, colour: string): string {
  return `${userId}:${colour}`;
}
