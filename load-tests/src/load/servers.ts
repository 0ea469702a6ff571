import type { LoadOptions } from './args';
import { type ServerSnapshot, metricsUrlOf } from './prometheus';
import { type Timeline, type WindowLag, lagOverWindow } from './timeline';

export type ServerReport =
  { before: ServerSnapshot; after: ServerSnapshot; cpuSeconds: number; lag: WindowLag | null } | { error: string };

/** The game processes together (each process once, however many URLs lead to it). */
export interface GameTotal {
  processes: number;
  /** URLs whose scrape failed: their CPU is missing from the sum. */
  failed: number;
  cpuSeconds: number;
  residentBytesAfter: number;
  /** The worst of the processes' worst-second p99 lag. */
  lagP99WorstSecondMs: number | null;
}

/** The game URL's name in the report: `game` when there is one, `game1`, `game2`, … when there are several. */
export const gameTargetName = (index: number, count: number) => (count === 1 ? 'game' : `game${index + 1}`);

/** Whose `/metrics` a run reads: the API's, and every game URL's when the scenario plays in rooms. */
export function serverTargets(options: LoadOptions, rooms: boolean): Record<string, URL> {
  const targets: Record<string, URL> = { api: metricsUrlOf(options.url) };
  if (rooms)
    options.gameUrls.forEach((url, i) => (targets[gameTargetName(i, options.gameUrls.length)] = metricsUrlOf(url)));
  return targets;
}

type Snapshots = Record<string, ServerSnapshot | { error: string }>;

/** Each target's CPU seconds over the run (the window's first and last scrape), lag over the window and memory. */
export function summarizeServers(
  targets: Record<string, URL>,
  before: Snapshots,
  after: Snapshots,
  timeline: Timeline,
): Record<string, ServerReport> {
  const servers: Record<string, ServerReport> = {};
  for (const name of Object.keys(targets)) {
    const b = before[name];
    const a = after[name];
    if (b && a && !('error' in b) && !('error' in a)) {
      servers[name] = {
        before: b,
        after: a,
        cpuSeconds: Math.round((a.cpuSeconds - b.cpuSeconds) * 1000) / 1000,
        lag: lagOverWindow(timeline, name),
      };
    } else {
      servers[name] = {
        error: (b && 'error' in b ? b.error : undefined) ?? (a && 'error' in a ? a.error : 'not scraped'),
      };
    }
  }
  return servers;
}

/** Sums the game processes (names starting with `game`), counting a process reached through two URLs once. */
export function totalOfGames(servers: Record<string, ServerReport>): GameTotal {
  const seen = new Set<number>();
  const total: GameTotal = { processes: 0, failed: 0, cpuSeconds: 0, residentBytesAfter: 0, lagP99WorstSecondMs: null };
  for (const [name, server] of Object.entries(servers)) {
    if (!name.startsWith('game')) continue;
    if ('error' in server) {
      total.failed += 1;
      continue;
    }
    // A process without the pid gauge cannot be matched with another URL's: it counts on its own.
    if (Number.isFinite(server.after.pid)) {
      if (seen.has(server.after.pid)) continue;
      seen.add(server.after.pid);
    }
    total.processes += 1;
    total.cpuSeconds += server.cpuSeconds;
    total.residentBytesAfter += server.after.residentBytes;
    if (server.lag) total.lagP99WorstSecondMs = Math.max(total.lagP99WorstSecondMs ?? 0, server.lag.p99WorstSecondMs);
  }
  total.cpuSeconds = Math.round(total.cpuSeconds * 1000) / 1000;
  return total;
}
