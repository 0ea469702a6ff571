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
import { RoomSession } from '../../transport/room-session';
import type { ConnectJackpot, JackpotConnection } from './jackpot-connection';
import { type PlayerView, type RoundView, playersOf, roundOf } from './jackpot-views';

export interface JackpotStoreDeps {
  connect: ConnectJackpot;
  api: { get<T>(path: string): Promise<T> };
  userId(): string | null;
  now(): number;
  setTimer(handler: () => void, ms: number): () => void;
}

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
  round: RoundView = EMPTY;
  sending = false;
  lastError: ApiError | null = null;
  recent: JackpotRecentAnswer = [];
  checks = new Map<string, JackpotVerification | ApiError>();
  readonly session: RoomSession<JackpotConnection>;
  private enteredListeners: (() => void)[] = [];

  constructor(private readonly deps: JackpotStoreDeps) {
    this.session = new RoomSession({
      connect: deps.connect,
      now: deps.now,
      setTimer: deps.setTimer,
      timeMessage: JACKPOT_CLIENT_MESSAGES.time,
      connecting: () => void this.loadRecent(),
      attach: (connection) => this.attach(connection),
    });
    makeAutoObservable<JackpotStore, 'deps' | 'enteredListeners'>(this, {
      session: false,
      deps: false,
      enteredListeners: false,
    });
  }

  get status(): RoomSession<JackpotConnection>['status'] {
    return this.session.status;
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
    return this.round.status === 'COUNTDOWN' ? Math.max(0, this.round.closesAt - this.session.serverNow()) : 0;
  }

  connect(token: string | null): Promise<void> {
    return this.session.connect(token);
  }

  disconnect(): void {
    this.session.disconnect();
  }

  /** Mirrors the server's per-entry checks so an obvious mistake is answered at once (the server checks again). */
  enter(itemIds: string[], valueCents: number): void {
    const connection = this.session.connection;
    if (!connection) return;
    const problem = jackpotEntryError({
      skins: itemIds.length,
      valueCents,
      roundTotalCents: 0,
      userLimitCents: Number.MAX_SAFE_INTEGER,
    });
    if (problem) return void (this.lastError = new ApiError(problem.key, problem.args, 400));
    this.lastError = null;
    this.sending = true;
    connection.send(JACKPOT_CLIENT_MESSAGES.enter, { itemIds });
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
    connection.onStateChange(() => this.sync(connection.state));
    connection.onMessage(JACKPOT_SERVER_MESSAGES.error, (m) => this.refused(m as JackpotErrorEvent));
    connection.onMessage(JACKPOT_SERVER_MESSAGES.entered, () => this.entered());
    connection.onMessage(JACKPOT_SERVER_MESSAGES.balance, () => undefined);
    this.sync(connection.state);
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
}
