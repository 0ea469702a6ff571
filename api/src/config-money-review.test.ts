import { describe, expect, it } from 'vitest';
import { ADMIN_MONEY_RULES, WITHDRAWAL_REVIEW_RULES } from '@arena/schemas';
import { loadConfig } from './config';
import { readMoneyReviewConfig } from './config-money-review';

const base = {
  NODE_ENV: 'test',
  JWT_SECRET: 'test-secret-test-secret-test-secret',
  DATA_DIR: '/tmp/arena-test-unused',
};

describe('money review configuration', () => {
  it('defaults to the schemas rules', () => {
    expect(loadConfig(base).moneyReview).toEqual({
      adjustments: { ...ADMIN_MONEY_RULES },
      withdrawals: { ...WITHDRAWAL_REVIEW_RULES },
    });
  });

  it('reads every threshold from its environment variable', () => {
    const config = readMoneyReviewConfig({
      ADMIN_ADJUST_APPROVAL_ABOVE_CENTS: '0',
      ADMIN_ADJUST_MAX_CENTS: '250000',
      WITHDRAWAL_REVIEW_ABOVE_CENTS: '5000',
      WITHDRAWAL_REVIEW_DEPOSIT_MULTIPLE: '3',
      WITHDRAWAL_REVIEW_FLOOR_CENTS: '0',
    });
    expect(config).toEqual({
      adjustments: { adjustApprovalAboveCents: 0, adjustMaxCents: 250_000 },
      withdrawals: { aboveCents: 5_000, depositMultiple: 3, floorCents: 0 },
    });
  });

  it('keeps the default approval threshold under a lower configured maximum', () => {
    expect(readMoneyReviewConfig({ ADMIN_ADJUST_MAX_CENTS: '100' }).adjustments).toEqual({
      adjustApprovalAboveCents: 100,
      adjustMaxCents: 100,
    });
  });

  it.each([
    ['ADMIN_ADJUST_MAX_CENTS', '0'],
    ['ADMIN_ADJUST_MAX_CENTS', '1e30'],
    ['ADMIN_ADJUST_APPROVAL_ABOVE_CENTS', '-1'],
    ['WITHDRAWAL_REVIEW_ABOVE_CENTS', '10.5'],
    ['WITHDRAWAL_REVIEW_DEPOSIT_MULTIPLE', '0'],
    ['WITHDRAWAL_REVIEW_FLOOR_CENTS', 'lots'],
  ])('refuses %s=%s at start', (name, value) => {
    expect(() => loadConfig({ ...base, [name]: value })).toThrow(name);
  });
});
