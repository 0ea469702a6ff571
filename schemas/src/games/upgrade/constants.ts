import { ROUND_LIMITS } from '../../rules/platform';

export const UPGRADE_HOUSE_EDGE = 0.095;
/** Upgrade is played against the house, so bonus skins may stake it (rules/bonus-stakes.ts). */
export const UPGRADE_BONUS_STAKES = true;
/** The dial's margin (the win arc never comes within 6% of either end) and the smallest target / entry. */
const UPGRADE_MARGIN_PERCENT = 6;
const UPGRADE_MIN_MULTIPLIER = 1.01;

/**
 * Upgrade: stake real skins on a catalog skin worth `multiplier` = target / entry times more.
 * Chance in millionths = floor(returnMillionths · entry / target), so chance × multiplier = 1 − 0.095 (the
 * spec's upgrade edge) up to one millionth of rounding, always in the house's favour: the expected return is
 * 90.5% at every target. The spec's "6% margin" is the dial's margin: the win arc never comes within 6% of
 * either end of the dial, i.e. the chance stays in [6%, 94%]. With the 1.01x minimum the chance is at most
 * 89.6%, so the top never binds; the bottom sets the largest multiplier, 0.905 / 0.06 ≈ 15.08x. A target
 * outside 1.01x-15.08x is UPGRADE.BAD_MULTIPLIER; an entry over $200 or a target over $2,000 (the round
 * limits) is UPGRADE.AMOUNT_LIMIT. The draw: win iff floor(float_0 · 10^6) < chance.
 */
export const UPGRADE_RULES = {
  /** (1 − UPGRADE_HOUSE_EDGE) in millionths. */
  returnMillionths: Math.round((1 - UPGRADE_HOUSE_EDGE) * 1_000_000),
  /** The 6% margin at each end of the dial. */
  minChanceMillionths: UPGRADE_MARGIN_PERCENT * 10_000,
  maxChanceMillionths: 1_000_000 - UPGRADE_MARGIN_PERCENT * 10_000,
  /** target · 100 ≥ entry · 101. */
  minMultiplierHundredths: Math.round(UPGRADE_MIN_MULTIPLIER * 100),
  minEntryCents: 10,
  maxEntryCents: ROUND_LIMITS.maxSkinValueCents,
  maxTargetCents: ROUND_LIMITS.maxWinCents,
  maxEntrySkins: 10,
  /** Upgrades the last-upgrades feed shows, and how often the screen asks for new ones. */
  recentLimit: 20,
  recentPollMs: 4_000,
  /** The dial's spin before it lands on the server's roll. */
  spinMs: 3_200,
} as const;
