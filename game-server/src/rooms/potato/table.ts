import { randomUUID } from 'node:crypto';
import type { ClockTimer, Delayed } from '@colyseus/timer';
import {
  type AppServices,
  type StoredPotatoGame,
  callOffPotatoGame,
  leavePotatoSeat,
  openPotatoGame,
  startPotatoGame,
  takePotatoSeat,
} from '@arena/api';
import {
  AppError,
  POTATO_RULES,
  type PotatoListing,
  PotatoSeatState,
  type PotatoState,
  potatoClientSeed,
} from '@arena/schemas';
import { type PlayingSeat, PotatoPlay } from './potato-play';
import type { PotatoSettings } from './settings';

/** What a table needs from its room. */
export interface TableHost {
  readonly clock: ClockTimer;
  readonly state: PotatoState;
  balanceChanged(userId: string): void;
  /** Seats or status changed: refresh the lobby listing. */
  listingChanged(): void;
  /** A game was paid: the win feed. */
  won(userId: string, stakeCents: number, payoutCents: number): void;
  log(message: string, error?: unknown): void;
}

export interface Profile {
  name: string;
  avatar: string;
}

interface Holder extends PlayingSeat {
  name: string;
  avatar: string;
}

/**
 * One fixed table: opens a game (a committed seed), seats players (their buy-ins held), counts down once two
 * sit, starts, hands play to PotatoPlay, and after the result opens the next game. Every change that touches
 * the database runs one at a time (`serial`); the database's keys stop anything that slips past.
 */
export class PotatoTable {
  readonly holders: (Holder | null)[] = Array.from({ length: POTATO_RULES.maxSeats }, () => null);
  game: StoredPotatoGame | null = null;
  private play: PotatoPlay | null = null;
  private queue: Promise<unknown> = Promise.resolve();
  private countdown: Delayed | null = null;
  private nextGame: Delayed | null = null;
  private stopped = false;
  /** The table moves to another process: the game in play is its last here; this resolves once it is over. */
  private lastGame = false;
  private lastGameDone: (() => void) | null = null;

  constructor(
    private readonly host: TableHost,
    private readonly services: AppServices,
    private readonly settings: PotatoSettings,
    readonly tableId: string,
    readonly buyInCents: number,
  ) {}

  /** Runs `work` after every change queued before it. */
  private serial<T>(work: () => Promise<T>): Promise<T> {
    const next = this.queue.then(work, work);
    this.queue = next.catch(() => undefined);
    return next;
  }

  /** Opens the table's next game: a fresh committed seed and empty seats. */
  openGame(): Promise<void> {
    return this.serial(async () => {
      if (this.stopped || this.lastGame) return;
      const game = await openPotatoGame(this.services, {
        gameId: randomUUID(),
        tableId: this.tableId,
        buyInCents: this.buyInCents,
        serverSeed: this.settings.drawServerSeed(),
      });
      this.game = game;
      this.play = null;
      this.holders.fill(null);
      const state = this.host.state;
      state.gameId = game.id;
      state.status = 'WAITING';
      state.serverSeedHash = game.serverSeedHash;
      state.clientSeed = '';
      state.serverSeed = '';
      state.startsAt = 0;
      state.stage = 0;
      state.phase = '';
      state.holderSeat = -1;
      state.lastFromSeat = -1;
      state.lastPassAuto = false;
      state.passes = 0;
      state.passDeadline = 0;
      state.explodedSeat = -1;
      state.winnerSeat = -1;
      state.potCents = 0;
      state.payoutCents = 0;
      state.seats.clear();
      for (let seat = 0; seat < POTATO_RULES.maxSeats; seat++) state.seats.push(new PotatoSeatState({ seat }));
      this.host.listingChanged();
    });
  }

  join(userId: string, profile: Profile): Promise<number> {
    return this.serial(async () => {
      const game = this.gameOrThrow();
      if (this.host.state.closing || this.stopped) throw new AppError('POTATO.CLOSING');
      if (this.seatOf(userId)) throw new AppError('POTATO.ALREADY_SEATED');
      if (game.status !== 'WAITING') throw new AppError('POTATO.GAME_STARTED');
      const free = this.holders.findIndex((h) => h === null);
      if (free < 0) throw new AppError('POTATO.FULL');
      await takePotatoSeat(this.services, { gameId: game.id, userId, seat: free });
      const holder: Holder = { seat: free, userId, connected: true, ...profile };
      this.holders[free] = holder;
      this.showSeat(free);
      this.host.balanceChanged(userId);
      const seated = this.seated().length;
      if (seated >= POTATO_RULES.maxSeats) await this.start();
      else if (seated >= POTATO_RULES.minPlayers && !this.countdown) this.startCountdown();
      this.host.listingChanged();
      return free;
    });
  }

  /** Before the start a player may leave with their buy-in; once it runs, the seat plays on (auto-passes). */
  leave(userId: string): Promise<void> {
    return this.serial(async () => {
      const holder = this.seatOf(userId);
      if (!holder) throw new AppError('POTATO.NOT_SEATED');
      const game = this.gameOrThrow();
      if (game.status !== 'WAITING') throw new AppError('POTATO.GAME_STARTED');
      await leavePotatoSeat(this.services, game.id, holder.seat);
      this.holders[holder.seat] = null;
      this.showSeat(holder.seat);
      this.host.balanceChanged(userId);
      if (this.seated().length < POTATO_RULES.minPlayers) this.stopCountdown();
      this.host.listingChanged();
      // A move waiting on this game: its last player left, nothing is in play any more.
      if (this.lastGame && this.idle) this.lastGameDone?.();
    });
  }

  /** A waiting game with nobody seated: moving the table now costs nobody anything. */
  get idle(): boolean {
    return this.game?.status === 'WAITING' && this.seated().length === 0;
  }

