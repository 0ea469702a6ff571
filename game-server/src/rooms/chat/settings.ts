import { CHAT_RULES, WIN_FEED_RULES } from '@arena/schemas';
import { DEFAULT_GIVEAWAY_RULES, type GiveawayRules } from '@arena/api';

/** Everything the chat rooms and their giveaway job run by. Defaults come from schemas/src/constants.ts. */
export interface ChatSettings {
  historyLength: number;
  patchRateMs: number;
  maxMessagesPerSecond: number;
  rateCount: number;
  rateWindowMs: number;
  duplicateWindowMs: number;
  minDepositCents: number;
  bannedWords: readonly string[];
  /** One mute "minute" (tests shorten it to see a mute end). */
  minuteMs: number;
  feedLength: number;
  /** How often the feed reads the wins of REST-settled games from the ledger (0 = never), and how old a win must be. */
  feedPollMs: number;
  feedPollDelayMs: number;
  giveaway: GiveawayRules;
  /** How often the giveaway job ticks; 0 turns it off. */
  giveawayTickMs: number;
  /** Added to the real clock for the giveaway job only, so a restart test can stand before or after a period without waiting for it. */
  giveawayClockOffsetMs: number;
}

export const DEFAULT_CHAT_SETTINGS: ChatSettings = {
  historyLength: CHAT_RULES.historyLength,
  patchRateMs: 100,
  maxMessagesPerSecond: CHAT_RULES.maxMessagesPerSecond,
  rateCount: CHAT_RULES.rateCount,
  rateWindowMs: CHAT_RULES.rateWindowMs,
  duplicateWindowMs: CHAT_RULES.duplicateWindowMs,
  minDepositCents: CHAT_RULES.minDepositCents,
  bannedWords: CHAT_RULES.bannedWords,
  minuteMs: 60_000,
  feedLength: WIN_FEED_RULES.historyLength,
  feedPollMs: WIN_FEED_RULES.pollMs,
  feedPollDelayMs: WIN_FEED_RULES.pollDelayMs,
  giveaway: DEFAULT_GIVEAWAY_RULES,
  giveawayTickMs: 30_000,
  giveawayClockOffsetMs: 0,
};

/**
 * Settings from defaults, then the environment (CHAT_BANNED_WORDS: a comma list replacing the default words;
 * CHAT_GIVEAWAY_MIN_MESSAGES; CHAT_GIVEAWAY_PERIOD_MS, for demos and tests; CHAT_GIVEAWAY_TICK_MS, 0 = off;
 * CHAT_GIVEAWAY_CLOCK_OFFSET_MS, tests), then explicit overrides (tests).
 */
export function chatSettings(
  overrides: Partial<ChatSettings> = {},
  env: NodeJS.ProcessEnv = process.env,
): ChatSettings {
  const fromEnv: Partial<ChatSettings> = {};
  if (env.CHAT_BANNED_WORDS !== undefined)
    fromEnv.bannedWords = env.CHAT_BANNED_WORDS.split(',')
      .map((w) => w.trim())
      .filter(Boolean);
  const tick = env.CHAT_GIVEAWAY_TICK_MS;
  if (tick !== undefined && tick !== '') fromEnv.giveawayTickMs = nonNegativeInt('CHAT_GIVEAWAY_TICK_MS', tick);
  const offset = env.CHAT_GIVEAWAY_CLOCK_OFFSET_MS;
  if (offset) {
    const n = Number(offset);
    if (!Number.isSafeInteger(n)) throw new Error(`CHAT_GIVEAWAY_CLOCK_OFFSET_MS must be an integer, got ${offset}`);
    fromEnv.giveawayClockOffsetMs = n;
  }
  const minMessages = env.CHAT_GIVEAWAY_MIN_MESSAGES;
  const period = env.CHAT_GIVEAWAY_PERIOD_MS;
  if (minMessages || period) {
    fromEnv.giveaway = {
      ...DEFAULT_GIVEAWAY_RULES,
      ...(minMessages ? { minMessages: nonNegativeInt('CHAT_GIVEAWAY_MIN_MESSAGES', minMessages) } : {}),
      ...(period
        ? { periodMs: nonNegativeInt('CHAT_GIVEAWAY_PERIOD_MS', period) || DEFAULT_GIVEAWAY_RULES.periodMs }
        : {}),
    };
  }
  return { ...DEFAULT_CHAT_SETTINGS, ...fromEnv, ...overrides };
}

function nonNegativeInt(name: string, value: string): number {
  const n = Number(value);
  if (!Number.isSafeInteger(n) || n < 0) throw new Error(`${name} must be a non-negative integer, got ${value}`);
  return n;
}
