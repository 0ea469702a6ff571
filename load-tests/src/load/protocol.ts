/** What the orchestrator sends a worker process, and what the worker answers. */
import { countLiveAction, countLiveError } from './live';
import type { PhasedShare } from './phases';

/** What every job may carry from the scenario's phases and think times (phases.ts). */
export interface Pacing {
  /** The loose clients (spectators, watchers, wallet players) follow this share of the phases while measuring. */
  phased?: PhasedShare;
  /** A player's pause before each action, `[min, max]` ms. */
  thinkMs?: [number, number];
}

/** The room games with a scenario of their own besides crash (see room-games.ts). */
export const ROOM_GAMES = ['roll', 'jackpot', 'battle', 'chat'] as const;
export type RoomGame = (typeof ROOM_GAMES)[number];

/** Crash's generator clients (spectators and bettors): the cheap wire client (src/wire) or the full SDK client. */
export const GENERATOR_CLIENTS = ['wire', 'sdk'] as const;
export type GeneratorClient = (typeof GENERATOR_CLIENTS)[number];

/** A signed-in player of a room scenario: jackpot players bring skins, battle creators bring their spectators. */
export interface RoomPlayer {
  token: string;
  /** Jackpot: inventory item ids bought for the run (one is entered per round). */
  itemIds?: string[];
  /** Battle: spectators that watch this creator's battles. */
  spectators?: number;
}

export type WorkerJob = Pacing &
  (
    | {
        kind: 'crash';
        /** Every game URL, and this job's first client's place in the run-wide round-robin over them (spread.ts). */
        gameUrls: string[];
        firstClient: number;
        variant: 'classic' | 'plus';
        /** Bettors cash out at a random moment within this many ms of the round's start (a burst when short). */
        cashOutWindowMs: number;
        spectators: number;
        /** How spectators and bettors connect: `wire` (the cheap protocol client, the default) or the SDK; the measuring job always uses the SDK. */
        generatorClient?: GeneratorClient;
        bettorTokens: string[];
        /** The measuring client: also sends `time` pings and its numbers are reported apart. */
        measuring: boolean;
        durationMs: number;
      }
    | {
        kind: 'room';
        game: RoomGame;
        gameUrls: string[];
        firstClient: number;
        /** Signed-out watchers (battle: carried by the creators instead). */
        spectators: number;
        players: RoomPlayer[];
        /** As in crash: the first player (or a watcher) pings `time` where the room has it; numbers reported apart. */
        measuring: boolean;
        /** Chat: the one client that floods the channel (its figures are kept apart from everyone else's). */
        flooderToken?: string;
        durationMs: number;
      }
    | { kind: 'raw-ws'; url: string; clients: number; durationMs: number }
    | {
        kind: 'wallet';
        apiUrl: string;
        players: { name: string; token: string }[];
        durationMs: number;
        /** Writes only (deposits and bets settled at once, no reads): the like-with-like match for pgbench TPC-B. */
        writesOnly?: boolean;
      }
  );

/** The chat flooder's fate: refusals by catalogue key, and whether the server cut it off. */
export interface FlooderResult {
  sent: number;
  accepted: number;
  refusals: Record<string, number>;
  disconnected: boolean;
  closeCode?: number;
  /** From its first message to the cut-off. */
  disconnectedAfterMs?: number;
}

export interface WorkerResult {
  clients: number;
  joinFailures: number;
  joinMs: number[];
  betAckMs: number[];
  /**
   * Acks of bets sent before the measured window, while the clients were still joining (the first round opens with the
   * first join): reported on their own row, since those bets did not go out together when a round opened.
   */
  joiningBetAckMs: number[];
  cashOutAckMs: number[];
  timeRttMs: number[];
  /** HTTP scenario: request latency by request name. */
  requestMs: Record<string, number[]>;
  /** Room scenarios: acknowledgement latency (send -> confirmation) by action name (bet, enter, create, cash-out, send). */
  acks: Record<string, number[]>;
  /** Actions sent by name (room scenarios), and successful ledger writes (wallet). */
  sent: Record<string, number>;
  /** WebSocket messages (and bytes) received by every client of this worker while measuring. */
  messages: number;
  bytes: number;
  measuredMs: number;
  /** Joins matchmade through each game URL (index as in the job's gameUrls). */
  joinsByUrl: number[];
  /**
   * Where the joined clients' sockets went, by host:port: a room lives on one process and the seat reservation sends
   * the socket there (its public address), whichever URL the client matchmade through.
   */
  socketsByHost: Record<string, number>;
  /** Refusals by catalogue key (and transport failures by a short name). */
  errors: Record<string, number>;
  betsSent: number;
  cashOutsSent: number;
  flooder?: FlooderResult;
}

export function emptyResult(): WorkerResult {
  return {
    clients: 0,
    joinFailures: 0,
    joinMs: [],
    betAckMs: [],
    joiningBetAckMs: [],
    cashOutAckMs: [],
    timeRttMs: [],
    requestMs: {},
    acks: {},
    sent: {},
    messages: 0,
    bytes: 0,
    measuredMs: 0,
    joinsByUrl: [],
    socketsByHost: {},
    errors: {},
    betsSent: 0,
    cashOutsSent: 0,
  };
}

export function countError(result: WorkerResult, key: string): void {
  result.errors[key] = (result.errors[key] ?? 0) + 1;
  countLiveError();
}

export function countSent(result: WorkerResult, action: string): void {
  result.sent[action] = (result.sent[action] ?? 0) + 1;
  countLiveAction();
}

export function recordAck(result: WorkerResult, action: string, ms: number): void {
  (result.acks[action] ??= []).push(ms);
}
