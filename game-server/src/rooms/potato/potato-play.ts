import {
  type AppServices,
  type PotatoSettlement,
  type StoredPotatoGame,
  finishPotatoFromSeeds,
  finishPotatoGame,
  recordPotatoStage,
} from '@arena/api';
import {
  AppError,
  type PotatoPass,
  type PotatoState,
  type PotatoStageDraw,
  potatoAutoTarget,
  potatoStageDraw,
} from '@arena/schemas';
import type { ClockTimer, Delayed } from '@colyseus/timer';
import type { PotatoSettings } from './settings';

/** Attempts at a write the game cannot go on without (a stage, the payout). */
const ATTEMPTS = 4;
const RETRY_BASE_MS = 250;

/** What a game in play needs from its table. */
export interface PlayHost {
  readonly clock: ClockTimer;
  readonly state: PotatoState;
  /** The game is paid: balances, the win feed, the next game. */
  gameOver(userIds: string[], winnerId: string | null, payoutCents: number): void;
  log(message: string, error?: unknown): void;
}

export interface PlayingSeat {
  seat: number;
  userId: string;
  connected: boolean;
}

/**
 * Plays a started game: deal → passing → explosion, stage after stage, then pays. Each exploded stage is written
 * to the database before anyone sees the explosion, so a restart finishes the game from there (boot recovery
 * replays the stage that was in play with automatic passes).
 */
export class PotatoPlay {
  private survivors: number[];
  private stage = 0;
  private draw: PotatoStageDraw | null = null;
  private holder = -1;
  private passes: PotatoPass[] = [];
  private passing = false;
  private timer: Delayed | null = null;
  private done = false;
  /** The write in flight (a stage or the payout): a shutdown waits for it before finishing from the seeds. */
  private writing: Promise<unknown> = Promise.resolve();
  private settlement: PotatoSettlement | null = null;

  constructor(
    private readonly host: PlayHost,
    private readonly services: AppServices,
    private readonly settings: PotatoSettings,
    private readonly game: StoredPotatoGame & { clientSeed: string },
    private readonly seats: readonly PlayingSeat[],
  ) {
    this.survivors = seats.map((s) => s.seat).sort((a, b) => a - b);
  }

  begin(): void {
    this.deal(1);
  }

  /** The holder's pass to `to`; refusals are catalogue keys. */
  pass(fromSeat: number, to: number): void {
    if (this.done || !this.passing || fromSeat !== this.holder) throw new AppError('POTATO.NOT_HOLDER');
    if (to === fromSeat || !this.survivors.includes(to)) throw new AppError('POTATO.BAD_TARGET');
    this.land(to, false);
  }

  /** A player's connection came or went: an offline holder is passed for sooner. */
  connectionChanged(seat: number): void {
    if (this.passing && seat === this.holder) this.armDeadline();
  }

  /**
   * Shutdown: the stage in play is dropped (its passes were never stored) and the game is finished from the
   * seeds like boot recovery does, so nobody waits for a restart.
   */
  async finishNow(): Promise<void> {
    if (this.done) return;
    this.stopTimers();
    this.done = true;
    await this.writing.catch(() => undefined);
    // The payout was already being written when the stop came: it stands.
    if (this.settlement) return this.showFinished(this.settlement);
    try {
      const settlement = await finishPotatoFromSeeds(this.services, this.game.id);
      this.showFinished(settlement);
    } catch (error) {
      this.host.log(`game ${this.game.id} could not be finished at shutdown; boot recovery will`, error);
    }
  }

  private deal(stage: number): void {
    if (this.done) return;
    const draw = potatoStageDraw(this.game.serverSeed, this.game.clientSeed, stage, this.survivors);
    this.stage = stage;
    this.draw = draw;
    this.holder = draw.startSeat;
    this.passes = [];
    const state = this.host.state;
    state.stage = stage;
    state.phase = 'DEAL';
    state.holderSeat = draw.startSeat;
    state.lastFromSeat = -1;
    state.lastPassAuto = false;
    state.passes = 0;
    state.passDeadline = 0;
    state.explodedSeat = -1;
    this.timer = this.host.clock.setTimeout(() => this.startPassing(), this.settings.dealMs);
  }