  /**
   * The table moves to another process (scale/standing-rooms.ts): the game in play finishes here (seats still taken
   * while it waits, then played out) and no next game opens here; the table opens again elsewhere. Resolves once
   * that game is over and its result shown, at once when nothing is in play, or when a stop cuts it short.
   */
  async finishGame(): Promise<void> {
    this.lastGame = true;
    const over = await this.serial(async () => {
      const status = this.game?.status;
      if (this.stopped || this.idle || (status !== 'WAITING' && status !== 'RUNNING')) {
        this.nextGame?.clear();
        this.host.state.closing = true;
        return true;
      }
      return false;
    });
    if (!over) await new Promise<void>((resolve) => (this.lastGameDone = resolve));
  }

  pass(userId: string, to: number): void {
    const holder = this.seatOf(userId);
    if (!holder) throw new AppError('POTATO.NOT_SEATED');
    if (!this.play) throw new AppError('POTATO.NOT_HOLDER');
    this.play.pass(holder.seat, to);
  }

  connection(userId: string, connected: boolean): void {
    const holder = this.seatOf(userId);
    if (!holder) return;
    holder.connected = connected;
    this.showSeat(holder.seat);
    this.play?.connectionChanged(holder.seat);
  }

  isSeated(userId: string | undefined): boolean {
    return userId !== undefined && this.seatOf(userId) !== undefined;
  }

  /** SIGTERM: a waiting game is called off and refunded; a running one is finished from its seeds at once. */
  stop(): Promise<void> {
    this.stopped = true;
    this.nextGame?.clear();
    this.host.state.closing = true;
    return this.serial(async () => {
      this.stopCountdown();
      const game = this.game;
      if (!game) return;
      if (game.status === 'WAITING') {
        if (await callOffPotatoGame(this.services, game.id)) {
          this.host.state.status = 'CANCELLED';
          for (const holder of this.seated()) this.host.balanceChanged(holder.userId);
        }
      } else if (game.status === 'RUNNING') await this.play?.finishNow();
      this.lastGameDone?.();
    });
  }

  listing(): PotatoListing {
    const state = this.host.state;
    let alive = 0;
    state.seats.forEach((s) => void (s.alive && alive++));
    return {
      tableId: this.tableId,
      gameId: state.gameId,
      buyInCents: this.buyInCents,
      status: state.status,
      seats: POTATO_RULES.maxSeats,
      taken: this.seated().length,
      alive,
      startsAt: state.startsAt,
    };
  }

  private startCountdown(): void {
    const startsAt = Date.now() + this.settings.countdownMs;
    this.host.state.startsAt = startsAt;
    this.countdown = this.host.clock.setTimeout(() => {
      this.countdown = null;
      void this.serial(async () => {
        if (this.game?.status === 'WAITING' && this.seated().length >= POTATO_RULES.minPlayers && !this.stopped)
          await this.start();
      }).catch((error: unknown) => this.host.log('the game could not start', error));
    }, this.settings.countdownMs);
  }

  private stopCountdown(): void {
    this.countdown?.clear();
    this.countdown = null;
    this.host.state.startsAt = 0;
  }

  private async start(): Promise<void> {
    const game = this.gameOrThrow();
    this.stopCountdown();
    const seated = this.seated();
    const clientSeed = potatoClientSeed(seated.map((h) => h.userId));
    await startPotatoGame(this.services, game.id, clientSeed);
    const running = { ...game, clientSeed, status: 'RUNNING' as const };
    this.game = running;
    const state = this.host.state;
    state.status = 'RUNNING';
    state.clientSeed = clientSeed;
    state.potCents = this.buyInCents * seated.length;
    for (const holder of seated) this.showSeat(holder.seat);
    this.host.listingChanged();
    this.play = new PotatoPlay(
      {
        clock: this.host.clock,
        state,
        log: (message, error) => this.host.log(message, error),
        gameOver: (userIds, winnerId, payoutCents) => this.gameOver(running.id, userIds, winnerId, payoutCents),
      },
      this.services,
      this.settings,
      running,
      seated,
    );
    this.play.begin();
  }

  private gameOver(gameId: string, userIds: string[], winnerId: string | null, payoutCents: number): void {
    if (this.game?.id === gameId) this.game = { ...this.game, status: 'FINISHED' };
    for (const userId of userIds) this.host.balanceChanged(userId);
    if (winnerId) this.host.won(winnerId, this.buyInCents, payoutCents);
    this.host.listingChanged();
    if (this.stopped) return;
    this.nextGame = this.host.clock.setTimeout(() => {
      // A move waiting on this game: the result has been shown, the table closes here.
      if (this.lastGame) return this.lastGameDone?.();
      void this.openGame().catch((error: unknown) => this.host.log('the next game could not open', error));
    }, this.settings.resultMs);
  }

  private showSeat(seat: number): void {
    const view = this.host.state.seats[seat];
    if (!view) return;
    const holder = this.holders[seat];
    const running = this.host.state.status === 'RUNNING';
    view.userId = holder?.userId ?? '';
    view.name = holder?.name ?? '';
    view.avatar = holder?.avatar ?? '';
    view.connected = holder?.connected ?? false;
    if (!running) {
      view.alive = holder !== null;
      view.knockedOutStage = 0;
      view.payoutCents = 0;
    }
  }

  private seated(): Holder[] {
    return this.holders.filter((h): h is Holder => h !== null);
  }

  private seatOf(userId: string): Holder | undefined {
    return this.holders.find((h): h is Holder => h?.userId === userId);
  }

  private gameOrThrow(): StoredPotatoGame {
    if (!this.game) throw new AppError('POTATO.NOT_FOUND');
    return this.game;
  }
}
