import type { SqlEntityManager } from '@mikro-orm/sql';
import {
  AppError,
  POTATO_ALGORITHM,
  POTATO_RULES,
  type PageQuery,
  type PotatoFairAnswer,
  type PotatoHistoryAnswer,
  type PotatoRecentAnswer,
  isUuid,
} from '@arena/schemas';
import { queryOne, queryRows } from '../../db/sql';
import { loadPotatoGame, loadPotatoSeats, loadPotatoStages } from './games';

/**
 * What anyone needs to re-check a game: the commitment from the table's opening, the client seed once fixed,
 * the exploded stages (deal, fuse, every pass and whether the server made it) and, once the game is over, the
 * server seed. A stage's fuse is shown only after it exploded, so nothing still to come is given away.
 */
export async function potatoFairness(em: SqlEntityManager, gameId: string): Promise<PotatoFairAnswer> {
  const game = isUuid(gameId) ? await loadPotatoGame(em, gameId) : undefined;
  if (!game) throw new AppError('POTATO.NOT_FOUND', [], 404);
  const over = game.status === 'FINISHED' || game.status === 'VOIDED' || game.status === 'CANCELLED';
  const seats = await loadPotatoSeats(em, gameId);
  const stages = await loadPotatoStages(em, gameId);
  const userIds = seats.map((s) => s.userId);
  const users = userIds.length
    ? await queryRows<{ id: string; name: string; avatar: string | null }>(
        em,
        `select id, name, avatar from users where id in (?)`,
        [userIds],
      )
    : [];
  const byId = new Map(users.map((u) => [u.id, u]));
  return {
    id: game.id,
    tableId: game.tableId,
    status: game.status,
    buyInCents: game.buyInCents,
    serverSeedHash: game.serverSeedHash,
    serverSeed: over ? game.serverSeed : null,
    clientSeed: game.clientSeed,
    seats: seats.map((s) => ({
      seat: s.seat,
      userId: s.userId,
      name: byId.get(s.userId)?.name ?? '',
      avatar: byId.get(s.userId)?.avatar ?? null,
      knockedOutStage: s.knockedOutStage,
      payoutCents: s.payoutCents,
    })),
    stages: stages.map(({ stage, startSeat, fuse, passes, loserSeat }) => ({
      stage,
      startSeat,
      fuse,
      passes,
      loserSeat,
    })),
    winnerSeat: game.winnerSeat,
    potCents: game.potCents,
    payoutCents: game.payoutCents,
    edgePermille: POTATO_RULES.edgePermille,
    algorithm: POTATO_ALGORITHM,
    createdAt: game.createdAt,
    endedAt: game.endedAt,
  };
}

/** Finished games, newest first, with their winner. */
export async function recentPotatoGames(
  em: SqlEntityManager,
  limit: number = POTATO_RULES.recentLimit,
): Promise<PotatoRecentAnswer> {
  const rows = await queryRows<{
    id: string;
    table_id: string;
    buy_in_cents: string | number;
    players: number;
    name: string;
    payout_cents: string | number;
    ended_at: string | Date;
  }>(
    em,
    `select g.id, g.table_id, g.buy_in_cents, g.payout_cents, g.ended_at, u.name,
       (select count(*)::int from potato_seats c where c.game_id = g.id) as players
     from potato_games g join potato_seats s on s.game_id = g.id and s.seat = g.winner_seat join users u on u.id = s.user_id
     where g.status = 'FINISHED' order by g.ended_at desc limit ?`,
    [limit],
  );
  return rows.map((r) => ({
    gameId: r.id,
    tableId: r.table_id,
    buyInCents: Number(r.buy_in_cents),
    players: Number(r.players),
    winnerName: r.name,
    payoutCents: Number(r.payout_cents),
    endedAt: new Date(r.ended_at).getTime(),
  }));
}

/** Games a player sat in that are over, newest first. */
export async function potatoHistory(
  em: SqlEntityManager,
  userId: string,
  query: PageQuery,
): Promise<PotatoHistoryAnswer> {
  if (!isUuid(userId) || !(await queryOne(em, `select id from users where id = ?`, [userId])))
    throw new AppError('USER.NOT_FOUND', [], 404);
  const where = `s.user_id = ? and g.status in ('FINISHED', 'CANCELLED', 'VOIDED')`;
  const total = await queryOne<{ n: number }>(
    em,
    `select count(*)::int as n from potato_seats s join potato_games g on g.id = s.game_id where ${where}`,
    [userId],
  );
  const rows = await queryRows<{
    id: string;
    table_id: string;
    status: 'FINISHED' | 'CANCELLED' | 'VOIDED';
    buy_in_cents: string | number;
    seat: number;
    knocked_out_stage: number | null;
    payout_cents: string | number;
    winner_seat: number | null;
    players: number;
    ended_at: string | Date;
  }>(
    em,
    `select g.id, g.table_id, g.status, g.buy_in_cents, s.seat, s.knocked_out_stage, s.payout_cents, g.winner_seat, g.ended_at,
       (select count(*)::int from potato_seats c where c.game_id = g.id) as players
     from potato_seats s join potato_games g on g.id = s.game_id where ${where}
     order by g.ended_at desc, g.id limit ? offset ?`,
    [userId, query.pageSize, (query.page - 1) * query.pageSize],
  );
  return {
    items: rows.map((r) => {
      const finished = r.status === 'FINISHED';
      const won = finished && Number(r.winner_seat) === Number(r.seat);
      return {
        gameId: r.id,
        tableId: r.table_id,
        status: r.status,
        buyInCents: Number(r.buy_in_cents),
        players: Number(r.players),
        seat: Number(r.seat),
        knockedOutStage: finished && r.knocked_out_stage !== null ? Number(r.knocked_out_stage) : null,
        outcome: !finished ? 'REFUND' : won ? 'WIN' : 'LOSS',
        payoutCents: finished ? Number(r.payout_cents) : Number(r.buy_in_cents),
        endedAt: new Date(r.ended_at).getTime(),
      };
    }),
    total: Number(total?.n ?? 0),
    page: query.page,
    pageSize: query.pageSize,
  };
}
