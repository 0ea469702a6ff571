import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

describe('the timeline recorder', () => {
  it('samples clients and each server once per interval, CPU as cores used, the window between two scrapes', async () => {
    let clients = 0;
    // Two names for one process (two URLs of one server): one pid, the same figures.
    const recorder = new TimelineRecorder(
      { api: new URL('/metrics', base), game: new URL('/metrics?again', base) },
      () => clients,
      200,
    );
    clients = 5;
    await new Promise((resolve) => setTimeout(resolve, 450));
    await recorder.openWindow();
    clients = 9;
    await new Promise((resolve) => setTimeout(resolve, 650));
    const { timeline, snapshots } = await recorder.finish();

    expect(timeline.intervalS).toBe(0.2);
    expect(timeline.pids).toEqual({ api: 4242, game: 4242 });
    expect(snapshots.api).toMatchObject({ pid: 4242, residentBytes: 104857600 });
    const samples = timeline.samples;
    expect(samples.length).toBeGreaterThanOrEqual(6);
    expect(samples[0]!.servers.api!.cores).toBeNull();
    expect(samples.at(-1)!.clients).toBe(9);
    expect(Math.max(...samples.map((s) => s.clients))).toBe(9);
    for (const sample of samples.slice(1)) {
      // Half a core, give or take the scrape's own timing on a busy machine.
      expect(sample.servers.api!.cores).toBeGreaterThan(0.25);
      expect(sample.servers.api!.cores).toBeLessThan(0.75);
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
