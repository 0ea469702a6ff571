import type { SqlEntityManager } from '@mikro-orm/sql';
import {
  AppError,
  CRASH_BATTLE_ALGORITHM,
  CRASH_BATTLE_RULES,
  type CrashBattleAnswer,
  type CrashBattleFairAnswer,
  type CrashBattleHistoryAnswer,
  type CrashBattleSeatAnswer,
  HUNDREDTHS_PER_X,
  type PageQuery,
  crashBattleBotTargets,
  isUuid,
} from '@arena/schemas';
import { queryOne, queryRows } from '../../db/sql';
import { type StoredBattle, loadBattle, loadRounds, loadSeats } from './battle-records';

async function battleOrThrow(em: SqlEntityManager, id: string): Promise<StoredBattle> {
  const battle = isUuid(id) ? await loadBattle(em, id) : undefined;
  if (!battle) throw new AppError('CRASH_BATTLE.NOT_FOUND', [], 404);
  return battle;
}

/** A battle as stored, with names and avatars of its players; the finished view once the room is gone. */
export async function battleAnswer(em: SqlEntityManager, id: string): Promise<CrashBattleAnswer> {
  const battle = await battleOrThrow(em, id);
  const [seats, rounds] = [await loadSeats(em, id), await loadRounds(em, id)];
  const userIds = seats.flatMap((s) => (s.userId ? [s.userId] : []));
  const users = userIds.length
    ? await queryRows<{ id: string; name: string; avatar: string | null }>(
        em,
        `select id, name, avatar from users where id in (?)`,
        [userIds],
      )
    : [];
  const byId = new Map(users.map((u) => [u.id, u]));
  const seatList: CrashBattleSeatAnswer[] = Array.from({ length: battle.seats }, (_, seat) => {
    const stored = seats.find((s) => s.seat === seat);
    const results = rounds.map((r) => r.scores[seat] ?? 0);
    if (!stored)
      return { seat, kind: 'EMPTY', userId: null, name: '', avatar: null, results, totalHundredths: 0, payoutCents: 0 };
    const player = stored.userId ? byId.get(stored.userId) : undefined;
    return {
      seat,
      kind: stored.userId ? 'PLAYER' : 'BOT',
      userId: stored.userId,
      name: player?.name ?? '',
      avatar: player?.avatar ?? null,
      results,
      totalHundredths: results.reduce((a, b) => a + b, 0),
      payoutCents: stored.payoutCents,
    };
  });
  return {
    id: battle.id,
    roomId: battle.id,
    status: battle.status,
    seats: battle.seats,
    rounds: battle.rounds,
    buyInCents: battle.buyInCents,
    isPrivate: battle.isPrivate,
    ownerId: battle.ownerId,
    crashPoints: rounds.map((r) => r.crashPointHundredths),
    seatList,
    winnerSeat: battle.winnerSeat,
    draw: battle.draw,
    createdAt: battle.createdAt,
    endedAt: battle.endedAt,
  };
}

/** Finished public battles, newest first. */
export async function recentBattles(
  em: SqlEntityManager,
  limit: number = CRASH_BATTLE_RULES.recentLimit,
): Promise<CrashBattleAnswer[]> {
  const rows = await queryRows<{ id: string }>(
    em,
    `select id from crash_battles where status = 'FINISHED' and not is_private order by ended_at desc limit ?`,
    [limit],
  );
  const answers: CrashBattleAnswer[] = [];
  for (const row of rows) answers.push(await battleAnswer(em, row.id));
  return answers;
}

/** The waiting battle a private code opens. */
export async function battleByCode(em: SqlEntityManager, code: string): Promise<{ id: string; roomId: string }> {
  const row = await queryOne<{ id: string }>(em, `select id from crash_battles where code = ? and status = 'WAITING'`, [
    code.trim().toUpperCase(),
  ]);
  if (!row) throw new AppError('CRASH_BATTLE.CODE_INVALID', [], 404);
  return { id: row.id, roomId: row.id };
}

