import { z } from 'zod';
import { MONEY_RULES } from '../rules/platform';
import { AdminReason } from './reason';

/**
 * Operator money guard rails: adjustments above a threshold wait for a second admin (four-eyes) and none
 * may exceed a hard maximum; withdrawals above a threshold, or far above what the account deposited, wait for an
 * admin in the console's withdrawal queue instead of going to the payout partner. These are the defaults; the API
 * reads each from an environment variable (README, Configuration).
 */
export const ADMIN_MONEY_RULES = {
  /** |amount| above this needs a second admin's approval (ADMIN_ADJUST_APPROVAL_ABOVE_CENTS). */
  adjustApprovalAboveCents: 500_00,
  /** No single adjustment moves more than this, approved or not (ADMIN_ADJUST_MAX_CENTS). */
  adjustMaxCents: 10_000_00,
} as const;

export const WITHDRAWAL_REVIEW_RULES = {
  /** One withdrawal above this waits for review (WITHDRAWAL_REVIEW_ABOVE_CENTS). */
  aboveCents: 1_000_00,
  /**
   * Withdrawn in total (paid, in flight and this one) above `depositMultiple` x deposited in total waits for review
   * (WITHDRAWAL_REVIEW_DEPOSIT_MULTIPLE)...
   */
  depositMultiple: 10,
  /** ...once that total passes this floor, so a small first win still flows (WITHDRAWAL_REVIEW_FLOOR_CENTS). */
  floorCents: 20_00,
} as const;

export interface AdminMoneyLimits {
  adjustApprovalAboveCents: number;
  adjustMaxCents: number;
}

export interface WithdrawalReviewLimits {
  aboveCents: number;
  depositMultiple: number;
  floorCents: number;
}

export const WITHDRAWAL_REVIEW_REASONS = ['OVER_THRESHOLD', 'OVER_DEPOSITS'] as const;
export type WithdrawalReviewReason = (typeof WITHDRAWAL_REVIEW_REASONS)[number];

export interface WithdrawalFacts {
  amountCents: number;
  /** The account's deposited total. */
  depositedCents: number;
  /** Earlier withdrawals not rejected (paid or still pending), without this one. */
  withdrawnCents: number;
}

/** Why a withdrawal must wait for an admin, or null when it may go to the payout partner at once. */
export function withdrawalReviewReason(
  facts: WithdrawalFacts,
  limits: WithdrawalReviewLimits = WITHDRAWAL_REVIEW_RULES,
): WithdrawalReviewReason | null {
  if (facts.amountCents > limits.aboveCents) return 'OVER_THRESHOLD';
  const total = facts.withdrawnCents + facts.amountCents;
  if (total > limits.floorCents && total > limits.depositMultiple * facts.depositedCents) return 'OVER_DEPOSITS';
  return null;
}

/** Whether an adjustment of this signed amount needs a second admin. */
export const adjustmentNeedsApproval = (amountCents: number, limits: AdminMoneyLimits = ADMIN_MONEY_RULES) =>
  Math.abs(amountCents) > limits.adjustApprovalAboveCents;

/** The ceiling any configured limit must stay under (a ledger leg never moves more). */
export const ADMIN_MONEY_CEILING_CENTS = MONEY_RULES.maxTransferCents;

export const ADJUSTMENT_REQUEST_STATUSES = ['PENDING', 'APPROVED', 'REJECTED'] as const;

export const AdminAdjustmentRow = z.object({
  id: z.uuid(),
  userId: z.uuid(),
  userName: z.string(),
  account: z.enum(['REAL', 'BONUS']),
  amountCents: z.number().int(),
  reason: z.string(),
  requestedBy: z.uuid(),
  requestedByName: z.string(),
  status: z.enum(ADJUSTMENT_REQUEST_STATUSES),
  createdAt: z.number().int(),
});
export type AdminAdjustmentRow = z.infer<typeof AdminAdjustmentRow>;

export const AdminAdjustmentListAnswer = z.object({ items: z.array(AdminAdjustmentRow) });
export type AdminAdjustmentListAnswer = z.infer<typeof AdminAdjustmentListAnswer>;

export const AdminAdjustmentParams = z.object({ requestId: z.uuid() });
export const AdminAdjustmentDecisionBody = z.strictObject({ reason: AdminReason.optional() });
export type AdminAdjustmentDecisionBody = z.infer<typeof AdminAdjustmentDecisionBody>;

export const AdminAdjustmentDecisionAnswer = z.object({
  request: AdminAdjustmentRow,
  /** The ledger transfer an approval posted; null after a rejection. */
  transferId: z.string().nullable(),
  realCents: z.number().int(),
  bonusCents: z.number().int(),
});
export type AdminAdjustmentDecisionAnswer = z.infer<typeof AdminAdjustmentDecisionAnswer>;
