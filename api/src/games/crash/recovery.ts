import { CRASH_RULES, CRASH_VARIANTS } from '@arena/schemas';
import type { AppServices } from '../../http/services';
import { ensureCrashChain, prepareNextChain } from './chain-store';
import { lastCrashRoundIndex, voidUnfinishedCrashRounds } from './rounds';

/** The `game` every crash bet carries in the ledger. */
export const CRASH_GAME = 'crash';

export interface CrashRecoveryReport {
  voidedRoundIds: string[];
  refundedBetIds: string[];
}

/**
 * Boot recovery, before any crash room opens: stores missing chains (and the next chain when the current one
 * is nearly spent, e.g. a stop came between the two), voids the rounds a dead process
 * left live and refunds every crash bet still open, each exactly once (the ledger allows one ending per
 * bet). Bets already settled, cash-outs included, stay as they are. One process hosts the crash rooms,
 * so an open crash bet at boot always belongs to a dead process.
 */
export async function recoverCrash(
  services: AppServices,
  chainLength: number = CRASH_RULES.chainLength,
): Promise<CrashRecoveryReport> {
  for (const variant of CRASH_VARIANTS) await ensureCrashChain(services.orm, variant, chainLength);
  const voidedRoundIds = await voidUnfinishedCrashRounds(services.orm);
  for (const variant of CRASH_VARIANTS)
    await prepareNextChain(services.orm, variant, await lastCrashRoundIndex(services.orm, variant), chainLength);
  const refunded = await services.ledger.refundOpenBets({ games: [CRASH_GAME] });
  return { voidedRoundIds, refundedBetIds: refunded.map((b) => b.id) };
}
