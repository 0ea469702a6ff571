import { type ChildProcess, fork } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { WorkerJob, WorkerResult } from './protocol';

const HERE = path.dirname(fileURLToPath(import.meta.url));

/** Forks one of this folder's TypeScript files as a child process with an IPC channel. */
export function forkTs(file: string): ChildProcess {
  return fork(path.join(HERE, file), [], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
}

function nextMessage<T>(child: ChildProcess, pick: (message: Record<string, unknown>) => T | undefined): Promise<T> {
  return new Promise((resolve, reject) => {
    const onMessage = (message: Record<string, unknown>) => {
      if (typeof message.failed === 'string')
        return finish(() => reject(new Error(`load worker failed: ${message.failed}`)));
      const value = pick(message);
      if (value !== undefined) finish(() => resolve(value));
    };
    const onExit = (code: number | null) =>
      finish(() => reject(new Error(`load worker exited (${code}) before answering`)));
    const finish = (settle: () => void) => {
      child.off('message', onMessage);
      child.off('exit', onExit);
      settle();
    };
    child.on('message', onMessage);
    child.on('exit', onExit);
  });
}

export interface PhaseHooks {
  /** The workers are forked: `connected()` sums the clients they last said were connected (the timeline's series). */
  forked?(connected: () => number): void;
  /** Every worker has joined its clients: scrape the servers, start the baseline server … */
  beforeStart?(): Promise<void>;
  /** Every worker was just told to start measuring. */
  started?(): void;
  /** Called once a second while measuring (the progress line): the workers' last reports summed. */
  tick?(live: { elapsedS: number; clients: number; actions: number; errors: number }): void;
}

/**
 * Runs one phase over worker processes: each joins its clients and says ready; once all are ready the hooks run and
 * every worker is told to start at once, so they all measure the same window.
 */
export async function runPhase(jobs: WorkerJob[], hooks: PhaseHooks = {}): Promise<WorkerResult[]> {
  const children = jobs.map(() => forkTs('worker.ts'));
  const connected = children.map(() => 0);
  // Actions and errors only grow: an exited worker's last figures still count.
  const tallies = children.map(() => ({ actions: 0, errors: 0 }));
  children.forEach((child, i) => {
    child.on('message', (m: { connected?: number; actions?: number; errors?: number }) => {
      if (typeof m.connected === 'number') connected[i] = m.connected;
      if (typeof m.actions === 'number' && typeof m.errors === 'number')
        tallies[i] = { actions: m.actions, errors: m.errors };
    });
    child.on('exit', () => (connected[i] = 0));
  });
  const live = (elapsedS: number) => ({
    elapsedS,
    clients: connected.reduce((sum, n) => sum + n, 0),
    actions: tallies.reduce((sum, t) => sum + t.actions, 0),
    errors: tallies.reduce((sum, t) => sum + t.errors, 0),
  });
  hooks.forked?.(() => connected.reduce((sum, n) => sum + n, 0));
  try {
    const readies = children.map((child) => nextMessage(child, (m) => (m.ready ? true : undefined)));
    const dones = children.map((child) => nextMessage(child, (m) => m.done as WorkerResult | undefined));
    // A failure while joining is reported by the first rejection; the rest are awaited below.
    for (const promise of dones) promise.catch(() => undefined);
    children.forEach((child, i) => child.send({ job: jobs[i] }));
    await Promise.all(readies);
    await hooks.beforeStart?.();
    const started = Date.now();
    // Actions sent while joining (a bettor's first bet) are not the measured rate's.
    const actionsBefore = live(0).actions;
    const tick = () => {
      const now = live((Date.now() - started) / 1000);
      hooks.tick?.({ ...now, actions: now.actions - actionsBefore });
    };
    const ticker = hooks.tick ? setInterval(tick, 1000) : undefined;
    for (const child of children) child.send({ start: true });
    hooks.started?.();
    try {
      return await Promise.all(dones);
    } finally {
      if (ticker) clearInterval(ticker);
    }
  } finally {
    for (const child of children) if (child.exitCode === null) child.kill();
  }
}

/** `n` items dealt round-robin into `k` piles. */
export function deal<T>(items: T[], k: number): T[][] {
  const piles: T[][] = Array.from({ length: k }, () => []);
  items.forEach((item, i) => piles[i % k]!.push(item));
  return piles;
}
