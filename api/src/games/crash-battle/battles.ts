import { randomInt, randomUUID } from 'node:crypto';
import type { SqlEntityManager } from '@mikro-orm/sql';
import {
  AppError,
  CRASH_BATTLE_RULES,
  type BattleOutcome,
  battlePoolCents,
  commitServerSeed,
  randomServerSeed,
} from '@arena/schemas';
import { execute, pgErrorCode, queryOne } from '../../db/sql';
import type { AppServices } from '../../http/services';
import {
  type BattleRow,
  type StoredBattle,
  type StoredRound,
  type StoredSeat,
  loadBattle,
  loadSeats,
  toBattle,
} from './battle-records';
import { payDrawInSkins } from './draw-skins';
import { lockForEnding } from '../../ledger/queries/bet-locks';

/** The `game` every crash battle buy-in carries in the ledger (and the profile history tab id). */
export const CRASH_BATTLE_GAME = 'crashbattle';

/** Letters and digits without look-alikes (no 0/O, 1/I/L). */
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
function newCode(): string {
  return Array.from(
    { length: CRASH_BATTLE_RULES.codeLength },
    () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)],
  ).join('');
}

export interface CreateBattleInput {
  battleId: string;
  ownerId: string;
  seats: number;
  rounds: number;
  buyInCents: number;
  isPrivate: boolean;
  autoCashOutHundredths: number;
  /** The committed server seed; drawn from the CSPRNG when not given (tests pick seeds to aim outcomes). */
  serverSeed?: string;
}

function run<T>(services: AppServices, work: (tx: SqlEntityManager) => Promise<T>): Promise<T> {
  return services.ledger.transaction(work);
}

async function insertSeat(
  services: AppServices,
  tx: SqlEntityManager,
  battle: StoredBattle,
  seat: number,
  userId: string,
  autoCashOutHundredths: number,
): Promise<StoredSeat> {
  const betId = randomUUID();
  await services.ledger.placeBetIn(tx, {
    betId,
    userId,
    game: CRASH_BATTLE_GAME,
    roundId: battle.id,
    source: 'REAL',
    amountCents: battle.buyInCents,
  });
  try {
    const row = await queryOne<{ joined_at: string | Date }>(
      tx,
      `insert into crash_battle_seats (battle_id, seat, user_id, bet_id, auto_cash_out_hundredths) values (?, ?, ?, ?, ?) returning joined_at`,
      [battle.id, seat, userId, betId, autoCashOutHundredths],
    );
    return {
      seat,
      userId,
      betId,
      autoCashOutHundredths,
      joinedAt: new Date(row!.joined_at).getTime(),
      totalHundredths: 0,
      payoutCents: 0,
    };
  } catch (error) {
    // The seat or the player's place was taken by a concurrent join.
    if (pgErrorCode(error) === '23505') throw new AppError('CRASH_BATTLE.FULL');
    throw error;
  }
}

/**
 * A new battle with its committed server seed; the owner takes seat 0 and pays the buy-in in the same commit.
 * A player may keep only a few battles waiting at once.
 */
export async function createBattle(
  services: AppServices,
  input: CreateBattleInput,
): Promise<{ battle: StoredBattle; seat: StoredSeat }> {
  return run(services, async (tx) => {
    await tx.execute(`select id from users where id = ? for no key update`, [input.ownerId], 'run');
    const open = await queryOne<{ n: number }>(
      tx,
      `select count(*)::int as n from crash_battles where owner_id = ? and status = 'WAITING'`,
      [input.ownerId],
    );
    if (Number(open?.n ?? 0) >= CRASH_BATTLE_RULES.maxOpenBattlesPerUser) {
      throw new AppError('CRASH_BATTLE.CANNOT_CREATE', [CRASH_BATTLE_RULES.maxOpenBattlesPerUser]);
    }
    const serverSeed = input.serverSeed ?? randomServerSeed();
    const row = await queryOne<BattleRow>(
      tx,
      `insert into crash_battles (id, owner_id, seats, rounds, buy_in_cents, is_private, code, server_seed, server_seed_hash)
       values (?, ?, ?, ?, ?, ?, ?, ?, ?) returning *`,
      [
        input.battleId,
        input.ownerId,
        input.seats,
        input.rounds,
        input.buyInCents,
        input.isPrivate,
        input.isPrivate ? newCode() : null,
        serverSeed,
        commitServerSeed(serverSeed),
      ],
    );
    const battle = toBattle(row!);
    const seat = await insertSeat(services, tx, battle, 0, input.ownerId, input.autoCashOutHundredths);
    return { battle, seat };
  });
}

