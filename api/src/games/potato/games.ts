import { randomUUID } from 'node:crypto';
import type { SqlEntityManager } from '@mikro-orm/sql';
import {
  AppError,
  POTATO_RULES,
  type PotatoPass,
  type PotatoStageRecord,
  type PotatoStatus,
  commitServerSeed,
  potatoPayout,
} from '@arena/schemas';
import { execute, pgErrorCode, queryOne, queryRows } from '../../db/sql';
import type { AppServices } from '../../http/services';
import { lockForEnding } from '../../ledger/queries/bet-locks';

/** The `game` every potato buy-in carries in the ledger (and the profile history tab id). */
export const POTATO_GAME = 'potato';

export interface StoredPotatoGame {
  id: string;
  tableId: string;
  buyInCents: number;
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string | null;
  status: PotatoStatus;
  winnerSeat: number | null;
  potCents: number;
  payoutCents: number;
  createdAt: number;
  endedAt: number | null;
}

export interface StoredPotatoSeat {
  seat: number;
  userId: string;
  betId: string;
  joinedAt: number;
  knockedOutStage: number | null;
  payoutCents: number;
}

export interface StoredPotatoStage extends PotatoStageRecord {
  /** Played by the server alone (boot recovery or shutdown finished the game from the seeds). */
  autoOnly: boolean;
}

interface GameRow {
  id: string;
  table_id: string;
  buy_in_cents: string | number;
  server_seed: string;
  server_seed_hash: string;
  client_seed: string | null;
  status: PotatoStatus;
  winner_seat: number | null;
  pot_cents: string | number;
  payout_cents: string | number;
  created_at: string | Date;
  ended_at: string | Date | null;
}

const toGame = (row: GameRow): StoredPotatoGame => ({
  id: row.id,
  tableId: row.table_id,
  buyInCents: Number(row.buy_in_cents),
  serverSeed: row.server_seed,
  serverSeedHash: row.server_seed_hash,
  clientSeed: row.client_seed,
  status: row.status,
  winnerSeat: row.winner_seat === null ? null : Number(row.winner_seat),
  potCents: Number(row.pot_cents),
  payoutCents: Number(row.payout_cents),
  createdAt: new Date(row.created_at).getTime(),
  endedAt: row.ended_at === null ? null : new Date(row.ended_at).getTime(),
});

const run = <T>(services: AppServices, work: (tx: SqlEntityManager) => Promise<T>) => services.ledger.transaction(work);

export async function loadPotatoGame(
  em: SqlEntityManager,
  gameId: string,
  lock = false,
): Promise<StoredPotatoGame | undefined> {
  const row = await queryOne<GameRow>(em, `select * from potato_games where id = ?${lock ? ' for update' : ''}`, [
    gameId,
  ]);
  return row && toGame(row);
}

export async function loadPotatoSeats(em: SqlEntityManager, gameId: string): Promise<StoredPotatoSeat[]> {
  const rows = await queryRows<{
    seat: number;
    user_id: string;
    bet_id: string;
    joined_at: string | Date;
    knocked_out_stage: number | null;
    payout_cents: string | number;
  }>(em, `select * from potato_seats where game_id = ? order by seat`, [gameId]);
  return rows.map((r) => ({
    seat: Number(r.seat),
    userId: r.user_id,
    betId: r.bet_id,
    joinedAt: new Date(r.joined_at).getTime(),
    knockedOutStage: r.knocked_out_stage === null ? null : Number(r.knocked_out_stage),
    payoutCents: Number(r.payout_cents),
  }));
}

export async function loadPotatoStages(em: SqlEntityManager, gameId: string): Promise<StoredPotatoStage[]> {
  const rows = await queryRows<{
    stage: number;
    start_seat: number;
    fuse: number;
    passes: PotatoPass[] | string;
    loser_seat: number;
    auto_only: boolean;
  }>(
    em,
    `select stage, start_seat, fuse, passes, loser_seat, auto_only from potato_stages where game_id = ? order by stage`,
    [gameId],
  );
  return rows.map((r) => ({
    stage: Number(r.stage),
    startSeat: Number(r.start_seat),
    fuse: Number(r.fuse),
    passes: typeof r.passes === 'string' ? (JSON.parse(r.passes) as PotatoPass[]) : r.passes,
    loserSeat: Number(r.loser_seat),
    autoOnly: r.auto_only,
  }));
}

