import type { SqlEntityManager } from '@mikro-orm/sql';
import {
  AppError,
  JACKPOT_ALGORITHM,
  type JackpotFairAnswer,
  type JackpotHistoryAnswer,
  type JackpotRecentAnswer,
  type PageQuery,
  isUuid,
} from '@arena/schemas';
import { queryOne, queryRows } from '../../db/sql';
import { loadJackpotEntries, loadJackpotRound } from './rounds';

const share = (part: number, whole: number) => (whole > 0 ? Math.floor((part * 10_000) / whole) : 0);

/**
 * `GET /api/fair/jackpot/{roundId}`: the committed hash always; the seed, close time, ticket and split once the
 * round is over (a live round's seed stays secret, or its ticket could be computed before the close).
 */
export async function jackpotFairness(em: SqlEntityManager, roundId: string): Promise<JackpotFairAnswer> {
  const round = isUuid(roundId) ? await loadJackpotRound(em, roundId) : undefined;
  if (!round) throw new AppError('BET.NOT_FOUND', [], 404);
  const entries = await loadJackpotEntries(em, roundId);
  const names = entries.length
    ? await queryRows<{ id: string; name: string }>(em, `select id, name from users where id in (?)`, [
        [...new Set(entries.map((e) => e.userId))],
      ])
    : [];
  const nameOf = new Map(names.map((u) => [u.id, u.name]));
  const over = round.status !== 'OPEN';
  return {
    roundId: round.id,
    status: round.status === 'OPEN' ? (round.closesAtMs ? 'COUNTDOWN' : 'OPEN') : round.status,
    serverSeedHash: round.serverSeedHash,
    serverSeed: over ? round.serverSeed : null,
    closedAtMs: round.closedAtMs,
    entries: entries.map((e) => ({
      betId: e.betId,
      userId: e.userId,
      name: nameOf.get(e.userId) ?? '',
      valueCents: e.valueCents,
      items: e.items,
    })),
    potCents: entries.reduce((sum, e) => sum + e.valueCents, 0),
    ticket: round.ticket,
    winnerUserId: round.winnerUserId,
    houseItemIds: round.houseItemIds,
    houseCents: round.houseCents,
    prizeCents: round.prizeCents,
    algorithm: JACKPOT_ALGORITHM,
  };
}

/** The last finished rounds, newest first, with the winner's chance. */
export async function recentJackpots(em: SqlEntityManager, limit = 20): Promise<JackpotRecentAnswer> {
  const rows = await queryRows<Record<string, unknown>>(
    em,
    `select r.id, r.pot_cents, r.prize_cents, r.winner_user_id, u.name, u.avatar, r.ended_at,
       (select coalesce(sum(value_cents), 0) from jackpot_entries e where e.round_id = r.id and e.user_id = r.winner_user_id) as winner_value,
       (select count(distinct user_id) from jackpot_entries e where e.round_id = r.id) as players
     from jackpot_rounds r join users u on u.id = r.winner_user_id
     where r.status = 'FINISHED' order by r.ended_at desc, r.id limit ?`,
    [limit],
  );
  return rows.map((r) => ({
    roundId: r.id as string,
    potCents: Number(r.pot_cents),
    prizeCents: Number(r.prize_cents),
    winnerUserId: r.winner_user_id as string,
    winnerName: r.name as string,
    winnerAvatar: (r.avatar as string | null) ?? null,
    chanceBasisPoints: share(Number(r.winner_value), Number(r.pot_cents)),
    players: Number(r.players),
    endedAt: new Date(r.ended_at as string).getTime(),
  }));
}

/** Rounds a player entered that are over, newest first (their stake summed over their entries). */
export async function jackpotHistory(
  em: SqlEntityManager,
  userId: string,
  query: PageQuery,
): Promise<JackpotHistoryAnswer> {
  if (!isUuid(userId) || !(await queryOne(em, `select id from users where id = ?`, [userId])))
    throw new AppError('USER.NOT_FOUND', [], 404);
  const where = `r.id in (select round_id from jackpot_entries where user_id = ?) and r.status in ('FINISHED', 'VOIDED')`;
  const total = await queryOne<{ n: number }>(em, `select count(*)::int as n from jackpot_rounds r where ${where}`, [
    userId,
  ]);
  const rows = await queryRows<Record<string, unknown>>(
    em,
    `select r.id, r.status, r.winner_user_id, r.prize_cents, r.ended_at,
       (select sum(value_cents) from jackpot_entries e where e.round_id = r.id) as pot,
       (select sum(value_cents) from jackpot_entries e where e.round_id = r.id and e.user_id = ?) as stake
     from jackpot_rounds r where ${where} order by r.ended_at desc, r.id limit ? offset ?`,
    [userId, userId, query.pageSize, (query.page - 1) * query.pageSize],
  );
  return {
    items: rows.map((r) => {
      const won = r.status === 'FINISHED' && r.winner_user_id === userId;
      return {
        roundId: r.id as string,
        status: r.status as 'FINISHED' | 'VOIDED',
        potCents: Number(r.pot),
        stakeCents: Number(r.stake),
        chanceBasisPoints: share(Number(r.stake), Number(r.pot)),
        outcome: r.status === 'VOIDED' ? 'REFUND' : won ? 'WIN' : 'LOSS',
        prizeCents: won ? Number(r.prize_cents) : 0,
        endedAt: new Date(r.ended_at as string).getTime(),
      };
    }),
    total: Number(total?.n ?? 0),
    page: query.page,
    pageSize: query.pageSize,
  };
}
