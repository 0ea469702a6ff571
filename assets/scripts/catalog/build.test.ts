import { describe, expect, it } from 'vitest';
import { EXTERIORS } from '../../catalog/constants';
import { ID_BLOCK_START, buildCatalog, iconPath } from './build';
import { inventFinishes } from './finish-names';
import { exteriorsOf, slug } from './kinds';
import { MIN_PRICE_CENTS, pricesByExterior } from './pricing';
import { createRng } from './prng';
import { WEAPON_MODELS } from './weapons';

describe('wear ranges', () => {
  it('lists exteriors best first', () => {
    expect(exteriorsOf('FN-FT')).toEqual(['Factory New', 'Minimal Wear', 'Field-Tested']);
    expect(exteriorsOf('WW-BS')).toEqual(['Well-Worn', 'Battle-Scarred']);
    expect(exteriorsOf('FN')).toEqual(['Factory New']);
    expect(exteriorsOf('FN-BS')).toEqual([...EXTERIORS].reverse());
  });

  it('rejects a range written worst first', () => {
    expect(() => exteriorsOf('BS-FN')).toThrow(/bad wear range/);
  });
});

describe('names and paths', () => {
  it('slugs names into file-name parts', () => {
    expect(slug('Desert Eagle')).toBe('desert-eagle');
    expect(slug('M4A1-S')).toBe('m4a1-s');
    expect(slug('SG 553')).toBe('sg-553');
    expect(iconPath('glove', 'Sport Gloves')).toBe('icons/glove-sport-gloves.svg');
  });

  it('invents distinct two-word finishes that avoid the taken names', () => {
    const taken = new Set(['Neon Tide']);
    const made = inventFinishes(createRng('test'), 40, taken);
    const names = made.map((finish) => finish.name);
    expect(new Set(names).size).toBe(40);
    expect(names).not.toContain('Neon Tide');
    for (const name of names) expect(name).toMatch(/^\S+ \S+$/);
  });
});

describe('price model', () => {
  it('keeps FN > MW > FT > WW > BS even when rounding would tie them', () => {
    const prices = pricesByExterior(2, exteriorsOf('FN-BS'), createRng('tiny'));
    expect(prices.at(-1)).toBe(MIN_PRICE_CENTS);
    for (let i = 1; i < prices.length; i += 1) expect(prices[i - 1]).toBeGreaterThan(prices[i] as number);
  });

  it('scales with the base price', () => {
    const cheap = pricesByExterior(100, ['Field-Tested'], createRng('same'));
    const dear = pricesByExterior(100_000, ['Field-Tested'], createRng('same'));
    expect((dear[0] as number) / (cheap[0] as number)).toBeCloseTo(1000, -1);
  });
});

describe('buildCatalog', () => {
  const items = buildCatalog();

  it('gives every type its own id block', () => {
    for (const item of items) {
      expect(item.id).toBeGreaterThan(ID_BLOCK_START[item.type]);
      expect(item.id).toBeLessThan(ID_BLOCK_START[item.type] + 10_000);
    }
  });

  it('covers every weapon model with at least three finishes', () => {
    for (const model of WEAPON_MODELS) {
      const finishes = new Set(
        items.filter((item) => item.name.replace('StatTrak™ ', '').startsWith(`${model.name} | `)).map((i) => i.name),
      );
      expect(finishes.size, model.name).toBeGreaterThanOrEqual(3);
    }
  });

  it('makes StatTrak™ copies dearer than the plain skin', () => {
    const plain = new Map(items.map((item) => [`${item.name}|${item.exterior}`, item.priceCents]));
    const copies = items.filter((item) => item.name.includes('StatTrak™'));
    expect(copies.length).toBeGreaterThan(50);
    for (const copy of copies) {
      const original = plain.get(`${copy.name.replace('StatTrak™ ', '')}|${copy.exterior}`);
      expect(original, copy.name).toBeDefined();
      expect(copy.priceCents, copy.name).toBeGreaterThan(original as number);
    }
  });
});
