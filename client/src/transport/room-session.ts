import { makeObservable, observable, runInAction } from 'mobx';
import { ServerClock } from './server-clock';
import { ApiError, clientError } from './api-error';
import type { RoomConnection } from './room-connection';
import { FAST_REJOIN_RETRY_MS, rejoinDelayMs } from './rejoin-delay';

export type RoomStatus = 'idle' | 'connecting' | 'connected' | 'failed';

export interface RoomSessionOptions<C extends RoomConnection<unknown>> {
  connect(token: string | null): Promise<C>;
  now(): number;
  setTimer(handler: () => void, ms: number): () => void;
  /** Wires the game's messages and reads the state: on the first connection and on every reconnection. */
  attach(connection: C): void;
  /** Before each attempt (e.g. reload the REST data the screen shows beside the room). */
  connecting?(): void;
  /** The room's time echo, the same message name both ways (`{clientTime}` → `{clientTime, serverTime}`). */
  timeMessage: string;
  retryMs?: number;
  syncSamples?: number;
  syncSpacingMs?: number;
  /** Echo the time again this often while connected (rooms that draw curves from the server clock). */
  resyncMs?: number;
}

/** A refused join carries the catalogue key as its message (e.g. CRASH.PLUS_NEEDS_PREMIUM); anything else is the network. */
export function joinRefusal(error: unknown): ApiError {
  const message = error instanceof Error ? error.message : String(error);
  return /^[A-Z_]+\.[A-Z_0-9]+$/.test(message) ? clientError(message) : new ApiError(null, [], 0);
}

const DEFAULT_RETRY_MS = 3_000;
const DEFAULT_SYNC_SAMPLES = 4;
const DEFAULT_SYNC_SPACING_MS = 250;

/**
 * One live room as a game store holds it: join (retrying until it works), the server clock from a few time echoes,
 * a rejoin when the room is lost for good, and every timer cancelled on `disconnect`. The store keeps only what its
 * game says; this keeps what every room connection needs.
 */
export class RoomSession<C extends RoomConnection<unknown>> {
  status: RoomStatus = 'idle';
  /** Why the last join failed: a catalogue refusal (then no retry: it does not go away) or the network (key null). */
  joinError: ApiError | null = null;
  connection: C | null = null;
  readonly clock = new ServerClock();
  private token: string | null = null;
  private timers: (() => void)[] = [];
  private active = false;
  /** The last session was lost to a server restart: failed joins retry fast until one works. */
  private rejoining = false;

  constructor(private readonly options: RoomSessionOptions<C>) {
    makeObservable<RoomSession<C>>(this, { status: observable, joinError: observable.ref, connection: observable.ref });
  }

  /** Local time moved onto the server's clock (countdowns the server set). */
  serverNow(): number {
    return this.options.now() + this.clock.offsetMs;
  }

  async connect(token: string | null): Promise<void> {
    this.active = true;
    this.token = token;
    runInAction(() => {
      this.status = 'connecting';
      this.joinError = null;
    });
    this.options.connecting?.();
    try {
      const connection = await this.options.connect(token);
      if (!this.active) return void connection.leave().catch(() => undefined);
      this.attach(connection);
    } catch (error) {
      const refusal = joinRefusal(error);
      runInAction(() => {
        this.status = 'failed';
        this.joinError = refusal;
      });
      // A restarting server comes back; a refusal (premium, forbidden) does not.
      if (refusal.key === null) this.retry(this.rejoining ? FAST_REJOIN_RETRY_MS : undefined);
    }
  }

  disconnect(): void {
    this.active = false;
    for (const stop of this.timers) stop();
    this.timers = [];
    const connection = this.connection;
    runInAction(() => {
      this.connection = null;
      this.status = 'idle';
    });
    if (connection) void connection.leave().catch(() => undefined);
  }

  /** A timer that `disconnect` cancels. */
  later(handler: () => void, ms: number): void {
    this.timers.push(this.options.setTimer(handler, ms));
  }

  private retry(delayMs: number = this.options.retryMs ?? DEFAULT_RETRY_MS): void {
    if (this.active) this.later(() => void this.connect(this.token), delayMs);
  }

  private attach(connection: C): void {
    this.rejoining = false;
    runInAction(() => {
      this.connection = connection;
      this.status = 'connected';
    });
    const { timeMessage } = this.options;
    connection.onMessage(timeMessage, (m) => {
      const answer = m as { clientTime: number; serverTime: number };
      this.clock.add({ sentAt: answer.clientTime, receivedAt: this.options.now(), serverTime: answer.serverTime });
    });
    connection.onLeave((code) => {
      if (this.connection !== connection || !this.active) return;
      runInAction(() => {
        this.connection = null;
        this.status = 'connecting';
      });
      // A restart ended the old session: rejoin at once instead of waiting out the usual delay.
      const delayMs = rejoinDelayMs(code, this.options.retryMs ?? DEFAULT_RETRY_MS);
      this.rejoining = delayMs === 0;
      this.retry(delayMs);
    });
    this.options.attach(connection);
    const samples = this.options.syncSamples ?? DEFAULT_SYNC_SAMPLES;
    const spacing = this.options.syncSpacingMs ?? DEFAULT_SYNC_SPACING_MS;
    const ping = () =>
      this.connection === connection && connection.send(timeMessage, { clientTime: this.options.now() });
    for (let i = 0; i < samples; i++) this.later(ping, i * spacing);
    const { resyncMs } = this.options;
    if (resyncMs) {
      const resync = () => {
        ping();
        this.later(resync, resyncMs);
      };
      this.later(resync, resyncMs);
    }
  }
}