/** A player takes a free seat of a waiting battle and pays the buy-in. */
export async function takeSeat(
  services: AppServices,
  input: { battleId: string; userId: string; seat: number; autoCashOutHundredths: number },
): Promise<StoredSeat> {
  return run(services, async (tx) => {
    const battle = await loadBattle(tx, input.battleId, true);
    if (!battle) throw new AppError('CRASH_BATTLE.NOT_FOUND', [], 404);
    if (battle.status !== 'WAITING') throw new AppError('CRASH_BATTLE.CANNOT_JOIN');
    const seats = await loadSeats(tx, battle.id);
    if (seats.some((s) => s.userId === input.userId)) throw new AppError('CRASH_BATTLE.ALREADY_JOINED');
    if (seats.length >= battle.seats || seats.some((s) => s.seat === input.seat))
      throw new AppError('CRASH_BATTLE.FULL');
    return insertSeat(services, tx, battle, input.seat, input.userId, input.autoCashOutHundredths);
  });
}

/** A player leaves a battle that has not started: the seat is freed and the buy-in refunded. */
export async function leaveSeat(services: AppServices, battleId: string, seat: number): Promise<void> {
  await run(services, async (tx) => {
    const battle = await loadBattle(tx, battleId, true);
    if (battle?.status !== 'WAITING') throw new AppError('CRASH_BATTLE.CANNOT_LEAVE');
    const row = await queryOne<{ bet_id: string | null }>(
      tx,
      `delete from crash_battle_seats where battle_id = ? and seat = ? returning bet_id`,
      [battleId, seat],
    );
    if (row?.bet_id) await services.ledger.refundBetIn(tx, row.bet_id);
  });
}

export async function setSeatAutoTarget(
  services: AppServices,
  battleId: string,
  seat: number,
  hundredths: number,
): Promise<void> {
  await execute(
    services.orm.em.fork() as SqlEntityManager,
    `update crash_battle_seats set auto_cash_out_hundredths = ? where battle_id = ? and seat = ?`,
    [hundredths, battleId, seat],
  );
}

/** Bots take the given seats and the battle starts with its client seed fixed, in one commit. */
export async function startBattle(
  services: AppServices,
  input: { battleId: string; botSeats: number[]; clientSeed: string },
): Promise<void> {
  await run(services, async (tx) => {
    for (const seat of input.botSeats) {
      await tx.execute(`insert into crash_battle_seats (battle_id, seat) values (?, ?)`, [input.battleId, seat], 'run');
    }
    const changed = await execute(
      tx,
      `update crash_battles set status = 'RUNNING', client_seed = ?, started_at = now() where id = ? and status = 'WAITING'`,
      [input.clientSeed, input.battleId],
    );
    if (changed !== 1) throw new AppError('CRASH_BATTLE.CANNOT_JOIN');
    const seated = await queryOne<{ n: number; seats: number }>(
      tx,
      `select count(*)::int as n, max(b.seats)::int as seats from crash_battle_seats s join crash_battles b on b.id = s.battle_id where s.battle_id = ?`,
      [input.battleId],
    );
    if (Number(seated?.n) !== Number(seated?.seats))
      throw new Error(`battle ${input.battleId} starts with empty seats`);
  });
}