/** Opens a table's next game with its committed server seed. One live game per table (a unique index). */
export async function openPotatoGame(
  services: AppServices,
  input: { gameId: string; tableId: string; buyInCents: number; serverSeed: string },
): Promise<StoredPotatoGame> {
  return run(services, async (tx) => {
    const row = await queryOne<GameRow>(
      tx,
      `insert into potato_games (id, table_id, buy_in_cents, server_seed, server_seed_hash) values (?, ?, ?, ?, ?) returning *`,
      [input.gameId, input.tableId, input.buyInCents, input.serverSeed, commitServerSeed(input.serverSeed)],
    );
    return toGame(row!);
  });
}

/**
 * A player takes a free seat of a waiting game and pays the buy-in (the ledger applies the per-user bet
 * limit and the balance) in one commit. A player sits at a few tables at most at once.
 */
export async function takePotatoSeat(
  services: AppServices,
  input: { gameId: string; userId: string; seat: number },
): Promise<StoredPotatoSeat> {
  return run(services, async (tx) => {
    const game = await loadPotatoGame(tx, input.gameId, true);
    if (!game) throw new AppError('POTATO.NOT_FOUND', [], 404);
    if (game.status !== 'WAITING') throw new AppError('POTATO.GAME_STARTED');
    const seats = await loadPotatoSeats(tx, game.id);
    if (seats.some((s) => s.userId === input.userId)) throw new AppError('POTATO.ALREADY_SEATED');
    if (seats.length >= POTATO_RULES.maxSeats || seats.some((s) => s.seat === input.seat))
      throw new AppError('POTATO.FULL');
    await tx.execute(`select id from users where id = ? for no key update`, [input.userId], 'run');
    const open = await queryOne<{ n: number }>(
      tx,
      `select count(*)::int as n from potato_seats s join potato_games g on g.id = s.game_id where s.user_id = ? and g.status in ('WAITING', 'RUNNING')`,
      [input.userId],
    );
    if (Number(open?.n ?? 0) >= POTATO_RULES.maxOpenSeatsPerUser)
      throw new AppError('POTATO.TOO_MANY_TABLES', [POTATO_RULES.maxOpenSeatsPerUser]);
    const betId = randomUUID();
    await services.ledger.placeBetIn(tx, {
      betId,
      userId: input.userId,
      game: POTATO_GAME,
      roundId: game.id,
      source: 'REAL',
      amountCents: game.buyInCents,
    });
    try {
      const row = await queryOne<{ joined_at: string | Date }>(
        tx,
        `insert into potato_seats (game_id, seat, user_id, bet_id) values (?, ?, ?, ?) returning joined_at`,
        [game.id, input.seat, input.userId, betId],
      );
      return {
        seat: input.seat,
        userId: input.userId,
        betId,
        joinedAt: new Date(row!.joined_at).getTime(),
        knockedOutStage: null,
        payoutCents: 0,
      };
    } catch (error) {
      if (pgErrorCode(error) === '23505') throw new AppError('POTATO.FULL');
      throw error;
    }
  });
}

/** A player leaves a game that has not started: the seat is freed and the buy-in refunded, in one commit. */
export async function leavePotatoSeat(services: AppServices, gameId: string, seat: number): Promise<void> {
  await run(services, async (tx) => {
    const game = await loadPotatoGame(tx, gameId, true);
    if (game?.status !== 'WAITING') throw new AppError('POTATO.GAME_STARTED');
    const row = await queryOne<{ bet_id: string }>(
      tx,
      `delete from potato_seats where game_id = ? and seat = ? returning bet_id`,
      [gameId, seat],
    );
    if (!row) throw new AppError('POTATO.NOT_SEATED');
    await services.ledger.refundBetIn(tx, row.bet_id);
  });
}

/** The game starts with its client seed fixed; refused unless it is waiting with at least two seats. */
export async function startPotatoGame(services: AppServices, gameId: string, clientSeed: string): Promise<void> {
  await run(services, async (tx) => {
    const game = await loadPotatoGame(tx, gameId, true);
    if (game?.status !== 'WAITING') throw new AppError('POTATO.GAME_STARTED');
    const seats = await loadPotatoSeats(tx, gameId);
    if (seats.length < POTATO_RULES.minPlayers) throw new AppError('POTATO.NOT_SEATED');
    const potCents = potatoPayout(game.buyInCents, seats.length).potCents;
    await execute(
      tx,
      `update potato_games set status = 'RUNNING', client_seed = ?, pot_cents = ?, started_at = now() where id = ?`,
      [clientSeed, potCents, gameId],
    );
  });
}

