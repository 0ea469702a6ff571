import { SECOND_LIFE_RULES } from './constants';
import type { ErrorArg } from '../../errors/app-error';
import type { ErrorKey } from '../../errors/catalogue';
import { secondLifeChance, secondLifePremiumCents } from './fair';

const usd = (cents: number) => (cents / 100).toFixed(2);

/** The game name its bets and fair records carry. */
export const SECOND_LIFE_GAME = 'second-life';

export interface SecondLifeRefusal {
  key: ErrorKey;
  args: ErrorArg[];
}

/** What a second life of a lost stake at a chance costs and pays: the slider shows it, the server charges it. */
export interface SecondLifeQuote {
  premiumCents: number;
  /** The exact chance bought (threshold / 2^32): at least the chance picked, a little more when the premium rounded up. */
  chance: number;
  /** The lost stake, paid back on a win. */
  recoveryCents: number;
  /** recovery / premium. */
  multiplier: number;
}

/** SECOND_LIFE.BAD_CHANCE outside 10%-75% (whole basis points), else null. */
export function secondLifeChanceRefusal(chanceBasisPoints: number): SecondLifeRefusal | null {
  const r = SECOND_LIFE_RULES;
  if (
    !Number.isSafeInteger(chanceBasisPoints) ||
    chanceBasisPoints < r.minChanceBasisPoints ||
    chanceBasisPoints > r.maxChanceBasisPoints
  ) {
    return { key: 'SECOND_LIFE.BAD_CHANCE', args: [r.minChanceBasisPoints / 100, r.maxChanceBasisPoints / 100] };
  }
  return null;
}

/**
 * Why a second life of `lostStakeCents` at `chanceBasisPoints` is refused before any money moves (the chance, the
 * stake range, the $200 premium limit), or null. One place for the server and the screen.
 */
export function secondLifeRefusal(lostStakeCents: number, chanceBasisPoints: number): SecondLifeRefusal | null {
  const r = SECOND_LIFE_RULES;
  const chance = secondLifeChanceRefusal(chanceBasisPoints);
  if (chance) return chance;
  if (lostStakeCents < r.minLostStakeCents || lostStakeCents > r.maxLostStakeCents)
    return { key: 'SECOND_LIFE.BET_NOT_ELIGIBLE', args: [] };
  if (secondLifePremiumCents(lostStakeCents, chanceBasisPoints) > r.maxPremiumCents)
    return { key: 'BET.MAX_LIMIT', args: [usd(r.maxPremiumCents)] };
  return null;
}

/** The premium, exact chance and recovery of a pick, or null when the pick is refused. */
export function secondLifeQuote(lostStakeCents: number, chanceBasisPoints: number): SecondLifeQuote | null {
  if (
    secondLifeChanceRefusal(chanceBasisPoints) ||
    lostStakeCents < SECOND_LIFE_RULES.minLostStakeCents ||
    lostStakeCents > SECOND_LIFE_RULES.maxLostStakeCents
  ) {
    return null;
  }
  const premiumCents = secondLifePremiumCents(lostStakeCents, chanceBasisPoints);
  return {
    premiumCents,
    chance: secondLifeChance(lostStakeCents, premiumCents),
    recoveryCents: lostStakeCents,
    multiplier: lostStakeCents / premiumCents,
  };
}

/** The highest chance whose premium stays within the $200 limit for this stake (the slider's top), or null when even 10% is over it. */
export function secondLifeMaxChanceBasisPoints(lostStakeCents: number): number | null {
  const r = SECOND_LIFE_RULES;
  // premium ≤ max ⟺ stake · bp ≤ max · 9,500 ⟺ bp ≤ floor(max · 9,500 / stake).
  const top = Math.min(r.maxChanceBasisPoints, Math.floor((r.maxPremiumCents * r.returnBasisPoints) / lostStakeCents));
  return top < r.minChanceBasisPoints ? null : top;
}
