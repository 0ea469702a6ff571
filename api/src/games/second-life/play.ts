import { randomUUID } from 'node:crypto';
import {
  AppError,
  SECOND_LIFE_GAME,
  assertBonusAllowed,
  type SecondLifeAnswer,
  type SecondLifePlayBody,
  secondLifeChanceRefusal,
  secondLifePremiumCents,
  secondLifeRefusal,
  secondLifeThreshold,
  secondLifeVerifier,
} from '@arena/schemas';
import { answerOnce } from '../../ledger/answers';
import { pgErrorCode } from '../../db/sql';
import { type FairRoll, fairBetWrite, takeRoundRoll } from '../../fair';
import { stakeHoldsBonusSkins } from '../../ledger/bets';
import type { Ledger } from '../../ledger/ledger';
import type { AlsoWrite } from '../../ledger/postings';
import { storeRoundAnswer } from '../../ledger/rounds/round-answers';
import { findLostBet } from './lost-bets';

/**
 * Buys one second life in one commit (Ledger.play: shared with other requests' rounds), idempotent by the
 * Idempotency-Key (a repeat answers the stored result): the lost bet is checked, the premium is staked as this game's
 * own bet (real balance, or bonus balance for a bonus loss: bonus balance or bonus skins), the player's next seed
 * nonce gives float_0, the published rule decides and the bet is settled: a win pays the lost stake (a skin stake's
 * staked value) back to the balance the premium came from, a loss keeps the premium. The second_lives row (unique
 * per lost bet) is written in the same commit.
 */
export function playSecondLife(
  ledger: Ledger,
  userId: string,
  key: string,
  body: SecondLifePlayBody,
  now: () => number = Date.now,
): Promise<SecondLifeAnswer> {
  const badChance = secondLifeChanceRefusal(body.chanceBasisPoints);
  if (badChance) throw new AppError(badChance.key, badChance.args);
  const op = {
    scope: userId,
    operation: 'SECOND_LIFE' as const,
    key,
    request: { betId: body.betId.toLowerCase(), chanceBasisPoints: body.chanceBasisPoints },
  };
  return answerOnce(ledger, op, async () => {
    const em = ledger.reader();
    const lost = await findLostBet(em, userId, op.request.betId, now());
    const refusal = secondLifeRefusal(lost.stakeCents, body.chanceBasisPoints);
    if (refusal) throw new AppError(refusal.key, refusal.args);
    const premiumCents = secondLifePremiumCents(lost.stakeCents, body.chanceBasisPoints);
    // A lost bonus stake (bonus balance or bonus skins) is bought back with bonus money only: its value stays bonus.
    const source =
      lost.source === 'BONUS' || (lost.source === 'SKINS' && (await stakeHoldsBonusSkins(em, lost.id)))
        ? 'BONUS'
        : 'REAL';
    assertBonusAllowed(SECOND_LIFE_GAME, { source });

    const betId = randomUUID();
    const params = { lostStakeCents: lost.stakeCents, chanceBasisPoints: body.chanceBasisPoints, premiumCents };
    let played: { roll: FairRoll; outcome: ReturnType<typeof secondLifeVerifier.outcome>; recoveredCents: number };
    return ledger.play<SecondLifeAnswer>({
      userId,
      request: op,
      stakes: [{ betId, userId, game: SECOND_LIFE_GAME, roundId: lost.id, source, amountCents: premiumCents }],
      async play(tx) {
        const roll = await takeRoundRoll(tx, userId);
        const outcome = secondLifeVerifier.outcome(roll, params);
        played = { roll, outcome, recoveredCents: outcome.won ? lost.stakeCents : 0 };
        return [{ betId, payoutCents: played.recoveredCents }];
      },
      async finish(tx) {
        const { roll, outcome, recoveredCents } = played;
        const answer: Omit<SecondLifeAnswer, 'balance'> = {
          betId,
          originalBetId: lost.id,
          originalGame: lost.game,
          lostStakeCents: lost.stakeCents,
          chanceBasisPoints: body.chanceBasisPoints,
          premiumCents,
          chance: outcome.chance,
          float: outcome.float,
          won: outcome.won,
          recoveredCents,
          serverSeedHash: roll.serverSeedHash,
          clientSeed: roll.clientSeed,
          nonce: roll.nonce,
        };
        const row: AlsoWrite = {
          sql: `insert into second_lives (bet_id, original_bet_id, user_id, original_game, source, lost_stake_cents,
            chance_basis_points, premium_cents, threshold, word, won, recovered_cents) values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
          params: [
            betId,
            lost.id,
            userId,
            lost.game,
            source,
            lost.stakeCents,
            body.chanceBasisPoints,
            premiumCents,
            secondLifeThreshold(lost.stakeCents, premiumCents),
            outcome.float * 2 ** 32,
            outcome.won,
            recoveredCents,
          ],
        };
        try {
          return await storeRoundAnswer<SecondLifeAnswer>(tx, op, answer, {
            balanceOf: userId,
            also: [fairBetWrite({ betId, roll, game: SECOND_LIFE_GAME, params, outcome }), row],
          });
        } catch (error) {
          // A parallel second life of this loss committed first (its unique original_bet_id).
          if (pgErrorCode(error) === '23505') throw new AppError('SECOND_LIFE.ALREADY_USED');
          throw error;
        }
      },
    });
  });
}
