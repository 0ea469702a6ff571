import { PROMOCODE_RULES } from '@arena/schemas';

/**
 * PROMOCODE_JOB_INTERVAL_MS: tick of the job that applies deposit boosts (0 = off; under NODE_ENV=test off unless
 * set, so other suites never see promocode writes and tests run the job by hand).
 */
export function promocodeJobIntervalMs(env: NodeJS.ProcessEnv, nodeEnv = env.NODE_ENV ?? 'development'): number {
  const raw = env.PROMOCODE_JOB_INTERVAL_MS;
  if (raw === undefined || raw === '') return nodeEnv === 'test' ? 0 : PROMOCODE_RULES.jobIntervalMs;
  const value = Number(raw);
  if (!Number.isSafeInteger(value) || value < 0)
    throw new Error(`PROMOCODE_JOB_INTERVAL_MS must be a non-negative integer, got ${raw}`);
  return value;
}
