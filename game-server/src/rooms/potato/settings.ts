import { POTATO_RULES, randomServerSeed } from '@arena/schemas';

/** Everything a potato table runs by. Defaults come from POTATO_RULES in schemas/src/constants.ts. */
export interface PotatoSettings {
  countdownMs: number;
  dealMs: number;
  passMs: number;
  disconnectedPassMs: number;
  explodedMs: number;
  resultMs: number;
  patchRateMs: number;
  maxMessagesPerSecond: number;
  reconnectSeconds: number;
  /** The buy-ins of the tables opened at boot (one table each). */
  buyInsCents: readonly number[];
  /** Where each game's secret server seed comes from: the CSPRNG; tests aim outcomes with chosen seeds. */
  drawServerSeed: () => string;
}

export const DEFAULT_POTATO_SETTINGS: PotatoSettings = {
  countdownMs: POTATO_RULES.countdownMs,
  dealMs: POTATO_RULES.dealMs,
  passMs: POTATO_RULES.passMs,
  disconnectedPassMs: POTATO_RULES.disconnectedPassMs,
  explodedMs: POTATO_RULES.explodedMs,
  resultMs: POTATO_RULES.resultMs,
  patchRateMs: POTATO_RULES.patchRateMs,
  maxMessagesPerSecond: POTATO_RULES.maxMessagesPerSecond,
  reconnectSeconds: POTATO_RULES.reconnectSeconds,
  buyInsCents: POTATO_RULES.buyInsCents,
  drawServerSeed: randomServerSeed,
};

/** Environment overrides, so a demo or a browser test can play short games without code changes. */
const ENV_NAMES: Partial<Record<keyof PotatoSettings, string>> = {
  countdownMs: 'POTATO_COUNTDOWN_MS',
  dealMs: 'POTATO_DEAL_MS',
  passMs: 'POTATO_PASS_MS',
  explodedMs: 'POTATO_EXPLODED_MS',
  resultMs: 'POTATO_RESULT_MS',
};

function nonNegativeInt(name: string, value: string): number {
  const n = Number(value);
  if (!Number.isSafeInteger(n) || n < 0) throw new Error(`${name} must be a non-negative integer, got ${value}`);
  return n;
}

/** Settings from defaults, then the environment, then explicit overrides (tests). */
export function potatoSettings(
  overrides: Partial<PotatoSettings> = {},
  env: NodeJS.ProcessEnv = process.env,
): PotatoSettings {
  const fromEnv: Partial<PotatoSettings> = {};
  for (const [key, name] of Object.entries(ENV_NAMES) as [keyof PotatoSettings, string][]) {
    const value = env[name];
    if (value) (fromEnv as Record<string, number>)[key] = nonNegativeInt(name, value);
  }
  const settings = { ...DEFAULT_POTATO_SETTINGS, ...fromEnv, ...overrides };
  if (settings.passMs < 500) throw new Error('potato passMs must be at least 500 ms');
  for (const buyIn of settings.buyInsCents) {
    if (!(POTATO_RULES.buyInsCents as readonly number[]).includes(buyIn))
      throw new Error(`potato table buy-in ${buyIn} is not in POTATO_RULES.buyInsCents`);
  }
  return settings;
}
