/** Shapes of the generator's input lists, shared by the data files and the builder. */
import { EXTERIORS, type Exterior, type Rarity } from '../../catalog/constants';

export type WearCode = 'BS' | 'WW' | 'FT' | 'MW' | 'FN';
const WEAR_CODES: readonly WearCode[] = ['BS', 'WW', 'FT', 'MW', 'FN'];

/** "FN-FT" = Factory New down to Field-Tested; "FN" alone = only Factory New. */
export type WearRange = WearCode | `${WearCode}-${WearCode}`;

/** A finish the catalog must contain, as opposed to one the generator invents. */
export interface CuratedFinish {
  name: string;
  rarity: Rarity;
  wear?: WearRange;
  /** Extra price factor for finishes whose market price is far above their tier (Dragon Lore, Blaze). */
  hype?: number;
}

export function finish(name: string, rarity: Rarity, wear?: WearRange, hype?: number): CuratedFinish {
  return { name, rarity, ...(wear === undefined ? {} : { wear }), ...(hype === undefined ? {} : { hype }) };
}

/** Exteriors of a wear range, best first. */
export function exteriorsOf(range: WearRange): Exterior[] {
  const [best, worst = best] = range.split('-') as [WearCode, WearCode?];
  const high = WEAR_CODES.indexOf(best);
  const low = WEAR_CODES.indexOf(worst);
  if (high < 0 || low < 0 || low > high) throw new RangeError(`bad wear range ${range}`);
  return EXTERIORS.slice(low, high + 1).reverse();
}

/** Lower-case, dash-separated file-name part: "Desert Eagle" → "desert-eagle", "★ Karambit" → "karambit". */
export function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
