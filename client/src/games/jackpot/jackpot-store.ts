import { makeAutoObservable, runInAction } from 'mobx';
import {
  JACKPOT_CLIENT_MESSAGES,
  JACKPOT_SERVER_MESSAGES,
  type JackpotErrorEvent,
  type JackpotFairAnswer,
  type JackpotRecentAnswer,
  type JackpotVerification,
  jackpotEntryError,
  verifyJackpot,
} from '@arena/schemas';
import { ApiError } from '../../transport/api-error';
import { ServerClock } from '../crash/server-clock';
import type { ConnectJackpot, JackpotConnection } from './jackpot-connection';
import { type PlayerView, type RoundView, playersOf, roundOf } from './jackpot-views';

export interface JackpotStoreDeps {
  connect: ConnectJackpot;
  api: { get<T>(path: string): Promise<T> };
  userId(): string | null;
  now(): number;
  setTimer(handler: () => void, ms: number): () => void;
}

const RETRY_MS = 3_000;
const SYNC_SAMPLES = 4;

const EMPTY: RoundView = {
  roundId: '',
  status: 'OPEN',
  serverSeedHash: '',
  serverSeed: '',
  potCents: 0,
  closesAt: 0,
  ticket: -1,
  winnerUserId: '',
  prizeCents: 0,
  houseCents: 0,
  closing: false,
  entries: [],
};

/**
 * The pot in the browser: mirrors the room, sends entries, keeps the server clock for the countdown, loads the
 * recent rounds and re-checks a round's winner with the shared schemas code. The server decides everything.
 */
export class JackpotStore {
  status: 'idle' | 'connecting' | 'connected' | 'failed' = 'idle';
  round: RoundView = EMPTY;
  sending = false;
  lastError: ApiError | null = null;
  recent: JackpotRecentAnswer = [];
  checks = new Map<string, JackpotVerification | ApiError>();
  private readonly clock = new ServerClock();
  private connection: JackpotConnection | null = null;
  private token: string | null = null;
  private timers: (() => void)[] = [];
  private enteredListeners: (() => void)[] = [];
  private active = false;

  constructor(private readonly deps: JackpotStoreDeps) {
    makeAutoObservable<JackpotStore, 'clock' | 'connection' | 'deps' | 'timers' | 'enteredListeners' | 'token' | 'active'>(this, {
      clock: false,
      connection: false,
      deps: false,
      timers: false,
      enteredListeners: false,
      token: false,
      active: false,
    });
  }

  get players(): PlayerView[] {
    return playersOf(this.round);
  }

  get mine(): PlayerView | null {
    const userId = this.deps.userId();
    return this.players.find((p) => p.userId === userId) ?? null;
  }

  get canEnter(): boolean {
    const open = this.round.status === 'OPEN' || this.round.status === 'COUNTDOWN';
    return this.status === 'connected' && open && !this.round.closing && this.deps.userId() !== null && !this.sending;
  }

  countdownLeftMs(): number {
    return this.round.status === 'COUNTDOWN' ? Math.max(0, this.round.closesAt - (this.deps.now() + this.clock.offsetMs)) : 0;
  }

  async connect(token: string | null): Promise<void> {
    this.active = true;
    this.token = token;
    this.status = 'connecting';
    void this.loadRecent();
    try {
      const connection = await this.deps.connect(token);
      if (!this.active) return void connection.leave();
      this.attach(connection);
    } catch {
      runInAction(() => (this.status = 'failed'));
      if (this.active) this.later(() => void this.connect(this.token), RETRY_MS);
    }
  }

  disconnect(): void {
    this.active = false;
    for (const stop of this.timers) stop();
    this.timers = [];
    const connection = this.connection;
    this.connection = null;
    if (connection) void connection.leave().catch(() => undefined);
    this.status = 'idle';
  }

