/**
 * Vocabulary of the skin catalog (docs/product-rules.md §3, Item). The lists are ordered so that a higher index means a
 * better exterior or a rarer tier; pricing and sorting rely on that order.
 */

/** Worst to best, as the spec lists them. "Not Painted" does not exist here: such items are "Factory New". */
export const EXTERIORS = ['Battle-Scarred', 'Well-Worn', 'Field-Tested', 'Minimal Wear', 'Factory New'] as const;
export type Exterior = (typeof EXTERIORS)[number];

export const ITEM_TYPES = ['weapon', 'knife', 'glove', 'sticker', 'container', 'other'] as const;
export type ItemType = (typeof ITEM_TYPES)[number];

/**
 * One tier ladder for every item type, commonest first. Stickers, containers and other items reuse it
 * (a holo sticker is "Restricted") so that one colour scale serves the whole interface.
 * "Extraordinary" is the tier of the ★ items (knives and gloves).
 */
export const RARITIES = [
  'Consumer',
  'Industrial',
  'Mil-Spec',
  'Restricted',
  'Classified',
  'Covert',
  'Extraordinary',
  'Contraband',
] as const;
export type Rarity = (typeof RARITIES)[number];

/** The item's `color` is the colour of its rarity. */
export const RARITY_COLORS: Readonly<Record<Rarity, string>> = {
  Consumer: '#b0c3d9',
  Industrial: '#5e98d9',
  'Mil-Spec': '#4b69ff',
  Restricted: '#8847ff',
  Classified: '#d32ce6',
  Covert: '#eb4b4b',
  Extraordinary: '#caab05',
  Contraband: '#e4ae39',
};

/** One entry of the catalog. Money is integer US cents, like everywhere else in the platform. */
export interface CatalogItem {
  id: number;
  name: string;
  priceCents: number;
  /** Path relative to the assets folder, e.g. "icons/weapon-ak-47.svg". */
  icon: string;
  exterior: Exterior;
  color: string;
  rarity: Rarity;
  type: ItemType;
}

/** Key order of the canonical JSON form; the catalog hash depends on it. */
export const CATALOG_ITEM_KEYS = ['id', 'name', 'priceCents', 'icon', 'exterior', 'color', 'rarity', 'type'] as const;
