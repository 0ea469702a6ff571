/**
 * Measures the JavaScript the first route needs, gzipped, from the production build: the entry chunk and
 * everything it imports statically, plus the home screen's lazy chunk and the English shell texts (both are
 * fetched before the first paint). Also fails when that code names a text key outside the shell's part
 * (src/i18n/locale-parts.ts): the first paint would show it raw. Games, PixiJS, the Colyseus SDK and other screens load later and are
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
import { keysOutsideShell } from '../src/i18n/locale-parts.ts';

// Was 250 KB, raised step by step to 265 KB (2026-11-28, 261.7 KB) as the English catalogue, loaded whole by the first
// route, grew. 200 KB since the catalogue ships in two parts (src/i18n/locale-parts.ts: only the shell's texts on the
// first route) and @arena/schemas is marked side-effect free (the game room states and their Colyseus schema
// library no longer ride along with the shell's imports): 177 KB measured then.
const BUDGET_KB = 200;
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

/** Chunks the first route loads besides the entry's static graph: the home screen and the English shell texts. */
const FIRST_ROUTE_LAZY = [/src\/screens\/home\/HomeScreen\.tsx$/, /locales\/en\.json\?part=shell$/];

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

const isLocaleChunk = (manifest: Manifest, file: string) =>
  Object.entries(manifest).some(([key, chunk]) => chunk.file === file && /locales\//.test(key));

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
  const sections = new Set(
    Object.keys(JSON.parse(readFileSync(path.join(clientDir, '../locales/en.json'), 'utf8')) as object),
  );
  const code = files
    .filter((file) => !isLocaleChunk(manifest, file))
    .map((file) => readFileSync(path.join(distDir, file), 'utf8'));
  const outside = keysOutsideShell(code.join('\n'), sections);
  if (outside.length > 0) {
    console.log(
      `Keys the first route names outside the shell's texts (add a rule to client/src/i18n/locale-parts.ts): ${outside.join(', ')}`,
    );
    process.exitCode = 1;
  }
}

await main();
