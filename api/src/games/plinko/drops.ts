import { randomUUID } from 'node:crypto';
import {
  AppError,
  type PlinkoDropAnswer,
  type PlinkoDropRequest,
  assertBonusAllowed,
  checkPlinkoStake,
  plinkoPayoutCents,
  plinkoVerifier,
} from '@arena/schemas';
import { type OperationKey, answerOnce } from '../../ledger/answers';
import { type FairRoll, fairBetWrite, takeRoundRoll } from '../../fair';
import type { Ledger } from '../../ledger/ledger';
import { storeRoundAnswer } from '../../ledger/rounds/round-answers';

export const PLINKO_GAME = 'plinko';
/** The idempotency operation of one drop request (its stored answer is what a retry gets back). */
export const PLINKO_DROP_OPERATION = 'PLINKO_DROP';

/**
 * One ball: place the stake, take the next nonce of the player's seed pair, run the published outcome function,
 * record it for the /fair page and pay the bucket, all in one commit (Ledger.play: shared with the drops of other
 * players arriving within a few milliseconds). A retried or raced copy of the request answers what the first one
 * stored; a crash at any point rolls everything back (no bet is ever left open, so there is nothing to recover on
 * boot).
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
  const op: OperationKey = {
    scope: userId,
    operation: PLINKO_DROP_OPERATION,
    key,
    request: { amountCents: request.amountCents, rows: request.rows, risk: request.risk, source: request.source },
  };
  const betId = randomUUID();
  const params = { rows: request.rows, risk: request.risk };
  let ball: { roll: FairRoll; outcome: ReturnType<typeof plinkoVerifier.outcome>; payoutCents: number };
  return answerOnce(ledger, op, () =>
    ledger.play<PlinkoDropAnswer>({
      userId,
      request: op,
      stakes: [
        { betId, userId, game: PLINKO_GAME, roundId: betId, source: request.source, amountCents: request.amountCents },
      ],
      async play(tx) {
        const roll = await takeRoundRoll(tx, userId);
        const outcome = plinkoVerifier.outcome(roll, params);
        ball = { roll, outcome, payoutCents: plinkoPayoutCents(request.amountCents, outcome.multiplierHundredths) };
        return [{ betId, payoutCents: ball.payoutCents }];
      },
      finish: (tx) =>
        // The balances and the bet's ending transfer id come from the database with the stored answer. The id is
        // taken while the player's row is locked, so one player's drops get increasing ids in commit order: the
        // screen's "newest balance" rule.
        storeRoundAnswer<PlinkoDropAnswer>(
          tx,
          op,
          {
            betId,
            rows: request.rows,
            risk: request.risk,
            amountCents: request.amountCents,
            ...ball.outcome,
            payoutCents: ball.payoutCents,
            serverSeedHash: ball.roll.serverSeedHash,
            clientSeed: ball.roll.clientSeed,
            nonce: ball.roll.nonce,
          },
          {
            balanceOf: userId,
            versionOf: betId,
            also: [fairBetWrite({ betId, roll: ball.roll, game: PLINKO_GAME, params, outcome: ball.outcome })],
          },
        ),
    }),
  );
}
