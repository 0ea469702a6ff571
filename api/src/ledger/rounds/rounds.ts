import type { SqlEntityManager } from '@mikro-orm/sql';
import { AppError } from '@arena/schemas';
import { queryRows } from '../../db/sql';
import { type PlaceBetInput, placeBet, settleBet } from '../bets';
import { type IdempotentRequest, requestHash } from '../idempotency';
import type { BetRecord } from '../types';
import { type BatchOp, type BatchOutcome, runBatch } from '../batch/group-commit';

/** A settlement a round names once played: the whole return of one of its bets (0 when lost). */
export interface RoundSettlement {
  betId: string;
  payoutCents: number;
}

/**
 * A game round (a REST game's request) whose money moves share the transaction of a batch:
 * 1. its `stakes` are decided with the batch's other bets, each on its own: a refused stake refuses the round, and
 *    nothing of the round is written;
 * 2. `play` runs in the batch's transaction once the stakes are written: the round's own rows (its nonce, its state)
 *    and the settlements it names (none while the round goes on);
 * 3. the settlements of every round of the batch are written together;
 * 4. `finish` writes what needs the ended bets (the request's stored answer) and answers.
 * A throw from `play` or `finish` fails the whole batch: it rolls back and every round runs again alone, in its own
 * transaction (`playAlone`: the same steps through the one-bet path), where its own refusal stands. So `play` and
 * `finish` must not refuse what the caller could have refused before submitting; what they find under their locks
 * (a race) is refused on the alone path.
 */
export interface BatchRound<T> {
  /** The player: one round of a player per batch, so each answer reads its own balance after it. */
  userId: string;
  /**
   * The request's idempotency key, whose answer `finish` stores: read with the batch's first statement, so a repeat
   * of an answered request answers that (or GLOBAL.IDEMPOTENCY_CONFLICT for another payload) and stakes nothing.
   */
  request?: Pick<IdempotentRequest, 'scope' | 'operation' | 'key' | 'request'>;
  /** Money stakes (REAL or BONUS; a skin stake keeps its own transaction, Ledger.play). */
  stakes: readonly PlaceBetInput[];
  play(tx: SqlEntityManager, placed: readonly BetRecord[]): Promise<readonly RoundSettlement[]>;
  finish(tx: SqlEntityManager, ended: readonly BetRecord[]): Promise<T>;
}

export type RoundOutcome = { ok: unknown } | { error: unknown };

/** Something of a round the batch cannot write as asked: the batch rolls back and each of its ops runs alone. */
export class RoundFailed extends Error {
  constructor(what: string) {
    super(`ledger batch round failed: ${what}`);
    this.name = 'RoundFailed';
  }
}

/** What a batch of rounds answers: each round's outcome, and every op written (counted once the batch commits). */
export interface RoundsPlayed {
  rounds: RoundOutcome[];
  written: { outcomes: BatchOutcome[]; ops: BatchOp[] }[];
}

/**
 * The rounds of one batch in the caller's transaction: every round's stakes decided together (the group commit's
 * set-based statements, players locked once in id order), then every round's play, then all settlements together,
 * then every round's finish. The rounds' steps run together (their statements may share one, coalesce.ts);
 * settlements and answers keep arrival order. First, one statement reads the rounds' request keys: an answered
 * request is answered again and plays nothing.
 */
export async function runRounds(
  tx: SqlEntityManager,
  all: readonly BatchRound<unknown>[],
  now: number,
): Promise<RoundsPlayed> {
  const stored = await storedAnswers(tx, all);
  const fresh = all.flatMap((round, i) => (stored.has(i) ? [] : [i]));
  const played = await runFresh(
    tx,
    fresh.map((i) => all[i]!),
    now,
  );
  const outcomes = all.map((_, i) => stored.get(i)!);
  fresh.forEach((i, j) => (outcomes[i] = played.rounds[j]!));
  return { rounds: outcomes, written: played.written };
}

/** The stored answers of the rounds' request keys (by round index): an answer, or the conflict of another payload. */
async function storedAnswers(
  tx: SqlEntityManager,
  rounds: readonly BatchRound<unknown>[],
): Promise<Map<number, RoundOutcome>> {
  const asked = rounds.flatMap((round, i) => (round.request ? [{ i, ...round.request }] : []));
  const answers = new Map<number, RoundOutcome>();
  if (asked.length === 0) return answers;
  const rows = await queryRows<{ i: number; request_hash: string; result: unknown }>(
    tx,
    `select c.i, t.request_hash, t.result from json_to_recordset(?::json) as c(i int, scope text, operation text, key text)
     join ledger_transfers t on t.scope = c.scope and t.operation = c.operation and t.idempotency_key = c.key`,
    [JSON.stringify(asked.map(({ i, scope, operation, key }) => ({ i, scope, operation, key })))],
  );
  for (const row of rows) {
    const request = rounds[row.i]!.request!;
    if (row.request_hash !== requestHash(request.request))
      answers.set(row.i, { error: new AppError('GLOBAL.IDEMPOTENCY_CONFLICT', [request.operation]) });
    // A claim without its answer yet is another copy's work in flight: this round's own claim will meet it.
    else if (row.result !== null) answers.set(row.i, { ok: row.result });
  }
  return answers;
}

