import { describe, expect, it } from 'vitest';
import {
  depositShareCents,
  firstDepositBonusCents,
  normalizeReferralCode,
  referralSkinCents,
  revsharePeriodStart,
  settleRevshare,
} from './referral';

describe('referral arithmetic (hand-computed)', () => {
  it('skin tiers: referrals 1-4 $0.10, 5-9 $0.25, 10 and on $0.50', () => {
    expect([1, 2, 3, 4, 5, 6, 9, 10, 11, 100].map(referralSkinCents)).toEqual([10, 10, 10, 10, 25, 25, 25, 50, 50, 50]);
    expect(referralSkinCents(0)).toBe(0);
  });

  it('20% deposit share, floored to the cent', () => {
    expect(depositShareCents(3_33)).toBe(66); // 66.6
    expect(depositShareCents(5_00)).toBe(1_00);
    expect(depositShareCents(4)).toBe(0); // 0.8
    expect(depositShareCents(10)).toBe(2);
  });

  it('+100% on the first deposit, at most $20', () => {
    expect(firstDepositBonusCents(3_33)).toBe(3_33);
    expect(firstDepositBonusCents(20_00)).toBe(20_00);
    expect(firstDepositBonusCents(20_01)).toBe(20_00);
    expect(firstDepositBonusCents(500_00)).toBe(20_00);
  });

  it('revshare 50% of the week after making up earlier losing weeks', () => {
    expect(settleRevshare(0, 10_00)).toEqual({ netCents: 10_00, revshareCents: 5_00, carryOutCents: 0 });
    expect(settleRevshare(0, 3)).toEqual({ netCents: 3, revshareCents: 1, carryOutCents: 0 });
    expect(settleRevshare(0, -30_00)).toEqual({ netCents: -30_00, revshareCents: 0, carryOutCents: -30_00 });
    expect(settleRevshare(-30_00, 10_00)).toEqual({ netCents: -20_00, revshareCents: 0, carryOutCents: -20_00 });
    expect(settleRevshare(-20_00, 50_00)).toEqual({ netCents: 30_00, revshareCents: 15_00, carryOutCents: 0 });
    expect(settleRevshare(-5_00, 5_00)).toEqual({ netCents: 0, revshareCents: 0, carryOutCents: 0 });
  });

  it('weeks start Mondays 00:00 UTC', () => {
    // 2026-12-16 is a Wednesday; its week started Monday 2026-12-14.
    expect(revsharePeriodStart(Date.UTC(2026, 11, 16, 15, 30))).toBe(Date.UTC(2026, 11, 14));
    expect(revsharePeriodStart(Date.UTC(2026, 11, 14))).toBe(Date.UTC(2026, 11, 14));
    expect(revsharePeriodStart(Date.UTC(2026, 11, 13, 23, 59, 59, 999))).toBe(Date.UTC(2026, 11, 7));
  });

  it('codes: 4-16 letters or digits, upper-cased', () => {
    expect(normalizeReferralCode(' abC123 ')).toBe('ABC123');
    expect(normalizeReferralCode('abc')).toBeNull();
    expect(normalizeReferralCode('a'.repeat(17))).toBeNull();
    expect(normalizeReferralCode('ab-cd')).toBeNull();
    expect(normalizeReferralCode('ÄBCD')).toBeNull();
  });
});
