import { makeAutoObservable, runInAction } from 'mobx';
import {
  BINGO_CLIENT_MESSAGES,
  BINGO_RULES,
  BINGO_SERVER_MESSAGES,
  type BingoBuyAnswer,
  type BingoCurrentAnswer,
  type BingoDrawsAnswer,
  type BingoFairAnswer,
  type BingoTicket,
  type BingoVerification,
  bingoNumbersError,
  verifyBingoDraw,
} from '@arena/schemas';
import { ApiError } from '../../transport/api-error';
import { RetryKey } from '../../transport/retry-key';
import { RoomSession } from '../../transport/room-session';
import type { BingoConnection, ConnectBingo } from './bingo-connection';
import { EMPTY_LIVE, type LiveDraw, liveOf, togglePick } from './bingo-views';

export interface BingoStoreDeps {
  connect: ConnectBingo;
  api: {
    get<T>(path: string): Promise<T>;
    post<T>(path: string, body: unknown, options?: { idempotencyKey?: string }): Promise<T>;
  };
  signedIn(): boolean;
  /** The balance changed (a purchase, a prize): the user store re-reads it. */
  balanceChanged(): void;
  now(): number;
  setTimer(handler: () => void, ms: number): () => void;
}

/**
 * Bingo in the browser: the live draw from the room, the draw on sale and my tickets from REST, buying (picked
 * or quick-picked, one Idempotency-Key per action), gifting, past draws and their re-check with the shared
 * schemas code. The server decides everything; the store mirrors its checks for quick answers.
 */
export class BingoStore {
  live: LiveDraw = EMPTY_LIVE;
  current: BingoCurrentAnswer | null = null;
  /** My tickets in the draw the room is showing (kept when sales move on to the next draw). */
  liveTickets: BingoTicket[] = [];
  picks: number[] = [];
  quickCount = 1;
  buying = false;
  giftTo = '';
  selected = new Set<string>();
  gifting = false;
  lastError: ApiError | null = null;
  notice: 'bought' | 'gifted' | null = null;
  draws: BingoDrawsAnswer | null = null;
  drawsPage = 1;
  checks = new Map<string, BingoVerification | ApiError>();
  readonly session: RoomSession<BingoConnection>;
  private readonly buyKey = new RetryKey();

  constructor(private readonly deps: BingoStoreDeps) {
    this.session = new RoomSession({
      connect: deps.connect,
      now: deps.now,
      setTimer: deps.setTimer,
      timeMessage: BINGO_CLIENT_MESSAGES.time,
      connecting: () => void this.loadCurrent(),
      attach: (connection) => this.attach(connection),
    });
    makeAutoObservable<BingoStore, 'buyKey' | 'deps'>(this, { session: false, buyKey: false, deps: false });
  }

  get status(): RoomSession<BingoConnection>['status'] {
    return this.session.status;
  }

  /** Milliseconds until sales close (OPEN) or until the next number shows (SPINS), on the server's clock. */
  msUntil(at: number): number {
    return Math.max(0, at - this.session.serverNow());
  }

  get myTickets(): BingoTicket[] {
    return this.current?.tickets ?? [];
  }

  get canBuy(): boolean {
    return this.deps.signedIn() && this.current?.draw.status === 'OPEN' && !this.buying;
  }

  connect(token: string | null): Promise<void> {
    return this.session.connect(token);
  }

  disconnect(): void {
    this.session.disconnect();
  }

  async loadCurrent(): Promise<void> {
    try {
      const current = await this.deps.api.get<BingoCurrentAnswer>('/bingo/current');
      runInAction(() => {
        this.current = current;
        if (current.draw.id === this.live.drawId || this.live.drawId === '') this.liveTickets = current.tickets;
        for (const id of [...this.selected])
          if (!current.tickets.some((t) => t.id === id && t.transferable)) this.selected.delete(id);
      });
    } catch (error) {
      runInAction(() => (this.lastError = error instanceof ApiError ? error : new ApiError(null, [], 0)));
    }
  }

  togglePick(n: number): void {
    this.picks = togglePick(this.picks, n);
  }

  clearPicks(): void {
    this.picks = [];
  }

