import { type SchemaType, schema, t } from '@colyseus/schema';

/**
 * The crash room's synchronized state. Clients draw the curve from `startedAt` and their synced clock;
 * the multiplier itself is never in the state (docs/architecture.md §3): patches carry only bets, cash-outs,
 * phase changes and the crash.
 */

/** Bet status as players see it. */
export const CRASH_BET_STATUSES = ['PLAYING', 'CASHED_OUT', 'LOST', 'REFUNDED'] as const;
export type CrashBetStatus = (typeof CRASH_BET_STATUSES)[number];

/**
 * Room phase. WAITING: no one is watching, so no chain link is spent until someone joins. VOIDED: the
 * round was called off (server stopping, database failure); its bets are refunded, cash-outs stay paid.
 */
export const CRASH_PHASES = ['WAITING', 'BETTING', 'RUNNING', 'CRASHED', 'VOIDED'] as const;
export type CrashPhase = (typeof CRASH_PHASES)[number];

export const CrashBetState = schema(
  {
    userId: t.string().default(''),
    name: t.string().default(''),
    avatar: t.string().default(''),
    /** REAL, BONUS or SKINS. */
    source: t.string().default(''),
    stakeCents: t.number().default(0),
    itemCount: t.uint8().default(0),
    /** 0 when playing manually. */
    autoCashOutHundredths: t.number().default(0),
    /** 0 while playing or when lost. */
    cashOutHundredths: t.number().default(0),
    payoutCents: t.number().default(0),
    status: t.string<CrashBetStatus>().default('PLAYING'),
    /** MANUAL, AUTO, MAX_WIN or BANKROLL once cashed out. */
    cashOutReason: t.string().default(''),
  },
  'CrashBetState',
);
export type CrashBetState = SchemaType<typeof CrashBetState>;

export const CrashHistoryEntry = schema(
  {
    roundId: t.string().default(''),
    crashPointHundredths: t.number().default(0),
    /** The round's hash, revealed at the crash: anyone can recompute the crash point from it. */
    hash: t.string().default(''),
    /** Cut short by a restart: bets refunded. */
    voided: t.boolean().default(false),
  },
  'CrashHistoryEntry',
);
export type CrashHistoryEntry = SchemaType<typeof CrashHistoryEntry>;

export const CrashRoomState = schema(
  {
    variant: t.string().default(''),
    phase: t.string<CrashPhase>().default('WAITING'),
    roundId: t.string().default(''),
    /**
     * The hash played just before this round (the terminating hash for the chain's first round). It
     * commits to this round's hash before bets open: sha256(round hash) must equal it.
     */
    commitment: t.string().default(''),
    /** Server epoch ms when betting closes. */
    bettingEndsAt: t.number().default(0),
    /** Server epoch ms when the curve started (0 before). */
    startedAt: t.number().default(0),
    /** Set at the crash, 0 before. */
    crashPointHundredths: t.number().default(0),
    /** Revealed at the crash, '' before. */
    roundHash: t.string().default(''),
    /** Keyed by user id: one bet per player per round. */
    bets: t.map(CrashBetState),
    /** Newest first. */
    history: t.array(CrashHistoryEntry),
    /** The server is stopping: the current round finishes, no new one opens. */
    closing: t.boolean().default(false),
  },
  'CrashRoomState',
);
export type CrashRoomState = SchemaType<typeof CrashRoomState>;
