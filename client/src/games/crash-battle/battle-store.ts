import { makeAutoObservable, runInAction } from 'mobx';
import {
  CRASH_BATTLE_CLIENT_MESSAGES,
  CRASH_BATTLE_SERVER_MESSAGES,
  type CrashBattleAnswer,
  type CrashBattleErrorEvent,
  type CrashBattleFairAnswer,
  msToReachHundredths,
  multiplierAtMs,
} from '@arena/schemas';
import type { ApiClient } from '../../transport/api-client';
import { ApiError } from '../../transport/api-error';
import { ServerClock } from '../../transport/server-clock';
import { type BattleConnection, type BattleConnector, roomFailure } from './battle-connection';
import { type BattleView, type SeatView, battleOfAnswer, battleOfState, isOver } from './battle-views';

export interface BattleStoreDeps {
  connector: Pick<BattleConnector, 'watch'>;
  /** The creator's own connection, when this browser just created the battle. */
  adopt(battleId: string): BattleConnection | null;
  api: Pick<ApiClient, 'get'>;
  /** The signed-in player, or null for a spectator. */
  userId(): string | null;
  onBalance(balanceCents: number, bonusBalanceCents: number): void;
  /** Local epoch ms (monotonic in the browser: timeOrigin + performance.now()). */
  now(): number;
  setTimer(handler: () => void, ms: number): () => void;
}

/** live: in the room. archived: the room is gone, the stored battle is shown. */
export type BattleStatus = 'idle' | 'connecting' | 'live' | 'archived' | 'failed';
export type SeatAction = 'join' | 'leave' | 'callBots';

const SYNC_SAMPLES = 5;
const SYNC_SPACING_MS = 250;
const RESYNC_MS = 20_000;
const RETRY_MS = 3_000;

/**
 * One crash battle in the browser: mirrors the room into observables, keeps the server clock for the
 * curve, sends seat intents (join, leave, call bots, cash out, preset target) and shows refusals. A battle
 * whose room is gone is read from the API instead; its fairness data is loaded once it is over.
 */
export class BattleStore {
  status: BattleStatus = 'idle';
  battle: BattleView | null = null;
  /** Why the battle could not be shown. */
  loadError: ApiError | null = null;
  /** The last refused action. */
  lastError: ApiError | null = null;
  pending: SeatAction | null = null;
  /** The private code: sent to the owner, or typed by a player who was given it. */
  code: string | null = null;
  fair: CrashBattleFairAnswer | null = null;
  fairError: ApiError | null = null;
  private readonly clock = new ServerClock();
  private connection: BattleConnection | null = null;
  private token: string | null = null;
  private stopTimers: (() => void)[] = [];
  private active = false;
  /** Bumped by every open and disconnect: an answer to an older open is left, never attached. */
  private generation = 0;
  private fairLoading = false;

  constructor(
    readonly battleId: string,
    private readonly deps: BattleStoreDeps,
  ) {
    makeAutoObservable<
      BattleStore,
      'clock' | 'connection' | 'deps' | 'stopTimers' | 'token' | 'active' | 'generation' | 'fairLoading'
    >(this, {
      clock: false,
      generation: false,
      connection: false,
      deps: false,
      stopTimers: false,
      token: false,
      active: false,
      fairLoading: false,
    });
  }

  get mySeat(): SeatView | null {
    const userId = this.deps.userId();
    return (userId && this.battle?.seats.find((seat) => seat.kind === 'PLAYER' && seat.userId === userId)) || null;
  }

  get isOwner(): boolean {
    const userId = this.deps.userId();
    return userId !== null && this.battle?.ownerId === userId;
  }

  get emptySeats(): number {
    return this.battle?.seats.filter((seat) => seat.kind === 'EMPTY').length ?? 0;
  }

  private get inRoom(): boolean {
    return this.status === 'live' && this.connection !== null;
  }

  get canJoin(): boolean {
    return (
      this.inRoom &&
      this.deps.userId() !== null &&
      this.battle?.status === 'WAITING' &&
      !this.mySeat &&
      this.emptySeats > 0 &&
      this.pending === null
    );
  }

