/**
 * Builds the skin catalog from the input lists, deterministically: each entry draws from its own seeded stream
 * and ids come from per-type blocks, so appending to a list leaves every existing id and price as it was.
 */
import { RARITY_COLORS, type CatalogItem, type Exterior, type ItemType, type Rarity } from '../../catalog/constants';
import { CONTAINERS, MUSIC_KITS, OTHER_ITEMS, STICKER_DESIGNS, STICKER_VARIANTS } from './extras';
import { inventFinishes } from './finish-names';
import { exteriorsOf, slug } from './kinds';
import { GLOVE_FACTOR, RARITY_BASE_CENTS, STATTRAK_FACTOR, pricesByExterior, scatter } from './pricing';
import { createRng, type Rng } from './prng';
import { FINISHES_PER_KNIFE, GLOVES, KNIFE_FINISHES, KNIVES, type SpecialFinish } from './specials';
import { WEAPON_MODELS } from './weapons';

/** First id of each type's block (the block's first item gets start + 1). */
export const ID_BLOCK_START: Readonly<Record<ItemType, number>> = {
  weapon: 0,
  knife: 10_000,
  glove: 20_000,
  sticker: 30_000,
  container: 40_000,
  other: 50_000,
};
const ID_BLOCK_SIZE = 10_000;

const STATTRAK = 'StatTrak™';
/** Tiers that never come as StatTrak™ (collection-only drops and the contraband one-offs). */
const NO_STATTRAK: ReadonlySet<Rarity> = new Set(['Consumer', 'Industrial', 'Contraband']);
const FRESH_ONLY: readonly Exterior[] = ['Factory New'];

/** Icon path relative to assets/, one file per weapon model, knife, glove or item kind. */
export function iconPath(type: ItemType, kind: string): string {
  return `icons/${type}-${slug(kind)}.svg`;
}

interface Skin {
  type: ItemType;
  name: string;
  rarity: Rarity;
  icon: string;
  exteriors: readonly Exterior[];
  baseCents: number;
}

class CatalogWriter {
  readonly items: CatalogItem[] = [];
  private readonly counts = new Map<ItemType, number>();

  /** One item per exterior; prices come from `rng` so they belong to the entry being built. */
  add(skin: Skin, rng: Rng): void {
    const prices = pricesByExterior(skin.baseCents, skin.exteriors, rng);
    skin.exteriors.forEach((exterior, index) => {
      const count = (this.counts.get(skin.type) ?? 0) + 1;
      if (count >= ID_BLOCK_SIZE) throw new RangeError(`id block of ${skin.type} is full`);
      this.counts.set(skin.type, count);
      this.items.push({
        id: ID_BLOCK_START[skin.type] + count,
        name: skin.name,
        priceCents: prices[index] as number,
        icon: skin.icon,
        exterior,
        color: RARITY_COLORS[skin.rarity],
        rarity: skin.rarity,
        type: skin.type,
      });
    });
  }
}

function addWeapons(out: CatalogWriter): void {
  for (const model of WEAPON_MODELS) {
    const rng = createRng(`weapon:${model.name}`);
    const curatedNames = new Set(model.curated.map((finish) => finish.name));
    const finishes = [...model.curated, ...inventFinishes(rng, model.invented, curatedNames)];
    const icon = iconPath('weapon', model.name);
    for (const finish of finishes) {
      const hype = 'hype' in finish ? (finish.hype ?? 1) : 1;
      const baseCents = RARITY_BASE_CENTS[finish.rarity] * model.popularity * hype * scatter(rng, 0.45);
      const exteriors = exteriorsOf(finish.wear ?? 'FN-BS');
      const name = `${model.name} | ${finish.name}`;
      const skin = { type: 'weapon', rarity: finish.rarity, icon, exteriors } as const;
      out.add({ ...skin, name, baseCents }, rng);
      // The draw happens for every finish so that a tier change does not shift the stream of the next ones.
      const statTrak = rng.chance(0.3);
      if (statTrak && !NO_STATTRAK.has(finish.rarity)) {
        const stBase = baseCents * STATTRAK_FACTOR.weapon;
        out.add({ ...skin, name: `${STATTRAK} ${name}`, baseCents: stBase }, rng);
      }
    }
  }
}

/** Seeded choice of `count` different finishes. */
function chooseFinishes(rng: Rng, pool: readonly SpecialFinish[], count: number): SpecialFinish[] {
  const left = [...pool];
  const chosen: SpecialFinish[] = [];
  while (chosen.length < count && left.length > 0) {
    chosen.push(left.splice(rng.int(0, left.length - 1), 1)[0] as SpecialFinish);
  }
  return chosen;
}

