import { makeAutoObservable } from 'mobx';

/** Consecutive failed probes before the connection counts as lost (one miss can be a hiccup). */
export const FAILURES_BEFORE_LOST = 2;
export const PROBE_INTERVAL_MS = 5_000;
/** While lost, a probe (one small WebSocket round trip) every second: the refresh follows the server's return closely. */
export const LOST_PROBE_INTERVAL_MS = 1_000;

export type ConnectionStatus = 'unknown' | 'online' | 'lost';

/**
 * Reachability of the game server. A probe is a real round trip to it (the Colyseus SDK's latency
 * ping over a WebSocket); rooms can also report drops directly. When the connection comes back after being
 * lost, the page refreshes (docs/product-rules.md §4) so every room and store starts clean.
 */
export class ConnectionStore {
  status: ConnectionStatus = 'unknown';
  failures = 0;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private running = false;

  constructor(
    private readonly probe: () => Promise<unknown>,
    private readonly onRestored: () => void,
  ) {
    makeAutoObservable<ConnectionStore, 'probe' | 'onRestored' | 'timer' | 'running'>(this, {
      probe: false,
      onRestored: false,
      timer: false,
      running: false,
    });
  }

  get lost(): boolean {
    return this.status === 'lost';
  }

  reportSuccess(): void {
    const wasLost = this.status === 'lost';
    this.failures = 0;
    this.status = 'online';
    if (wasLost) this.onRestored();
  }

  reportFailure(): void {
    this.failures += 1;
    if (this.failures >= FAILURES_BEFORE_LOST) this.status = 'lost';
  }

  async check(): Promise<void> {
    try {
      await this.probe();
      this.reportSuccess();
    } catch {
      this.reportFailure();
    }
  }

  start(intervalMs = PROBE_INTERVAL_MS): void {
    if (this.running) return;
    this.running = true;
    const loop = async () => {
      await this.check();
      if (this.running)
        this.timer = setTimeout(loop, this.lost ? Math.min(intervalMs, LOST_PROBE_INTERVAL_MS) : intervalMs);
    };
    void loop();
  }

  stop(): void {
    this.running = false;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }
}