  /** Leaving is offered to a seated player; the server refuses it inside the lock (see `leaveLockedMs`). */
  get canLeave(): boolean {
    const seat = this.mySeat;
    const status = this.battle?.status;
    return (
      this.inRoom &&
      seat !== null &&
      !seat.autoPlay &&
      (status === 'WAITING' || status === 'RUNNING') &&
      this.pending === null
    );
  }

  get canCallBots(): boolean {
    return (
      this.inRoom && this.isOwner && this.battle?.status === 'WAITING' && this.emptySeats > 0 && this.pending === null
    );
  }

  get canCashOut(): boolean {
    const seat = this.mySeat;
    return (
      this.inRoom &&
      seat !== null &&
      !seat.autoPlay &&
      this.battle?.status === 'RUNNING' &&
      this.battle.roundPhase === 'RUNNING' &&
      seat.cashOutHundredths === 0
    );
  }

  /** Server epoch ms now, as well as the browser knows it. */
  serverNow(): number {
    return this.deps.now() + this.clock.offsetMs;
  }

  /** Time until the player may leave (0 = now). */
  leaveLockedMs(): number {
    const seat = this.mySeat;
    return seat ? Math.max(0, seat.lockedUntil - this.serverNow()) : 0;
  }

  countdownLeftMs(): number {
    const battle = this.battle;
    return battle?.status === 'RUNNING' && battle.roundPhase === 'COUNTDOWN'
      ? Math.max(0, battle.curveStartsAt - this.serverNow())
      : 0;
  }

  /** The crash the curve shows once a round is over: the current round's, or the last one of a finished battle. */
  private get shownCrashHundredths(): number {
    const battle = this.battle;
    if (!battle) return 0;
    if (battle.roundPhase === 'CRASHED' && battle.crashPointHundredths > 0) return battle.crashPointHundredths;
    return isOver(battle) ? (battle.crashPoints.at(-1) ?? 0) : 0;
  }

  /** Milliseconds of curve to draw: running time, or the crash moment once crashed. */
  elapsedMs(): number {
    const battle = this.battle;
    if (!battle) return 0;
    if (battle.status === 'RUNNING' && battle.roundPhase === 'RUNNING')
      return Math.max(0, this.serverNow() - battle.curveStartsAt);
    const crash = this.shownCrashHundredths;
    return crash > 0 ? msToReachHundredths(crash) : 0;
  }

  multiplier(): number {
    const crash = this.shownCrashHundredths;
    if (crash > 0 && !(this.battle?.status === 'RUNNING' && this.battle.roundPhase === 'RUNNING')) return crash / 100;
    return multiplierAtMs(this.elapsedMs());
  }

  async open(token: string | null, code: string | null = null): Promise<void> {
    this.active = true;
    const generation = ++this.generation;
    this.token = token;
    if (code) this.code = code;
    this.status = 'connecting';
    this.loadError = null;
    try {
      const connection = this.deps.adopt(this.battleId) ?? (await this.deps.connector.watch(this.battleId, token));
      if (!this.active || generation !== this.generation) return void connection.leave().catch(() => undefined);
      this.attach(connection);
    } catch (error) {
      if (generation !== this.generation) return;
      const failure = roomFailure(error);
      if (failure.key === 'CRASH_BATTLE.NOT_FOUND') return this.loadArchive();
      runInAction(() => {
        this.status = 'failed';
        this.loadError = failure;
      });
      // A restarting server comes back; a refusal does not.
      if (failure.key === null && this.active) this.later(() => void this.open(this.token), RETRY_MS);
    }
  }

  disconnect(): void {
    this.active = false;
    this.generation++;
    for (const stop of this.stopTimers) stop();
    this.stopTimers = [];
    const connection = this.connection;
    this.connection = null;
    if (connection) void connection.leave().catch(() => undefined);
    if (this.status !== 'archived') this.status = 'idle';
  }

  join(): void {
    this.act('join', CRASH_BATTLE_CLIENT_MESSAGES.join, this.code ? { code: this.code } : {});
  }

  leave(): void {
    this.act('leave', CRASH_BATTLE_CLIENT_MESSAGES.leave);
  }

  callBots(): void {
    this.act('callBots', CRASH_BATTLE_CLIENT_MESSAGES.callBots);
  }

  cashOut(): void {
    this.lastError = null;
    this.connection?.send(CRASH_BATTLE_CLIENT_MESSAGES.cashOut);
  }

