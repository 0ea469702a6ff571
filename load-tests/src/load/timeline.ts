import { type RoomCounts, type ServerSnapshot, scrapeAll } from './prometheus';

/** One server process over the last interval (null where the scrape failed). */
export interface ServerPoint {
  /** CPU cores used since the previous sample (1 = one core busy); null on the first sample. */
  cores: number | null;
  /** prom-client's event-loop lag since that process's previous scrape (each scrape empties its histogram). */
  lagP50Ms: number;
  lagP99Ms: number;
  lagMaxMs: number;
  residentBytes: number;
  /** Open rooms and their clients on this process by room name at this sample (empty on the API). */
  rooms: RoomCounts;
}

export interface TimelineSample {
  /** Seconds since the workers were forked (joining included). */
  t: number;
  /** Clients connected, summed over the workers (wallet: players whose request loop runs). */
  clients: number;
  servers: Record<string, ServerPoint | null>;
}

export interface Timeline {
  intervalS: number;
  /** The measured window, in the samples' seconds (the scrapes before and after it are samples too). */
  measuring: { fromS: number; toS: number } | null;
  /** Each server name's process id: names sharing one are one process (the API and the rooms under `npm start`). */
  pids: Record<string, number>;
  samples: TimelineSample[];
}

type Snapshots = Record<string, ServerSnapshot | { error: string }>;

const round = (n: number, places: number) => Math.round(n * 10 ** places) / 10 ** places;

/**
 * Samples once a second, from the workers' fork to the end of the phase: the clients connected and every server's
 * CPU (as cores used), event-loop lag and memory. The scrapes that open and close the measured window go through
 * here too (`sampleNow`), so no scrape of a process is missed by the series, and none runs twice at once.
 */
export class TimelineRecorder {
  private readonly startedAt = Date.now();
  private readonly samples: TimelineSample[] = [];
  private readonly pids: Record<string, number> = {};
  private readonly previous = new Map<string, ServerSnapshot>();
  private queue: Promise<unknown> = Promise.resolve();
  private pending = 0;
  private readonly timer: NodeJS.Timeout;
  private fromS: number | undefined;

  constructor(
    private readonly targets: Record<string, URL>,
    private readonly connected: () => number,
    private readonly intervalMs = 1000,
  ) {
    this.tick();
    this.timer = setInterval(() => this.tick(), intervalMs);
    // A run that failed must not be kept alive by its sampler.
    this.timer.unref();
  }

  /** Stops the periodic samples (after a failure; `finish` stops them too). */
  stop(): void {
    clearInterval(this.timer);
  }

  /** A periodic sample, skipped while another one is still under way (a slow server must not pile scrapes up). */
  private tick(): void {
    if (this.pending > 0) return;
    void this.sampleNow().catch(() => undefined);
  }

  /** Resolves once no sample is under way (tests step a fake clock sample by sample). */
  async idle(): Promise<void> {
    while (this.pending > 0) await this.queue;
  }

  /** Samples now (after any sample under way) and answers the servers' snapshots. */
  sampleNow(): Promise<Snapshots> {
    this.pending += 1;
    const run = this.queue.then(async () => {
      const clients = this.connected();
      const snapshots = await scrapeAll(this.targets);
      this.record(clients, snapshots);
      return snapshots;
    });
    this.queue = run.catch(() => undefined).finally(() => (this.pending -= 1));
    return run;
  }

  private record(clients: number, snapshots: Snapshots): void {
    const servers: Record<string, ServerPoint | null> = {};
    for (const [name, snapshot] of Object.entries(snapshots)) {
      if ('error' in snapshot) {
        servers[name] = null;
        continue;
      }
      this.pids[name] = snapshot.pid;
      const before = this.previous.get(name);
      const seconds = before ? (snapshot.at - before.at) / 1000 : 0;
      servers[name] = {
        cores: before && seconds > 0 ? round((snapshot.cpuSeconds - before.cpuSeconds) / seconds, 3) : null,
        lagP50Ms: round(snapshot.eventLoopLagP50Ms, 2),
        lagP99Ms: round(snapshot.eventLoopLagP99Ms, 2),
        lagMaxMs: round(snapshot.eventLoopLagMaxMs, 2),
        residentBytes: snapshot.residentBytes,
        rooms: snapshot.rooms,
      };
      this.previous.set(name, snapshot);
    }
    this.samples.push({ t: round((Date.now() - this.startedAt) / 1000, 2), clients, servers });
  }

  /** The scrape that opens the measured window: the window starts at this sample. */
  async openWindow(): Promise<Snapshots> {
    const snapshots = await this.sampleNow();
    this.fromS = this.samples.at(-1)!.t;
    return snapshots;
  }

  /** Stops the periodic samples and takes the last one (closing the window); answers its snapshots and the series. */
  async finish(): Promise<{ snapshots: Snapshots; timeline: Timeline }> {
    this.stop();
    const snapshots = await this.sampleNow();
    const toS = this.samples.at(-1)!.t;
    return {
      snapshots,
      timeline: {
        intervalS: this.intervalMs / 1000,
        measuring: this.fromS === undefined ? null : { fromS: this.fromS, toS },
        pids: { ...this.pids },
        samples: [...this.samples],
      },
    };
  }
}

/** A server's event-loop lag over the measured window, folded from its one-second samples. */
export interface WindowLag {
  /** The median of the per-second p50s (an estimate: the seconds' histograms are gone). */
  p50MedianOfSecondsMs: number;
  /** The worst second's p99: an upper bound of the window's p99 (no second has more than 1 % of its delays above it). */
  p99WorstSecondMs: number;
  /** Exact: the largest delay seen in any second. */
  maxMs: number;
  /** How many samples the window holds. */
  seconds: number;
}

export function lagOverWindow(timeline: Timeline, name: string): WindowLag | null {
  const window = timeline.measuring;
  if (!window) return null;
  const points = timeline.samples
    .filter((sample) => sample.t > window.fromS && sample.t <= window.toS)
    .map((sample) => sample.servers[name])
    .filter((point): point is ServerPoint => point !== null && point !== undefined && Number.isFinite(point.lagMaxMs));
  if (points.length === 0) return null;
  const p50s = points.map((point) => point.lagP50Ms).sort((a, b) => a - b);
  return {
    p50MedianOfSecondsMs: p50s[Math.floor((p50s.length - 1) / 2)]!,
    p99WorstSecondMs: Math.max(...points.map((point) => point.lagP99Ms)),
    maxMs: Math.max(...points.map((point) => point.lagMaxMs)),
    seconds: points.length,
  };
}
