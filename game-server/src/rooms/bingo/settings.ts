import { BINGO_RULES } from '@arena/schemas';

/** Everything the bingo room runs by (the draw schedule itself is the api's bingoSchedule()). */
export interface BingoSettings {
  /** After sales close, before the first number spins. */
  startsMs: number;
  /** Each number's spin before it is revealed. */
  spinMs: number;
  /** How long a finished draw's result stays before the room shows the next draw. */
  resultMs: number;
  /** How often the pool and ticket count of the draw on sale are refreshed while tickets sell. */
  pollMs: number;
  /** A failed close or payout is retried after this long (the draw is never skipped). */
  retryMs: number;
  patchRateMs: number;
  maxMessagesPerSecond: number;
  /**
   * The clock the draw schedule is read by (which draw is on sale, when it starts, the countdown's time sync, which
   * draws boot recovery finds due): the real one. A restart test moves it to a draw's time instead of waiting for it.
   */
  now: () => number;
}

export const DEFAULT_BINGO_SETTINGS: BingoSettings = {
  startsMs: BINGO_RULES.startsMs,
  spinMs: BINGO_RULES.spinMs,
  resultMs: BINGO_RULES.resultMs,
  pollMs: 3_000,
  retryMs: 5_000,
  patchRateMs: BINGO_RULES.patchRateMs,
  maxMessagesPerSecond: BINGO_RULES.maxMessagesPerSecond,
  now: () => Date.now(),
};

/** The numeric settings (all but the clock): what the environment may set. */
type NumericSetting = Exclude<keyof BingoSettings, 'now'>;

const ENV_NAMES: Partial<Record<NumericSetting, string>> = {
  startsMs: 'BINGO_STARTS_MS',
  spinMs: 'BINGO_SPIN_MS',
  resultMs: 'BINGO_RESULT_MS',
};

/** Settings from defaults, then the environment, then explicit overrides (tests). */
export function bingoSettings(
  overrides: Partial<BingoSettings> = {},
  env: NodeJS.ProcessEnv = process.env,
): BingoSettings {
  const fromEnv: Partial<BingoSettings> = {};
  for (const [key, name] of Object.entries(ENV_NAMES) as [NumericSetting, string][]) {
    const value = env[name];
    if (!value) continue;
    const n = Number(value);
    if (!Number.isSafeInteger(n) || n < 0) throw new Error(`${name} must be a non-negative integer, got ${value}`);
    fromEnv[key] = n;
  }
  const settings = { ...DEFAULT_BINGO_SETTINGS, ...fromEnv, ...overrides };
  if (settings.patchRateMs < 100 || settings.patchRateMs > 200)
    throw new Error('bingo patchRateMs must stay within 100-200 ms');
  return settings;
}
