import type { SqlEntityManager } from '@mikro-orm/sql';
import { AppError, SECOND_LIFE_GAME, SECOND_LIFE_RULES, type SecondLifeEligibleAnswer } from '@arena/schemas';
import { queryOne, queryRows } from '../../db/sql';
import { BET_FACTS } from '../../db/ledger-facts';

/**
 * A lost bet in the ledger's own terms: settled with nothing paid, of any game but this one. A DropZone winner's
 * entries are settled with 0 money too (the pot's skins pass to them beside the ledger), so they are excluded: they
 * were won, not lost.
 */
const LOST = `b.status = 'SETTLED' and b.payout_cents = 0 and b.game <> '${SECOND_LIFE_GAME}'
  and not exists (select 1 from jackpot_rounds r where b.game = 'jackpot' and r.id::text = b.round_id and r.winner_user_id = b.user_id)`;

interface LostBetRow {
  id: string;
  game: string;
  source: 'REAL' | 'BONUS' | 'SKINS';
  stake_cents: number | string;
  ended_at: Date | string;
}

export interface LostBet {
  id: string;
  game: string;
  source: 'REAL' | 'BONUS' | 'SKINS';
  stakeCents: number;
  lostAt: number;
}

const toLostBet = (row: LostBetRow): LostBet => ({
  id: row.id,
  game: row.game,
  source: row.source,
  stakeCents: Number(row.stake_cents),
  lostAt: new Date(row.ended_at).getTime(),
});

/**
 * `GET /api/second-life/eligible`: the player's lost bets that can still get their second life (lost within 24 h,
 * stake $1-$1,900, none given yet), the newest loss first.
 */
export async function eligibleLostBets(
  em: SqlEntityManager,
  userId: string,
  nowMs: number,
): Promise<SecondLifeEligibleAnswer> {
  const r = SECOND_LIFE_RULES;
  const rows = await queryRows<LostBetRow>(
    em,
    `select b.id, b.game, b.source, b.stake_cents, b.ended_at from ${BET_FACTS} b
     where b.user_id = ? and ${LOST} and b.ended_at > ? and b.stake_cents between ? and ?
       and not exists (select 1 from second_lives s where s.original_bet_id = b.id)
     order by b.ended_at desc, b.id limit ?`,
    [userId, new Date(nowMs - r.windowMs), r.minLostStakeCents, r.maxLostStakeCents, r.eligibleLimit],
  );
  return {
    items: rows.map(toLostBet).map((bet) => ({
      betId: bet.id,
      game: bet.game,
      source: bet.source,
      stakeCents: bet.stakeCents,
      lostAt: bet.lostAt,
      expiresAt: bet.lostAt + r.windowMs,
    })),
    serverNow: nowMs,
  };
}

/**
 * The lost bet a second life is bought for, checked in the order a player can act on: another player's, unknown, not
 * lost or a second life itself (BET_NOT_ELIGIBLE); its second life already bought (ALREADY_USED); lost more than 24 h
 * ago (EXPIRED). Read before anything is staked: a settled bet stays as it is, and of two parallel second lives of
 * one loss the unique index on `second_lives.original_bet_id` lets one commit (the other is ALREADY_USED).
 */
export async function findLostBet(
  em: SqlEntityManager,
  userId: string,
  betId: string,
  nowMs: number,
): Promise<LostBet> {
  const found = await queryOne<{ id: string }>(em, `select id from ${BET_FACTS} b where id = ? and user_id = ?`, [
    betId,
    userId,
  ]);
  if (!found) throw new AppError('SECOND_LIFE.BET_NOT_ELIGIBLE');
  const row = await queryOne<LostBetRow>(
    em,
    `select b.id, b.game, b.source, b.stake_cents, b.ended_at from ${BET_FACTS} b where b.id = ? and ${LOST}`,
    [betId],
  );
  if (!row) throw new AppError('SECOND_LIFE.BET_NOT_ELIGIBLE');
  if (await queryOne(em, `select 1 as used from second_lives where original_bet_id = ?`, [betId]))
    throw new AppError('SECOND_LIFE.ALREADY_USED');
  const bet = toLostBet(row);
  if (bet.lostAt + SECOND_LIFE_RULES.windowMs <= nowMs) throw new AppError('SECOND_LIFE.EXPIRED');
  return bet;
}
