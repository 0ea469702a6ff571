import type { SqlEntityManager } from '@mikro-orm/sql';
import { LEDGER_BATCH_RULES } from '@arena/schemas';
import type { Orm } from '../../db/database';
import { jobClock } from '../../jobs';
import type { BetRecord } from '../types';
import type { BatchOp } from './batch-decide';
import { type BatchOutcome, countBatch, runBatch } from './batch-run';

export type { BatchOp } from './batch-decide';
// For the REST games' rounds (ledger/rounds/), which write their stakes and settlements with these statements.
export { type BatchOutcome, countBatch, runBatch } from './batch-run';

/** Stands for the process dying with the batch's transaction open (tests only): nothing of it may survive. */
export class BatchCrashed extends Error {
  constructor() {
    super('ledger batch crashed before commit');
    this.name = 'BatchCrashed';
  }
}

export interface GroupCommitOptions {
  /** How long the first operation of a batch waits for others (ms). */
  windowMs?: number;
  /** Operations in one batch at most. */
  maxBatch?: number;
  /** Asked before each batch commits; true throws BatchCrashed inside the transaction (tests of crashes). */
  crashBeforeCommit?: () => boolean;
}

interface Waiting {
  op: BatchOp;
  resolve: (record: BetRecord) => void;
  reject: (error: unknown) => void;
}

/**
 * Group commit: bets, settlements and refunds arriving within a few milliseconds go to the database as one
 * transaction of a few set-based statements, each decided on its own (runBatch). One batch runs at a time; what
 * arrives meanwhile is the next batch, so under load batches grow instead of queueing one transaction per bet.
 * One batch in flight, not more: the next one collects while it commits, but does not start. On PGlite (one session) a
 * second transaction could only queue; on Postgres it would wait on the house rows the first holds (every batch of a
 * round moves most escrow shards) and gain one statement at most, while the first batch's fallbacks (each op alone, or
 * deferred) would run after later bets of the same players: a refusal decided on money a later bet spent.
 * `runBatch(tx, ops, now)` and `submit(op)` keep their signatures (the REST games' rounds call runBatch).
 * A lone operation takes the one-bet path (fewest statements for it); so does an op the batch defers (skin stakes,
 * bonus winnings) right after the batch commits, and every op of a batch that failed as a whole (each then stands or
 * falls alone with its own key, so one bad row never fails its neighbours).
 */
export class GroupCommit {
  private queue: Waiting[] = [];
  private timer: ReturnType<typeof setTimeout> | undefined;
  private running = false;
  private readonly windowMs: number;
  private readonly maxBatch: number;

  constructor(
    private readonly orm: Orm,
    private readonly alone: (op: BatchOp) => Promise<BetRecord>,
    private readonly options: GroupCommitOptions = {},
  ) {
    this.windowMs = options.windowMs ?? LEDGER_BATCH_RULES.windowMs;
    this.maxBatch = options.maxBatch ?? LEDGER_BATCH_RULES.maxBatch;
  }

  submit(op: BatchOp): Promise<BetRecord> {
    return new Promise<BetRecord>((resolve, reject) => {
      this.queue.push({ op, resolve, reject });
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

  private async flush(): Promise<void> {
    if (this.running || this.queue.length === 0) return;
    this.running = true;
    const batch = this.queue.splice(0, this.maxBatch);
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
    const ops = batch.map((w) => w.op);
    let outcomes: BatchOutcome[];
    try {
      outcomes = await this.orm.em.fork().transactional(async (tx) => {
        const answers = await runBatch(tx as SqlEntityManager, ops, jobClock.now());
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
    countBatch(outcomes, ops);
    const deferred: Waiting[] = [];
    outcomes.forEach((outcome, i) => {
      const waiting = batch[i]!;
      if ('ok' in outcome) waiting.resolve(outcome.ok);
      else if ('error' in outcome) waiting.reject(outcome.error);
      else deferred.push(waiting);
    });
    for (const waiting of deferred) await this.runAlone(waiting);
  }

  private async runAlone(waiting: Waiting): Promise<void> {
    try {
      waiting.resolve(await this.alone(waiting.op));
    } catch (error) {
      waiting.reject(error);
    }
  }
}
