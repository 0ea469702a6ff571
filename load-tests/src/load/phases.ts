/**
 * Phases of a run (ramp-up, steady state, spike …): each phase ends with a number of connected clients, reached in a
 * straight line from the previous phase's over the phase's duration. The clients the phases move are the run's
 * "loose" ones (crash spectators, roll/jackpot/chat watchers, wallet players' request loops); players of a room game
 * join before measuring starts, so every phase counts them too.
 */

/** One phase as the CLI takes it: its name, its length and the clients connected at its end. */
export interface Phase {
  name: string;
  durationS: number;
  clients: number;
}

/** A point of the loose clients' schedule: at `atMs` into the measured window, `loose` of them connected. */
export interface SchedulePoint {
  atMs: number;
  loose: number;
}

/** What a generator job needs to follow the schedule: the points and its place among the workers that share it. */
export interface PhasedShare {
  points: SchedulePoint[];
  worker: number;
  workers: number;
}

/** The phases scaled to a run of `clients` at the peak and `durationS` in all (the command line's flags win). */
export function fitPhases(phases: readonly Phase[], clients: number, durationS: number, fixed: number): Phase[] {
  const peak = Math.max(...phases.map((phase) => phase.clients));
  const total = phases.reduce((sum, phase) => sum + phase.durationS, 0);
  return phases.map((phase) => ({
    name: phase.name,
    durationS: Math.round(((phase.durationS * durationS) / total) * 1000) / 1000,
    clients: Math.max(fixed, Math.round((phase.clients * clients) / peak)),
  }));
}

/** The loose clients' schedule: starts at 0 (only the fixed clients) and follows each phase's end count. */
export function scheduleOf(phases: readonly Phase[], fixed: number): SchedulePoint[] {
  const points: SchedulePoint[] = [{ atMs: 0, loose: 0 }];
  let atMs = 0;
  for (const phase of phases) {
    atMs += phase.durationS * 1000;
    points.push({ atMs, loose: Math.max(0, phase.clients - fixed) });
  }
  return points;
}

/** Loose clients wanted `ms` into the window (linear between points; the last point holds). */
export function looseAt(points: readonly SchedulePoint[], ms: number): number {
  for (let i = 1; i < points.length; i += 1) {
    const from = points[i - 1]!;
    const to = points[i]!;
    if (ms <= to.atMs) {
      const span = to.atMs - from.atMs;
      return Math.round(span <= 0 ? to.loose : from.loose + ((to.loose - from.loose) * (ms - from.atMs)) / span);
    }
  }
  return points.at(-1)!.loose;
}

/** Worker `worker` of `workers`'s part of `total`, dealt round-robin (the parts always sum to the total). */
export function shareOf(total: number, worker: number, workers: number): number {
  return Math.max(0, Math.floor((total - worker + workers - 1) / workers));
}

/** The clients a worker adds and removes as the schedule moves: a join or a leave of one client. */
export interface ClientPool {
  size(): number;
  add(): Promise<void>;
  remove(): Promise<void>;
}

/** Joins per tick (every 100 ms) at most, per worker: a spike still arrives in a stream, not in one herd. */
const MAX_JOINS_PER_TICK = 50;

/**
 * Moves a worker's pool along its share of the schedule from now on, every 100 ms: joins what is missing (joins in
 * flight count as there), leaves what is too many. `stop()` ends it and waits for the joins in flight.
 */
export function followSchedule(share: PhasedShare, pool: ClientPool): { stop(): Promise<void>; peak(): number } {
  const started = performance.now();
  let pending = 0;
  let peak = 0;
  const inFlight = new Set<Promise<void>>();
  const track = (promise: Promise<void>) => {
    inFlight.add(promise);
    void promise.finally(() => inFlight.delete(promise));
  };
  const tick = () => {
    peak = Math.max(peak, pool.size());
    const wanted = shareOf(looseAt(share.points, performance.now() - started), share.worker, share.workers);
    const have = pool.size() + pending;
    for (let i = 0; i < Math.min(MAX_JOINS_PER_TICK, wanted - have); i += 1) {
      pending += 1;
      track(pool.add().finally(() => (pending -= 1)));
    }
    const excess = Math.min(pool.size(), have - wanted);
    for (let i = 0; i < excess; i += 1) track(pool.remove());
  };
  tick();
  const timer = setInterval(tick, 100);
  return {
    stop: async () => {
      clearInterval(timer);
      await Promise.all(inFlight);
      peak = Math.max(peak, pool.size());
    },
    peak: () => peak,
  };
}

/** A pause of `[min, max]` ms drawn uniformly (a player's think time). */
export const thinkFor = ([min, max]: readonly [number, number]): number => min + Math.random() * (max - min);
