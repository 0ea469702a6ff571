import { type SchemaType, schema, t } from '@colyseus/schema';

/**
 * A potato table's synchronized state: the game being filled or played at it. A table plays one game after
 * another; each game has its own id, server seed and seats.
 */

/**
 * WAITING: seats are filling (buy-ins held). RUNNING: stages are played. FINISHED: paid. CANCELLED: never
 * started, every buy-in refunded. VOIDED: could not be finished after a fault, every buy-in refunded.
 */
export const POTATO_STATUSES = ['WAITING', 'RUNNING', 'FINISHED', 'CANCELLED', 'VOIDED'] as const;
export type PotatoStatus = (typeof POTATO_STATUSES)[number];

/** Phase of the stage in play: the deal, the passing, the explosion. */
export const POTATO_PHASES = ['DEAL', 'PASSING', 'EXPLODED'] as const;
export type PotatoPhase = (typeof POTATO_PHASES)[number];

export const PotatoSeatState = schema(
  {
    seat: t.uint8().default(0),
    /** '' for an empty seat. */
    userId: t.string().default(''),
    name: t.string().default(''),
    avatar: t.string().default(''),
    connected: t.boolean().default(false),
    /** Still in the game (seated and not knocked out). */
    alive: t.boolean().default(false),
    /** The stage that knocked this seat out (0 = not knocked out). */
    knockedOutStage: t.uint8().default(0),
    payoutCents: t.number().default(0),
  },
  'PotatoSeatState',
);
export type PotatoSeatState = SchemaType<typeof PotatoSeatState>;

export const PotatoState = schema(
  {
    tableId: t.string().default(''),
    gameId: t.string().default(''),
    buyInCents: t.number().default(0),
    status: t.string<PotatoStatus>().default('WAITING'),
    serverSeedHash: t.string().default(''),
    /** Fixed at the start ('' before). */
    clientSeed: t.string().default(''),
    /** Revealed when the game is over ('' before). */
    serverSeed: t.string().default(''),
    /** Server epoch ms when the countdown ends and the game starts (0 = no countdown). */
    startsAt: t.number().default(0),
    /** 1-based stage in play (0 before the start). */
    stage: t.uint8().default(0),
    phase: t.string<PotatoPhase | ''>().default(''),
    /** Seat holding the potato (-1 = nobody). */
    holderSeat: t.int8().default(-1),
    /** Seat the last pass came from (-1 after the deal) and whether the server made it. */
    lastFromSeat: t.int8().default(-1),
    lastPassAuto: t.boolean().default(false),
    /** Passes landed in this stage. */
    passes: t.uint8().default(0),
    /** Server epoch ms by which the holder must pass (then the server passes for them). */
    passDeadline: t.number().default(0),
    /** Seat knocked out by the latest explosion (-1 = none yet). */
    explodedSeat: t.int8().default(-1),
    winnerSeat: t.int8().default(-1),
    potCents: t.number().default(0),
    payoutCents: t.number().default(0),
    seats: t.array(PotatoSeatState),
    spectators: t.number().default(0),
    /** The server is stopping: no new seats; a running game is finished from its seeds. */
    closing: t.boolean().default(false),
  },
  'PotatoState',
);
export type PotatoState = SchemaType<typeof PotatoState>;
