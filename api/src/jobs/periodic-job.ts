import type { FastifyInstance } from 'fastify';

/**
 * "Now" for every scheduled rule (periods, draws, payouts) outside the ledger. Production reads the wall clock;
 * tests move it (`jobClock.now = () => at`) and then call the job's `run` by hand, so no test waits for a timer.
 */
export const jobClock = {
  now: (): number => Date.now(),
};

export interface PeriodicJob {
  /** Shown in logs. */
  name: string;
  /** Tick; 0 or less leaves the job to be run by hand (tests, load tests). */
  intervalMs: number;
  /** One pass of the job. It must be idempotent: a restart or a second process may run the same pass again. */
  run(now: number): Promise<unknown>;
}

/**
 * Runs `job` every `intervalMs` while `app` is up: a slow pass is never overlapped by the next tick, and closing
 * the app waits for the pass in flight. Register it from the feature's route plugin (`app.register` scope).
 */
export function runPeriodically(app: FastifyInstance, job: PeriodicJob): void {
  if (job.intervalMs <= 0) return;
  let running: Promise<unknown> | undefined;
  const timer = setInterval(() => {
    if (running) return;
    running = job
      .run(jobClock.now())
      .catch((error: unknown) => app.log.error({ err: error, job: job.name }, 'scheduled job failed'))
      .finally(() => {
        running = undefined;
      });
  }, job.intervalMs);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