  /** Mirrors the server's per-entry checks so an obvious mistake is answered at once (the server checks again). */
  enter(itemIds: string[], valueCents: number): void {
    if (!this.connection) return;
    const problem = jackpotEntryError({ skins: itemIds.length, valueCents, roundTotalCents: 0, userLimitCents: Number.MAX_SAFE_INTEGER });
    if (problem) return void (this.lastError = new ApiError(problem.key, problem.args, 400));
    this.lastError = null;
    this.sending = true;
    this.connection.send(JACKPOT_CLIENT_MESSAGES.enter, { itemIds });
  }

  onEntered(listener: () => void): () => void {
    this.enteredListeners.push(listener);
    return () => (this.enteredListeners = this.enteredListeners.filter((l) => l !== listener));
  }

  async loadRecent(): Promise<void> {
    try {
      const recent = await this.deps.api.get<JackpotRecentAnswer>('/jackpot/recent');
      runInAction(() => (this.recent = recent));
    } catch {
      // The list is a convenience; the live pot does not depend on it.
    }
  }

  /** Fetches a finished round's fairness data and re-derives its ticket and winner here. */
  async verify(roundId: string): Promise<void> {
    try {
      const fair = await this.deps.api.get<JackpotFairAnswer>(`/fair/jackpot/${encodeURIComponent(roundId)}`);
      const check = verifyJackpot({
        serverSeed: fair.serverSeed ?? '',
        serverSeedHash: fair.serverSeedHash,
        closedAtMs: fair.closedAtMs ?? -1,
        entries: fair.entries,
        ticket: fair.ticket ?? -1,
        winnerUserId: fair.winnerUserId ?? '',
      });
      runInAction(() => this.checks.set(roundId, check));
    } catch (error) {
      runInAction(() => this.checks.set(roundId, error instanceof ApiError ? error : new ApiError(null, [], 0)));
    }
  }

  private attach(connection: JackpotConnection): void {
    this.connection = connection;
    this.status = 'connected';
    connection.onStateChange(() => this.sync(connection.state));
    connection.onMessage(JACKPOT_SERVER_MESSAGES.error, (m) => this.refused(m as JackpotErrorEvent));
    connection.onMessage(JACKPOT_SERVER_MESSAGES.entered, () => this.entered());
    connection.onMessage(JACKPOT_SERVER_MESSAGES.balance, () => undefined);
    connection.onMessage(JACKPOT_SERVER_MESSAGES.time, (m) => {
      const answer = m as { clientTime: number; serverTime: number };
      this.clock.add({ sentAt: answer.clientTime, receivedAt: this.deps.now(), serverTime: answer.serverTime });
    });
    connection.onLeave(() => {
      if (this.connection !== connection || !this.active) return;
      runInAction(() => {
        this.connection = null;
        this.status = 'connecting';
      });
      this.later(() => void this.connect(this.token), RETRY_MS);
    });
    this.sync(connection.state);
    for (let i = 0; i < SYNC_SAMPLES; i++) {
      this.later(() => this.connection === connection && connection.send(JACKPOT_CLIENT_MESSAGES.time, { clientTime: this.deps.now() }), i * 250);
    }
  }

  private sync(state: JackpotConnection['state']): void {
    const before = this.round;
    this.round = roundOf(state);
    if (before.status !== 'FINISHED' && this.round.status === 'FINISHED') void this.loadRecent();
    if (this.round.status !== 'OPEN' && this.round.status !== 'COUNTDOWN') this.sending = false;
  }

  private refused(event: JackpotErrorEvent): void {
    if (event.action === JACKPOT_CLIENT_MESSAGES.enter) this.sending = false;
    this.lastError = new ApiError(event.error.key, event.error.args, 400);
  }

  private entered(): void {
    this.sending = false;
    for (const listener of this.enteredListeners) listener();
  }

  private later(handler: () => void, ms: number): void {
    this.timers.push(this.deps.setTimer(handler, ms));
  }
}
