import { LEADERBOARD_RULES, TOP_RULES } from '@arena/schemas';

function interval(name: string, env: NodeJS.ProcessEnv, nodeEnv: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return nodeEnv === 'test' ? 0 : fallback;
  const value = Number(raw);
  if (!Number.isSafeInteger(value) || value < 0) throw new Error(`${name} must be a non-negative integer, got ${raw}`);
  return value;
}

/**
 * LEADERBOARD_JOB_INTERVAL_MS (prize job) and TOP_FOLD_INTERVAL_MS (summary fold), 0 = off. Under NODE_ENV=test both
 * are off unless asked for, so tests run the passes by hand with a moved `jobClock` and never race a timer.
 */
export function leaderboardIntervals(env: NodeJS.ProcessEnv = process.env, nodeEnv = env.NODE_ENV ?? 'development') {
  return {
    prizesMs: interval('LEADERBOARD_JOB_INTERVAL_MS', env, nodeEnv, LEADERBOARD_RULES.jobIntervalMs),
    foldMs: interval('TOP_FOLD_INTERVAL_MS', env, nodeEnv, TOP_RULES.foldIntervalMs),
  };
}
