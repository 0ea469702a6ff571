import { Counter, Gauge, Registry, collectDefaultMetrics } from 'prom-client';

/**
 * One registry per process: the API and the game server share a process in `npm start`, and prom-client refuses a
 * metric name registered twice, so both sides add their metrics here and either `/metrics` shows the whole process.
 */
export const metricsRegistry = new Registry();

let defaultsOn = false;

/** Default metrics whose cost grows with the open sockets; left out (see below). */
const PER_SOCKET_METRICS = [
  'process_open_fds',
  'nodejs_active_handles',
  'nodejs_active_handles_total',
  'nodejs_active_requests',
  'nodejs_active_requests_total',
  'nodejs_active_resources',
  'nodejs_active_resources_total',
];

/** Process metrics (CPU, memory, event-loop lag percentiles, GC): started by the first server that serves them. */
export function startDefaultMetrics(): void {
  if (defaultsOn) return;
  defaultsOn = true;
  collectDefaultMetrics({ register: metricsRegistry, eventLoopMonitoringPrecision: 10 });
  // These walk every socket at each scrape (a list of all handles, a directory read of every descriptor): with 5,000
  // players connected that held the event loop 20-30 ms per scrape, in front of their bets and cash-outs.
  for (const name of PER_SOCKET_METRICS) metricsRegistry.removeSingleMetric(name);
  // prom-client resets its event-loop histogram on every scrape: a scraper that reads the API and the game server
  // must know when both are one process (`npm start`), or the second read finds the histogram just emptied.
  new Gauge({
    name: 'arena_process_pid',
    help: 'Process id, to tell when two endpoints are one process',
    registers: [metricsRegistry],
  }).set(process.pid);
}

/** Bets the ledger wrote, by game and money source (REAL, BONUS, SKINS). */
export const betsPlaced = new Counter({
  name: 'arena_bets_placed_total',
  help: 'Bets placed through the ledger',
  labelNames: ['game', 'source'] as const,
  registers: [metricsRegistry],
});

/** Bets the ledger ended, by game and outcome (settled or refunded). */
export const betsEnded = new Counter({
  name: 'arena_bets_ended_total',
  help: 'Bets settled or refunded through the ledger',
  labelNames: ['game', 'outcome'] as const,
  registers: [metricsRegistry],
});
