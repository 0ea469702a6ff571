import { type LoadOptions, fixedClients } from './args';
import { scheduleOf } from './phases';
import type { Pacing } from './protocol';

/** A generator job's share of the run's phases: worker `worker` of `options.workers` (none without phases). */
export function phasedShare(options: LoadOptions, worker: number): Pacing {
  if (!options.phases) return {};
  return {
    phased: {
      points: scheduleOf(options.phases, fixedClients(options.scenario, options.bettors)),
      worker,
      workers: options.workers,
    },
  };
}

/** The think time every job of the run carries (none: each scenario's own pacing). */
export function thinkOf(options: LoadOptions): Pacing {
  return options.thinkMs ? { thinkMs: options.thinkMs } : {};
}
