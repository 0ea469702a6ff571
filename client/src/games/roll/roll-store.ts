import { makeAutoObservable, runInAction } from 'mobx';
import {
  ROLL_CLIENT_MESSAGES,
  ROLL_SERVER_MESSAGES,
  type RollBalanceEvent,
  type RollBetSource,
  type RollColour,
  type RollErrorEvent,
  type RollFairAnswer,
  type RollRoundVerification,
  type RollStakes,
  rollBetRefusal,
} from '@arena/schemas';
import { ApiError } from '../../transport/api-error';
import { RoomSession } from '../../transport/room-session';
import type { ConnectRoll, RollConnection } from './roll-connection';
import { type RollCheck, checkRollRound } from './roll-verify';
import {
  EMPTY_ROLL_ROUND,
  type RollColumn,
  type RollResultView,
  type RollRoundView,
  rollColumns,
  rollRoundOf,
  rollStats,
} from './roll-views';

export interface RollStoreDeps {
  connect: ConnectRoll;
  api: { get<T>(path: string): Promise<T> };
  userId(): string | null;
  now(): number;
  setTimer(handler: () => void, ms: number): () => void;
  /** A balance pushed by the room. */
  onBalance(balanceCents: number, bonusBalanceCents: number): void;
}

/**
 * Roll (Rush) in the browser: mirrors the room, sends bets, keeps the server clock for the countdown and the
 * spin, loads the chain's public data and re-checks a landed round with the shared schemas code.
 */
export class RollStore {
  round: RollRoundView = EMPTY_ROLL_ROUND;
  /** Bets sent and not yet answered. */
  pending = 0;
  lastError: ApiError | null = null;
  fair: RollFairAnswer | null = null;
  checks = new Map<string, RollRoundVerification>();
  /** The round last checked on this page, with its verdict. */
  lastCheck: RollCheck | null = null;
  readonly session: RoomSession<RollConnection>;

  constructor(private readonly deps: RollStoreDeps) {
    this.session = new RoomSession({
      connect: deps.connect,
      now: deps.now,
      setTimer: deps.setTimer,
      timeMessage: ROLL_CLIENT_MESSAGES.time,
      connecting: () => void this.loadFair(),
      attach: (connection) => this.attach(connection),
    });
    makeAutoObservable<RollStore, 'deps'>(this, { session: false, deps: false });
  }

  get status(): RoomSession<RollConnection>['status'] {
    return this.session.status;
  }

  get columns(): RollColumn[] {
    return rollColumns(this.round.bets);
  }

  /** What the signed-in player has on each colour this round. */
  get myStakes(): RollStakes {
    const userId = this.deps.userId();
    const stakes: RollStakes = { red: 0, green: 0, black: 0 };
    for (const bet of this.round.bets) if (bet.userId === userId) stakes[bet.colour] += bet.stakeCents;
    return stakes;
  }

  /** Counts per colour over the last results the room keeps (100). */
  get stats(): Record<RollColour, number> {
    return rollStats(this.round.history);
  }

  get canBet(): boolean {
    return (
      this.status === 'connected' &&
      this.round.phase === 'BETTING' &&
      !this.round.closing &&
      this.deps.userId() !== null
    );
  }

  /** The server's clock now, for the countdown and the spin. */
  serverNow(): number {
    return this.session.serverNow();
  }

  countdownLeftMs(): number {
    return this.round.phase === 'BETTING' ? Math.max(0, this.round.bettingEndsAt - this.serverNow()) : 0;
  }

  spinLeftMs(): number {
    return this.round.phase === 'SPINNING' ? Math.max(0, this.round.spinEndsAt - this.serverNow()) : 0;
  }

  connect(token: string | null): Promise<void> {
    return this.session.connect(token);
  }

  disconnect(): void {
    this.session.disconnect();
  }

  /** Mirrors the server's limits so an obvious mistake is answered at once (the server checks again). */
  bet(colour: RollColour, amountCents: number | null, source: RollBetSource): void {
    const connection = this.session.connection;
    if (!connection || !this.canBet) return;
    if (amountCents === null) return void (this.lastError = new ApiError('GLOBAL.BAD_REQUEST', ['amount'], 400));
    const refusal = rollBetRefusal({ colour, amountCents, stakes: this.myStakes, betsPlaced: 0 });
    if (refusal) return void (this.lastError = new ApiError(refusal.key, refusal.args, 400));
    this.lastError = null;
    this.pending++;
    connection.send(ROLL_CLIENT_MESSAGES.bet, { colour, source, amountCents });
  }

  async loadFair(): Promise<void> {
    try {
      const fair = await this.deps.api.get<RollFairAnswer>('/fair/roll');
      runInAction(() => (this.fair = fair));
    } catch {
      // Shown once the game server has stored the chain; the live round does not depend on it.
    }
  }

  /** The newest landed round of the strip: the one "Check round N" offers. */
  get lastLanded(): RollResultView | null {
    return this.round.history.find((h) => !h.voided) ?? null;
  }

  /**
   * Re-derives a landed round's cell here from its revealed hash and the salt of its chain (checkRollRound). The
   * verdict is kept with the round it is about (`lastCheck`), so a round landing afterwards neither hides it nor
   * lends it its number.
   */
  verify(roundId: string): void {
    const entry = this.round.history.find((h) => h.roundId === roundId);
    if (!entry || !this.fair || entry.voided) return;
    const check = checkRollRound(this.fair, entry);
    this.checks.set(roundId, check.result);
    this.lastCheck = check;
  }

  private attach(connection: RollConnection): void {
    connection.onStateChange(() => this.sync(connection.state));
    connection.onMessage(ROLL_SERVER_MESSAGES.error, (m) => this.refused(m as RollErrorEvent));
    connection.onMessage(ROLL_SERVER_MESSAGES.betPlaced, () => this.answered());
    connection.onMessage(ROLL_SERVER_MESSAGES.balance, (m) => {
      const balance = m as RollBalanceEvent;
      this.deps.onBalance(balance.balanceCents, balance.bonusBalanceCents);
    });
    this.sync(connection.state);
  }

  private sync(state: RollConnection['state']): void {
    const before = this.round;
    this.round = rollRoundOf(state);
    if (before.roundId !== this.round.roundId) this.pending = 0;
    // The chain's data arrives once the server stored it; a first landed round is a good moment to ask again.
    if (!this.fair && this.round.history.length > 0 && before.history.length === 0) void this.loadFair();
  }

  private refused(event: RollErrorEvent): void {
    if (event.action === ROLL_CLIENT_MESSAGES.bet) this.answered();
    this.lastError = new ApiError(event.error.key, event.error.args, 400);
  }

  private answered(): void {
    this.pending = Math.max(0, this.pending - 1);
  }
}
