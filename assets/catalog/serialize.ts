/**
 * The canonical text form of the catalog. The generator writes it, the loader reads it and the hash is taken
 * over it, so all three agree byte for byte. One item per line keeps diffs of items.json readable.
 */
import {
  CATALOG_ITEM_KEYS,
  EXTERIORS,
  ITEM_TYPES,
  RARITIES,
  RARITY_COLORS,
  type CatalogItem,
  type Exterior,
  type ItemType,
  type Rarity,
} from './constants';

/** Same fields in the canonical key order, whatever order the caller built the object in. */
export function canonicalItem(item: CatalogItem): CatalogItem {
  return {
    id: item.id,
    name: item.name,
    priceCents: item.priceCents,
    icon: item.icon,
    exterior: item.exterior,
    color: item.color,
    rarity: item.rarity,
    type: item.type,
  };
}

export function serializeCatalog(items: readonly CatalogItem[]): string {
  const lines = items.map((item) => `  ${JSON.stringify(canonicalItem(item))}`);
  return `[\n${lines.join(',\n')}\n]\n`;
}

function fail(index: number, why: string): never {
  throw new Error(`catalog item #${index}: ${why}`);
}

function isOneOf<T extends string>(list: readonly T[], value: unknown): value is T {
  return typeof value === 'string' && (list as readonly string[]).includes(value);
}

/** Checks one parsed entry field by field, so a hand-edited items.json fails loudly at startup. */
function toItem(raw: unknown, index: number): CatalogItem {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) fail(index, 'not an object');
  const entry = raw as Record<string, unknown>;
  const extra = Object.keys(entry).filter((key) => !(CATALOG_ITEM_KEYS as readonly string[]).includes(key));
  if (extra.length > 0) fail(index, `unknown fields ${extra.join(', ')}`);
  const { id, name, priceCents, icon, exterior, color, rarity, type } = entry;
  if (!Number.isSafeInteger(id) || (id as number) <= 0) fail(index, 'id must be a positive integer');
  if (typeof name !== 'string' || name.trim() === '') fail(index, 'name must be a non-empty string');
  if (!Number.isSafeInteger(priceCents) || (priceCents as number) <= 0) fail(index, 'priceCents must be whole cents');
  if (typeof icon !== 'string' || !/^icons\/[a-z0-9-]+\.svg$/.test(icon)) fail(index, `bad icon path ${String(icon)}`);
  if (!isOneOf<Exterior>(EXTERIORS, exterior)) fail(index, `bad exterior ${String(exterior)}`);
  if (!isOneOf<Rarity>(RARITIES, rarity)) fail(index, `bad rarity ${String(rarity)}`);
  if (!isOneOf<ItemType>(ITEM_TYPES, type)) fail(index, `bad type ${String(type)}`);
  if (color !== RARITY_COLORS[rarity]) fail(index, `color ${String(color)} does not match rarity ${rarity}`);
  return { id: id as number, name, priceCents: priceCents as number, icon, exterior, color, rarity, type };
}

export function parseCatalog(text: string): CatalogItem[] {
  const parsed: unknown = JSON.parse(text);
  if (!Array.isArray(parsed)) throw new Error('catalog must be a JSON array');
  return parsed.map(toItem);
}
