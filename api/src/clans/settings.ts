import { CLAN_RULES } from '@arena/schemas';

/**
 * CLAN_WAR_JOB_INTERVAL_MS: tick of the season-end job (0 = off). Under NODE_ENV=test it is off unless asked for, so
 * tests run the pass by hand with a moved `jobClock` and never race a timer.
 */
export function clanWarJobIntervalMs(
  env: NodeJS.ProcessEnv = process.env,
  nodeEnv = env.NODE_ENV ?? 'development',
): number {
  const raw = env.CLAN_WAR_JOB_INTERVAL_MS;
  if (raw === undefined || raw === '') return nodeEnv === 'test' ? 0 : CLAN_RULES.jobIntervalMs;
  const value = Number(raw);
  if (!Number.isSafeInteger(value) || value < 0)
    throw new Error(`CLAN_WAR_JOB_INTERVAL_MS must be a non-negative integer, got ${raw}`);
  return value;
}
