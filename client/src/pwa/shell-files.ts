/**
 * Which build files the service worker precaches: the shell the first route needs (the entry chunk and its static
 * imports, their CSS, the home screen and the English shell texts), never the games and other screens. Precaching the
 * whole 4 MB build would make every first visit (often on a phone) download every game; the rest is fetched when
 * used. Runs in the Vite config (Node), reading the build's `.vite/manifest.json`.
 */
export interface ViteManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
  assets?: string[];
}
export type ViteManifest = Record<string, ViteManifestChunk>;

/** Lazy chunks fetched before the first paint (kept in step with scripts/bundle-size.ts). */
export const FIRST_ROUTE_LAZY = [/src\/screens\/home\/HomeScreen\.tsx$/, /locales\/en\.json\?part=shell$/];

/** Files of `public/` the shell needs offline: the offline page, the icons, the web app manifest. */
export const PUBLIC_SHELL_FILE = /^(offline\.html|favicon\.svg|icons\/.+|manifest\.webmanifest)$/;

function collect(manifest: ViteManifest, key: string, files: Set<string>, seen: Set<string>): void {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return;
  seen.add(key);
  files.add(chunk.file);
  for (const file of [...(chunk.css ?? []), ...(chunk.assets ?? [])]) files.add(file);
  for (const child of chunk.imports ?? []) collect(manifest, child, files, seen);
}

/** The build files (paths relative to the out dir) of the first route. */
export function shellFiles(manifest: ViteManifest): Set<string> {
  const files = new Set<string>();
  const seen = new Set<string>();
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) collect(manifest, key, files, seen);
  for (const pattern of FIRST_ROUTE_LAZY) {
    for (const key of Object.keys(manifest)) if (pattern.test(key)) collect(manifest, key, files, seen);
  }
  return files;
}

/** Whether a precache entry (its URL relative to the out dir) belongs to the shell. */
export function isShellFile(url: string, shell: Set<string>): boolean {
  const file = url.replace(/^\//, '');
  return shell.has(file) || PUBLIC_SHELL_FILE.test(file);
}
