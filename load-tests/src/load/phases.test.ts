import { afterEach, describe, expect, it, vi } from 'vitest';
import { type ClientPool, fitPhases, followSchedule, looseAt, scheduleOf, shareOf } from './phases';

const phases = [
  { name: 'ramp-up', durationS: 10, clients: 110 },
  { name: 'steady', durationS: 20, clients: 110 },
  { name: 'spike', durationS: 2, clients: 410 },
  { name: 'after', durationS: 8, clients: 210 },
];

describe('phases', () => {
  it('schedule the loose clients on top of the fixed ones, in straight lines between phase ends', () => {
    const points = scheduleOf(phases, 10);
    expect(points).toEqual([
      { atMs: 0, loose: 0 },
      { atMs: 10_000, loose: 100 },
      { atMs: 30_000, loose: 100 },
      { atMs: 32_000, loose: 400 },
      { atMs: 40_000, loose: 200 },
    ]);
    expect(looseAt(points, 0)).toBe(0);
    expect(looseAt(points, 5000)).toBe(50);
    expect(looseAt(points, 20_000)).toBe(100);
    expect(looseAt(points, 31_000)).toBe(250);
    expect(looseAt(points, 36_000)).toBe(300);
    expect(looseAt(points, 99_000)).toBe(200);
  });

  it('deal every count over the workers exactly', () => {
    for (const total of [0, 1, 7, 100, 401]) {
      const parts = [0, 1, 2].map((worker) => shareOf(total, worker, 3));
      expect(parts.reduce((sum, part) => sum + part, 0)).toBe(total);
      expect(Math.max(...parts) - Math.min(...parts)).toBeLessThanOrEqual(1);
    }
  });

  it('fit the command line: --clients scales the peak, --duration the sum, never below the fixed clients', () => {
    expect(fitPhases(phases, 41, 4, 10)).toEqual([
      { name: 'ramp-up', durationS: 1, clients: 11 },
      { name: 'steady', durationS: 2, clients: 11 },
      { name: 'spike', durationS: 0.2, clients: 41 },
      { name: 'after', durationS: 0.8, clients: 21 },
    ]);
    expect(fitPhases(phases, 410, 40, 10)).toEqual(phases);
  });

  afterEach(() => void vi.useRealTimers());

  it('move a pool along the schedule: joins on the way up, leaves on the way down, joins in flight counted', async () => {
    // An injected clock: the schedule's ticks and the joins' delays run on fake time, not on a loaded machine's.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'performance'] });
    const members: number[] = [];
    let next = 0;
    const pool: ClientPool = {
      size: () => members.length,
      add: async () => {
        await new Promise((resolve) => setTimeout(resolve, 5));
        members.push(next++);
      },
      remove: async () => void members.pop(),
    };
    // Worker 0 of 2: half of 0 -> 20 -> 6 (10, then 3).
    const follow = followSchedule(
      {
        points: [
          { atMs: 0, loose: 20 },
          { atMs: 300, loose: 20 },
          { atMs: 310, loose: 6 },
        ],
        worker: 0,
        workers: 2,
      },
      pool,
    );
    await vi.advanceTimersByTimeAsync(250);
    expect(members).toHaveLength(10);
    await vi.advanceTimersByTimeAsync(300);
    const stopped = follow.stop();
    await vi.advanceTimersByTimeAsync(10);
    await stopped;
    expect(members).toHaveLength(3);
    expect(follow.peak()).toBe(10);
    expect(next).toBe(10);
  });
});
