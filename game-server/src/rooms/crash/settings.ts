import { CRASH_ROOM_RULES, CRASH_RULES, ROUND_LIMITS } from '@arena/schemas';

/** Everything a crash room runs by. Defaults come from schemas/src/constants.ts. */
export interface CrashSettings {
  bettingMs: number;
  crashedPauseMs: number;
  tickMs: number;
  patchRateMs: number;
  maxMessagesPerSecond: number;
  reconnectSeconds: number;
  historyLength: number;
  maxWinCents: number;
  maxSkinValueCents: number;
  bankrollCapCents: number;
  /** Links per variant chain when a chain is first stored. */
  chainLength: number;
}

export const DEFAULT_CRASH_SETTINGS: CrashSettings = {
  bettingMs: CRASH_ROOM_RULES.bettingMs,
  crashedPauseMs: CRASH_ROOM_RULES.crashedPauseMs,
  tickMs: CRASH_ROOM_RULES.tickMs,
  patchRateMs: CRASH_ROOM_RULES.patchRateMs,
  maxMessagesPerSecond: CRASH_ROOM_RULES.maxMessagesPerSecond,
  reconnectSeconds: CRASH_ROOM_RULES.reconnectSeconds,
  historyLength: CRASH_ROOM_RULES.historyLength,
  maxWinCents: ROUND_LIMITS.maxWinCents,
  maxSkinValueCents: ROUND_LIMITS.maxSkinValueCents,
  bankrollCapCents: CRASH_ROOM_RULES.bankrollCapCents,
  chainLength: CRASH_RULES.chainLength,
};

/** Environment overrides, so a demo or a browser test can run short rounds without code changes. */
const ENV_NAMES: Partial<Record<keyof CrashSettings, string>> = {
  bettingMs: 'CRASH_BETTING_MS',
  crashedPauseMs: 'CRASH_PAUSE_MS',
  bankrollCapCents: 'CRASH_BANKROLL_CAP_CENTS',
  chainLength: 'CRASH_CHAIN_LENGTH',
};

function positiveInt(name: string, value: string): number {
  const n = Number(value);
  if (!Number.isSafeInteger(n) || n <= 0) throw new Error(`${name} must be a positive integer, got ${value}`);
  return n;
}

/** Settings from defaults, then the environment, then explicit overrides (tests). */
export function crashSettings(
  overrides: Partial<CrashSettings> = {},
  env: NodeJS.ProcessEnv = process.env,
): CrashSettings {
  const fromEnv: Partial<CrashSettings> = {};
  for (const [key, name] of Object.entries(ENV_NAMES) as [keyof CrashSettings, string][]) {
    const value = env[name];
    if (value) fromEnv[key] = positiveInt(name, value);
  }
  const settings = { ...DEFAULT_CRASH_SETTINGS, ...fromEnv, ...overrides };
  if (settings.patchRateMs < 100 || settings.patchRateMs > 200)
    throw new Error('crash patchRateMs must stay within 100-200 ms');
  return settings;
}
