import { CRASH_BATTLE_RULES, randomServerSeed } from '@arena/schemas';

/** Everything a battle room runs by. Defaults come from schemas/src/constants.ts. */
export interface CrashBattleSettings {
  countdownMs: number;
  crashedPauseMs: number;
  noLeaveMs: number;
  tickMs: number;
  patchRateMs: number;
  maxMessagesPerSecond: number;
  /** A battle nobody completes is called off (refunded) after this long. */
  waitingTimeoutMs: number;
  /** How long a finished or called-off battle stays open for its watchers before the room closes. */
  lingerMs: number;
  /** A created room whose creator never arrives closes after this long. */
  creatorArrivalMs: number;
  /** CRASH_BATTLE.BOT_DISABLED: the config switch that turns bots off. */
  botsDisabled: boolean;
  /** Where each battle's secret server seed comes from: the CSPRNG; tests aim outcomes with chosen seeds. */
  drawServerSeed: () => string;
}

export const DEFAULT_CRASH_BATTLE_SETTINGS: CrashBattleSettings = {
  countdownMs: CRASH_BATTLE_RULES.countdownMs,
  crashedPauseMs: CRASH_BATTLE_RULES.crashedPauseMs,
  noLeaveMs: CRASH_BATTLE_RULES.noLeaveMs,
  tickMs: CRASH_BATTLE_RULES.tickMs,
  patchRateMs: CRASH_BATTLE_RULES.patchRateMs,
  maxMessagesPerSecond: CRASH_BATTLE_RULES.maxMessagesPerSecond,
  waitingTimeoutMs: CRASH_BATTLE_RULES.waitingTimeoutMs,
  lingerMs: 60_000,
  creatorArrivalMs: 30_000,
  botsDisabled: false,
  drawServerSeed: randomServerSeed,
};

/** Environment overrides, so a demo or a browser test can run short battles without code changes. */
const ENV_NAMES: Partial<Record<keyof CrashBattleSettings, string>> = {
  countdownMs: 'CRASH_BATTLE_COUNTDOWN_MS',
  crashedPauseMs: 'CRASH_BATTLE_PAUSE_MS',
  noLeaveMs: 'CRASH_BATTLE_NO_LEAVE_MS',
  waitingTimeoutMs: 'CRASH_BATTLE_WAITING_TIMEOUT_MS',
  lingerMs: 'CRASH_BATTLE_LINGER_MS',
};

function nonNegativeInt(name: string, value: string): number {
  const n = Number(value);
  if (!Number.isSafeInteger(n) || n < 0) throw new Error(`${name} must be a non-negative integer, got ${value}`);
  return n;
}

/** Settings from defaults, then the environment, then explicit overrides (tests). */
export function crashBattleSettings(
  overrides: Partial<CrashBattleSettings> = {},
  env: NodeJS.ProcessEnv = process.env,
): CrashBattleSettings {
  const fromEnv: Partial<CrashBattleSettings> = {};
  for (const [key, name] of Object.entries(ENV_NAMES) as [keyof CrashBattleSettings, string][]) {
    const value = env[name];
    if (value) (fromEnv as Record<string, number>)[key] = nonNegativeInt(name, value);
  }
  const bots = env.CRASH_BATTLE_BOTS;
  if (bots) {
    if (bots !== 'on' && bots !== 'off') throw new Error(`CRASH_BATTLE_BOTS must be on or off, got ${bots}`);
    fromEnv.botsDisabled = bots === 'off';
  }
  const settings = { ...DEFAULT_CRASH_BATTLE_SETTINGS, ...fromEnv, ...overrides };
  if (settings.patchRateMs < 100 || settings.patchRateMs > 200)
    throw new Error('crash battle patchRateMs must stay within 100-200 ms');
  return settings;
}
