import { AppError, type CashbackClaimAnswer } from '@arena/schemas';
import { execute, queryOne } from '../db/sql';
import type { AppServices } from '../http/services';
import { HOUSE, user } from '../ledger/types';
import { type RewardRow, toReward } from './rewards';

export const CASHBACK_OPERATION = 'CASHBACK';

/**
 * Pays one computed week to the player's bonus balance, from the house, once: the row is locked, checked (yours, not
 * claimed, window open), paid under the idempotency key of the reward and marked claimed by a conditional update whose
 * row count is checked, all in one transaction. A retry after a success is refused with CASHBACK.ALREADY_CLAIMED.
 */
export async function claimCashback(
  services: AppServices,
  userId: string,
  rewardId: number,
  nowMs: number,
): Promise<CashbackClaimAnswer> {
  return services.ledger.transaction(async (tx) => {
    const row = await queryOne<RewardRow>(
      tx,
      `select * from cashback_rewards where id = ? and user_id = ? for update`,
      [rewardId, userId],
    );
    if (!row) throw new AppError('CASHBACK.NOT_FOUND', [], 404);
    if (row.claimed_at !== null) throw new AppError('CASHBACK.ALREADY_CLAIMED', [], 409);
    if (nowMs >= new Date(row.expires_at).getTime()) throw new AppError('CASHBACK.EXPIRED', [], 410);
    const cents = Number(row.amount_cents);
    const posted = await services.ledger.post(tx, {
      scope: userId,
      operation: CASHBACK_OPERATION,
      key: `reward:${rewardId}`,
      request: { rewardId, cents },
      userId,
      legs: [
        { account: HOUSE, amountCents: -cents },
        { account: user(userId, 'USER_BONUS'), amountCents: cents },
      ],
    });
    const changed = await execute(
      tx,
      `update cashback_rewards set claimed_at = ?, transfer_id = ? where id = ? and claimed_at is null`,
      [new Date(nowMs), posted.transferId, rewardId],
    );
    if (changed !== 1) throw new AppError('CASHBACK.ALREADY_CLAIMED', [], 409);
    const claimed: RewardRow = { ...row, claimed_at: new Date(nowMs), transfer_id: posted.transferId };
    const balances = await services.ledger.balances(userId, tx);
    return { reward: toReward(claimed, nowMs), bonusBalanceCents: balances.bonusCents };
  });
}
