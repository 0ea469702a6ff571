import type { SqlEntityManager } from '@mikro-orm/sql';
import { ROLL_RULES } from '@arena/schemas';
import { queryRows } from '../../db/sql';
import type { AppServices } from '../../http/services';
import { ensureHashChain, prepareNextChain } from '../../hash-chains/chain-store';
import { ROLL_GAME, lastRollRoundIndex, voidRollRound } from './rounds';
import { BET_FACTS } from '../../db/ledger-facts';

export interface RollRecoveryReport {
  voidedRoundIds: string[];
  refundedBetIds: string[];
}

/**
 * Boot recovery, before the roll room opens: stores the chain if missing, voids the round a dead process left in
 * BETTING (its bets refunded in the same commit, each exactly once) and refunds any roll bet still open. A round
 * that reached its settlement commit is ENDED with every bet paid, so nothing else can be left open.
 */
export async function recoverRoll(
  services: AppServices,
  chainLength: number = ROLL_RULES.chainLength,
): Promise<RollRecoveryReport> {
  await ensureHashChain(services.orm, ROLL_GAME, chainLength);
  const live = await queryRows<{ id: string }>(
    services.orm.em.fork() as SqlEntityManager,
    `select id from roll_rounds where status = 'BETTING' order by id`,
  );
  const voidedRoundIds: string[] = [];
  const refundedBetIds: string[] = [];
  for (const { id } of live) {
    const open = await queryRows<{ id: string }>(
      services.orm.em.fork() as SqlEntityManager,
      `select b.id from roll_bets r join ${BET_FACTS} b on b.id = r.bet_id where r.round_id = ? and b.status = 'OPEN' order by b.id`,
      [id],
    );
    if (await voidRollRound(services, String(id))) {
      voidedRoundIds.push(String(id));
      refundedBetIds.push(...open.map((b) => b.id));
    }
  }
  const stray = await services.ledger.refundOpenBets({ games: [ROLL_GAME] });
  // A stop between "fewer than 10% left" and the next chain's commit: commit it now, before play resumes.
  await prepareNextChain(services.orm, ROLL_GAME, await lastRollRoundIndex(services), chainLength);
  return { voidedRoundIds, refundedBetIds: [...refundedBetIds, ...stray.map((b) => b.id)] };
}
