import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';
import { LOCALE_PARTS, type LocalePart, localePart } from './locale-parts.ts';

const PART_QUERY = /^(.*\/locales\/[a-z]+\.json)\?part=([a-z]+)$/;

/**
 * Serves `locales/<language>.json?part=<part>` as the texts of that part only (locale-parts.ts decides which key goes
 * where), so each language builds into a small shell chunk for the first route and a screens chunk loaded after it.
 * Vite's JSON plugin turns the filtered text into the module as it does for the whole file.
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
      return JSON.stringify(localePart(JSON.parse(readFileSync(file, 'utf8')), part));
    },
  };
}