const toX = (hundredths: number) => hundredths / HUNDREDTHS_PER_X;

/**
 * What anyone needs to re-check a battle: the commitment from the start, the client seed once fixed, the
 * rounds played so far, and the server seed and bot targets once the battle is over (bot targets of rounds
 * still to come would give the game away, so they wait for the seed).
 */
export async function battleFairness(em: SqlEntityManager, id: string): Promise<CrashBattleFairAnswer> {
  const battle = await battleOrThrow(em, id);
  const over = battle.status === 'FINISHED' || battle.status === 'VOIDED' || battle.status === 'CANCELLED';
  const rounds = await loadRounds(em, id);
  const seats = await loadSeats(em, id);
  const bots =
    over && battle.clientSeed
      ? seats
          .filter((s) => s.userId === null)
          .map((s) => ({
            seat: s.seat,
            targets: rounds.map((r) =>
              toX(crashBattleBotTargets(battle.serverSeed, battle.clientSeed!, r.round, battle.seats)[s.seat]!),
            ),
          }))
      : [];
  return {
    id: battle.id,
    serverSeedHash: battle.serverSeedHash,
    serverSeed: over ? battle.serverSeed : null,
    clientSeed: battle.clientSeed,
    seats: battle.seats,
    rounds: rounds.map((r) => ({ round: r.round, crashPoint: toX(r.crashPointHundredths) })),
    bots,
    algorithm: CRASH_BATTLE_ALGORITHM,
  };
}

/** Battles a player sat in that are over, newest first. */
export async function battleHistory(
  em: SqlEntityManager,
  userId: string,
  query: PageQuery,
): Promise<CrashBattleHistoryAnswer> {
  if (!isUuid(userId) || !(await queryOne(em, `select id from users where id = ?`, [userId])))
    throw new AppError('USER.NOT_FOUND', [], 404);
  const where = `s.user_id = ? and b.status in ('FINISHED', 'CANCELLED', 'VOIDED')`;
  const total = await queryOne<{ n: number }>(
    em,
    `select count(*)::int as n from crash_battle_seats s join crash_battles b on b.id = s.battle_id where ${where}`,
    [userId],
  );
  const rows = await queryRows<{
    id: string;
    status: 'FINISHED' | 'CANCELLED' | 'VOIDED';
    seats: number;
    rounds: number;
    buy_in_cents: string | number;
    seat: number;
    total_hundredths: string | number;
    payout_cents: string | number;
    winner_seat: number | null;
    draw: boolean;
    ended_at: string | Date;
  }>(
    em,
    `select b.id, b.status, b.seats, b.rounds, b.buy_in_cents, s.seat, s.total_hundredths, s.payout_cents, b.winner_seat, b.draw, b.ended_at
     from crash_battle_seats s join crash_battles b on b.id = s.battle_id where ${where}
     order by b.ended_at desc, b.id limit ? offset ?`,
    [userId, query.pageSize, (query.page - 1) * query.pageSize],
  );
  return {
    items: rows.map((r) => ({
      battleId: r.id,
      status: r.status,
      seats: Number(r.seats),
      rounds: Number(r.rounds),
      buyInCents: Number(r.buy_in_cents),
      seat: Number(r.seat),
      totalHundredths: Number(r.total_hundredths),
      outcome:
        r.status !== 'FINISHED'
          ? 'REFUND'
          : r.draw
            ? 'DRAW'
            : Number(r.winner_seat) === Number(r.seat)
              ? 'WIN'
              : 'LOSS',
      payoutCents: r.status === 'FINISHED' ? Number(r.payout_cents) : Number(r.buy_in_cents),
      endedAt: new Date(r.ended_at).getTime(),
    })),
    total: Number(total?.n ?? 0),
    page: query.page,
    pageSize: query.pageSize,
  };
}
