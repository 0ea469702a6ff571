import type { SqlEntityManager } from '@mikro-orm/sql';
import { type PotatoStatus, unattendedPotatoStage } from '@arena/schemas';
import { queryRows } from '../../db/sql';
import type { AppServices } from '../../http/services';
import {
  POTATO_GAME,
  type PotatoSettlement,
  callOffPotatoGame,
  finishPotatoGame,
  livePotatoGames,
  loadPotatoGame,
  loadPotatoSeats,
  loadPotatoStages,
  recordPotatoStage,
} from './games';

export interface PotatoRecoveryReport {
  cancelled: string[];
  finished: string[];
  voided: string[];
  refundedBetIds: string[];
}

/**
 * Finishes a running game whose room died or is stopping, from what is committed: the stored stages stand; the
 * stage that was in play (its passes were never stored) and every stage after it are played from the seeds
 * with every pass automatic, exactly as if every holder had timed out. All of it was fixed when the game
 * started, so the result is verifiable like any other.
 */
export async function finishPotatoFromSeeds(services: AppServices, gameId: string): Promise<PotatoSettlement> {
  const em = services.orm.em.fork() as SqlEntityManager;
  const game = await loadPotatoGame(em, gameId);
  if (!game || game.status !== 'RUNNING' || !game.clientSeed)
    throw new Error(`potato game ${gameId} cannot be finished from its seeds`);
  const seats = await loadPotatoSeats(em, gameId);
  const stages = await loadPotatoStages(em, gameId);
  const out = new Set(stages.map((s) => s.loserSeat));
  let survivors = seats.map((s) => s.seat).filter((seat) => !out.has(seat));
  for (let stage = stages.length + 1; survivors.length > 1; stage++) {
    const played = unattendedPotatoStage(game.serverSeed, game.clientSeed, stage, survivors);
    await recordPotatoStage(services, gameId, played, true);
    survivors = survivors.filter((seat) => seat !== played.loserSeat);
  }
  return finishPotatoGame(services, gameId);
}

/**
 * Boot recovery, before any table opens: a game that never started is cancelled and refunded; a running one is
 * finished from its committed seeds, or voided and refunded if that fails. Each ends exactly once. Last, any
 * potato bet still open is refunded.
 */
export async function recoverPotato(services: AppServices): Promise<PotatoRecoveryReport> {
  const report = await endLiveGames(services, await livePotatoGames(services));
  const refunded = await services.ledger.refundOpenBets({ games: [POTATO_GAME] });
  report.refundedBetIds = refunded.map((bet) => bet.id);
  return report;
}

/**
 * Several game-server processes: recovery of the tables one dead process hosted (their ids are its rooms' ids),
 * leaving every other process's tables alone. Same endings as boot recovery, each conditional, so a second run
 * (two survivors racing) ends nothing twice; the open bets refunded are those of these tables' games only.
 */
export async function recoverPotatoTables(services: AppServices, tableIds: string[]): Promise<PotatoRecoveryReport> {
  if (tableIds.length === 0) return { cancelled: [], finished: [], voided: [], refundedBetIds: [] };
  const games = await queryRows<{ id: string; status: PotatoStatus }>(
    services.orm.em.fork() as SqlEntityManager,
    `select id, status from potato_games where status in ('WAITING', 'RUNNING') and table_id in (?) order by created_at`,
    [tableIds],
  );
  const report = await endLiveGames(services, games);
  if (games.length > 0) {
    const refunded = await services.ledger.refundOpenBets({
      games: [POTATO_GAME],
      roundIds: games.map((game) => game.id),
    });
    report.refundedBetIds = refunded.map((bet) => bet.id);
  }
  return report;
}

async function endLiveGames(
  services: AppServices,
  games: { id: string; status: PotatoStatus }[],
): Promise<PotatoRecoveryReport> {
  const report: PotatoRecoveryReport = { cancelled: [], finished: [], voided: [], refundedBetIds: [] };
  for (const { id, status } of games) {
    if (status === 'WAITING') {
      if (await callOffPotatoGame(services, id)) report.cancelled.push(id);
      continue;
    }
    try {
      await finishPotatoFromSeeds(services, id);
      report.finished.push(id);
    } catch (error) {
      console.error(`potato game ${id}: could not be finished from its seeds; voiding it`, error);
      if (await callOffPotatoGame(services, id)) report.voided.push(id);
    }
  }
  return report;
}
