import { CASHBACK_RULES, type CashbackTiming } from '@arena/schemas';
import type { AppServices } from '../http/services';

export interface CashbackSettings {
  /** Tick of the weekly job; 0 leaves it to be run by hand. */
  jobIntervalMs: number;
  timing: CashbackTiming;
}

function nonNegativeInt(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isSafeInteger(n) || n < 0) throw new Error(`${name} must be a non-negative integer, got ${value}`);
  return n;
}

/**
 * CASHBACK_JOB_INTERVAL_MS (0 = off; under NODE_ENV=test off unless set, so other suites never see cashback writes).
 * CASHBACK_PERIOD_MS, CASHBACK_PAYOUT_DELAY_MS and CASHBACK_CLAIM_WINDOW_MS shorten the calendar for demos and
 * browser tests (defaults: a Monday-Sunday UTC week, paid Monday 12:00 UTC, claimable for 5 days).
 */
export function loadCashbackSettings(
  env: NodeJS.ProcessEnv = process.env,
  nodeEnv = env.NODE_ENV ?? 'development',
): CashbackSettings {
  const periodMs = nonNegativeInt('CASHBACK_PERIOD_MS', env.CASHBACK_PERIOD_MS, CASHBACK_RULES.periodMs);
  if (periodMs < 1000) throw new Error('CASHBACK_PERIOD_MS must be at least 1000');
  const claimWindowMs = nonNegativeInt(
    'CASHBACK_CLAIM_WINDOW_MS',
    env.CASHBACK_CLAIM_WINDOW_MS,
    CASHBACK_RULES.claimWindowMs,
  );
  if (claimWindowMs < 1000) throw new Error('CASHBACK_CLAIM_WINDOW_MS must be at least 1000');
  return {
    jobIntervalMs: nonNegativeInt(
      'CASHBACK_JOB_INTERVAL_MS',
      env.CASHBACK_JOB_INTERVAL_MS,
      nodeEnv === 'test' ? 0 : CASHBACK_RULES.jobIntervalMs,
    ),
    timing: {
      periodMs,
      anchorMs: CASHBACK_RULES.anchorMs,
      payoutDelayMs: nonNegativeInt(
        'CASHBACK_PAYOUT_DELAY_MS',
        env.CASHBACK_PAYOUT_DELAY_MS,
        CASHBACK_RULES.payoutDelayMs,
      ),
      claimWindowMs,
    },
  };
}

const settingsByServices = new WeakMap<AppServices, CashbackSettings>();

/** This process's cashback settings (read from the environment once). */
export function cashbackSettingsOf(services: AppServices): CashbackSettings {
  let settings = settingsByServices.get(services);
  if (!settings) {
    settings = loadCashbackSettings(process.env, services.config.nodeEnv);
    settingsByServices.set(services, settings);
  }
  return settings;
}
