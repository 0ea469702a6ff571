/**
 * Server-side access to the skin catalog. The API imports this file by relative path
 * (`../../assets/catalog/index.ts`); assets is not a workspace and uses node built-ins only.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { CatalogItem } from './constants';
import { serializeCatalog, parseCatalog } from './serialize';

export {
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
export { canonicalItem, parseCatalog, serializeCatalog } from './serialize';

/** Where the committed catalog lives; also what a content-delivery host would serve as is. */
export const CATALOG_FILE = new URL('./items.json', import.meta.url);

let cached: readonly CatalogItem[] | undefined;

/**
 * The catalog sorted by price ascending (ties by id). Read and validated once per process; every call
 * returns a fresh array of frozen items so a caller cannot change what the next caller sees.
 */
export function loadCatalog(): CatalogItem[] {
  cached ??= parseCatalog(readFileSync(CATALOG_FILE, 'utf8')).map((item) => Object.freeze(item));
  return [...cached];
}

/**
 * Content hash of a catalog: the first 16 hex characters of sha256 over its canonical JSON. Clients cache the
 * item list under this value (docs/product-rules.md §7, GET /items/relevant/hash).
 */
export function catalogHash(items: readonly CatalogItem[]): string {
  return createHash('sha256').update(serializeCatalog(items)).digest('hex').slice(0, 16);
}
