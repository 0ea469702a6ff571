import { type SchemaType, schema, t } from '@colyseus/schema';

/**
 * OPEN: waiting for a second player. COUNTDOWN: two players are in; entries still count until `closesAt`.
 * SPINNING: closed, the winner is drawn and shown after the spin. FINISHED: paid. VOIDED: refunded after a fault.
 */
export const JACKPOT_STATUSES = ['OPEN', 'COUNTDOWN', 'SPINNING', 'FINISHED', 'VOIDED'] as const;
export type JackpotStatus = (typeof JACKPOT_STATUSES)[number];

export const JackpotItemState = schema(
  {
    id: t.string().default(''),
    catalogItemId: t.number().default(0),
    name: t.string().default(''),
    iconUrl: t.string().default(''),
    color: t.string().default(''),
    priceCents: t.number().default(0),
  },
  'JackpotItemState',
);
export type JackpotItemState = SchemaType<typeof JackpotItemState>;

export const JackpotEntryState = schema(
  {
    betId: t.string().default(''),
    userId: t.string().default(''),
    name: t.string().default(''),
    avatar: t.string().default(''),
    valueCents: t.number().default(0),
    items: t.array(JackpotItemState),
  },
  'JackpotEntryState',
);
export type JackpotEntryState = SchemaType<typeof JackpotEntryState>;

export const JackpotState = schema(
  {
    roundId: t.string().default(''),
    status: t.string<JackpotStatus>().default('OPEN'),
    serverSeedHash: t.string().default(''),
    /** Revealed after the close ('' before). */
    serverSeed: t.string().default(''),
    potCents: t.number().default(0),
    /** Server epoch ms of the close (0 until the countdown starts). */
    closesAt: t.number().default(0),
    /** Entries in accepted order; chances are each player's share of `potCents`. */
    entries: t.array(JackpotEntryState),
    /** Set at the close (-1 before). */
    ticket: t.number().default(-1),
    winnerUserId: t.string().default(''),
    prizeCents: t.number().default(0),
    houseCents: t.number().default(0),
    /** The server is stopping: no new entries. */
    closing: t.boolean().default(false),
  },
  'JackpotState',
);
export type JackpotState = SchemaType<typeof JackpotState>;