async function runFresh(
  tx: SqlEntityManager,
  rounds: readonly BatchRound<unknown>[],
  now: number,
): Promise<RoundsPlayed> {
  const owner: number[] = [];
  const stakeOps: BatchOp[] = rounds.flatMap((round, i) =>
    round.stakes.map((input): BatchOp => {
      owner.push(i);
      return { kind: 'place', input };
    }),
  );
  const decided = stakeOps.length > 0 ? await runBatch(tx, stakeOps, now) : [];

  const placed: BetRecord[][] = rounds.map(() => []);
  const refused = new Map<number, unknown>();
  decided.forEach((outcome, k) => {
    const i = owner[k]!;
    if ('ok' in outcome && outcome.fresh) placed[i]!.push(outcome.ok);
    else if ('error' in outcome) {
      if (!refused.has(i)) refused.set(i, outcome.error);
    } else {
      const stake = stakeOps[k] as Extract<BatchOp, { kind: 'place' }>;
      throw new RoundFailed(`stake ${stake.input.betId} was ${'ok' in outcome ? 'answered' : 'deferred'}`);
    }
  });
  for (const i of refused.keys())
    if (placed[i]!.length > 0) throw new RoundFailed('a stake refused after another of its round was written');
  const playing = rounds.flatMap((_, i) => (refused.has(i) ? [] : [i]));

  const named: { round: number; settlement: RoundSettlement }[] = [];
  const plays = await together(playing.map((i) => rounds[i]!.play(tx, placed[i]!)));
  plays.forEach((settlements, j) => {
    for (const settlement of settlements) named.push({ round: playing[j]!, settlement });
  });
  const settleOps = named.map(({ settlement }): BatchOp => ({ kind: 'settle', ...settlement }));
  const settled = settleOps.length > 0 ? await runBatch(tx, settleOps, now) : [];
  const ended: BetRecord[][] = rounds.map(() => []);
  for (const [k, outcome] of settled.entries()) {
    const { round, settlement } = named[k]!;
    if ('ok' in outcome && outcome.fresh) ended[round]!.push(outcome.ok);
    // Bonus winnings beyond the stake (a new wager requirement): the one-bet path, in this same transaction.
    else if ('deferred' in outcome) ended[round]!.push(await settleBet(tx, settlement.betId, settlement.payoutCents));
    else throw new RoundFailed(`settlement of ${settlement.betId} was ${'ok' in outcome ? 'answered' : 'refused'}`);
  }

  const outcomes: RoundOutcome[] = rounds.map((_, i) => ({ error: refused.get(i) }));
  const answers = await together(playing.map((i) => rounds[i]!.finish(tx, ended[i]!)));
  answers.forEach((answer, j) => (outcomes[playing[j]!] = { ok: answer }));
  return {
    rounds: outcomes,
    written: [
      { outcomes: decided, ops: stakeOps },
      { outcomes: settled, ops: settleOps },
    ],
  };
}

/**
 * The same step of every round, started together so that their statements can share one (coalesce.ts); every one
 * has ended before a failure is thrown, so nothing still runs in the transaction while it rolls back.
 */
async function together<T>(steps: readonly Promise<T>[]): Promise<T[]> {
  const settled = await Promise.allSettled(steps);
  const failed = settled.find((s) => s.status === 'rejected');
  if (failed) throw failed.reason;
  return settled.map((s) => (s as PromiseFulfilledResult<T>).value);
}

/** One round in the caller's transaction through the one-bet path: its stakes, its play, its settlements, its finish. */
export async function playAlone<T>(tx: SqlEntityManager, round: BatchRound<T>): Promise<T> {
  const stored = (await storedAnswers(tx, [round])).get(0);
  if (stored && 'ok' in stored) return stored.ok as T;
  if (stored) throw stored.error;
  const placed: BetRecord[] = [];
  for (const stake of round.stakes) placed.push(await placeBet(tx, stake));
  const ended: BetRecord[] = [];
  for (const settlement of await round.play(tx, placed))
    ended.push(await settleBet(tx, settlement.betId, settlement.payoutCents));
  return round.finish(tx, ended);
}
