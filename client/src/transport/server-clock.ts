/** One round trip of the room's `time` message. */
export interface TimeSample {
  /** Local epoch ms when the request left. */
  sentAt: number;
  /** Local epoch ms when the answer arrived. */
  receivedAt: number;
  serverTime: number;
}

/** Samples kept; the one with the shortest round trip tells the offset best. */
const KEEP = 8;

/**
 * The game server's clock as seen from the browser (NTP-style): the curve is drawn from the round's
 * start time on the server's clock, so a local clock a second off would draw the wrong multiplier.
 */
export class ServerClock {
  private samples: TimeSample[] = [];

  add(sample: TimeSample): void {
    if (!(sample.receivedAt >= sample.sentAt)) return;
    this.samples = [...this.samples, sample].slice(-KEEP);
  }

  get synced(): boolean {
    return this.samples.length > 0;
  }

  /** serverTime − localTime; the server's reading is taken to sit halfway through the round trip. */
  get offsetMs(): number {
    let best: TimeSample | undefined;
    for (const sample of this.samples) {
      if (!best || sample.receivedAt - sample.sentAt < best.receivedAt - best.sentAt) best = sample;
    }
    return best ? best.serverTime - (best.sentAt + best.receivedAt) / 2 : 0;
  }

  /** The round trip of the best sample, for display. */
  get rttMs(): number | null {
    if (this.samples.length === 0) return null;
    return Math.min(...this.samples.map((s) => s.receivedAt - s.sentAt));
  }
}
