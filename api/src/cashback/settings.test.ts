import { describe, expect, it } from 'vitest';
import { CASHBACK_RULES } from '@arena/schemas';
import { loadCashbackSettings } from './settings';

describe('cashback settings', () => {
  it('defaults to Monday weeks paid 12 hours after they end for 5 days; the job is off in tests unless set', () => {
    expect(loadCashbackSettings({}, 'production')).toEqual({
      jobIntervalMs: CASHBACK_RULES.jobIntervalMs,
      timing: {
        periodMs: 7 * 86_400_000,
        anchorMs: 4 * 86_400_000,
        payoutDelayMs: 12 * 3_600_000,
        claimWindowMs: 5 * 86_400_000,
      },
    });
    expect(loadCashbackSettings({}, 'test').jobIntervalMs).toBe(0);
    expect(loadCashbackSettings({ CASHBACK_JOB_INTERVAL_MS: '500' }, 'test').jobIntervalMs).toBe(500);
  });

  it('shortens the calendar for demos and refuses nonsense', () => {
    const demo = loadCashbackSettings(
      { CASHBACK_PERIOD_MS: '20000', CASHBACK_PAYOUT_DELAY_MS: '1000', CASHBACK_CLAIM_WINDOW_MS: '60000' },
      'test',
    );
    expect(demo.timing).toMatchObject({ periodMs: 20_000, payoutDelayMs: 1_000, claimWindowMs: 60_000 });
    expect(() => loadCashbackSettings({ CASHBACK_PERIOD_MS: '10' })).toThrow(/at least 1000/);
    expect(() => loadCashbackSettings({ CASHBACK_JOB_INTERVAL_MS: '-1' })).toThrow(/non-negative/);
    expect(() => loadCashbackSettings({ CASHBACK_CLAIM_WINDOW_MS: 'soon' })).toThrow(/non-negative/);
  });
});
