import type { SqlEntityManager } from '@mikro-orm/sql';
import { type CrashVariant, crashPointHundredths, previousRoundHashOf } from '@arena/schemas';
import type { Orm } from '../../db/database';
import { execute, pgErrorCode, queryOne, queryRows } from '../../db/sql';
import { ChainUsedUpError, type ClaimedLink, ROUND_LINK_JOIN, claimLink, inTransaction } from './chain-store';
import { BET_FACTS } from '../../db/ledger-facts';

export type CrashRoundStatus = 'BETTING' | 'RUNNING' | 'CRASHED' | 'VOIDED';

/** A round as the room holds it: the hash and crash point stay on the server until the crash. */
export interface OpenedCrashRound {
  id: string;
  variant: CrashVariant;
  chainIndex: number;
  /** The generation of the chain the round's link belongs to. */
  chain: number;
  hash: string;
  /** sha256(hash): the previous round's hash, or the terminating hash for round 1. Public from the start. */
  commitment: string;
  crashPointHundredths: number;
}

export interface FinishedCrashRound {
  id: string;
  chainIndex: number;
  chain: number;
  hash: string;
  crashPointHundredths: number;
  status: 'CRASHED' | 'VOIDED';
}

export class CrashChainError extends Error {}

/**
 * Opens the variant's next round on the next unplayed link. The partial unique index allows one live
 * round per variant, so two rooms can never play the same chain at once.
 */
/** The highest round number the variant has spent (0 before its first round). */
export async function lastCrashRoundIndex(orm: Orm, variant: CrashVariant): Promise<number> {
  const last = await queryOne<{ idx: number | null }>(
    orm.em.fork() as SqlEntityManager,
    `select max(chain_index) as idx from crash_rounds where variant = ?`,
    [variant],
  );
  return Number(last?.idx ?? 0);
}

export async function openCrashRound(orm: Orm, variant: CrashVariant): Promise<OpenedCrashRound> {
  return inTransaction(orm, async (tx) => {
    const last = await queryOne<{ idx: number | null }>(
      tx,
      `select max(chain_index) as idx from crash_rounds where variant = ?`,
      [variant],
    );
    const chainIndex = Number(last?.idx ?? 0) + 1;
    let claimed: ClaimedLink<CrashVariant>;
    try {
      claimed = await claimLink(tx, variant, chainIndex);
    } catch (error) {
      if (error instanceof ChainUsedUpError) throw new CrashChainError(error.message);
      throw error;
    }
    const { chain, hash } = claimed;
    const crashPoint = crashPointHundredths(hash, chain.salt, variant);
    let row: { id: string } | undefined;
    try {
      row = await queryOne<{ id: string }>(
        tx,
        `insert into crash_rounds (variant, chain_index, crash_point_hundredths) values (?, ?, ?) returning id`,
        [variant, chainIndex, crashPoint],
      );
    } catch (error) {
      if (pgErrorCode(error) === '23505') throw new CrashChainError(`a ${variant} round is already live`);
      throw error;
    }
    return {
      id: String(row!.id),
      variant,
      chainIndex,
      chain: chain.generation,
      hash,
      commitment: previousRoundHashOf(hash),
      crashPointHundredths: crashPoint,
    };
  });
}

async function moveRound(
  em: SqlEntityManager,
  roundId: string,
  from: CrashRoundStatus[],
  to: CrashRoundStatus,
  stamp: string,
): Promise<void> {
  const changed = await execute(
    em,
    `update crash_rounds set status = ?, ${stamp} = now() where id = ? and status in (?)`,
    [to, roundId, from],
  );
  if (changed !== 1) throw new CrashChainError(`round ${roundId} cannot become ${to}`);
}

export function markCrashRoundRunning(orm: Orm, roundId: string): Promise<void> {
  return moveRound(orm.em.fork() as SqlEntityManager, roundId, ['BETTING'], 'RUNNING', 'started_at');
}

/** From here on the round's hash is public. */
export function markCrashRoundCrashed(orm: Orm, roundId: string): Promise<void> {
  return moveRound(orm.em.fork() as SqlEntityManager, roundId, ['RUNNING'], 'CRASHED', 'ended_at');
}

/** A round that never ran (server stopping during betting with no bets) ends void. */
export function voidCrashRound(orm: Orm, roundId: string): Promise<void> {
  return moveRound(orm.em.fork() as SqlEntityManager, roundId, ['BETTING', 'RUNNING'], 'VOIDED', 'ended_at');
}

/** Voids every round a dead process left live; answers their ids so their open bets can be refunded. */
export async function voidUnfinishedCrashRounds(orm: Orm): Promise<string[]> {
  const rows = await queryRows<{ id: string }>(
    orm.em.fork() as SqlEntityManager,
    `update crash_rounds set status = 'VOIDED', ended_at = now() where status in ('BETTING', 'RUNNING') returning id`,
  );
  return rows.map((r) => String(r.id));
}

/**
 * Finished rounds, newest first, with their now-public hashes. `withEmptyVoids: false` leaves out rounds called
 * off before anyone bet (the room's history strip: nobody played them); the fairness list keeps every spent link
 * so the chain can be followed link by link.
 */
export async function listFinishedCrashRounds(
  orm: Orm,
  variant: CrashVariant,
  limit: number,
  withEmptyVoids = true,
): Promise<FinishedCrashRound[]> {
  const rows = await queryRows<{
    id: string;
    chain_index: number;
    generation: number;
    hash: string;
    crash_point_hundredths: string;
    status: 'CRASHED' | 'VOIDED';
  }>(
    orm.em.fork() as SqlEntityManager,
    `select r.id, r.chain_index, c.generation, encode(l.hash, 'hex') as hash, r.crash_point_hundredths, r.status
     from crash_rounds r
     ${ROUND_LINK_JOIN}
     where r.variant = ? and (r.status = 'CRASHED' or (r.status = 'VOIDED' and (?::boolean or exists (select 1 from ${BET_FACTS} b where b.game = 'crash' and b.round_id = r.id::text))))
     order by r.chain_index desc limit ?`,
    [variant, variant, withEmptyVoids, limit],
  );
  return rows.map((r) => ({
    id: String(r.id),
    chainIndex: Number(r.chain_index),
    chain: Number(r.generation),
    hash: r.hash,
    crashPointHundredths: Number(r.crash_point_hundredths),
    status: r.status,
  }));
}
