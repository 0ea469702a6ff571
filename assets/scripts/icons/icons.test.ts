import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildCatalog } from '../catalog/build';
import { boundsOf, fitTransform, pathPoints } from './fit';
import { renderIcons } from './render';
import { circle, rect, type Shape } from './svg';

const assetsDir = new URL('../../', import.meta.url);
const icons = renderIcons();

describe('icon geometry helpers', () => {
  it('finds the points of rectangles and circles', () => {
    const box = boundsOf([{ d: rect(10, 20, 30, 40, 4), tone: 'metal' }]);
    expect(box).toEqual({ minX: 10, minY: 20, maxX: 40, maxY: 60 });
    const ys = pathPoints(circle(50, 50, 8)).map(([, y]) => y);
    expect(Math.min(...ys)).toBe(42);
    expect(Math.max(...ys)).toBe(58);
  });

  it('centres and scales a drawing into the frame', () => {
    const shapes: Shape[] = [{ d: rect(0, 0, 20, 10, 0), tone: 'metal' }];
    expect(fitTransform(shapes, { room: 100, maxScale: 10 })).toBe('translate(14 39) scale(5)');
    expect(fitTransform(shapes, { room: 100, maxScale: 2 })).toBe('translate(44 54) scale(2)');
  });
});

describe('rendered icons', () => {
  it('exist for exactly the icons the catalog uses', () => {
    const used = new Set(buildCatalog().map((item) => item.icon));
    expect(new Set(icons.keys())).toEqual(used);
  });

  it('match the committed files, with no stale files left over', () => {
    const onDisk = readdirSync(new URL('icons/', assetsDir)).filter((file) => file.endsWith('.svg'));
    expect(new Set(onDisk.map((file) => `icons/${file}`))).toEqual(new Set(icons.keys()));
    for (const [path, svg] of icons) expect(readFileSync(new URL(path, assetsDir), 'utf8'), path).toBe(svg);
  });

  it('stay small', () => {
    const sizes = [...icons.values()].map((svg) => Buffer.byteLength(svg));
    expect(sizes.reduce((sum, size) => sum + size, 0)).toBeLessThan(1.5 * 1024 * 1024);
    expect(Math.max(...sizes)).toBeLessThan(16 * 1024);
  });

  it('are well-formed 128×128 SVG with finite coordinates', () => {
    // No XML parser in Node: check the whole text against the one layout the frame writes.
    const attributes = /( [a-z-]+="[^"<>]+")+/.source;
    const stopTag = `<stop${attributes}/>`;
    const pathTag = `<path${attributes} d="[MLHVQZa\\d. -]+"/>`;
    const layout = new RegExp(
      `^<svg xmlns="http://www\\.w3\\.org/2000/svg" viewBox="0 0 128 128" [^>]+>` +
        `<defs>(<linearGradient id="ia-\\w+" [^>]+>(${stopTag})+</linearGradient>)+</defs>` +
        `<g transform="[^"]+"${attributes}>(${pathTag})+</g></svg>\n$`,
    );
    for (const [path, svg] of icons) {
      expect(svg, path).toMatch(layout);
      expect(svg, path).not.toMatch(/NaN|undefined|Infinity/);
    }
  });

  it('keep every drawing inside the frame', () => {
    for (const [path, svg] of icons) {
      const fit = /<g transform="translate\((-?[\d.]+) (-?[\d.]+)\) scale\(([\d.]+)\)(?: rotate\((-?[\d.]+)\))?"/.exec(
        svg,
      );
      expect(fit, path).not.toBeNull();
      const [tx, ty, k, turn] = [1, 2, 3, 4].map((i) => Number(fit?.[i] ?? 0)) as [number, number, number, number];
      const shapes = [...svg.matchAll(/<path(?: transform="([^"]+)")?[^>]* d="([^"]+)"\/>/g)].map(
        ([, transform, d = '']): Shape =>
          transform === undefined ? { d, tone: 'metal' } : { d, tone: 'metal', transform },
      );
      const box = boundsOf(shapes, turn);
      expect(tx + k * box.minX, path).toBeGreaterThanOrEqual(6);
      expect(ty + k * box.minY, path).toBeGreaterThanOrEqual(6);
      expect(tx + k * box.maxX, path).toBeLessThanOrEqual(122);
      expect(ty + k * box.maxY, path).toBeLessThanOrEqual(122);
    }
  });
});
