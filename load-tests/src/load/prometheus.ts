/** The server figures the report reads from a `/metrics` scrape (prom-client's default names). */
export interface ServerSnapshot {
  at: number;
  /** Two endpoints with one pid are one process (the API and the rooms under `npm start`). */
  pid: number;
  cpuSeconds: number;
  residentBytes: number;
  heapUsedBytes: number;
  eventLoopLagP50Ms: number;
  eventLoopLagP99Ms: number;
  eventLoopLagMaxMs: number;
  /** Game servers: open rooms and connected clients on this process by room name (`arena_rooms`, `arena_room_clients`). */
  rooms: RoomCounts;
}

export type RoomCounts = Record<string, { rooms: number; clients: number }>;

/** `arena_rooms{room="crash"} 2` and `arena_room_clients{room="crash"} 40` lines, by room name (empty on the API). */
export function parseRoomGauges(text: string): RoomCounts {
  const counts: RoomCounts = {};
  for (const match of text.matchAll(/^(arena_rooms|arena_room_clients)\{room="([^"]*)"\}\s+(\S+)$/gm)) {
    const entry = (counts[match[2]!] ??= { rooms: 0, clients: 0 });
    entry[match[1] === 'arena_rooms' ? 'rooms' : 'clients'] += Number(match[3]);
  }
  return counts;
}

/** Unlabelled samples of a Prometheus text exposition, by metric name. */
export function parsePrometheusText(text: string): Map<string, number> {
  const samples = new Map<string, number>();
  for (const line of text.split('\n')) {
    if (line === '' || line.startsWith('#')) continue;
    const match = /^([a-zA-Z_:][\w:]*)(\{[^}]*\})?\s+(\S+)/.exec(line);
    if (match && !match[2]) samples.set(match[1]!, Number(match[3]));
  }
  return samples;
}

export async function scrapeServer(metricsUrl: URL): Promise<ServerSnapshot> {
  const sentAt = Date.now();
  const res = await fetch(metricsUrl);
  if (!res.ok) throw new Error(`scrape ${metricsUrl}: ${res.status} ${await res.text()}`);
  const text = await res.text();
  const samples = parsePrometheusText(text);
  const value = (name: string) => samples.get(name) ?? Number.NaN;
  return {
    // The server read its counters somewhere between request and answer: the middle errs least (CPU rates divide by it).
    at: Math.round((sentAt + Date.now()) / 2),
    pid: value('arena_process_pid'),
    cpuSeconds: value('process_cpu_seconds_total'),
    residentBytes: value('process_resident_memory_bytes'),
    heapUsedBytes: value('nodejs_heap_size_used_bytes'),
    eventLoopLagP50Ms: value('nodejs_eventloop_lag_p50_seconds') * 1000,
    eventLoopLagP99Ms: value('nodejs_eventloop_lag_p99_seconds') * 1000,
    eventLoopLagMaxMs: value('nodejs_eventloop_lag_max_seconds') * 1000,
    rooms: parseRoomGauges(text),
  };
}

/** `/metrics` beside a service URL: `ws://host:2567` -> `http://host:2567/metrics`. */
export function metricsUrlOf(service: URL): URL {
  const url = new URL('/metrics', service);
  url.protocol = url.protocol === 'wss:' ? 'https:' : url.protocol === 'ws:' ? 'http:' : url.protocol;
  return url;
}

/**
 * Scrapes every target once, one after another; a target that turns out to be a process already scraped reuses that
 * snapshot (each scrape empties prom-client's event-loop histogram, so a second read of one process would show none).
 */
export async function scrapeAll(
  targets: Record<string, URL>,
): Promise<Record<string, ServerSnapshot | { error: string }>> {
  const snapshots: Record<string, ServerSnapshot | { error: string }> = {};
  const byPid = new Map<number, ServerSnapshot>();
  for (const [name, url] of Object.entries(targets)) {
    try {
      const snapshot = await scrapeServer(url);
      const earlier = byPid.get(snapshot.pid);
      snapshots[name] = earlier ?? snapshot;
      if (!earlier && Number.isFinite(snapshot.pid)) byPid.set(snapshot.pid, snapshot);
    } catch (error) {
      snapshots[name] = { error: (error as Error).message };
    }
  }
  return snapshots;
}
