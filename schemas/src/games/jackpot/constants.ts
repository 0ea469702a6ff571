import { ROUND_LIMITS } from '../../rules/platform';

/** docs/product-rules.md §9: the jackpot's edge, 9.5% of the pot (JACKPOT_RULES.edgePermille). */
export const JACKPOT_HOUSE_EDGE = 0.095;

/**
 * Jackpot (shown as DropZone): one shared pot of real skins. Per entry: at least `minEntryCents` and at most
 * `maxEntryCents` of skins, at most `maxSkinsPerEntry` skins; a player's total in one round is also capped by
 * their own `bet_jackpot_limit_cents`. The house keeps skins worth at most `edgePermille`/1000 of the pot.
 */
export const JACKPOT_RULES = {
  minEntryCents: 10,
  maxEntryCents: ROUND_LIMITS.maxSkinValueCents,
  maxSkinsPerEntry: 10,
  /** Distinct players needed before the countdown starts. */
  minPlayers: 2,
  countdownMs: 30_000,
  /** The spinner's time between the close and the result, and how long the result stays before a new round. */
  spinMs: 6_000,
  resultMs: 6_000,
  /** JACKPOT_HOUSE_EDGE in thousandths, so the cut is integer arithmetic (95 = 9.5%). */
  edgePermille: Math.round(JACKPOT_HOUSE_EDGE * 1000),
  patchRateMs: 150,
  maxMessagesPerSecond: 10,
  historyPageSize: 20,
} as const;
