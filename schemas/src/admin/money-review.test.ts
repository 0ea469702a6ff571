import { describe, expect, it } from 'vitest';
import {
  ADMIN_MONEY_RULES,
  WITHDRAWAL_REVIEW_RULES,
  adjustmentNeedsApproval,
  withdrawalReviewReason,
} from './money-review';
import { AdminAdjustBody } from './index';

describe('withdrawalReviewReason', () => {
  const limits = { aboveCents: 1_000_00, depositMultiple: 10, floorCents: 20_00 };

  it('holds the probe: $1,000,000 after a $0.50 deposit', () => {
    expect(withdrawalReviewReason({ amountCents: 1_000_000_00, depositedCents: 50, withdrawnCents: 0 })).toBe(
      'OVER_THRESHOLD',
    );
    expect(withdrawalReviewReason({ amountCents: 500_00, depositedCents: 50, withdrawnCents: 0 }, limits)).toBe(
      'OVER_DEPOSITS',
    );
  });

  it('lets a normal withdrawal through', () => {
    expect(
      withdrawalReviewReason({ amountCents: 50_00, depositedCents: 100_00, withdrawnCents: 0 }, limits),
    ).toBeNull();
    // Up to the floor even with almost nothing deposited, and up to k x deposits past it.
    expect(withdrawalReviewReason({ amountCents: 20_00, depositedCents: 50, withdrawnCents: 0 }, limits)).toBeNull();
    expect(
      withdrawalReviewReason({ amountCents: 100_00, depositedCents: 10_00, withdrawnCents: 0 }, limits),
    ).toBeNull();
  });

  it('draws the lines exactly at the thresholds', () => {
    expect(
      withdrawalReviewReason({ amountCents: 1_000_00, depositedCents: 1_000_00, withdrawnCents: 0 }, limits),
    ).toBeNull();
    expect(withdrawalReviewReason({ amountCents: 1_000_01, depositedCents: 1_000_00, withdrawnCents: 0 }, limits)).toBe(
      'OVER_THRESHOLD',
    );
    expect(withdrawalReviewReason({ amountCents: 100_01, depositedCents: 10_00, withdrawnCents: 0 }, limits)).toBe(
      'OVER_DEPOSITS',
    );
  });

  it('counts earlier withdrawals, so splitting one large withdrawal into small ones does not pass', () => {
    expect(withdrawalReviewReason({ amountCents: 60_00, depositedCents: 10_00, withdrawnCents: 50_00 }, limits)).toBe(
      'OVER_DEPOSITS',
    );
  });

  it('has defaults in the rules table', () => {
    expect(WITHDRAWAL_REVIEW_RULES).toEqual({ aboveCents: 1_000_00, depositMultiple: 10, floorCents: 20_00 });
  });
});

describe('adjustmentNeedsApproval', () => {
  it('asks for a second admin above the threshold, credit or debit', () => {
    expect(adjustmentNeedsApproval(ADMIN_MONEY_RULES.adjustApprovalAboveCents)).toBe(false);
    expect(adjustmentNeedsApproval(ADMIN_MONEY_RULES.adjustApprovalAboveCents + 1)).toBe(true);
    expect(adjustmentNeedsApproval(-ADMIN_MONEY_RULES.adjustApprovalAboveCents - 1)).toBe(true);
    expect(ADMIN_MONEY_RULES.adjustApprovalAboveCents).toBeLessThan(ADMIN_MONEY_RULES.adjustMaxCents);
  });

  it('keeps the wire schema within the ledger leg bound', () => {
    expect(AdminAdjustBody.safeParse({ account: 'REAL', amountCents: 1e20, reason: 'too much' }).success).toBe(false);
  });
});
