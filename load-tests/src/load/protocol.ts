/** What the orchestrator sends a worker process, and what the worker answers. */
export type WorkerJob =
  | {
      kind: 'crash';
      gameUrl: string;
      variant: 'classic' | 'plus';
      spectators: number;
      bettorTokens: string[];
      /** The measuring client: also sends `time` pings and its numbers are reported apart. */
      measuring: boolean;
      durationMs: number;
    }
  | { kind: 'raw-ws'; url: string; clients: number; durationMs: number }
  | { kind: 'wallet'; apiUrl: string; players: { name: string; token: string }[]; durationMs: number };

export interface WorkerResult {
  clients: number;
  joinFailures: number;
  joinMs: number[];
  betAckMs: number[];
  cashOutAckMs: number[];
  timeRttMs: number[];
  /** HTTP scenario: request latency by request name. */
  requestMs: Record<string, number[]>;
  /** WebSocket messages (and bytes) received by every client of this worker while measuring. */
  messages: number;
  bytes: number;
  measuredMs: number;
  /** Refusals by catalogue key (and transport failures by a short name). */
  errors: Record<string, number>;
  betsSent: number;
  cashOutsSent: number;
}

export function emptyResult(): WorkerResult {
  return { clients: 0, joinFailures: 0, joinMs: [], betAckMs: [], cashOutAckMs: [], timeRttMs: [], requestMs: {}, messages: 0, bytes: 0, measuredMs: 0, errors: {}, betsSent: 0, cashOutsSent: 0 };
}

export function countError(result: WorkerResult, key: string): void {
  result.errors[key] = (result.errors[key] ?? 0) + 1;
}
