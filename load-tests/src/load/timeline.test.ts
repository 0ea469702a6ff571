import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { TimelineRecorder, lagOverWindow } from './timeline';

/** A fake `/metrics`: a process using half a core, whose event-loop lag p99 grows by 1 ms at every read. */
let server: Server;
let base: string;
let reads = 0;
const bornAt = Date.now();

beforeAll(async () => {
  server = createServer((_req, res) => {
    reads += 1;
    const cpu = ((Date.now() - bornAt) / 1000) * 0.5;
    res.end(
      [
        '# HELP process_cpu_seconds_total x',
        `process_cpu_seconds_total ${cpu}`,
        'arena_process_pid 4242',
        'process_resident_memory_bytes 104857600',
        'nodejs_eventloop_lag_p50_seconds 0.001',
        `nodejs_eventloop_lag_p99_seconds ${reads / 1000}`,
        `nodejs_eventloop_lag_max_seconds ${(reads + 5) / 1000}`,
        '',
      ].join('\n'),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
afterEach(() => {
  vi.useRealTimers();
});

describe('the timeline recorder', () => {
  it('samples clients and each server once per interval, CPU as cores used, the window between two scrapes', async () => {
    // The recorder's interval and every clock reading (its own, the scrape's, the fake server's CPU) run on a fake
    // clock stepped sample by sample: the figures are exact whatever the machine's load.
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    let clients = 0;
    // Two names for one process (two URLs of one server): one pid, the same figures.
    const recorder = new TimelineRecorder(
      { api: new URL('/metrics', base), game: new URL('/metrics?again', base) },
      () => clients,
      200,
    );
    // Steps the clock (the recorder's periodic sample falls due at the end of a step, so it scrapes at that time).
    const step = async (ms: number, count = 1) => {
      for (let i = 0; i < count; i += 1) {
        await vi.advanceTimersByTimeAsync(ms);
        await recorder.idle();
      }
    };
    await recorder.idle();
    clients = 5;
    await step(200, 2);
    // Half an interval on: the window opens between two periodic samples.
    await step(100);
    await recorder.openWindow();
    clients = 9;
    await step(100);
    await step(200, 2);
    await step(100);
    const { timeline, snapshots } = await recorder.finish();

    expect(timeline.intervalS).toBe(0.2);
    expect(timeline.pids).toEqual({ api: 4242, game: 4242 });
    expect(snapshots.api).toMatchObject({ pid: 4242, residentBytes: 104857600 });
    const samples = timeline.samples;
    // Periodic samples at 0, 0.2, 0.4, 0.6, 0.8 and 1.0 s; the window opens at 0.5 s and closes at 1.1 s.
    expect(samples.map((s) => s.t)).toEqual([0, 0.2, 0.4, 0.5, 0.6, 0.8, 1, 1.1]);
    expect(samples[0]!.servers.api!.cores).toBeNull();
    expect(samples.at(-1)!.clients).toBe(9);
    expect(Math.max(...samples.map((s) => s.clients))).toBe(9);
    for (const sample of samples.slice(1)) {
      expect(sample.servers.api!.cores).toBe(0.5);
      expect(sample.servers.game).toEqual(sample.servers.api);
    }
    // The samples are in time order, and the window runs from the opening sample to the last.
    expect(samples.map((s) => s.t)).toEqual([...samples.map((s) => s.t)].sort((a, b) => a - b));
    expect(timeline.measuring!.toS).toBe(samples.at(-1)!.t);
    expect(timeline.measuring!.fromS).toBeLessThan(timeline.measuring!.toS);

    const inWindow = samples.filter((s) => s.t > timeline.measuring!.fromS);
    const lag = lagOverWindow(timeline, 'api')!;
    expect(lag.seconds).toBe(inWindow.length);
    expect(lag.p50MedianOfSecondsMs).toBe(1);
    expect(lag.p99WorstSecondMs).toBe(Math.max(...inWindow.map((s) => s.servers.api!.lagP99Ms)));
    expect(lag.maxMs).toBe(lag.p99WorstSecondMs + 5);
  });

  it('keeps a failed scrape as a gap, not a zero', async () => {
    const recorder = new TimelineRecorder({ gone: new URL('http://127.0.0.1:9/metrics') }, () => 1, 1000);
    await recorder.openWindow();
    const { timeline } = await recorder.finish();
    expect(timeline.samples.every((s) => s.servers.gone === null)).toBe(true);
    expect(lagOverWindow(timeline, 'gone')).toBeNull();
  });
});