/** A finished round: its crash point and every seat's score, kept so a restart can finish the battle. */
export async function recordRound(services: AppServices, battleId: string, round: StoredRound): Promise<void> {
  await run(services, async (tx) => {
    await tx.execute(
      `insert into crash_battle_rounds (battle_id, round, crash_point_hundredths, scores) values (?, ?, ?, ?::jsonb) on conflict do nothing`,
      [battleId, round.round, round.crashPointHundredths, JSON.stringify(round.scores)],
      'run',
    );
    await tx.execute(
      `update crash_battle_seats s set total_hundredths = coalesce((
         select sum((r.scores ->> s.seat::int)::bigint) from crash_battle_rounds r where r.battle_id = s.battle_id), 0)
       where s.battle_id = ?`,
      [battleId],
      'run',
    );
  });
}

/** A battle's ending locks its bets and players up front, in the ledger's order (lockForEnding). */
function lockSeatsForEnding(tx: SqlEntityManager, seats: readonly StoredSeat[]): Promise<void> {
  return lockForEnding(
    tx,
    seats.flatMap((s) => (s.betId ? [s.betId] : [])),
    seats.flatMap((s) => (s.userId ? [s.userId] : [])),
  );
}

export interface SeatPayout {
  seat: number;
  payoutCents: number;
}

/**
 * Pays the battle, exactly once: the conditional status change lets one caller through; every player's
 * buy-in bet ends in the same commit. The winner gets the whole pool; a bot's win leaves it with the house;
 * a draw gives every player their buy-in back as skins (remainder to the balance).
 */
export async function finishBattle(
  services: AppServices,
  battleId: string,
  outcome: BattleOutcome,
): Promise<SeatPayout[]> {
  return run(services, async (tx) => {
    const battle = await loadBattle(tx, battleId, true);
    if (!battle) throw new AppError('CRASH_BATTLE.NOT_FOUND', [], 404);
    if (battle.status !== 'RUNNING') throw new AppError('BET.ALREADY_FINISHED');
    const winnerSeat = outcome.kind === 'WIN' ? outcome.winnerSeat : null;
    await tx.execute(
      `update crash_battles set status = 'FINISHED', winner_seat = ?, draw = ?, ended_at = now() where id = ?`,
      [winnerSeat, outcome.kind === 'DRAW', battleId],
      'run',
    );
    const pool = battlePoolCents(battle.buyInCents, battle.seats);
    const payouts: SeatPayout[] = [];
    const seats = await loadSeats(tx, battleId);
    await lockSeatsForEnding(tx, seats);
    for (const seat of seats) {
      let payoutCents = 0;
      if (outcome.kind === 'DRAW') payoutCents = seat.userId ? battle.buyInCents : 0;
      else if (seat.seat === winnerSeat && seat.userId) payoutCents = pool;
      if (seat.userId && seat.betId) {
        await services.ledger.settleBetIn(tx, seat.betId, payoutCents);
        if (outcome.kind === 'DRAW') {
          await payDrawInSkins(services.ledger, tx, {
            userId: seat.userId,
            amountCents: payoutCents,
            key: `${battleId}:${seat.seat}`,
          });
        }
      }
      await tx.execute(
        `update crash_battle_seats set payout_cents = ? where battle_id = ? and seat = ?`,
        [payoutCents, battleId, seat.seat],
        'run',
      );
      payouts.push({ seat: seat.seat, payoutCents });
    }
    return payouts;
  });
}

/**
 * Ends a battle without a result and refunds every buy-in, exactly once: CANCELLED when it never started,
 * VOIDED when it was running. Answers false when the battle had already ended.
 */
export async function callOffBattle(services: AppServices, battleId: string): Promise<boolean> {
  return run(services, async (tx) => {
    const battle = await loadBattle(tx, battleId, true);
    if (!battle || (battle.status !== 'WAITING' && battle.status !== 'RUNNING')) return false;
    const status = battle.status === 'WAITING' ? 'CANCELLED' : 'VOIDED';
    await tx.execute(`update crash_battles set status = ?, ended_at = now() where id = ?`, [status, battleId], 'run');
    const seats = await loadSeats(tx, battleId);
    await lockSeatsForEnding(tx, seats);
    for (const seat of seats) {
      if (seat.betId) await services.ledger.refundBetIn(tx, seat.betId);
    }
    return true;
  });
}
