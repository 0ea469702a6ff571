import type { SqlEntityManager } from '@mikro-orm/sql';
import type { CrashBattleStatus } from '@arena/schemas';
import { queryOne, queryRows } from '../../db/sql';
import type { AppServices } from '../../http/services';

/** A crash battle, its seats and its rounds as stored: the rows and their reads. */
export interface StoredBattle {
  id: string;
  ownerId: string;
  seats: number;
  rounds: number;
  buyInCents: number;
  isPrivate: boolean;
  code: string | null;
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string | null;
  status: CrashBattleStatus;
  winnerSeat: number | null;
  draw: boolean;
  createdAt: number;
  endedAt: number | null;
}

export interface StoredSeat {
  seat: number;
  /** null for a bot. */
  userId: string | null;
  betId: string | null;
  autoCashOutHundredths: number;
  joinedAt: number;
  totalHundredths: number;
  payoutCents: number;
}

export interface StoredRound {
  round: number;
  crashPointHundredths: number;
  /** Score of each seat, in seat order. */
  scores: number[];
}

export interface BattleRow {
  id: string;
  owner_id: string;
  seats: number;
  rounds: number;
  buy_in_cents: string | number;
  is_private: boolean;
  code: string | null;
  server_seed: string;
  server_seed_hash: string;
  client_seed: string | null;
  status: CrashBattleStatus;
  winner_seat: number | null;
  draw: boolean;
  created_at: string | Date;
  ended_at: string | Date | null;
}

export const toBattle = (row: BattleRow): StoredBattle => ({
  id: row.id,
  ownerId: row.owner_id,
  seats: Number(row.seats),
  rounds: Number(row.rounds),
  buyInCents: Number(row.buy_in_cents),
  isPrivate: row.is_private,
  code: row.code,
  serverSeed: row.server_seed,
  serverSeedHash: row.server_seed_hash,
  clientSeed: row.client_seed,
  status: row.status,
  winnerSeat: row.winner_seat === null ? null : Number(row.winner_seat),
  draw: row.draw,
  createdAt: new Date(row.created_at).getTime(),
  endedAt: row.ended_at === null ? null : new Date(row.ended_at).getTime(),
});

export async function loadBattle(
  em: SqlEntityManager,
  battleId: string,
  lock = false,
): Promise<StoredBattle | undefined> {
  const row = await queryOne<BattleRow>(em, `select * from crash_battles where id = ?${lock ? ' for update' : ''}`, [
    battleId,
  ]);
  return row && toBattle(row);
}

export async function loadSeats(em: SqlEntityManager, battleId: string): Promise<StoredSeat[]> {
  const rows = await queryRows<{
    seat: number;
    user_id: string | null;
    bet_id: string | null;
    auto_cash_out_hundredths: number;
    joined_at: string | Date;
    total_hundredths: string | number;
    payout_cents: string | number;
  }>(em, `select * from crash_battle_seats where battle_id = ? order by seat`, [battleId]);
  return rows.map((r) => ({
    seat: Number(r.seat),
    userId: r.user_id,
    betId: r.bet_id,
    autoCashOutHundredths: Number(r.auto_cash_out_hundredths),
    joinedAt: new Date(r.joined_at).getTime(),
    totalHundredths: Number(r.total_hundredths),
    payoutCents: Number(r.payout_cents),
  }));
}

export async function loadRounds(em: SqlEntityManager, battleId: string): Promise<StoredRound[]> {
  const rows = await queryRows<{ round: number; crash_point_hundredths: string | number; scores: number[] | string }>(
    em,
    `select round, crash_point_hundredths, scores from crash_battle_rounds where battle_id = ? order by round`,
    [battleId],
  );
  return rows.map((r) => ({
    round: Number(r.round),
    crashPointHundredths: Number(r.crash_point_hundredths),
    scores: (typeof r.scores === 'string' ? (JSON.parse(r.scores) as number[]) : r.scores).map(Number),
  }));
}

/** Waiting or running battles: what boot recovery must end. */
export async function liveBattleIds(services: AppServices): Promise<{ id: string; status: CrashBattleStatus }[]> {
  return queryRows<{ id: string; status: CrashBattleStatus }>(
    services.orm.em.fork() as SqlEntityManager,
    `select id, status from crash_battles where status in ('WAITING', 'RUNNING') order by created_at`,
  );
}
