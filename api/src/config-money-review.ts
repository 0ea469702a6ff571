import {
  ADMIN_MONEY_CEILING_CENTS,
  ADMIN_MONEY_RULES,
  type AdminMoneyLimits,
  WITHDRAWAL_REVIEW_RULES,
  type WithdrawalReviewLimits,
} from '@arena/schemas';

/** The operator money guard rails of one process: the schemas defaults, each replaceable by an environment variable. */
export interface MoneyReviewConfig {
  adjustments: AdminMoneyLimits;
  withdrawals: WithdrawalReviewLimits;
}

function readLimit(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number): number {
  const text = env[name];
  if (text === undefined || text.trim() === '') return fallback;
  const value = Number(text);
  if (!Number.isSafeInteger(value) || value < min || value > ADMIN_MONEY_CEILING_CENTS) {
    throw new Error(`${name} must be an integer from ${min} to ${ADMIN_MONEY_CEILING_CENTS}, got ${text}`);
  }
  return value;
}

/** Reads ADMIN_ADJUST_* and WITHDRAWAL_REVIEW_*; a value that is not a whole number in range stops the start. */
export function readMoneyReviewConfig(env: NodeJS.ProcessEnv): MoneyReviewConfig {
  const adjustMaxCents = readLimit(env, 'ADMIN_ADJUST_MAX_CENTS', ADMIN_MONEY_RULES.adjustMaxCents, 1);
  return {
    adjustments: {
      adjustApprovalAboveCents: readLimit(
        env,
        'ADMIN_ADJUST_APPROVAL_ABOVE_CENTS',
        Math.min(ADMIN_MONEY_RULES.adjustApprovalAboveCents, adjustMaxCents),
        0,
      ),
      adjustMaxCents,
    },
    withdrawals: {
      aboveCents: readLimit(env, 'WITHDRAWAL_REVIEW_ABOVE_CENTS', WITHDRAWAL_REVIEW_RULES.aboveCents, 0),
      depositMultiple: readLimit(env, 'WITHDRAWAL_REVIEW_DEPOSIT_MULTIPLE', WITHDRAWAL_REVIEW_RULES.depositMultiple, 1),
      floorCents: readLimit(env, 'WITHDRAWAL_REVIEW_FLOOR_CENTS', WITHDRAWAL_REVIEW_RULES.floorCents, 0),
    },
  };
}
