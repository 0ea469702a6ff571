/**
 * Word pools for invented weapon finishes ("Neon Tide", "Copper Wraith"). Two-word names keep them apart from
 * the curated one-word classics while sounding like the real thing.
 */
import type { Rarity } from '../../catalog/constants';
import type { WearRange } from './kinds';
import type { Rng } from './prng';

const FIRST = [
  'Neon',
  'Copper',
  'Arctic',
  'Crimson',
  'Toxic',
  'Midnight',
  'Solar',
  'Phantom',
  'Cobalt',
  'Ember',
  'Frozen',
  'Jade',
  'Obsidian',
  'Rusty',
  'Electric',
  'Desert',
  'Jungle',
  'Urban',
  'Savage',
  'Silent',
  'Golden',
  'Violet',
  'Scarlet',
  'Shattered',
  'Molten',
  'Static',
  'Hollow',
  'Wild',
  'Ancient',
  'Cyber',
  'Royal',
  'Ghost',
  'Iron',
  'Storm',
  'Acid',
  'Ivory',
  'Lunar',
  'Venom',
  'Titan',
  'Chrome',
];

const SECOND = [
  'Tide',
  'Wraith',
  'Serpent',
  'Pulse',
  'Viper',
  'Monarch',
  'Circuit',
  'Fang',
  'Blossom',
  'Raven',
  'Reaper',
  'Drift',
  'Lotus',
  'Dragon',
  'Tiger',
  'Mirage',
  'Warden',
  'Comet',
  'Kraken',
  'Spectre',
  'Harbinger',
  'Mosaic',
  'Fracture',
  'Outlaw',
  'Nomad',
  'Hex',
  'Rift',
  'Ronin',
  'Bloom',
  'Sentinel',
  'Vortex',
  'Ashes',
  'Scales',
  'Grid',
  'Inferno',
  'Wave',
  'Camo',
  'Storm',
  'Oath',
  'Prism',
];

/** How often each tier appears among invented finishes; cheap tiers are the commonest, as in real cases. */
const INVENTED_RARITY_WEIGHTS = {
  Consumer: 12,
  Industrial: 16,
  'Mil-Spec': 30,
  Restricted: 20,
  Classified: 14,
  Covert: 8,
} as const satisfies Partial<Record<Rarity, number>>;

/** Most finishes come in every state; some only fresh, some only worn. */
const INVENTED_WEAR_WEIGHTS = {
  'FN-BS': 55,
  'FN-FT': 15,
  'MW-BS': 10,
  'FN-WW': 10,
  'FN-MW': 10,
} as const satisfies Partial<Record<WearRange, number>>;

export interface InventedFinish {
  name: string;
  rarity: Rarity;
  wear: WearRange;
}

/** Makes `count` finishes whose names differ from each other and from the `taken` ones. */
export function inventFinishes(rng: Rng, count: number, taken: ReadonlySet<string>): InventedFinish[] {
  const used = new Set(taken);
  const made: InventedFinish[] = [];
  while (made.length < count) {
    const name = `${rng.pick(FIRST)} ${rng.pick(SECOND)}`;
    if (used.has(name) || name.split(' ')[0] === name.split(' ')[1]) continue;
    used.add(name);
    made.push({
      name,
      rarity: rng.weighted(INVENTED_RARITY_WEIGHTS),
      wear: rng.weighted(INVENTED_WEAR_WEIGHTS),
    });
  }
  return made;
}
