import { makeAutoObservable } from 'mobx';
import {
  CRASH_CLIENT_MESSAGES,
  CRASH_SERVER_MESSAGES,
  type CrashBalanceEvent,
  type CrashBetMessage,
  type CrashBetPlacedEvent,
  type CrashCashedOutEvent,
  type CrashErrorEvent,
  type CrashPhase,
  type CrashRoomState,
  type CrashVariant,
  msToReachHundredths,
  multiplierAtMs,
  multiplierHundredthsAtMs,
  payoutCents,
} from '@arena/schemas';
import { ApiError } from '../../transport/api-error';
import { RoomSession } from '../../transport/room-session';
import type { ConnectCrash, CrashConnection } from './crash-connection';
import { type BetView, type HistoryView, betsOf, historyOf } from './views';

export interface CrashStoreDeps {
  connect: ConnectCrash;
  /** The signed-in player, or null for a spectator. */
  userId(): string | null;
  /** A balance pushed by the room. */
  onBalance(balanceCents: number, bonusBalanceCents: number): void;
  /** Local epoch ms (monotonic in the browser: timeOrigin + performance.now()). */
  now(): number;
  setTimer(handler: () => void, ms: number): () => void;
}

export type ConnectionStatus = 'idle' | 'connecting' | 'connected' | 'failed';

const SYNC_SAMPLES = 5;
const RESYNC_MS = 20_000;

/**
 * One crash room in the browser: mirrors the room state into observables (patches arrive every 150 ms),
 * keeps the server clock, sends intents (bet, cash out) and answers what the curve needs each frame.
 * The multiplier is never received: it is e^(g·t) of the server-clock time since the round started.
 */
export class CrashStore {
  phase: CrashPhase | 'CONNECTING' = 'CONNECTING';
  roundId = '';
  commitment = '';
  bettingEndsAt = 0;
  startedAt = 0;
  crashPointHundredths = 0;
  roundHash = '';
  closing = false;
  bets: BetView[] = [];
  history: HistoryView[] = [];
  lastError: ApiError | null = null;
  lastCashOut: CrashCashedOutEvent | null = null;
  sending = false;
  readonly session: RoomSession<CrashConnection>;
  private betListeners: ((event: CrashBetPlacedEvent) => void)[] = [];
  private errorListeners: ((event: CrashErrorEvent) => void)[] = [];

  constructor(
    readonly variant: CrashVariant,
    private readonly deps: CrashStoreDeps,
  ) {
    this.session = new RoomSession({
      connect: (token) => deps.connect(variant, token),
      now: deps.now,
      setTimer: deps.setTimer,
      timeMessage: CRASH_CLIENT_MESSAGES.time,
      syncSamples: SYNC_SAMPLES,
      resyncMs: RESYNC_MS,
      attach: (connection) => this.attach(connection),
    });
    makeAutoObservable<CrashStore, 'deps' | 'betListeners' | 'errorListeners'>(this, {
      session: false,
      deps: false,
      betListeners: false,
      errorListeners: false,
    });
  }

  get status(): ConnectionStatus {
    return this.session.status;
  }

  get joinError(): ApiError | null {
    return this.session.joinError;
  }

  get myBet(): BetView | null {
    const userId = this.deps.userId();
    return (userId && this.bets.find((bet) => bet.userId === userId)) || null;
  }

  get canBet(): boolean {
    return (
      this.status === 'connected' &&
      this.phase === 'BETTING' &&
      this.deps.userId() !== null &&
      !this.myBet &&
      !this.sending
    );
  }

  get canCashOut(): boolean {
    return this.phase === 'RUNNING' && this.myBet?.status === 'PLAYING';
  }

  /** Server epoch ms now, as well as the browser knows it. */
  serverNow(): number {
    return this.session.serverNow();
  }

  /** Milliseconds of curve to draw: running time, or the crash moment once crashed. */
  elapsedMs(): number {
    if (this.phase === 'RUNNING') return Math.max(0, this.serverNow() - this.startedAt);
    if (this.phase === 'CRASHED') return msToReachHundredths(this.crashPointHundredths);
    return 0;
  }

