import { type SchemaType, schema, t } from '@colyseus/schema';

/**
 * A crash battle room's synchronized state. As in crash, the multiplier is never streamed: clients draw each
 * round's curve from `curveStartsAt` and their synced clock; patches carry seats, cash-outs and crashes.
 */

/**
 * WAITING: seats are filling (buy-ins held). RUNNING: rounds are played. FINISHED: paid out. CANCELLED: never
 * started, every buy-in refunded. VOIDED: could not be finished after a fault, every buy-in refunded.
 */
export const CRASH_BATTLE_STATUSES = ['WAITING', 'RUNNING', 'FINISHED', 'CANCELLED', 'VOIDED'] as const;
export type CrashBattleStatus = (typeof CRASH_BATTLE_STATUSES)[number];

/** Phase of the current round while RUNNING: a countdown, the curve, then the crash pause. */
export const CRASH_BATTLE_ROUND_PHASES = ['COUNTDOWN', 'RUNNING', 'CRASHED'] as const;
export type CrashBattleRoundPhase = (typeof CRASH_BATTLE_ROUND_PHASES)[number];

export const CRASH_BATTLE_SEAT_KINDS = ['EMPTY', 'PLAYER', 'BOT'] as const;
export type CrashBattleSeatKind = (typeof CRASH_BATTLE_SEAT_KINDS)[number];

export const CrashBattleSeatState = schema(
  {
    seat: t.uint8().default(0),
    kind: t.string<CrashBattleSeatKind>().default('EMPTY'),
    /** '' for an empty seat or a bot. */
    userId: t.string().default(''),
    name: t.string().default(''),
    avatar: t.string().default(''),
    /** Epoch ms until which the player may not leave (30 s after taking the seat). */
    lockedUntil: t.number().default(0),
    /** The player has a live connection to the room. */
    connected: t.boolean().default(false),
    /** The seat is played by auto-play (left or disconnected while the battle runs). */
    autoPlay: t.boolean().default(false),
    /** The player's preset target in hundredths (0 = none: auto-play uses the default). */
    autoCashOutHundredths: t.number().default(0),
    /** Cash-out of the current round in hundredths, 0 while still in (or crashed). */
    cashOutHundredths: t.number().default(0),
    /** Score of every finished round (hundredths; 0 = crashed with the curve). */
    results: t.array('number'),
    totalHundredths: t.number().default(0),
    /** Set when the battle is paid: what this seat received (cents, skins counted at catalogue value). */
    payoutCents: t.number().default(0),
  },
  'CrashBattleSeatState',
);
export type CrashBattleSeatState = SchemaType<typeof CrashBattleSeatState>;

export const CrashBattleState = schema(
  {
    battleId: t.string().default(''),
    status: t.string<CrashBattleStatus>().default('WAITING'),
    ownerId: t.string().default(''),
    seatCount: t.uint8().default(2),
    roundCount: t.uint8().default(1),
    buyInCents: t.number().default(0),
    isPrivate: t.boolean().default(false),
    /** SHA-256 of the server seed, shown from creation. */
    serverSeedHash: t.string().default(''),
    /** Fixed at the start ('' before). */
    clientSeed: t.string().default(''),
    /** Revealed when the battle is over ('' before). */
    serverSeed: t.string().default(''),
    /** 1-based number of the round in play (0 before the start). */
    round: t.uint8().default(0),
    roundPhase: t.string<CrashBattleRoundPhase | ''>().default(''),
    /** Server epoch ms when the current round's curve starts (the countdown ends). */
    curveStartsAt: t.number().default(0),
    /** Current round's crash point, set at its crash (0 before). */
    crashPointHundredths: t.number().default(0),
    /** Crash points of the finished rounds, round 1 first. */
    crashPoints: t.array('number'),
    seats: t.array(CrashBattleSeatState),
    /** -1 until finished; -1 also on a draw. */
    winnerSeat: t.int8().default(-1),
    draw: t.boolean().default(false),
    /** Connections watching without a seat. */
    spectators: t.number().default(0),
    /** The server is stopping: a waiting battle is called off, a running one plays out. */
    closing: t.boolean().default(false),
  },
  'CrashBattleState',
);
export type CrashBattleState = SchemaType<typeof CrashBattleState>;
