import { TREASURE_RULES } from '@arena/schemas';
import { isProduction } from '../config-production';
import type { AppServices } from '../http/services';

export interface TreasureSettings {
  /** Tick of the treasures job (seasons, drops, order expiry); 0 leaves it to be run by hand. */
  jobIntervalMs: number;
  /** A settled bet is drawn once its settlement is this old (database clock). */
  dropDelayMs: number;
  /** Divisor recorded on the collections this process creates: a bet of s cents drops with chance s / divisor. */
  dropDivisor: number;
}

function nonNegativeInt(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isSafeInteger(n) || n < 0) throw new Error(`${name} must be a non-negative integer, got ${value}`);
  return n;
}

/**
 * TREASURES_JOB_INTERVAL_MS (0 = off; off by default under NODE_ENV=test so other suites never see treasure writes),
 * TREASURES_DROP_DELAY_MS, and TREASURES_DROP_DIVISOR: the spec's 1,000,000 unless a demo or browser test lowers it
 * so that a single bet drops a card; refused in production, where only the spec's rule may be published.
 */
export function loadTreasureSettings(
  env: NodeJS.ProcessEnv = process.env,
  nodeEnv = env.NODE_ENV ?? 'development',
): TreasureSettings {
  const dropDivisor = nonNegativeInt(
    'TREASURES_DROP_DIVISOR',
    env.TREASURES_DROP_DIVISOR,
    TREASURE_RULES.cardChanceDivisor,
  );
  if (dropDivisor < 1) throw new Error('TREASURES_DROP_DIVISOR must be at least 1');
  if (isProduction(nodeEnv) && dropDivisor !== TREASURE_RULES.cardChanceDivisor)
    throw new Error('TREASURES_DROP_DIVISOR cannot be changed in production');
  return {
    jobIntervalMs: nonNegativeInt(
      'TREASURES_JOB_INTERVAL_MS',
      env.TREASURES_JOB_INTERVAL_MS,
      nodeEnv === 'test' ? 0 : TREASURE_RULES.jobIntervalMs,
    ),
    dropDelayMs: nonNegativeInt('TREASURES_DROP_DELAY_MS', env.TREASURES_DROP_DELAY_MS, TREASURE_RULES.dropDelayMs),
    dropDivisor,
  };
}

const settingsByServices = new WeakMap<AppServices, TreasureSettings>();

/** This process's treasure settings (read from the environment once). */
export function treasureSettingsOf(services: AppServices): TreasureSettings {
  let settings = settingsByServices.get(services);
  if (!settings) {
    settings = loadTreasureSettings(process.env, services.config.nodeEnv);
    settingsByServices.set(services, settings);
  }
  return settings;
}

/** Puts other settings in place (tests). */
export function useTreasureSettings(services: AppServices, settings: TreasureSettings): void {
  settingsByServices.set(services, settings);
}
