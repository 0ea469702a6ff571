import type { SqlEntityManager } from '@mikro-orm/sql';
import { betsEnded, betsPlaced } from '../../metrics/registry';
import { escrowShardOf } from '../bets';
import { systemAccountId } from '../postings';
import type { BetRecord, LedgerGame } from '../types';
import { type BatchOp, decideBatch } from './batch-decide';
import { lockBets, lockPlayers, readBatchState } from './batch-reads';
import { claimAll, writeAll } from './batch-writes';

/** `fresh`: written by this batch (not an earlier answer replayed). */
export type BatchOutcome = { ok: BetRecord; fresh: boolean } | { error: unknown } | { deferred: true };

/**
 * One batch of bets, settlements and refunds in the caller's transaction, in at most six statements whatever its
 * size: the ended bets' row locks, the players' row locks, one read of balances, claims, bet ids, pauses and limits
 * (taking the house rows' locks), the usage sums of players with a wager or loss limit (only if any), then, for what
 * was accepted, one claim insert and one statement writing everything else. Lock order as every ledger writer: bet
 * rows, then players, then accounts by id. Answers each op in order.
 */
export async function runBatch(
  tx: SqlEntityManager,
  ops: readonly BatchOp<LedgerGame>[],
  now: number,
  shardOf: (betId: string) => number = escrowShardOf,
): Promise<BatchOutcome[]> {
  const endingIds = [...new Set(ops.flatMap((op) => (op.kind === 'place' ? [] : [op.betId])))].sort();
  const bets = await lockBets(tx, endingIds);
  const places = ops.flatMap((op) => (op.kind === 'place' ? [op.input] : []));
  const userIds = [...new Set([...places.map((p) => p.userId), ...[...bets.values()].map((b) => b.userId)])].sort();
  const betLimits = await lockPlayers(tx, userIds);

  const houseRows = new Map<string, number>();
  const house = (kind: 'HOUSE' | 'BET_ESCROW', shard: number) => {
    const id = houseRows.get(`${kind}:${shard}`);
    if (id === undefined) throw new Error(`house row ${kind}:${shard} was not locked`);
    return id;
  };
  const wanted: ['HOUSE' | 'BET_ESCROW', number][] = [
    ...places.map((p): ['BET_ESCROW', number] => ['BET_ESCROW', shardOf(p.betId)]),
    ...[...bets.values()].flatMap((b): ['HOUSE' | 'BET_ESCROW', number][] => [
      ['BET_ESCROW', b.escrowShard],
      ['HOUSE', b.escrowShard],
    ]),
  ];
  for (const [kind, shard] of wanted) houseRows.set(`${kind}:${shard}`, await systemAccountId(tx, kind, shard));

  const claims = ops.flatMap((op) => {
    if (op.kind === 'place') return [{ scope: op.input.userId, operation: 'BET_PLACE', key: op.input.betId }];
    const bet = bets.get(op.betId);
    return bet
      ? [{ scope: bet.userId, operation: op.kind === 'settle' ? 'BET_SETTLE' : 'BET_REFUND', key: bet.id }]
      : [];
  });
  const state = await readBatchState(
    tx,
    {
      userIds,
      systemAccountIds: [...new Set(houseRows.values())].sort((a, b) => a - b),
      claims,
      placedBetIds: places.map((p) => p.betId),
      placingUserIds: [...new Set(places.map((p) => p.userId))],
      now,
    },
    betLimits,
  );

  const { decisions, accepted } = await decideBatch(ops, { tx, now, state, bets, house, escrowShardOf: shardOf });
  if (accepted.length > 0) await writeAll(tx, accepted, await claimAll(tx, accepted));

  const answers = new Map(accepted.map((a) => [a.index, a.claim.result]));
  return decisions.map((decision): BatchOutcome => {
    if (decision.outcome === 'accepted') return { ok: answers.get(decision.index)!, fresh: true };
    if (decision.outcome === 'answered') return { ok: decision.result, fresh: false };
    if (decision.outcome === 'refused') return { error: decision.error };
    return { deferred: true };
  });
}

/** Counted once the batch committed (a rolled-back batch placed nothing). */
export function countBatch(outcomes: readonly BatchOutcome[], ops: readonly BatchOp<LedgerGame>[]): void {
  outcomes.forEach((outcome, i) => {
    if (!('ok' in outcome) || !outcome.fresh) return;
    const op = ops[i]!;
    if (op.kind === 'place') betsPlaced.inc({ game: outcome.ok.game, source: outcome.ok.source });
    else betsEnded.inc({ game: outcome.ok.game, outcome: op.kind === 'settle' ? 'settled' : 'refunded' });
  });
}