function addKnives(out: CatalogWriter): void {
  for (const knife of KNIVES) {
    const rng = createRng(`knife:${knife.name}`);
    const icon = iconPath('knife', knife.name);
    for (const finish of chooseFinishes(rng, KNIFE_FINISHES, FINISHES_PER_KNIFE)) {
      const baseCents = RARITY_BASE_CENTS.Extraordinary * knife.popularity * finish.factor * scatter(rng, 0.3);
      const exteriors = exteriorsOf(finish.wear);
      const skin = { type: 'knife', rarity: 'Extraordinary', icon, exteriors } as const;
      out.add({ ...skin, name: `★ ${knife.name} | ${finish.name}`, baseCents }, rng);
      if (rng.chance(0.3)) {
        const name = `★ ${STATTRAK} ${knife.name} | ${finish.name}`;
        out.add({ ...skin, name, baseCents: baseCents * STATTRAK_FACTOR.knife }, rng);
      }
    }
  }
}

function addGloves(out: CatalogWriter): void {
  for (const glove of GLOVES) {
    const rng = createRng(`glove:${glove.name}`);
    const icon = iconPath('glove', glove.name);
    for (const finish of glove.finishes) {
      const baseCents =
        RARITY_BASE_CENTS.Extraordinary * GLOVE_FACTOR * glove.popularity * finish.factor * scatter(rng, 0.3);
      const name = `★ ${glove.name} | ${finish.name}`;
      const exteriors = exteriorsOf(finish.wear);
      out.add({ type: 'glove', name, rarity: 'Extraordinary', icon, exteriors, baseCents }, rng);
    }
  }
}

function addStickers(out: CatalogWriter): void {
  for (const [design, hype] of STICKER_DESIGNS) {
    const rng = createRng(`sticker:${design}`);
    STICKER_VARIANTS.forEach((variant, tier) => {
      if (variant.share < 1 && !rng.chance(variant.share)) return;
      // Collectors chase the rare prints of a sought design far more than its paper one.
      const baseCents = variant.baseCents * hype ** (1 + 0.25 * tier) * scatter(rng, 0.5);
      const icon = iconPath('sticker', variant.kind);
      const name = `Sticker | ${design}${variant.suffix}`;
      out.add({ type: 'sticker', name, rarity: variant.rarity, icon, exteriors: FRESH_ONLY, baseCents }, rng);
    });
  }
}

function addContainersAndOthers(out: CatalogWriter): void {
  for (const container of CONTAINERS) {
    const rng = createRng(`container:${container.name}`);
    const baseCents = container.baseCents * scatter(rng, 0.15);
    const icon = iconPath('container', container.kind);
    const { name, rarity } = container;
    out.add({ type: 'container', name, rarity, icon, exteriors: FRESH_ONLY, baseCents }, rng);
  }
  for (const kit of MUSIC_KITS) {
    const rng = createRng(`other:${kit.name}`);
    const baseCents = kit.baseCents * scatter(rng, 0.15);
    const skin = { type: 'other', icon: iconPath('other', kit.kind), exteriors: FRESH_ONLY } as const;
    out.add({ ...skin, name: kit.name, rarity: kit.rarity, baseCents }, rng);
    const stBase = baseCents * STATTRAK_FACTOR.musicKit;
    out.add({ ...skin, name: `${STATTRAK} ${kit.name}`, rarity: 'Restricted', baseCents: stBase }, rng);
  }
  for (const other of OTHER_ITEMS) {
    const rng = createRng(`other:${other.name}`);
    const baseCents = other.baseCents * scatter(rng, 0.15);
    const { name, rarity } = other;
    const icon = iconPath('other', other.kind);
    out.add({ type: 'other', name, rarity, icon, exteriors: FRESH_ONLY, baseCents }, rng);
  }
}

/** Cheapest first, ties by id: the order the spec asks for and the order of items.json. */
export function byPrice(a: CatalogItem, b: CatalogItem): number {
  return a.priceCents - b.priceCents || a.id - b.id;
}

export function buildCatalog(): CatalogItem[] {
  const out = new CatalogWriter();
  addWeapons(out);
  addKnives(out);
  addGloves(out);
  addStickers(out);
  addContainersAndOthers(out);
  const seen = new Set<string>();
  for (const item of out.items) {
    const key = `${item.name}\u0000${item.exterior}`;
    if (seen.has(key)) throw new Error(`duplicate catalog entry ${item.name} (${item.exterior})`);
    seen.add(key);
  }
  return out.items.sort(byPrice);
}
