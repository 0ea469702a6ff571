import { AppError, type AdminAdjustAnswer, type AdminAdjustBody } from '@arena/schemas';
import { queryOne } from '../db/sql';
import type { Ledger } from '../ledger/ledger';
import { HOUSE, user } from '../ledger/types';
import { writeAudit } from './audit';

/** The ledger operation of a console adjustment; its transfers are found (and audited) by this name. */
export const ADMIN_ADJUSTMENT = 'ADMIN_ADJUSTMENT';

export interface AdjustInput extends AdminAdjustBody {
  adminId: string;
  userId: string;
  /** The request's Idempotency-Key: a retry of one adjustment moves money once. */
  key: string;
}

/**
 * Moves money between the house and a player's real or bonus balance, and nothing else: the ledger balances the
 * transfer to zero, refuses to take a balance below zero (USER.LOW_BALANCE) and claims the key, so a repeat
 * answers the first result. The audit row commits with the transfer and is written once, by the first call.
 */
export function adjustBalance(ledger: Ledger, input: AdjustInput): Promise<AdminAdjustAnswer> {
  return ledger.transaction(async (tx) => {
    // Checked first: the transfer row names the user, and a missing one would fail as a foreign-key fault.
    const target = await queryOne<{ id: string }>(tx, `select id from users where id = ?`, [input.userId]);
    if (!target) throw new AppError('GLOBAL.NOT_FOUND', [], 404);
    const account = user(input.userId, input.account === 'BONUS' ? 'USER_BONUS' : 'USER_REAL');
    const posted = await ledger.post(tx, {
      scope: input.userId,
      operation: ADMIN_ADJUSTMENT,
      key: input.key,
      request: { adminId: input.adminId, account: input.account, amountCents: input.amountCents, reason: input.reason },
      userId: input.userId,
      legs: [
        { account: HOUSE, amountCents: -input.amountCents },
        { account, amountCents: input.amountCents },
      ],
    });
    if (!posted.replayed) {
      await writeAudit(tx, {
        adminId: input.adminId,
        action: 'BALANCE_ADJUST',
        targetType: 'USER',
        targetId: input.userId,
        reason: input.reason,
        details: { account: input.account, amountCents: input.amountCents, transferId: String(posted.transferId) },
      });
    }
    const balances = await ledger.balances(input.userId, tx);
    return { transferId: String(posted.transferId), replayed: posted.replayed, realCents: balances.realCents, bonusCents: balances.bonusCents };
  });
}
