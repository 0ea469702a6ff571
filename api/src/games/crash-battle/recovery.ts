import type { SqlEntityManager } from '@mikro-orm/sql';
import { battleOutcome, unattendedRound } from '@arena/schemas';
import type { AppServices } from '../../http/services';
import { CRASH_BATTLE_GAME, callOffBattle, finishBattle, recordRound } from './battles';
import { liveBattleIds, loadBattle, loadRounds, loadSeats } from './battle-records';

export interface CrashBattleRecoveryReport {
  cancelled: string[];
  finished: string[];
  voided: string[];
  refundedBetIds: string[];
}

/**
 * Finishes a running battle whose room died, from what is committed: the stored rounds stand, the rounds left
 * are played from the seeds as auto-play would have played them (bots at their seeded targets, players at their
 * preset or the default target). Everything about them was fixed at the start, so the result is verifiable.
 */
export async function finishFromSeeds(services: AppServices, battleId: string): Promise<void> {
  const em = services.orm.em.fork() as SqlEntityManager;
  const battle = await loadBattle(em, battleId);
  if (!battle || battle.status !== 'RUNNING' || !battle.clientSeed)
    throw new Error(`battle ${battleId} cannot be finished from its seeds`);
  const seats = await loadSeats(em, battleId);
  if (seats.length !== battle.seats) throw new Error(`battle ${battleId} has ${seats.length} of ${battle.seats} seats`);
  const played = await loadRounds(em, battleId);
  const unattended = seats.map((seat) => ({ bot: seat.userId === null, presetHundredths: seat.autoCashOutHundredths }));
  const rounds = [...played];
  for (let round = played.length + 1; round <= battle.rounds; round++) {
    const result = unattendedRound({
      serverSeed: battle.serverSeed,
      clientSeed: battle.clientSeed,
      round,
      seats: unattended,
    });
    await recordRound(services, battleId, result);
    rounds.push(result);
  }
  const totals = seats.map((_, i) => rounds.reduce((sum, r) => sum + (r.scores[i] ?? 0), 0));
  await finishBattle(services, battleId, battleOutcome(totals));
}

/**
 * Boot recovery, before any battle room opens: a battle that never started is cancelled and refunded; a
 * running one is finished from its committed seeds, or voided and refunded if that fails. Each ends exactly
 * once (the status change is conditional and every bet ends once). Last, any crash battle bet still open is
 * refunded.
 */
export async function recoverCrashBattles(services: AppServices): Promise<CrashBattleRecoveryReport> {
  const report: CrashBattleRecoveryReport = { cancelled: [], finished: [], voided: [], refundedBetIds: [] };
  for (const { id, status } of await liveBattleIds(services)) {
    if (status === 'WAITING') {
      if (await callOffBattle(services, id)) report.cancelled.push(id);
      continue;
    }
    try {
      await finishFromSeeds(services, id);
      report.finished.push(id);
    } catch (error) {
      console.error(`crash battle ${id}: could not be finished from its seeds; voiding it`, error);
      if (await callOffBattle(services, id)) report.voided.push(id);
    }
  }
  const refunded = await services.ledger.refundOpenBets({ games: [CRASH_BATTLE_GAME] });
  report.refundedBetIds = refunded.map((bet) => bet.id);
  return report;
}

/**
 * Several game-server processes: recovery of the battles one dead process hosted (their ids are its rooms' ids),
 * leaving every other process's battles alone. Same endings as boot recovery; each conditional, so a second run
 * (two survivors racing) ends nothing twice.
 */
export async function recoverCrashBattleRooms(
  services: AppServices,
  battleIds: string[],
): Promise<CrashBattleRecoveryReport> {
  const report: CrashBattleRecoveryReport = { cancelled: [], finished: [], voided: [], refundedBetIds: [] };
  if (battleIds.length === 0) return report;
  const em = services.orm.em.fork() as SqlEntityManager;
  for (const id of battleIds) {
    const battle = await loadBattle(em, id);
    if (battle?.status === 'WAITING') {
      if (await callOffBattle(services, id)) report.cancelled.push(id);
    } else if (battle?.status === 'RUNNING') {
      try {
        await finishFromSeeds(services, id);
        report.finished.push(id);
      } catch (error) {
        console.error(`crash battle ${id}: could not be finished from its seeds; voiding it`, error);
        if (await callOffBattle(services, id)) report.voided.push(id);
      }
    }
  }
  const refunded = await services.ledger.refundOpenBets({ games: [CRASH_BATTLE_GAME], roundIds: battleIds });
  report.refundedBetIds = refunded.map((bet) => bet.id);
  return report;
}
