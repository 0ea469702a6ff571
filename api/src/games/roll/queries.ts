import type { SqlEntityManager } from '@mikro-orm/sql';
import {
  AppError,
  type PageQuery,
  type RollColour,
  type RollHistoryAnswer,
  rollColourOfCell,
  isUuid,
} from '@arena/schemas';
import { queryOne, queryRows } from '../../db/sql';
import { ROUND_LINK_JOIN } from '../../hash-chains/chain-store';
import { ROLL_GAME } from './rounds';
import { BET_FACTS } from '../../db/ledger-facts';

export interface FinishedRollRound {
  id: string;
  chainIndex: number;
  /** The generation of the chain the round's link belongs to. */
  chain: number;
  hash: string;
  cell: number;
  status: 'ENDED' | 'VOIDED';
}

/**
 * Finished rounds, newest first, with their now-public hashes (a live round's hash never leaves here).
 * `withEmptyVoids: false` leaves out rounds called off before anyone bet (the room's history: nobody played them);
 * the fairness list keeps every spent link so the chain can be followed link by link.
 */
export async function listFinishedRollRounds(
  em: SqlEntityManager,
  limit: number,
  withEmptyVoids = true,
): Promise<FinishedRollRound[]> {
  const rows = await queryRows<{
    id: string;
    chain_index: number;
    generation: number;
    hash: string;
    cell: number;
    status: 'ENDED' | 'VOIDED';
  }>(
    em,
    `select r.id, r.chain_index, c.generation, encode(l.hash, 'hex') as hash, r.cell, r.status
     from roll_rounds r
     ${ROUND_LINK_JOIN}
     where r.status = 'ENDED' or (r.status = 'VOIDED' and (?::boolean or exists (select 1 from roll_bets rb where rb.round_id = r.id)))
     order by r.chain_index desc limit ?`,
    [ROLL_GAME, withEmptyVoids, limit],
  );
  return rows.map((r) => ({
    id: String(r.id),
    chainIndex: Number(r.chain_index),
    chain: Number(r.generation),
    hash: r.hash,
    cell: Number(r.cell),
    status: r.status,
  }));
}

/** Rounds a player bet in that are over, newest first, their bets summed per colour. */
export async function rollHistory(em: SqlEntityManager, userId: string, query: PageQuery): Promise<RollHistoryAnswer> {
  if (!isUuid(userId) || !(await queryOne(em, `select id from users where id = ?`, [userId])))
    throw new AppError('USER.NOT_FOUND', [], 404);
  const where = `r.status in ('ENDED', 'VOIDED') and r.id in (select round_id from roll_bets where user_id = ?)`;
  const total = await queryOne<{ n: number }>(em, `select count(*)::int as n from roll_rounds r where ${where}`, [
    userId,
  ]);
  const rounds = await queryRows<{
    id: string;
    status: 'ENDED' | 'VOIDED';
    cell: number;
    ended_at: string;
    hash: string;
  }>(
    em,
    `select r.id, r.status, r.cell, r.ended_at, encode(l.hash, 'hex') as hash
     from roll_rounds r
     ${ROUND_LINK_JOIN}
     where ${where} order by r.chain_index desc limit ? offset ?`,
    [ROLL_GAME, userId, query.pageSize, (query.page - 1) * query.pageSize],
  );
  const ids = rounds.map((r) => r.id);
  const bets = ids.length
    ? await queryRows<{ round_id: string; colour: RollColour; stake: string; payout: string | null }>(
        em,
        `select rb.round_id, rb.colour, sum(rb.stake_cents) as stake, sum(coalesce(b.payout_cents, 0)) as payout
         from roll_bets rb join ${BET_FACTS} b on b.id = rb.bet_id where rb.user_id = ? and rb.round_id in (?) group by rb.round_id, rb.colour`,
        [userId, ids],
      )
    : [];
  return {
    items: rounds.map((r) => {
      const mine = bets.filter((b) => String(b.round_id) === String(r.id));
      const stakes = { red: 0, green: 0, black: 0 };
      let payoutCents = 0;
      for (const b of mine) {
        stakes[b.colour] = Number(b.stake);
        payoutCents += Number(b.payout ?? 0);
      }
      const voided = r.status === 'VOIDED';
      return {
        roundId: String(r.id),
        status: r.status,
        cell: voided ? -1 : Number(r.cell),
        colour: voided ? null : rollColourOfCell(Number(r.cell)),
        // A voided round's hash is spent but its cell never played; the hash is shown all the same.
        hash: r.hash,
        stakes,
        stakeCents: stakes.red + stakes.green + stakes.black,
        payoutCents,
        endedAt: new Date(r.ended_at).getTime(),
      };
    }),
    total: Number(total?.n ?? 0),
    page: query.page,
    pageSize: query.pageSize,
  };
}