  multiplier(): number {
    if (this.phase === 'CRASHED') return this.crashPointHundredths / 100;
    return multiplierAtMs(this.elapsedMs());
  }

  /** What cashing out now would pay (the server decides; this is the same formula at the browser's time). */
  cashOutValueCents(): number {
    const bet = this.myBet;
    if (!bet || bet.status !== 'PLAYING' || this.phase !== 'RUNNING') return 0;
    return payoutCents(bet.stakeCents, multiplierHundredthsAtMs(this.elapsedMs()));
  }

  bettingLeftMs(): number {
    return this.phase === 'BETTING' ? Math.max(0, this.bettingEndsAt - this.serverNow()) : 0;
  }

  connect(token: string | null): Promise<void> {
    return this.session.connect(token);
  }

  disconnect(): void {
    this.session.disconnect();
  }

  bet(message: CrashBetMessage): void {
    const connection = this.session.connection;
    if (!connection) return;
    this.lastError = null;
    this.sending = true;
    connection.send(CRASH_CLIENT_MESSAGES.bet, message);
  }

  cashOut(): void {
    this.session.connection?.send(CRASH_CLIENT_MESSAGES.cashOut);
  }

  showError(error: ApiError | null): void {
    this.lastError = error;
  }

  onBetPlaced(listener: (event: CrashBetPlacedEvent) => void): () => void {
    this.betListeners.push(listener);
    return () => (this.betListeners = this.betListeners.filter((l) => l !== listener));
  }

  onRefused(listener: (event: CrashErrorEvent) => void): () => void {
    this.errorListeners.push(listener);
    return () => (this.errorListeners = this.errorListeners.filter((l) => l !== listener));
  }

  private attach(connection: CrashConnection): void {
    // Only the session's current room writes the page: a room it has left (or a late join that lost a race with a
    // newer one) must not put its older rounds back into "recent crashes".
    connection.onStateChange(() => this.session.connection === connection && this.sync(connection.state));
    connection.onMessage(CRASH_SERVER_MESSAGES.error, (m) => this.refused(m as CrashErrorEvent));
    connection.onMessage(CRASH_SERVER_MESSAGES.betPlaced, (m) => this.placed(m as CrashBetPlacedEvent));
    connection.onMessage(CRASH_SERVER_MESSAGES.cashedOut, (m) => this.cashedOut(m as CrashCashedOutEvent));
    connection.onMessage(CRASH_SERVER_MESSAGES.balance, (m) => {
      const balance = m as CrashBalanceEvent;
      this.deps.onBalance(balance.balanceCents, balance.bonusBalanceCents);
    });
    this.sync(connection.state);
  }

  private sync(state: CrashRoomState): void {
    this.phase = state.phase as CrashPhase;
    this.roundId = state.roundId;
    this.commitment = state.commitment;
    this.bettingEndsAt = state.bettingEndsAt;
    this.startedAt = state.startedAt;
    this.crashPointHundredths = state.crashPointHundredths;
    this.roundHash = state.roundHash;
    this.closing = state.closing;
    this.bets = betsOf(state);
    this.history = historyOf(state);
    if (this.phase === 'BETTING' && !this.myBet) this.lastCashOut = null;
    // A bet still unanswered when betting closes will not be placed any more.
    if (this.phase !== 'BETTING') this.sending = false;
  }

  private refused(event: CrashErrorEvent): void {
    if (event.action === 'bet') this.sending = false;
    this.lastError = new ApiError(event.error.key, event.error.args, 400);
    for (const listener of this.errorListeners) listener(event);
  }

  private placed(event: CrashBetPlacedEvent): void {
    this.sending = false;
    for (const listener of this.betListeners) listener(event);
  }

  private cashedOut(event: CrashCashedOutEvent): void {
    this.lastCashOut = event;
  }
}
