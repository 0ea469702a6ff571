import { describe, expect, it } from 'vitest';
import { createRng, hashText } from './prng';

describe('catalog prng', () => {
  it('hashes text with FNV-1a', () => {
    expect(hashText('')).toBe(0x811c9dc5);
    expect(hashText('a')).toBe(0xe40c292c);
  });

  it('repeats the same stream for the same key and differs for another key', () => {
    const a = createRng('weapon:AK-47');
    const b = createRng('weapon:AK-47');
    const c = createRng('weapon:AWP');
    const first = Array.from({ length: 20 }, () => a.next());
    expect(Array.from({ length: 20 }, () => b.next())).toEqual(first);
    expect(Array.from({ length: 20 }, () => c.next())).not.toEqual(first);
  });

  it('keeps draws inside their ranges', () => {
    const rng = createRng('ranges');
    for (let i = 0; i < 2000; i += 1) {
      const value = rng.next();
      expect(value).toBeGreaterThanOrEqual(0);
      expect(value).toBeLessThan(1);
      const whole = rng.int(3, 7);
      expect(whole).toBeGreaterThanOrEqual(3);
      expect(whole).toBeLessThanOrEqual(7);
      expect(Number.isInteger(whole)).toBe(true);
    }
  });

  it('reaches every integer of a small range and follows weights roughly', () => {
    const rng = createRng('spread');
    const seen = new Set<number>();
    const counts = { rare: 0, common: 0 };
    for (let i = 0; i < 4000; i += 1) {
      seen.add(rng.int(1, 4));
      counts[rng.weighted({ rare: 1, common: 3 })] += 1;
    }
    expect([...seen].sort()).toEqual([1, 2, 3, 4]);
    expect(counts.common / 4000).toBeGreaterThan(0.7);
    expect(counts.common / 4000).toBeLessThan(0.8);
  });

  it('draws normals with mean near 0 and spread near 1', () => {
    const rng = createRng('normal');
    const draws = Array.from({ length: 5000 }, () => rng.normal());
    const mean = draws.reduce((sum, x) => sum + x, 0) / draws.length;
    const variance = draws.reduce((sum, x) => sum + (x - mean) ** 2, 0) / draws.length;
    expect(Math.abs(mean)).toBeLessThan(0.05);
    expect(Math.abs(variance - 1)).toBeLessThan(0.08);
  });
});
