import { ROLL_RULES } from '@arena/schemas';

/** Everything the roll room runs by. Defaults come from ROLL_RULES in schemas/src/constants.ts. */
export interface RollSettings {
  bettingMs: number;
  spinMs: number;
  resultMs: number;
  patchRateMs: number;
  maxMessagesPerSecond: number;
  reconnectSeconds: number;
  historyLength: number;
  /** Links of the roll chain when it is first stored. */
  chainLength: number;
}

export const DEFAULT_ROLL_SETTINGS: RollSettings = {
  bettingMs: ROLL_RULES.bettingMs,
  spinMs: ROLL_RULES.spinMs,
  resultMs: ROLL_RULES.resultMs,
  patchRateMs: ROLL_RULES.patchRateMs,
  maxMessagesPerSecond: ROLL_RULES.maxMessagesPerSecond,
  reconnectSeconds: ROLL_RULES.reconnectSeconds,
  historyLength: ROLL_RULES.historyLength,
  chainLength: ROLL_RULES.chainLength,
};

/** Environment overrides, so a demo or a browser test can run short rounds without code changes. */
const ENV_NAMES: Partial<Record<keyof RollSettings, string>> = {
  bettingMs: 'ROLL_BETTING_MS',
  spinMs: 'ROLL_SPIN_MS',
  resultMs: 'ROLL_RESULT_MS',
  chainLength: 'ROLL_CHAIN_LENGTH',
};

/** Settings from defaults, then the environment, then explicit overrides (tests). */
export function rollSettings(
  overrides: Partial<RollSettings> = {},
  env: NodeJS.ProcessEnv = process.env,
): RollSettings {
  const fromEnv: Partial<RollSettings> = {};
  for (const [key, name] of Object.entries(ENV_NAMES) as [keyof RollSettings, string][]) {
    const value = env[name];
    if (!value) continue;
    const n = Number(value);
    if (!Number.isSafeInteger(n) || n <= 0) throw new Error(`${name} must be a positive integer, got ${value}`);
    fromEnv[key] = n;
  }
  const settings = { ...DEFAULT_ROLL_SETTINGS, ...fromEnv, ...overrides };
  if (settings.patchRateMs < 100 || settings.patchRateMs > 200)
    throw new Error('roll patchRateMs must stay within 100-200 ms');
  return settings;
}