  private startPassing(): void {
    if (this.done) return;
    this.passing = true;
    this.host.state.phase = 'PASSING';
    this.armDeadline();
  }

  /** The holder's time to pass: the full time, or the short one while they are offline. */
  private armDeadline(): void {
    this.timer?.clear();
    const online = this.seats.find((s) => s.seat === this.holder)?.connected ?? false;
    const ms = online ? this.settings.passMs : this.settings.disconnectedPassMs;
    const deadline = Date.now() + ms;
    const current = this.host.state.passDeadline;
    // Going offline never gives the holder more time than they had.
    const at = !online && current > 0 && current < deadline ? current : deadline;
    this.host.state.passDeadline = at;
    this.timer = this.host.clock.setTimeout(() => this.autoPass(), Math.max(0, at - Date.now()));
  }

  private autoPass(): void {
    if (this.done || !this.passing || !this.draw) return;
    this.land(potatoAutoTarget(this.survivors, this.holder, this.draw.autoFloats[this.passes.length]!), true);
  }

  private land(to: number, auto: boolean): void {
    this.timer?.clear();
    this.passes.push({ to, auto });
    const state = this.host.state;
    state.lastFromSeat = this.holder;
    state.lastPassAuto = auto;
    this.holder = to;
    state.holderSeat = to;
    state.passes = this.passes.length;
    if (this.passes.length >= this.draw!.fuse) void this.explode();
    else this.armDeadline();
  }

  private async explode(): Promise<void> {
    this.passing = false;
    this.host.state.passDeadline = 0;
    const draw = this.draw!;
    const record = {
      stage: this.stage,
      startSeat: draw.startSeat,
      fuse: draw.fuse,
      passes: [...this.passes],
      loserSeat: this.holder,
    };
    const stored = await this.persist(() => recordPotatoStage(this.services, this.game.id, record));
    if (!stored || this.done) return;
    this.survivors = this.survivors.filter((seat) => seat !== record.loserSeat);
    const state = this.host.state;
    state.phase = 'EXPLODED';
    state.explodedSeat = record.loserSeat;
    const view = state.seats[record.loserSeat];
    if (view) {
      view.alive = false;
      view.knockedOutStage = record.stage;
    }
    if (this.survivors.length > 1) {
      this.timer = this.host.clock.setTimeout(() => this.deal(this.stage + 1), this.settings.explodedMs);
      return;
    }
    const paid = await this.persist(async () => {
      this.settlement = await finishPotatoGame(this.services, this.game.id);
    });
    if (!paid || !this.settlement || this.done) return;
    this.done = true;
    this.showFinished(this.settlement);
  }

  private showFinished(settlement: PotatoSettlement): void {
    const state = this.host.state;
    state.status = 'FINISHED';
    state.holderSeat = -1;
    state.passDeadline = 0;
    state.winnerSeat = settlement.winnerSeat;
    state.potCents = settlement.potCents;
    state.payoutCents = settlement.payoutCents;
    state.serverSeed = this.game.serverSeed;
    for (const view of state.seats) view.alive = view.userId !== '' && view.seat === settlement.winnerSeat;
    const winner = state.seats[settlement.winnerSeat];
    if (winner) winner.payoutCents = settlement.payoutCents;
    this.host.gameOver(
      this.seats.map((s) => s.userId),
      winner?.userId ?? null,
      settlement.payoutCents,
    );
  }

  private stopTimers(): void {
    this.timer?.clear();
    this.timer = null;
    this.passing = false;
  }

  /** Retries a write the game cannot go on without; after the last attempt the game waits for recovery. */
  private async persist(write: () => Promise<void>): Promise<boolean> {
    const attempt = async (): Promise<boolean> => {
      for (let n = 1; n <= ATTEMPTS; n++) {
        try {
          await write();
          return true;
        } catch (error) {
          if (error instanceof AppError && error.key === 'BET.ALREADY_FINISHED') return false;
          if (n === ATTEMPTS || this.done) {
            this.host.log(`game ${this.game.id}: a write failed ${n} times; boot recovery will finish it`, error);
            this.done = true;
            return false;
          }
          await new Promise((resolve) => setTimeout(resolve, RETRY_BASE_MS * n));
        }
      }
      return false;
    };
    const running = attempt();
    this.writing = running;
    return running;
  }
}
