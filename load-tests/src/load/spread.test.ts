import { describe, expect, it } from 'vitest';
import { parseGameUrls, parseLoadArgs } from './args';
import type { ServerSnapshot } from './prometheus';
import { type ServerReport, totalOfGames } from './servers';
import { clientsOf, gameUrlFor, spreadOverGameUrls } from './spread';

describe('several game URLs', () => {
  it('are parsed from a comma-separated --game-url, each on loopback', () => {
    expect(parseGameUrls('ws://127.0.0.1:2567, ws://127.0.0.1:2568,').map(String)).toEqual([
      'ws://127.0.0.1:2567/',
      'ws://127.0.0.1:2568/',
    ]);
    expect(parseGameUrls(undefined).map(String)).toEqual(['ws://127.0.0.1:2567/']);
    expect(() => parseGameUrls('ws://127.0.0.1:2567,ws://10.1.2.3:2567')).toThrow(/only loopback/);
    expect(() => parseGameUrls(',')).toThrow(/--game-url/);
    expect(() => parseGameUrls(Array.from({ length: 17 }, (_, i) => `ws://127.0.0.1:${3000 + i}`).join(','))).toThrow(
      /1 to 16/,
    );
    const options = parseLoadArgs(['--scenario', 'crash', '--game-url', 'ws://127.0.0.1:2567,ws://localhost:2568']);
    expect(options.gameUrls.map((url) => url.port)).toEqual(['2567', '2568']);
  });

  it("take the run's clients round-robin: the measuring client on the first, the rest in turn across the jobs", () => {
    const urls = parseGameUrls('ws://127.0.0.1:2567,ws://127.0.0.1:2568,ws://127.0.0.1:2569');
    const base = { kind: 'crash' as const, variant: 'classic' as const, cashOutWindowMs: 2500, durationMs: 1000 };
    const jobs = spreadOverGameUrls(
      [
        { ...base, spectators: 0, bettorTokens: ['measuring'], measuring: true },
        { ...base, spectators: 4, bettorTokens: ['a', 'b'], measuring: false },
        { ...base, spectators: 5, bettorTokens: ['c'], measuring: false },
      ],
      urls,
    );
    expect(jobs.map((job) => job.firstClient)).toEqual([0, 1, 7]);
    expect(jobs[0]!.gameUrls).toEqual(['ws://127.0.0.1:2567', 'ws://127.0.0.1:2568', 'ws://127.0.0.1:2569']);
    expect(gameUrlFor(jobs[0]!, 0)).toEqual({ url: 'ws://127.0.0.1:2567', index: 0 });
    // Every client of every job through its URL: 13 clients over 3 URLs is 5, 4, 4.
    const perUrl = [0, 0, 0];
    for (const job of jobs) for (let i = 0; i < clientsOf(job); i += 1) perUrl[gameUrlFor(job, i).index]! += 1;
    expect(perUrl).toEqual([5, 4, 4]);
    // A battle creator's next battle keeps going round from where the job stopped.
    expect(gameUrlFor(jobs[1]!, 6).index).toBe(1);
  });

  it('count battle watchers with their creator and the chat flooder as clients', () => {
    const room = { kind: 'room' as const, game: 'battle' as const, durationMs: 1000, measuring: false };
    expect(clientsOf({ ...room, spectators: 0, players: [{ token: 'a', spectators: 3 }, { token: 'b' }] })).toBe(5);
    expect(clientsOf({ ...room, game: 'chat', spectators: 2, players: [{ token: 'a' }], flooderToken: 'f' })).toBe(4);
  });

  it('sum the game processes, a process behind two URLs once, the API never', () => {
    const snapshot = (pid: number, residentBytes: number): ServerSnapshot => ({
      at: 0,
      pid,
      cpuSeconds: 0,
      residentBytes,
      heapUsedBytes: 0,
      eventLoopLagP50Ms: 1,
      eventLoopLagP99Ms: 2,
      eventLoopLagMaxMs: 3,
      rooms: {},
    });
    const server = (pid: number, cpuSeconds: number, p99: number): ServerReport => ({
      before: snapshot(pid, 1),
      after: snapshot(pid, 100),
      cpuSeconds,
      lag: { p50MedianOfSecondsMs: 1, p99WorstSecondMs: p99, maxMs: p99 + 1, seconds: 5 },
    });
    const total = totalOfGames({
      api: server(1, 9, 99),
      game1: server(2, 1.25, 4),
      game2: server(3, 2.5, 8),
      game3: server(2, 1.25, 4),
      game4: { error: 'refused' },
    });
    expect(total).toEqual({
      processes: 2,
      failed: 1,
      cpuSeconds: 3.75,
      residentBytesAfter: 200,
      lagP99WorstSecondMs: 8,
    });
  });
});
