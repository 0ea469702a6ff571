import { makeAutoObservable, runInAction } from 'mobx';
import type { TimeAnswer } from '@arena/schemas';
import type { ApiClient } from '../transport/api-client';

/** Local clock drift is corrected once per this period. */
const RESYNC_MS = 10 * 60_000;
const TICK_MS = 1000;

/**
 * The server's clock as seen from the browser (docs/product-rules.md §6: token expiry is checked against it).
 * `nowMs` ticks once a second so anything computed from it (token validity, countdowns) updates.
 */
export class ClockStore {
  offsetMs = 0;
  synced = false;
  nowMs: number;
  private timers: ReturnType<typeof setInterval>[] = [];

  constructor(
    private readonly api: Pick<ApiClient, 'get'>,
    private readonly localNow: () => number = () => Date.now(),
  ) {
    this.nowMs = localNow();
    makeAutoObservable<ClockStore, 'api' | 'localNow' | 'timers'>(this, { api: false, localNow: false, timers: false });
  }

  now(): number {
    return this.localNow() + this.offsetMs;
  }

  tick(): void {
    this.nowMs = this.now();
  }

  /** Half the round trip is assumed to be on each side of the server's reading. */
  async sync(): Promise<void> {
    const sentAt = this.localNow();
    const { serverTime } = await this.api.get<TimeAnswer>('/time');
    const receivedAt = this.localNow();
    runInAction(() => {
      this.offsetMs = Math.round(serverTime - (sentAt + receivedAt) / 2);
      this.synced = true;
      this.tick();
    });
  }

  start(): void {
    if (this.timers.length) return;
    this.timers.push(setInterval(() => this.tick(), TICK_MS));
    this.timers.push(setInterval(() => void this.sync().catch(() => undefined), RESYNC_MS));
  }

  stop(): void {
    for (const timer of this.timers) clearInterval(timer);
    this.timers = [];
  }
}