  /** The seat's preset target (hundredths; 0 clears it). */
  setAuto(autoCashOutHundredths: number): void {
    this.lastError = null;
    this.connection?.send(CRASH_BATTLE_CLIENT_MESSAGES.setAuto, { autoCashOutHundredths });
  }

  showError(error: ApiError | null): void {
    this.lastError = error;
  }

  /** Fairness data of a battle that is over (the server seed is revealed then). */
  async loadFair(): Promise<void> {
    if (this.fairLoading || this.fair) return;
    this.fairLoading = true;
    try {
      const fair = await this.deps.api.get<CrashBattleFairAnswer>(`/fair/crashbattle/${this.battleId}`);
      runInAction(() => {
        this.fair = fair;
        this.fairError = null;
      });
    } catch (error) {
      runInAction(() => (this.fairError = error instanceof ApiError ? error : new ApiError(null, [], 0)));
    } finally {
      this.fairLoading = false;
    }
  }

  private act(action: SeatAction, type: string, message?: unknown): void {
    if (!this.connection) return;
    this.lastError = null;
    this.pending = action;
    this.connection.send(type, message);
  }

  private async loadArchive(): Promise<void> {
    try {
      const answer = await this.deps.api.get<CrashBattleAnswer>(`/crashbattle/${this.battleId}`);
      runInAction(() => {
        this.battle = battleOfAnswer(answer);
        this.status = 'archived';
      });
    } catch (error) {
      runInAction(() => {
        this.status = 'failed';
        this.loadError = error instanceof ApiError ? error : new ApiError(null, [], 0);
      });
    }
  }

  private attach(connection: BattleConnection): void {
    this.connection = connection;
    this.status = 'live';
    const M = CRASH_BATTLE_SERVER_MESSAGES;
    connection.onStateChange(() => this.sync(connection));
    connection.onMessage(M.error, (m) => this.refused(m as CrashBattleErrorEvent));
    connection.onMessage(M.seated, () => this.answered());
    connection.onMessage(M.left, () => this.answered());
    connection.onMessage(M.code, (m) => this.gotCode((m as { code: string }).code));
    connection.onMessage(M.balance, (m) => {
      const balance = m as { balanceCents: number; bonusBalanceCents: number };
      this.deps.onBalance(balance.balanceCents, balance.bonusBalanceCents);
    });
    connection.onMessage(M.time, (m) => {
      const answer = m as { clientTime: number; serverTime: number };
      this.clock.add({ sentAt: answer.clientTime, receivedAt: this.deps.now(), serverTime: answer.serverTime });
    });
    connection.onLeave(() => this.lost(connection));
    this.sync(connection);
    for (let i = 0; i < SYNC_SAMPLES; i++) this.later(() => this.ping(connection), i * SYNC_SPACING_MS);
    const resync = () => {
      this.ping(connection);
      this.later(resync, RESYNC_MS);
    };
    this.later(resync, RESYNC_MS);
  }

  /** A finished battle's room closes after the result: keep showing it. Otherwise come back in. */
  private lost(connection: BattleConnection): void {
    if (this.connection !== connection || !this.active) return;
    this.connection = null;
    if (this.battle && isOver(this.battle)) {
      this.status = 'archived';
      return;
    }
    this.status = 'connecting';
    this.later(() => void this.open(this.token), RETRY_MS);
  }

  private ping(connection: BattleConnection): void {
    if (this.connection === connection)
      connection.send(CRASH_BATTLE_CLIENT_MESSAGES.time, { clientTime: this.deps.now() });
  }

  private later(handler: () => void, ms: number): void {
    this.stopTimers.push(this.deps.setTimer(handler, ms));
  }

  private sync(connection: BattleConnection): void {
    this.battle = battleOfState(connection.state);
    // The seat list answers a join or leave even if its message was missed.
    if (this.pending === 'join' && this.mySeat) this.pending = null;
    if (this.pending === 'leave' && (!this.mySeat || this.mySeat.autoPlay)) this.pending = null;
    if (this.battle.status !== 'WAITING' && this.pending === 'callBots') this.pending = null;
  }

  private answered(): void {
    this.pending = null;
  }

  private gotCode(code: string): void {
    this.code = code;
  }

  private refused(event: CrashBattleErrorEvent): void {
    this.pending = null;
    this.lastError = new ApiError(event.error.key, event.error.args, 400);
  }
}
