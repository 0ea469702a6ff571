import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';
import { LOCALE_PARTS, type LocalePart, localePart } from './locale-parts.ts';

const PART_QUERY = /^(.*\/locales\/[a-z]+\.json)\?part=([a-z]+)$/;

/**
 * Serves `locales/<language>.json?part=<part>` as the texts of that part only (locale-parts.ts decides which key goes
 * where), so each language builds into a small shell chunk for the first route and a screens chunk loaded after it.
 * The module is JavaScript (`JSON.parse` of a string literal parses faster than an object literal of this size).
 */
export function localeSplit(): Plugin {
  return {
    name: 'arena-locale-split',
    enforce: 'pre',
    load(id) {
      const match = PART_QUERY.exec(id);
      if (!match) return null;
      const [, file, part] = match as unknown as [string, string, LocalePart];
      if (!LOCALE_PARTS.includes(part)) throw new Error(`unknown locale part ${part} in ${id}`);
      this.addWatchFile(file);
      const texts = localePart(JSON.parse(readFileSync(file, 'utf8')), part);
      return { code: `export default JSON.parse(${JSON.stringify(JSON.stringify(texts))});`, moduleType: 'js' };
    },
  };
}
