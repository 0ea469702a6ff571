import type { WorkerJob } from './protocol';

type GameJob = Extract<WorkerJob, { kind: 'crash' | 'room' }>;
type Unplaced<J> = J extends GameJob ? Omit<J, 'gameUrls' | 'firstClient'> : never;

/** The clients a game job joins at first: its players, its loose watchers, battle creators' watchers, the flooder. */
export function clientsOf(job: Unplaced<GameJob>): number {
  if (job.kind === 'crash') return job.bettorTokens.length + job.spectators;
  return (
    job.players.reduce((sum, player) => sum + 1 + (player.spectators ?? 0), 0) +
    job.spectators +
    (job.flooderToken ? 1 : 0)
  );
}

/**
 * Spreads the clients of a run round-robin over the game URLs: the jobs' clients are counted in order, and each job
 * starts where the previous one stopped, so client n of the run matchmakes through URL n mod k (the measuring
 * client, alone in the first job, through the first URL).
 */
export function spreadOverGameUrls<J extends Unplaced<GameJob>>(
  jobs: J[],
  gameUrls: readonly URL[],
): (J & { gameUrls: string[]; firstClient: number })[] {
  const urls = gameUrls.map((url) => url.toString().replace(/\/$/, ''));
  let next = 0;
  return jobs.map((job) => {
    const placed = { ...job, gameUrls: urls, firstClient: next };
    next += clientsOf(job);
    return placed;
  });
}

/** The URL the `joinIndex`-th join of a job goes through (a battle's later battles keep going round). */
export function gameUrlFor(
  job: { gameUrls: readonly string[]; firstClient: number },
  joinIndex: number,
): { url: string; index: number } {
  const index = (job.firstClient + joinIndex) % job.gameUrls.length;
  return { url: job.gameUrls[index]!, index };
}
