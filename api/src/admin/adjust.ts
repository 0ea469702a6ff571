import {
  ADMIN_MONEY_RULES,
  AppError,
  type AdminAdjustAnswer,
  type AdminMoneyLimits,
  adjustmentNeedsApproval,
} from '@arena/schemas';
import type { Ledger } from '../ledger/ledger';
import { usd } from '../commerce/payments/rules';
import { writeAudit } from '../audit/audit';
import { requestAdjustment } from './four-eyes';
import { type AdjustInput, assertUserExists, postAdjustment } from './four-eyes-ledger';

export { ADMIN_ADJUSTMENT, type AdjustInput } from './four-eyes-ledger';

/**
 * Moves money between the house and a player's real or bonus balance, and nothing else: the ledger balances the
 * transfer to zero, refuses to take a balance below zero (USER.LOW_BALANCE) and claims the key, so a repeat
 * answers the first result. The audit row commits with the transfer and is written once, by the first call.
 * Above `limits.adjustMaxCents` nothing is accepted; above the four-eyes threshold it only becomes a request that a
 * second admin approves (four-eyes.ts).
 */
export function adjustBalance(
  ledger: Ledger,
  input: AdjustInput,
  limits: AdminMoneyLimits = ADMIN_MONEY_RULES,
): Promise<AdminAdjustAnswer> {
  if (Math.abs(input.amountCents) > limits.adjustMaxCents)
    throw new AppError('ADMIN.ADJUSTMENT_TOO_LARGE', [usd(limits.adjustMaxCents)]);
  if (adjustmentNeedsApproval(input.amountCents, limits)) return requestAdjustment(ledger, input);
  return ledger.transaction(async (tx) => {
    await assertUserExists(tx, input.userId);
    const posted = await postAdjustment(ledger, tx, {
      userId: input.userId,
      account: input.account,
      amountCents: input.amountCents,
      key: input.key,
      request: { adminId: input.adminId, account: input.account, amountCents: input.amountCents, reason: input.reason },
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
    return {
      status: 'POSTED',
      transferId: String(posted.transferId),
      requestId: null,
      replayed: posted.replayed,
      realCents: balances.realCents,
      bonusCents: balances.bonusCents,
    };
  });
}