  setQuickCount(n: number): void {
    this.quickCount = Math.max(1, Math.min(BINGO_RULES.maxTicketsPerPurchase, Math.floor(n) || 1));
  }

  /** Buys one ticket with my picked numbers. */
  buyPicked(): Promise<void> {
    const problem = bingoNumbersError(this.picks);
    if (problem) {
      this.lastError = new ApiError(problem.key, problem.args, 400);
      return Promise.resolve();
    }
    return this.buy([this.picks]);
  }

  /** Buys `quickCount` tickets whose numbers the server picks. */
  buyQuick(): Promise<void> {
    return this.buy(Array.from({ length: this.quickCount }, () => null));
  }

  private async buy(tickets: (number[] | null)[]): Promise<void> {
    const body = { tickets };
    this.buying = true;
    this.lastError = null;
    this.notice = null;
    try {
      await this.buyKey.run(body, (key) =>
        this.deps.api.post<BingoBuyAnswer>('/bingo/tickets', body, { idempotencyKey: key }),
      );
      runInAction(() => {
        this.notice = 'bought';
        this.picks = [];
      });
      this.deps.balanceChanged();
      await this.loadCurrent();
    } catch (error) {
      runInAction(() => (this.lastError = error instanceof ApiError ? error : new ApiError(null, [], 0)));
    } finally {
      runInAction(() => (this.buying = false));
    }
  }

  toggleSelected(ticketId: string): void {
    if (this.selected.has(ticketId)) this.selected.delete(ticketId);
    else this.selected.add(ticketId);
  }

  setGiftTo(value: string): void {
    this.giftTo = value;
  }

  async gift(): Promise<void> {
    this.gifting = true;
    this.lastError = null;
    this.notice = null;
    try {
      await this.deps.api.post('/bingo/gift', { toUserId: this.giftTo.trim(), ticketIds: [...this.selected] });
      runInAction(() => {
        this.notice = 'gifted';
        this.selected.clear();
        this.giftTo = '';
      });
      await this.loadCurrent();
    } catch (error) {
      runInAction(() => (this.lastError = error instanceof ApiError ? error : new ApiError(null, [], 0)));
    } finally {
      runInAction(() => (this.gifting = false));
    }
  }

  async loadDraws(page = this.drawsPage): Promise<void> {
    try {
      const draws = await this.deps.api.get<BingoDrawsAnswer>(`/bingo/draws?page=${page}&pageSize=10`);
      runInAction(() => {
        this.draws = draws;
        this.drawsPage = page;
      });
    } catch (error) {
      runInAction(() => (this.lastError = error instanceof ApiError ? error : new ApiError(null, [], 0)));
    }
  }

  /** Fetches a finished draw's fairness data and re-derives its numbers here. */
  async verify(drawId: string): Promise<void> {
    try {
      const fair = await this.deps.api.get<BingoFairAnswer>(`/fair/bingo/${encodeURIComponent(drawId)}`);
      const check = verifyBingoDraw({
        serverSeed: fair.serverSeed ?? '',
        serverSeedHash: fair.serverSeedHash,
        drawNumber: fair.drawNumber,
        tickets: fair.tickets,
        ticketsDigest: fair.ticketsDigest ?? '',
        numbers: fair.numbers ?? [],
      });
      runInAction(() => this.checks.set(drawId, check));
    } catch (error) {
      runInAction(() => this.checks.set(drawId, error instanceof ApiError ? error : new ApiError(null, [], 0)));
    }
  }

  private attach(connection: BingoConnection): void {
    connection.onStateChange(() => this.sync(connection.state));
    connection.onMessage(BINGO_SERVER_MESSAGES.error, () => undefined);
    this.sync(connection.state);
  }

  private sync(state: BingoConnection['state']): void {
    const before = this.live;
    this.live = liveOf(state);
    if (before.drawId !== this.live.drawId && before.drawId !== '') void this.loadCurrent();
    else if (before.status === 'OPEN' && this.live.status === 'STARTS') void this.loadCurrent();
    if (before.status !== 'FINISHED' && this.live.status === 'FINISHED') {
      this.deps.balanceChanged();
      void this.loadDraws(1);
    }
  }
}
