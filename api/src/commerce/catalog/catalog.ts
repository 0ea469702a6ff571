import { AppError, type ShopItemAnswer, type ShopListAnswer, type ShopQuery } from '@arena/schemas';
import {
  CATALOG_FILE,
  type CatalogItem,
  catalogHash,
  loadCatalog,
  serializeCatalog,
} from '../../../../assets/catalog/index';

export type { CatalogItem };

/** The skin catalog as the API serves it: sorted by price ascending, hashed, and indexed by id. */
export interface Catalog {
  items: readonly CatalogItem[];
  hash: string;
  /** The exact bytes of `/cdn/items/{hash}.json`; the hash is taken over them. */
  json: string;
  /** Folder of the icon files (`icons/x.svg` in an item is relative to its parent). */
  iconsDir: URL;
  iconFiles: ReadonlySet<string>;
  get(id: number): CatalogItem | undefined;
}

let cached: Catalog | undefined;

export function getCatalog(): Catalog {
  if (cached) return cached;
  const items = loadCatalog();
  const byId = new Map(items.map((item) => [item.id, item]));
  cached = {
    items,
    hash: catalogHash(items),
    json: serializeCatalog(items),
    iconsDir: new URL('../icons/', CATALOG_FILE),
    iconFiles: new Set(items.map((item) => item.icon.replace(/^icons\//, ''))),
    get: (id) => byId.get(id),
  };
  return cached;
}

export function iconUrl(cdnBaseUrl: string, item: Pick<CatalogItem, 'icon'>): string {
  return `${cdnBaseUrl}/${item.icon}`;
}

/** Catalog items for the given ids, in the given order (repeats allowed); an unknown id is `SHOP.BAD_ITEM_IDS`. */
export function catalogItems(ids: readonly number[]): CatalogItem[] {
  const catalog = getCatalog();
  return ids.map((id) => {
    const item = catalog.get(id);
    if (!item) throw new AppError('SHOP.BAD_ITEM_IDS');
    return item;
  });
}

const COMPARE: Record<ShopQuery['sort'], (a: CatalogItem, b: CatalogItem) => number> = {
  // The catalog is already sorted by price ascending (ties by id); a stable sort keeps that order for ties.
  price_asc: () => 0,
  price_desc: (a, b) => b.priceCents - a.priceCents,
  name: (a, b) => a.name.localeCompare(b.name, 'en'),
};

/** `GET /api/shop`: filters, sorting and paging over the catalog. */
export function searchShop(query: ShopQuery, cdnBaseUrl: string): ShopListAnswer {
  const needle = query.q?.toLowerCase();
  const matches = getCatalog()
    .items.filter(
      (item) =>
        (query.type === undefined || item.type === query.type) &&
        (query.exterior === undefined || item.exterior === query.exterior) &&
        (query.minPriceCents === undefined || item.priceCents >= query.minPriceCents) &&
        (query.maxPriceCents === undefined || item.priceCents <= query.maxPriceCents) &&
        (needle === undefined || needle === '' || item.name.toLowerCase().includes(needle)),
    )
    .sort(COMPARE[query.sort]);
  const start = (query.page - 1) * query.pageSize;
  const items: ShopItemAnswer[] = matches
    .slice(start, start + query.pageSize)
    .map((item) => ({ ...item, iconUrl: iconUrl(cdnBaseUrl, item) }));
  return { items, total: matches.length, page: query.page, pageSize: query.pageSize };
}
