import type { SqlEntityManager } from '@mikro-orm/sql';
import { LEDGER_BATCH_RULES } from '@arena/schemas';
import type { Orm } from '../../db/database';
import { jobClock } from '../../jobs';
import { escrowShardOf } from '../bets';
import { type BetRecord, SYSTEM_ACCOUNT_SHARDS } from '../types';
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
  /**
   * Batches in flight at once (1 or 2). Each lane's bets take only its own escrow shards, so two batches of bets move
   * no house row in common and neither waits on the other's locks. Postgres only: PGlite is one session.
   */
  lanes?: 1 | 2;
}

/** The escrow shard a bet placed in `lane` takes: one of the lane's own shards, spread by the bet's id. */
export function laneShardOf(lane: number, lanes: number): (betId: string) => number {
  if (lanes === 1) return escrowShardOf;
  return (betId) => lane + lanes * (escrowShardOf(betId) % (SYSTEM_ACCOUNT_SHARDS / lanes));
}

interface Waiting {
  op: BatchOp;
  resolve: (record: BetRecord) => void;
  reject: (error: unknown) => void;
}

/**
 * Group commit: bets, settlements and refunds arriving within a few milliseconds go to the database as one
 * transaction of a few set-based statements, each decided on its own (runBatch). A batch per lane runs at a time; what
 * arrives meanwhile is the next batch, so under load batches grow instead of queueing one transaction per bet.
 * One lane on PGlite (one session: a second transaction could only queue). Two on Postgres: a thousand bets of one
 * round then go as two batches at once, each lane's bets in its own escrow shards so the two share no house row (a
 * settlement moves its bet's shards, whichever lane placed it, and may wait on the other lane's batch: still exact).
 * Lock order stays that of every ledger writer (bet rows, players, accounts by id), so two lanes cannot deadlock; a
 * player with operations in both waits on their row (two operations with one key always share a player, the key's
 * scope, so their claims never meet in two open transactions). A lane's fallbacks (each op alone, or deferred) may then run after
 * a later operation of the same player in the other lane; each is still decided on the balance it meets.
 * `runBatch(tx, ops, now)` and `submit(op)` keep their signatures (the REST games' rounds call runBatch).
 * A lone operation takes the one-bet path (fewest statements for it); so does an op the batch defers (skin stakes,
 * bonus winnings) right after the batch commits, and every op of a batch that failed as a whole (each then stands or
 * falls alone with its own key, so one bad row never fails its neighbours).
 */
export class GroupCommit {
  private queue: Waiting[] = [];
  private timer: ReturnType<typeof setTimeout> | undefined;
  private readonly freeLanes: number[];
  private readonly lanes: number;
  private readonly windowMs: number;
  private readonly maxBatch: number;

  constructor(
    private readonly orm: Orm,
    private readonly alone: (op: BatchOp) => Promise<BetRecord>,
    private readonly options: GroupCommitOptions = {},
  ) {
    this.windowMs = options.windowMs ?? LEDGER_BATCH_RULES.windowMs;
    this.maxBatch = options.maxBatch ?? LEDGER_BATCH_RULES.maxBatch;
    this.lanes = options.lanes ?? 1;
    this.freeLanes = Array.from({ length: this.lanes }, (_, lane) => this.lanes - 1 - lane);
  }

  submit(op: BatchOp): Promise<BetRecord> {
    return new Promise<BetRecord>((resolve, reject) => {
      this.queue.push({ op, resolve, reject });
      this.schedule();
    });
  }

  private schedule(): void {
    if (this.freeLanes.length === 0) return;
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
    if (this.freeLanes.length === 0 || this.queue.length === 0) return;
    const lane = this.freeLanes.pop()!;
    const batch = this.queue.splice(0, this.maxBatch);
    // More than one batch waiting and a lane free: it starts now too.
    if (this.queue.length > 0 && this.freeLanes.length > 0) void this.flush();
    try {
      await this.run(batch, laneShardOf(lane, this.lanes));
    } finally {
      this.freeLanes.push(lane);
      // What arrived during the batch waited long enough: it goes now.
      if (this.queue.length > 0) {
        clearTimeout(this.timer);
        this.timer = undefined;
        void this.flush();
      }
    }
  }

  private async run(batch: Waiting[], shardOf: (betId: string) => number): Promise<void> {
    if (batch.length === 1) return this.runAlone(batch[0]!);
    const ops = batch.map((w) => w.op);
    let outcomes: BatchOutcome[];
    try {
      outcomes = await this.orm.em.fork().transactional(async (tx) => {
        const answers = await runBatch(tx as SqlEntityManager, ops, jobClock.now(), shardOf);
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
