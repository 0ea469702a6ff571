import type { SqlEntityManager } from '@mikro-orm/sql';
import { LEDGER_BATCH_RULES } from '@arena/schemas';
import type { Orm } from '../../db/database';
import { jobClock } from '../../jobs';
import { BatchCrashed, type GroupCommitOptions, countBatch } from '../batch/group-commit';
import { type BatchRound, type RoundsPlayed, playAlone, runRounds } from './rounds';

interface Waiting {
  round: BatchRound<unknown>;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

/**
 * Group commit of the REST games' rounds, as GroupCommit does for the rooms' bets: rounds arriving within a few
 * milliseconds share one transaction (runRounds: their stakes and settlements in the batch's set-based statements,
 * their own rows in between); one batch runs at a time and what arrives meanwhile is the next. A lone round takes the
 * one-bet path; so does every round of a batch that failed as a whole, each in its own transaction, so one round's
 * race or refusal found under its locks never fails its neighbours' requests. A player has at most one round in a
 * batch (the next waits for the next batch): their rounds ran one after the other on the one-bet path too (the
 * player's row lock), and each answer reads the balance after its own round.
 */
export class RoundCommit {
  private queue: Waiting[] = [];
  private timer: ReturnType<typeof setTimeout> | undefined;
  private running = false;
  private readonly windowMs: number;
  private readonly maxBatch: number;

  constructor(
    private readonly orm: Orm,
    private readonly options: GroupCommitOptions = {},
  ) {
    this.windowMs = options.windowMs ?? LEDGER_BATCH_RULES.windowMs;
    this.maxBatch = options.maxBatch ?? LEDGER_BATCH_RULES.maxBatch;
  }

  play<T>(round: BatchRound<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.queue.push({ round, resolve: resolve as (value: unknown) => void, reject });
      this.schedule();
    });
  }

  private schedule(): void {
    if (this.running) return;
    if (this.queue.length >= this.maxBatch) {
      clearTimeout(this.timer);
      this.timer = undefined;
      void this.flush();
    } else if (!this.timer) {
      this.timer = setTimeout(() => {
        this.timer = undefined;
        void this.flush();
      }, this.windowMs);
    }
  }

  /** The next batch in arrival order; a player's second round stays queued for the one after. */
  private take(): Waiting[] {
    const batch: Waiting[] = [];
    const later: Waiting[] = [];
    const players = new Set<string>();
    for (const waiting of this.queue) {
      if (batch.length >= this.maxBatch || players.has(waiting.round.userId)) later.push(waiting);
      else {
        players.add(waiting.round.userId);
        batch.push(waiting);
      }
    }
    this.queue = later;
    return batch;
  }

  private async flush(): Promise<void> {
    if (this.running || this.queue.length === 0) return;
    this.running = true;
    const batch = this.take();
    try {
      await this.run(batch);
    } finally {
      this.running = false;
      // What arrived during the batch waited long enough: it goes now.
      if (this.queue.length > 0) {
        clearTimeout(this.timer);
        this.timer = undefined;
        void this.flush();
      }
    }
  }

  private async run(batch: Waiting[]): Promise<void> {
    if (batch.length === 1) return this.runAlone(batch[0]!);
    let played: RoundsPlayed;
    try {
      played = await this.orm.em.fork().transactional(async (tx) => {
        const answers = await runRounds(
          tx as SqlEntityManager,
          batch.map((w) => w.round),
          jobClock.now(),
        );
        if (this.options.crashBeforeCommit?.()) throw new BatchCrashed();
        return answers;
      });
    } catch (error) {
      if (error instanceof BatchCrashed) {
        for (const waiting of batch) waiting.reject(error);
        return;
      }
      for (const waiting of batch) await this.runAlone(waiting);
      return;
    }
    for (const part of played.written) countBatch(part.outcomes, part.ops);
    played.rounds.forEach((outcome, i) => {
      if ('ok' in outcome) batch[i]!.resolve(outcome.ok);
      else batch[i]!.reject(outcome.error);
    });
  }

  private async runAlone(waiting: Waiting): Promise<void> {
    try {
      waiting.resolve(await this.orm.em.fork().transactional((tx) => playAlone(tx as SqlEntityManager, waiting.round)));
    } catch (error) {
      waiting.reject(error);
    }
  }
}
