import { type SchemaType, schema, t } from '@colyseus/schema';

/**
 * The live draw. OPEN: tickets on sale until `drawAt`. STARTS: sales closed, the draw is about to spin.
 * SPINS: the five numbers are revealed one by one (`numbers` grows). FINISHED: paid; the seed is revealed.
 */
export const BINGO_ROOM_STATUSES = ['OPEN', 'STARTS', 'SPINS', 'FINISHED'] as const;
export type BingoRoomStatus = (typeof BINGO_ROOM_STATUSES)[number];

export const BingoState = schema(
  {
    drawId: t.string().default(''),
    drawNumber: t.number().default(0),
    status: t.string<BingoRoomStatus>().default('OPEN'),
    /** Server epoch ms when sales close and the draw starts. */
    drawAt: t.number().default(0),
    serverSeedHash: t.string().default(''),
    /** Revealed once FINISHED ('' before). */
    serverSeed: t.string().default(''),
    poolCents: t.number().default(0),
    ticketCount: t.number().default(0),
    /** The numbers revealed so far, in draw order. */
    numbers: t.array('number'),
    /** Server epoch ms of the next reveal while SPINS (0 otherwise). */
    nextRevealAt: t.number().default(0),
    /** The server is stopping. */
    closing: t.boolean().default(false),
  },
  'BingoState',
);
export type BingoState = SchemaType<typeof BingoState>;
