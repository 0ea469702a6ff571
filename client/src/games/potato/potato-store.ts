import { makeAutoObservable, runInAction } from 'mobx';
import {
  POTATO_CLIENT_MESSAGES,
  POTATO_SERVER_MESSAGES,
  type PotatoErrorEvent,
  type PotatoFairAnswer,
  type PotatoVerification,
} from '@arena/schemas';
import type { ApiClient } from '../../transport/api-client';
import { ApiError } from '../../transport/api-error';
import { RoomSession } from '../../transport/room-session';
import type { PotatoConnection, PotatoConnector } from './potato-connection';
import { checkPotatoGame } from './potato-verify';
import { type SeatView, type TableView, tableOfState } from './potato-views';

export interface PotatoStoreDeps {
  connector: Pick<PotatoConnector, 'table'>;
  api: Pick<ApiClient, 'get'>;
  /** The signed-in player, or null for a spectator. */
  userId(): string | null;
  onBalance(balanceCents: number, bonusBalanceCents: number): void;
  /** Local epoch ms. */
  now(): number;
  setTimer(handler: () => void, ms: number): () => void;
}

export type PotatoAction = 'join' | 'leave' | 'pass';

/**
 * One potato table in the browser: mirrors the room into a plain view, sends intents (sit, leave, pass) and
 * shows refusals; once a game is over it loads its fairness data and re-checks it with the published code.
 */
export class PotatoStore {
  table: TableView | null = null;
  lastError: ApiError | null = null;
  pending: PotatoAction | null = null;
  fair: PotatoFairAnswer | null = null;
  verification: PotatoVerification | null = null;
  readonly session: RoomSession<PotatoConnection>;
  private fairFor: string | null = null;

  constructor(
    readonly tableId: string,
    private readonly deps: PotatoStoreDeps,
  ) {
    this.session = new RoomSession({
      connect: (token) => deps.connector.table(tableId, token),
      now: deps.now,
      setTimer: deps.setTimer,
      timeMessage: POTATO_CLIENT_MESSAGES.time,
      attach: (connection) => this.attach(connection),
    });
    makeAutoObservable<PotatoStore, 'deps' | 'fairFor'>(this, { session: false, deps: false, fairFor: false });
  }

  get status(): RoomSession<PotatoConnection>['status'] {
    return this.session.status;
  }

  private get connection(): PotatoConnection | null {
    return this.session.connection;
  }

  get mySeat(): SeatView | null {
    const userId = this.deps.userId();
    return (userId && this.table?.seats.find((s) => s.userId === userId)) || null;
  }

  get seatedCount(): number {
    return this.table?.seats.filter((s) => s.userId !== '').length ?? 0;
  }

  get canJoin(): boolean {
    const table = this.table;
    return (
      this.status === 'connected' &&
      this.deps.userId() !== null &&
      table?.status === 'WAITING' &&
      !table.closing &&
      !this.mySeat &&
      this.seatedCount < (table?.seats.length ?? 0) &&
      this.pending === null
    );
  }

  get canLeave(): boolean {
    return (
      this.status === 'connected' && this.mySeat !== null && this.table?.status === 'WAITING' && this.pending === null
    );
  }

  /** The player holds the potato and may pass it now. */
  get myTurn(): boolean {
    const table = this.table;
    const seat = this.mySeat;
    return (
      this.status === 'connected' &&
      seat !== null &&
      table?.status === 'RUNNING' &&
      table.phase === 'PASSING' &&
      table.holderSeat === seat.seat
    );
  }

  /** Seats the holder may pass to: the other players still in. */
  get targets(): number[] {
    const table = this.table;
    if (!table || !this.myTurn) return [];
    return table.seats.filter((s) => s.alive && s.userId !== '' && s.seat !== table.holderSeat).map((s) => s.seat);
  }

  serverNow(): number {
    return this.session.serverNow();
  }

  /** Time the holder has left to pass (0 when nobody is passing). */
  passLeftMs(): number {
    const table = this.table;
    return table && table.phase === 'PASSING' && table.passDeadline > 0
      ? Math.max(0, table.passDeadline - this.serverNow())
      : 0;
  }

  countdownLeftMs(): number {
    const table = this.table;
    return table && table.status === 'WAITING' && table.startsAt > 0
      ? Math.max(0, table.startsAt - this.serverNow())
      : 0;
  }

  connect(token: string | null): Promise<void> {
    return this.session.connect(token);
  }

  disconnect(): void {
    this.session.disconnect();
  }

  join(): void {
    this.send('join', POTATO_CLIENT_MESSAGES.join, {});
  }

  leave(): void {
    this.send('leave', POTATO_CLIENT_MESSAGES.leave, {});
  }

  pass(to: number): void {
    if (!this.targets.includes(to)) return;
    this.lastError = null;
    this.connection?.send(POTATO_CLIENT_MESSAGES.pass, { to });
  }

  private send(action: PotatoAction, type: string, message: unknown): void {
    if (!this.connection) return;
    this.pending = action;
    this.lastError = null;
    this.connection.send(type, message);
  }

  private attach(connection: PotatoConnection): void {
    const S = POTATO_SERVER_MESSAGES;
    connection.onStateChange(() => runInAction(() => this.refresh()));
    connection.onMessage(S.seated, () => runInAction(() => (this.pending = null)));
    connection.onMessage(S.left, () => runInAction(() => (this.pending = null)));
    connection.onMessage(S.error, (message) =>
      runInAction(() => {
        const event = message as PotatoErrorEvent;
        this.lastError = new ApiError(event.error.key, event.error.args, 400);
        this.pending = null;
      }),
    );
    connection.onMessage(S.balance, (message) => {
      const { balanceCents, bonusBalanceCents } = message as { balanceCents: number; bonusBalanceCents: number };
      this.deps.onBalance(balanceCents, bonusBalanceCents);
    });
    this.refresh();
  }

  private refresh(): void {
    if (!this.connection) return;
    this.table = tableOfState(this.connection.state);
    const table = this.table;
    if (table.status === 'FINISHED' && table.gameId && this.fairFor !== table.gameId) {
      this.fairFor = table.gameId;
      void this.loadFair(table.gameId);
    }
    if (table.status === 'WAITING' && this.fair && this.fair.id !== table.gameId) {
      this.fair = null;
      this.verification = null;
    }
  }

  /** The finished game's fairness answer, re-checked in the browser with the published algorithm. */
  async loadFair(gameId: string): Promise<void> {
    try {
      const fair = await this.deps.api.get<PotatoFairAnswer>(`/fair/potato/${encodeURIComponent(gameId)}`);
      const verification = checkPotatoGame(fair);
      runInAction(() => {
        this.fair = fair;
        this.verification = verification;
      });
    } catch {
      runInAction(() => (this.fairFor = null));
    }
  }
}
