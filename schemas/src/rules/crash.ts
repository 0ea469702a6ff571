import { ROUND_LIMITS } from './platform';

/** Crash rooms and crash battle. Money is always integer US cents. */

/**
 * Crash rooms: phase timings, per-round guards and room limits. Timings can be shortened per
 * room (tests) through room options or the CRASH_* environment variables read by the game server.
 */
export const CRASH_ROOM_RULES = {
  bettingMs: 7_000,
  /** Pause after a crash before the next betting phase opens. */
  crashedPauseMs: 3_000,
  /** Smallest balance stake; skins are worth what the catalogue says. */
  minBetCents: 10,
  /** Auto-take targets are whole hundredths of a multiplier, at least 1.01×. */
  minAutoCashOutHundredths: 101,
  /** Skins one bet may stake at once (also keeps the message far below the 4 KB payload cap). */
  maxSkinsPerBet: 20,
  /**
   * Most the house may lose in one round across all players (bustabit's forcePoint): when the players
   * still in would win more than this, everyone still in is cashed out at once.
   */
  bankrollCapCents: 20_000_00,
  /** State patches at most this often; the multiplier itself is never streamed. */
  patchRateMs: 150,
  /** How often a running round checks for due auto cash-outs and the crash. */
  tickMs: 20,
  maxMessagesPerSecond: 10,
  /** Seconds a dropped player keeps their session (their bet stays theirs regardless). */
  reconnectSeconds: 20,
  /** Finished rounds shown in the room's strip of recent crash points. */
  historyLength: 20,
  /**
   * A bettor's name and avatar shown beside their bet are read once and kept this long, so a bet waits on the
   * ledger's batch alone, not on a profile read queued behind a hundred others.
   */
  bettorProfileTtlMs: 60_000,
  /** Most bettor profiles one crash room keeps (least recently used go first). */
  bettorProfileEntries: 10_000,
  /** Rounds the public fairness list answers at most. */
  fairRoundsMaxLimit: 1000,
  fairRoundsDefaultLimit: 100,
} as const;
/**
 * Crash Battle: 2-4 seats, 1-N rounds, one buy-in split equally across the rounds. Every round is
 * one classic-edge crash curve shared by all seats; the highest total of cash-out multipliers takes the pool.
 */
export const CRASH_BATTLE_RULES = {
  minSeats: ROUND_LIMITS.crashBattleMinPlayers,
  maxSeats: ROUND_LIMITS.crashBattleMaxPlayers,
  minRounds: 1,
  maxRounds: 10,
  /** Smallest and largest buy-in of one seat; the per-user bet limit applies on top. */
  minBuyInCents: 50,
  /** 4 seats × $500 keeps a winner's profit within the $2,000 per-round max win (docs/product-rules.md §9). */
  maxBuyInCents: 500_00,
  /** Nobody leaves (or hands their seat to auto-play) in the first 30 s after taking a seat. */
  noLeaveMs: ROUND_LIMITS.crashBattleNoLeaveMs,
  /** Bot targets lie in 1.00x-1000.00x (hundredths). */
  botMinTargetHundredths: Math.round(ROUND_LIMITS.crashBattleBotMinCashout * 100),
  botMaxTargetHundredths: Math.round(ROUND_LIMITS.crashBattleBotMaxCashout * 100),
  /** A seat on auto-play without a preset target cashes out here (the median classic curve reaches it). */
  defaultAutoCashOutHundredths: 200,
  minAutoCashOutHundredths: CRASH_ROOM_RULES.minAutoCashOutHundredths,
  maxAutoCashOutHundredths: Math.round(ROUND_LIMITS.crashBattleBotMaxCashout * 100),
  /** Pause before each round's curve starts, and after its crash before the next countdown. */
  countdownMs: 3_000,
  crashedPauseMs: 2_500,
  /** Battles one player may have waiting for players at once (CRASH_BATTLE.CANNOT_CREATE beyond it). */
  maxOpenBattlesPerUser: 3,
  /** Length of a private battle's secret code (letters and digits without look-alikes). */
  codeLength: 8,
  /** A battle nobody completes is called off and refunded after this long. */
  waitingTimeoutMs: 30 * 60_000,
  patchRateMs: 150,
  tickMs: 20,
  maxMessagesPerSecond: 10,
  /** Finished battles shown in the lobby and on the fairness list. */
  recentLimit: 20,
} as const;
