/**
 * Writes the skin catalog (catalog/items.json) and its icons (icons/*.svg) from the seeded generator.
 * Run from the repository root: `npx tsx assets/scripts/generate-catalog.ts`. Same input, same bytes.
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { serializeCatalog } from '../catalog/serialize';
import { buildCatalog } from './catalog/build';
import { renderIcons } from './icons/render';

const assetsDir = fileURLToPath(new URL('..', import.meta.url));
const iconsDir = fileURLToPath(new URL('../icons/', import.meta.url));

const items = buildCatalog();
writeFileSync(new URL('../catalog/items.json', import.meta.url), serializeCatalog(items));

const icons = renderIcons();
mkdirSync(iconsDir, { recursive: true });
// Icons of kinds that left the catalog would otherwise linger in the folder.
for (const file of readdirSync(iconsDir)) {
  if (file.endsWith('.svg') && !icons.has(`icons/${file}`)) rmSync(`${iconsDir}${file}`);
}
let bytes = 0;
for (const [path, svg] of icons) {
  writeFileSync(`${assetsDir}${path}`, svg);
  bytes += Buffer.byteLength(svg);
}

const prices = items.map((item) => item.priceCents);
const usd = (cents: number): string => `$${(cents / 100).toFixed(2)}`;
console.log(
  `catalog: ${items.length} items, ${usd(Math.min(...prices))}–${usd(Math.max(...prices))}; ` +
    `icons: ${icons.size} files, ${(bytes / 1024).toFixed(1)} KiB`,
);
