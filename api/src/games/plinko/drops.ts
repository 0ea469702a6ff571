import { randomUUID } from 'node:crypto';
import type { SqlEntityManager } from '@mikro-orm/sql';
import {
  AppError,
  type PlinkoDropAnswer,
  type PlinkoDropRequest,
  assertBonusAllowed,
  checkPlinkoStake,
  plinkoPayoutCents,
  plinkoVerifier,
} from '@arena/schemas';
import { queryOne } from '../../db/sql';
import { recordFairBet, takeFairRoll } from '../../fair';
import { claimIdempotency, storeResult } from '../../ledger/idempotency';
import type { Ledger } from '../../ledger/ledger';

export const PLINKO_GAME = 'plinko';
/** The idempotency operation of one drop request (its stored answer is what a retry gets back). */
export const PLINKO_DROP_OPERATION = 'PLINKO_DROP';

/**
 * One ball: place the stake, take the next nonce of the player's seed pair, run the published outcome function,
 * record it for the /fair page and pay the bucket, all in one transaction. The request's Idempotency-Key is
 * claimed first, so a retried or raced copy waits for the first and answers what it answered; a crash at any
 * point rolls everything back (no bet is ever left open, so there is nothing to recover on boot).
 */
export async function dropPlinkoBall(
  ledger: Ledger,
  userId: string,
  key: string,
  request: PlinkoDropRequest,
): Promise<PlinkoDropAnswer> {
  // Plinko plays against the house: the bonus balance is a stake too (BONUS_STAKES); winnings go back to it.
  assertBonusAllowed(PLINKO_GAME, { source: request.source });
  const refused = checkPlinkoStake(request);
  if (refused) throw new AppError(refused.key, refused.args);
  return ledger.transaction(async (tx) => {
    const claim = await claimIdempotency<PlinkoDropAnswer>(tx, {
      scope: userId,
      operation: PLINKO_DROP_OPERATION,
      key,
      request: { amountCents: request.amountCents, rows: request.rows, risk: request.risk, source: request.source },
      userId,
    });
    if (claim.replayed) return claim.result;
    const betId = randomUUID();
    const params = { rows: request.rows, risk: request.risk };
    await ledger.placeBetIn(tx, {
      betId,
      userId,
      game: PLINKO_GAME,
      roundId: betId,
      source: request.source,
      amountCents: request.amountCents,
    });
    const roll = await takeFairRoll(tx, userId);
    const outcome = plinkoVerifier.outcome(roll, params);
    await recordFairBet(tx, { betId, roll, game: PLINKO_GAME, params, outcome });
    const payoutCents = plinkoPayoutCents(request.amountCents, outcome.multiplierHundredths);
    await ledger.settleBetIn(tx, betId, payoutCents);
    const answer: PlinkoDropAnswer = {
      betId,
      rows: request.rows,
      risk: request.risk,
      amountCents: request.amountCents,
      ...outcome,
      payoutCents,
      serverSeedHash: roll.serverSeedHash,
      clientSeed: roll.clientSeed,
      nonce: roll.nonce,
      ...(await balanceAfter(tx, userId, betId)),
    };
    await storeResult(tx, claim.transferId, answer);
    return answer;
  });
}

/**
 * The player's balances and the bet's ending transfer id, in one statement. The id is taken while the player's user
 * row is locked (placeBet locks it first), so one player's drops get increasing ids in commit order: the screen's
 * "newest balance" rule.
 */
async function balanceAfter(
  tx: SqlEntityManager,
  userId: string,
  betId: string,
): Promise<Pick<PlinkoDropAnswer, 'balance' | 'balanceVersion'>> {
  const row = await queryOne<{ real_cents: string; bonus_cents: string; end_transfer_id: string }>(
    tx,
    `select (select balance from accounts where user_id = ? and kind = 'USER_REAL') as real_cents,
            (select balance from accounts where user_id = ? and kind = 'USER_BONUS') as bonus_cents,
            (select end_transfer_id from bets where id = ?) as end_transfer_id`,
    [userId, userId, betId],
  );
  return {
    balance: { realCents: Number(row?.real_cents ?? 0), bonusCents: Number(row?.bonus_cents ?? 0) },
    balanceVersion: Number(row?.end_transfer_id),
  };
}
