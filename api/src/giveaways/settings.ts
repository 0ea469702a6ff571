import { GIVEAWAY_RULES, GIVEAWAY_TYPES, type GiveawayType, type GiveawayTypeRules } from '@arena/schemas';
import type { AppServices } from '../http/services';

export interface GiveawaySettings {
  /** Tick of the open-and-draw job; 0 leaves it to be run by hand. */
  jobIntervalMs: number;
  paymentWindowMs: number;
  types: Record<GiveawayType, GiveawayTypeRules>;
}

function nonNegativeInt(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isSafeInteger(n) || n < 0) throw new Error(`${name} must be a non-negative integer, got ${value}`);
  return n;
}

/**
 * GIVEAWAY_<TYPE>_MIN_PAYMENT_CENTS (docs/product-rules.md §9: minimum deposits per type are configurable), GIVEAWAY_<TYPE>_PERIOD_MS
 * (demos shorten them; at least 1000), GIVEAWAY_JOB_INTERVAL_MS (0 = off). Under NODE_ENV=test the job is off unless
 * asked for, so other features' test suites never see giveaway writes between their statements.
 */
export function loadGiveawaySettings(
  env: NodeJS.ProcessEnv = process.env,
  nodeEnv = env.NODE_ENV ?? 'development',
): GiveawaySettings {
  const types = {} as Record<GiveawayType, GiveawayTypeRules>;
  for (const type of GIVEAWAY_TYPES) {
    const base = GIVEAWAY_RULES.types[type];
    const periodMs = nonNegativeInt(`GIVEAWAY_${type}_PERIOD_MS`, env[`GIVEAWAY_${type}_PERIOD_MS`], base.periodMs);
    if (periodMs < 1000) throw new Error(`GIVEAWAY_${type}_PERIOD_MS must be at least 1000`);
    types[type] = {
      ...base,
      periodMs,
      minPaymentCents: nonNegativeInt(
        `GIVEAWAY_${type}_MIN_PAYMENT_CENTS`,
        env[`GIVEAWAY_${type}_MIN_PAYMENT_CENTS`],
        base.minPaymentCents,
      ),
    };
  }
  return {
    jobIntervalMs: nonNegativeInt(
      'GIVEAWAY_JOB_INTERVAL_MS',
      env.GIVEAWAY_JOB_INTERVAL_MS,
      nodeEnv === 'test' ? 0 : GIVEAWAY_RULES.jobIntervalMs,
    ),
    paymentWindowMs: GIVEAWAY_RULES.paymentWindowMs,
    types,
  };
}

const settingsByServices = new WeakMap<AppServices, GiveawaySettings>();

/** This process's giveaway settings (read from the environment once). */
export function giveawaySettingsOf(services: AppServices): GiveawaySettings {
  let settings = settingsByServices.get(services);
  if (!settings) {
    settings = loadGiveawaySettings(process.env, services.config.nodeEnv);
    settingsByServices.set(services, settings);
  }
  return settings;
}

/** Puts other settings in place (tests of the conditions, demos). Giveaways already open keep what they opened with. */
export function useGiveawaySettings(services: AppServices, settings: GiveawaySettings): void {
  settingsByServices.set(services, settings);
}
