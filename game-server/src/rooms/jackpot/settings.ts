import { JACKPOT_RULES, randomServerSeed } from '@arena/schemas';

/** Everything the jackpot room runs by. Defaults come from schemas/src/constants.ts. */
export interface JackpotSettings {
  countdownMs: number;
  /** Between the close (winner known) and FINISHED: the spinner's time. */
  spinMs: number;
  /** How long a finished round stays on screen before the next one opens. */
  resultMs: number;
  patchRateMs: number;
  maxMessagesPerSecond: number;
  /** Where each round's secret server seed comes from: the CSPRNG; tests choose seeds. */
  drawServerSeed: () => string;
}

export const DEFAULT_JACKPOT_SETTINGS: JackpotSettings = {
  countdownMs: JACKPOT_RULES.countdownMs,
  spinMs: JACKPOT_RULES.spinMs,
  resultMs: JACKPOT_RULES.resultMs,
  patchRateMs: JACKPOT_RULES.patchRateMs,
  maxMessagesPerSecond: JACKPOT_RULES.maxMessagesPerSecond,
  drawServerSeed: randomServerSeed,
};

/** Environment overrides, so a demo or a browser test can run short rounds without code changes. */
const ENV_NAMES: Partial<Record<keyof JackpotSettings, string>> = {
  countdownMs: 'JACKPOT_COUNTDOWN_MS',
  spinMs: 'JACKPOT_SPIN_MS',
  resultMs: 'JACKPOT_RESULT_MS',
};

/** Settings from defaults, then the environment, then explicit overrides (tests). */
export function jackpotSettings(
  overrides: Partial<JackpotSettings> = {},
  env: NodeJS.ProcessEnv = process.env,
): JackpotSettings {
  const fromEnv: Partial<JackpotSettings> = {};
  for (const [key, name] of Object.entries(ENV_NAMES) as [keyof JackpotSettings, string][]) {
    const value = env[name];
    if (!value) continue;
    const n = Number(value);
    if (!Number.isSafeInteger(n) || n < 0) throw new Error(`${name} must be a non-negative integer, got ${value}`);
    (fromEnv as Record<string, number>)[key] = n;
  }
  const settings = { ...DEFAULT_JACKPOT_SETTINGS, ...fromEnv, ...overrides };
  if (settings.patchRateMs < 100 || settings.patchRateMs > 200)
    throw new Error('jackpot patchRateMs must stay within 100-200 ms');
  return settings;
}
