/**
 * The price model: log-normal prices around a per-tier base, scaled by model popularity, the finish's hype and
 * the exterior. Integer cents, never below 3 cents (the cheapest skins on the real market).
 */
import type { Exterior, Rarity } from '../../catalog/constants';
import type { Rng } from './prng';

export const MIN_PRICE_CENTS = 3;

/** Typical Field-Tested price of a finish of each tier, for a model of popularity 1. */
export const RARITY_BASE_CENTS: Readonly<Record<Rarity, number>> = {
  Consumer: 5,
  Industrial: 12,
  'Mil-Spec': 35,
  Restricted: 150,
  Classified: 600,
  Covert: 2800,
  Extraordinary: 30_000,
  Contraband: 180_000,
};

/** Fresher is dearer: FN > MW > FT > WW > BS. */
export const EXTERIOR_FACTOR: Readonly<Record<Exterior, number>> = {
  'Battle-Scarred': 0.68,
  'Well-Worn': 0.8,
  'Field-Tested': 1,
  'Minimal Wear': 1.25,
  'Factory New': 1.75,
};

export const STATTRAK_FACTOR = { weapon: 2.4, knife: 1.25, musicKit: 2.2 } as const;
/** Gloves trade below knives of the same popularity. */
export const GLOVE_FACTOR = 0.8;

/** Multiplicative log-normal noise: most draws within a factor e^sigma of 1. */
export function scatter(rng: Rng, sigma: number): number {
  return Math.exp(sigma * rng.normal());
}

/**
 * Prices of one finish in the given exteriors (best first). A little noise per exterior, then each price is
 * forced at least a cent above the next worse one, so the FN > MW > FT > WW > BS order survives rounding.
 */
export function pricesByExterior(baseCents: number, exteriors: readonly Exterior[], rng: Rng): number[] {
  const raw = exteriors.map((exterior) => baseCents * EXTERIOR_FACTOR[exterior] * scatter(rng, 0.05));
  const prices = raw.map((value) => Math.max(MIN_PRICE_CENTS, Math.round(value)));
  for (let i = prices.length - 2; i >= 0; i -= 1) {
    prices[i] = Math.max(prices[i] as number, (prices[i + 1] as number) + 1);
  }
  return prices;
}