/** An exploded stage, kept so a restart can finish the game from there. Recording it twice is a no-op. */
export async function recordPotatoStage(
  services: AppServices,
  gameId: string,
  stage: PotatoStageRecord,
  autoOnly = false,
): Promise<void> {
  await run(services, async (tx) => {
    const game = await loadPotatoGame(tx, gameId, true);
    if (game?.status !== 'RUNNING') throw new AppError('BET.ALREADY_FINISHED');
    const inserted = await execute(
      tx,
      `insert into potato_stages (game_id, stage, start_seat, fuse, passes, loser_seat, auto_only) values (?, ?, ?, ?, ?::jsonb, ?, ?) on conflict do nothing`,
      [gameId, stage.stage, stage.startSeat, stage.fuse, JSON.stringify(stage.passes), stage.loserSeat, autoOnly],
    );
    if (inserted === 1) {
      await execute(
        tx,
        `update potato_seats set knocked_out_stage = ? where game_id = ? and seat = ? and knocked_out_stage is null`,
        [stage.stage, gameId, stage.loserSeat],
      );
    }
  });
}

/** A table's ending locks its bets and players up front, in the ledger's order (lockForEnding). */
function lockSeatsForEnding(tx: SqlEntityManager, seats: readonly StoredPotatoSeat[]): Promise<void> {
  return lockForEnding(
    tx,
    seats.map((s) => s.betId),
    seats.map((s) => s.userId),
  );
}

export interface PotatoSettlement {
  winnerSeat: number;
  potCents: number;
  payoutCents: number;
}

/**
 * Pays the game, exactly once: the conditional status change lets one caller through and every seat's bet
 * ends in the same commit (the winner's with floor(pot × 95%), the others' with 0). The winner is the one
 * seat no stored stage knocked out; anything else is refused (the game is not over).
 */
export async function finishPotatoGame(services: AppServices, gameId: string): Promise<PotatoSettlement> {
  return run(services, async (tx) => {
    const game = await loadPotatoGame(tx, gameId, true);
    if (!game) throw new AppError('POTATO.NOT_FOUND', [], 404);
    if (game.status !== 'RUNNING') throw new AppError('BET.ALREADY_FINISHED');
    const seats = await loadPotatoSeats(tx, gameId);
    const survivors = seats.filter((s) => s.knockedOutStage === null);
    if (survivors.length !== 1) throw new Error(`potato game ${gameId} has ${survivors.length} survivors`);
    const winner = survivors[0]!;
    const { potCents, payoutCents } = potatoPayout(game.buyInCents, seats.length);
    await execute(
      tx,
      `update potato_games set status = 'FINISHED', winner_seat = ?, pot_cents = ?, payout_cents = ?, ended_at = now() where id = ?`,
      [winner.seat, potCents, payoutCents, gameId],
    );
    await lockSeatsForEnding(tx, seats);
    for (const seat of seats) {
      const paid = seat.seat === winner.seat ? payoutCents : 0;
      await services.ledger.settleBetIn(tx, seat.betId, paid);
      if (paid > 0)
        await execute(tx, `update potato_seats set payout_cents = ? where game_id = ? and seat = ?`, [
          paid,
          gameId,
          seat.seat,
        ]);
    }
    return { winnerSeat: winner.seat, potCents, payoutCents };
  });
}

/**
 * Ends a game without a result and refunds every buy-in, exactly once: CANCELLED when it never started,
 * VOIDED when it was running. Answers false when the game had already ended.
 */
export async function callOffPotatoGame(services: AppServices, gameId: string): Promise<boolean> {
  return run(services, async (tx) => {
    const game = await loadPotatoGame(tx, gameId, true);
    if (!game || (game.status !== 'WAITING' && game.status !== 'RUNNING')) return false;
    const status = game.status === 'WAITING' ? 'CANCELLED' : 'VOIDED';
    await execute(tx, `update potato_games set status = ?, ended_at = now() where id = ?`, [status, gameId]);
    const seats = await loadPotatoSeats(tx, gameId);
    await lockSeatsForEnding(tx, seats);
    for (const seat of seats) await services.ledger.refundBetIn(tx, seat.betId);
    return true;
  });
}

/** Waiting or running games: what boot recovery must end. */
export async function livePotatoGames(services: AppServices): Promise<{ id: string; status: PotatoStatus }[]> {
  return queryRows<{ id: string; status: PotatoStatus }>(
    services.orm.em.fork() as SqlEntityManager,
    `select id, status from potato_games where status in ('WAITING', 'RUNNING') order by created_at`,
  );
}
