import type { ClockTimer, Delayed } from '@colyseus/timer';
import {
  type AppServices,
  bingoDrawToShow,
  closeBingoDraw,
  finishBingoDraw,
  loadBingoDraw,
  payBingoDraw,
  projectedPool,
} from '@arena/api';
import type { SqlEntityManager } from '@mikro-orm/sql';
import type { BingoState } from '@arena/schemas';
import type { BingoSettings } from './settings';

export interface ShowHost {
  clock: ClockTimer;
  state: BingoState;
  log(message: string, error?: unknown): void;
}

/**
 * The live draw, one after another: OPEN (tickets on sale, pool refreshed) until the draw time → STARTS (sales
 * closed and the numbers drawn and stored in one commit) → SPINS (the five numbers revealed one by one) →
 * FINISHED (every prize paid through the ledger, the seed revealed) → the next draw. Money moves only in the
 * api's draw functions, each idempotent; a process that dies anywhere leaves the draw to boot recovery, which
 * pays what is unpaid and nothing twice.
 */
export class BingoShow {
  private timer: Delayed | null = null;
  private poller: Delayed | null = null;
  /** The close-to-paid work while it runs (a server stop waits for it). */
  private running: Promise<void> | null = null;
  private stopped = false;

  constructor(
    private readonly host: ShowHost,
    private readonly services: AppServices,
    private readonly settings: BingoSettings,
  ) {}

  private em(): SqlEntityManager {
    return this.services.orm.em.fork() as SqlEntityManager;
  }

  /** Shows the next draw: the earliest not finished (one whose time passed while the show was busy begins at once). */
  async openNext(): Promise<void> {
    if (this.stopped) return;
    const draw = await bingoDrawToShow(this.em(), this.settings.now());
    const s = this.host.state;
    s.drawId = draw.id;
    s.drawNumber = draw.number;
    s.drawAt = draw.drawAt;
    s.serverSeedHash = draw.serverSeedHash;
    s.serverSeed = '';
    s.numbers.clear();
    s.nextRevealAt = 0;
    s.status = 'OPEN';
    await this.refreshPool();
    this.poller?.clear();
    this.poller = this.host.clock.setInterval(
      () => void this.refreshPool().catch((e: unknown) => this.host.log('pool refresh failed', e)),
      this.settings.pollMs,
    );
    this.timer = this.host.clock.setTimeout(() => this.begin(draw.id), Math.max(0, draw.drawAt - this.settings.now()));
  }

  private async refreshPool(): Promise<void> {
    const s = this.host.state;
    const draw = await loadBingoDraw(this.em(), s.drawId);
    if (!draw || s.drawId !== draw.id) return;
    const pool = await projectedPool(this.em(), draw);
    s.poolCents = pool.poolCents;
    s.ticketCount = pool.ticketCount;
  }

  private begin(drawId: string): void {
    if (this.stopped || this.host.state.drawId !== drawId) return;
    this.poller?.clear();
    this.host.state.status = 'STARTS';
    this.running = this.play(drawId).finally(() => (this.running = null));
  }

  private async play(drawId: string): Promise<void> {
    const s = this.host.state;
    const draw = await this.retrying('close', () =>
      closeBingoDraw(this.services, drawId, Math.max(this.settings.now(), s.drawAt)),
    );
    if (!draw) return;
    s.poolCents = draw.poolCents;
    s.ticketCount = draw.ticketCount;
    await this.pause(this.settings.startsMs);
    s.status = 'SPINS';
    for (const n of draw.numbers ?? []) {
      s.nextRevealAt = this.settings.now() + this.settings.spinMs;
      await this.pause(this.settings.spinMs);
      s.numbers.push(n);
    }
    s.nextRevealAt = 0;
    const finished = await this.retrying('pay', async () => {
      await payBingoDraw(this.services, drawId);
      return finishBingoDraw(this.services, drawId);
    });
    if (!finished) return;
    s.serverSeed = finished.serverSeed;
    s.status = 'FINISHED';
    if (this.stopped) return;
    await this.pause(this.settings.resultMs);
    // Retried like the money steps: a show that gave up here would leave every later draw unplayed.
    await this.retrying('open the next draw', () => this.openNext());
  }

  /** Runs a money step until it succeeds (each is idempotent); null when the server stops first. */
  private async retrying<T>(what: string, work: () => Promise<T>): Promise<T | null> {
    for (;;) {
      try {
        return await work();
      } catch (error) {
        this.host.log(`draw ${this.host.state.drawNumber}: ${what} failed, retrying`, error);
        if (this.stopped) return null;
        await this.pause(this.settings.retryMs);
      }
    }
  }

  private pause(ms: number): Promise<void> {
    return new Promise((resolve) => {
      if (this.stopped || ms === 0) return resolve();
      this.host.clock.setTimeout(resolve, ms);
    });
  }

  /** Server stop: a draw being shown is finished (paid) at once; a draw still on sale simply waits for the next boot. */
  async stop(): Promise<void> {
    this.host.state.closing = true;
    this.stopped = true;
    this.timer?.clear();
    this.poller?.clear();
    if (this.running) await this.running;
  }
}
