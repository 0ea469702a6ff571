import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildCatalog } from '../scripts/catalog/build';
import {
  CATALOG_FILE,
  EXTERIORS,
  ITEM_TYPES,
  RARITIES,
  RARITY_COLORS,
  catalogHash,
  loadCatalog,
  parseCatalog,
  serializeCatalog,
  type CatalogItem,
} from './index';

const assetsDir = new URL('../', import.meta.url);
const items = loadCatalog();

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] as number;
}

describe('skin catalog content', () => {
  it('holds at least 500 items with unique ids and unique (name, exterior) pairs', () => {
    expect(items.length).toBeGreaterThanOrEqual(500);
    expect(new Set(items.map((item) => item.id)).size).toBe(items.length);
    expect(new Set(items.map((item) => `${item.name}|${item.exterior}`)).size).toBe(items.length);
  });

  it('spans prices from $0.03 to over $1000 in whole cents', () => {
    const prices = items.map((item) => item.priceCents);
    expect(Math.min(...prices)).toBe(3);
    expect(Math.max(...prices)).toBeGreaterThanOrEqual(1000_00);
    expect(prices.every((price) => Number.isInteger(price))).toBe(true);
  });

  it('is sorted by price ascending, ties by id', () => {
    for (let i = 1; i < items.length; i += 1) {
      const [before, after] = [items[i - 1] as CatalogItem, items[i] as CatalogItem];
      const inOrder =
        before.priceCents < after.priceCents || (before.priceCents === after.priceCents && before.id < after.id);
      expect(inOrder, `${before.name} before ${after.name}`).toBe(true);
    }
  });

  it('uses only the spec exteriors and types, and the colour of each rarity', () => {
    for (const item of items) {
      expect(EXTERIORS).toContain(item.exterior);
      expect(ITEM_TYPES).toContain(item.type);
      expect(RARITIES).toContain(item.rarity);
      expect(item.color).toBe(RARITY_COLORS[item.rarity]);
    }
    expect(new Set(items.map((item) => item.type))).toEqual(new Set(ITEM_TYPES));
    expect(new Set(items.map((item) => item.exterior))).toEqual(new Set(EXTERIORS));
  });

  it('names items the way the game does', () => {
    for (const item of items) {
      const starred = item.name.startsWith('★ ');
      expect(starred, item.name).toBe(item.type === 'knife' || item.type === 'glove');
      if (item.type === 'weapon' || starred) expect(item.name).toMatch(/^(★ )?(StatTrak™ )?[^|]+ \| .+$/);
      if (item.type === 'sticker') expect(item.name).toMatch(/^Sticker \| /);
      if (item.type === 'container') expect(item.name).toMatch(/(Case|Capsule( \d+)?|Package)$/);
      const painted = item.type === 'weapon' || item.type === 'knife' || item.type === 'glove';
      if (!painted) expect(item.exterior, item.name).toBe('Factory New');
    }
    expect(items.some((item) => item.name === 'AK-47 | Redline' && item.exterior === 'Field-Tested')).toBe(true);
    expect(items.some((item) => item.name.startsWith('★ Karambit | '))).toBe(true);
  });

  it('prices fresher exteriors of the same skin higher: FN > MW > FT > WW > BS', () => {
    const bySkin = new Map<string, CatalogItem[]>();
    for (const item of items) bySkin.set(item.name, [...(bySkin.get(item.name) ?? []), item]);
    let compared = 0;
    for (const copies of bySkin.values()) {
      const ordered = copies.sort((a, b) => EXTERIORS.indexOf(a.exterior) - EXTERIORS.indexOf(b.exterior));
      for (let i = 1; i < ordered.length; i += 1) {
        expect((ordered[i] as CatalogItem).priceCents).toBeGreaterThan((ordered[i - 1] as CatalogItem).priceCents);
        compared += 1;
      }
    }
    expect(compared).toBeGreaterThan(500);
  });

  it('prices rarer tiers and ★ items higher, containers lower', () => {
    const weaponTiers = ['Consumer', 'Industrial', 'Mil-Spec', 'Restricted', 'Classified', 'Covert'] as const;
    const medians = weaponTiers.map((rarity) =>
      median(items.filter((item) => item.type === 'weapon' && item.rarity === rarity).map((item) => item.priceCents)),
    );
    for (let i = 1; i < medians.length; i += 1) expect(medians[i]).toBeGreaterThan(medians[i - 1] as number);
    const typeMedian = (type: string) =>
      median(items.filter((item) => item.type === type).map((item) => item.priceCents));
    expect(typeMedian('knife')).toBeGreaterThan(100_00);
    expect(typeMedian('glove')).toBeGreaterThan(100_00);
    expect(typeMedian('container')).toBeLessThan(typeMedian('weapon'));
  });

  it('points every item at an icon file that exists', () => {
    for (const icon of new Set(items.map((item) => item.icon))) {
      expect(existsSync(new URL(icon, assetsDir)), icon).toBe(true);
    }
  });
});

describe('catalog generator', () => {
  it('rebuilds items.json byte for byte', () => {
    expect(serializeCatalog(buildCatalog())).toBe(readFileSync(CATALOG_FILE, 'utf8'));
  });

  it('keeps ids stable: weapons count from 1 in list order', () => {
    const first = items.find((item) => item.id === 1);
    expect(first).toMatchObject({ name: 'AK-47 | Redline', exterior: 'Minimal Wear', type: 'weapon' });
    expect(items.find((item) => item.id === 10_001)?.type).toBe('knife');
  });
});

describe('catalog loader', () => {
  it('returns a fresh array of frozen items on every call', () => {
    const first = loadCatalog();
    first.pop();
    expect(loadCatalog()).toHaveLength(items.length);
    expect(Object.isFrozen(first[0])).toBe(true);
  });

  it('hashes the canonical JSON: 16 hex chars of sha256, the same bytes a CDN would serve', () => {
    const hash = catalogHash(items);
    expect(hash).toMatch(/^[0-9a-f]{16}$/);
    const fileHash = createHash('sha256').update(readFileSync(CATALOG_FILE)).digest('hex').slice(0, 16);
    expect(hash).toBe(fileHash);
  });

  it('hashes content, not key order, and changes when a price changes', () => {
    const reordered = items.map(({ type, rarity, color, exterior, icon, priceCents, name, id }) => ({
      type,
      rarity,
      color,
      exterior,
      icon,
      priceCents,
      name,
      id,
    }));
    expect(catalogHash(reordered)).toBe(catalogHash(items));
    const cheaper = items.map((item, index) => (index === 0 ? { ...item, priceCents: item.priceCents + 1 } : item));
    expect(catalogHash(cheaper)).not.toBe(catalogHash(items));
  });

  it('rejects malformed entries', () => {
    const good = items[0] as CatalogItem;
    const bad = (patch: Record<string, unknown>) => JSON.stringify([{ ...good, ...patch }]);
    expect(() => parseCatalog(bad({ exterior: 'Not Painted' }))).toThrow(/exterior/);
    expect(() => parseCatalog(bad({ type: 'agent' }))).toThrow(/type/);
    expect(() => parseCatalog(bad({ priceCents: 1.5 }))).toThrow(/priceCents/);
    expect(() => parseCatalog(bad({ color: '#ffffff' }))).toThrow(/color/);
    expect(() => parseCatalog(bad({ icon: '../secret.svg' }))).toThrow(/icon/);
    expect(() => parseCatalog(bad({ priceUsd: 1 }))).toThrow(/unknown fields/);
    expect(() => parseCatalog('{}')).toThrow(/array/);
    expect(parseCatalog(bad({}))).toEqual([good]);
  });
});
