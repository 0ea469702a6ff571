import { type SchemaType, schema, t } from '@colyseus/schema';

/**
 * The crash room's synchronized state. Clients draw the curve from `startedAt` and their synced clock;
 * the multiplier itself is never in the state (ARCHITECTURE.md §3): patches carry only bets, cash-outs,
 * phase changes and the crash.
 */

/** Bet status as players see it. */
export const CRASH_BET_STATUSES = ['PLAYING', 'CASHED_OUT', 'LOST', 'REFUNDED'] as const;
export type CrashBetStatus = (typeof CRASH_BET_STATUSES)[number];

/** Room phase. WAITING: no one is watching, so no chain link is spent until someone joins. */
export const CRASH_PHASES = ['WAITING', 'BETTING', 'RUNNING', 'CRASHED'] as const;
export type CrashPhase = (typeof CRASH_PHASES)[number];

export const CrashBetState = schema(
  {
    userId: t.string(),
    name: t.string(),
    avatar: t.string(),
    /** REAL, BONUS or SKINS. */
    source: t.string(),
    stakeCents: t.number(),
    itemCount: t.uint8(),
    /** 0 when playing manually. */
    autoCashOutHundredths: t.number(),
    /** 0 while playing or when lost. */
    cashOutHundredths: t.number(),
    payoutCents: t.number(),
    status: t.string<CrashBetStatus>().default('PLAYING'),
    /** MANUAL, AUTO, MAX_WIN or BANKROLL once cashed out. */
    cashOutReason: t.string(),
  },
  'CrashBetState',
);
export type CrashBetState = SchemaType<typeof CrashBetState>;

export const CrashHistoryEntry = schema(
  {
    roundId: t.string(),
    crashPointHundredths: t.number(),
    /** The round's hash, revealed at the crash: anyone can recompute the crash point from it. */
    hash: t.string(),
    /** Cut short by a restart: bets refunded. */
    voided: t.boolean(),
  },
  'CrashHistoryEntry',
);
export type CrashHistoryEntry = SchemaType<typeof CrashHistoryEntry>;

export const CrashRoomState = schema(
  {
    variant: t.string(),
    phase: t.string<CrashPhase>().default('WAITING'),
    roundId: t.string(),
    /**
     * The hash played just before this round (the terminating hash for the chain's first round). It
     * commits to this round's hash before bets open: sha256(round hash) must equal it.
     */
    commitment: t.string(),
    /** Server epoch ms when betting closes. */
    bettingEndsAt: t.number(),
    /** Server epoch ms when the curve started (0 before). */
    startedAt: t.number(),
    /** Set at the crash, 0 before. */
    crashPointHundredths: t.number(),
    /** Revealed at the crash, '' before. */
    roundHash: t.string(),
    /** Keyed by user id: one bet per player per round. */
    bets: t.map(CrashBetState),
    /** Newest first. */
    history: t.array(CrashHistoryEntry),
    /** The server is stopping: the current round finishes, no new one opens. */
    closing: t.boolean(),
  },
  'CrashRoomState',
);
export type CrashRoomState = SchemaType<typeof CrashRoomState>;
