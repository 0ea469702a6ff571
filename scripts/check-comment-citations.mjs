// Comments and docs cite only documents a reader of the repo can open (docs/, README.md, a CONTEXT.md, code and
// tests): fails on citations of documents outside the repo (an issue number, a spec section, the old design-notes file: FORBIDDEN below) in any source or markdown file.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
const PACKAGES = [
  'schemas',
  'api',
  'game-server',
  'client',
  'load-tests',
  'locales',
  'assets',
  'scripts',
  '.ci',
  'docs',
];
const SOURCE = /\.(ts|tsx|mts|js|mjs|cjs|css|sh|md)$|^run$/;
const SKIP = new Set(['node_modules', 'dist', 'reports', 'test-results', 'screenshots']);
const FORBIDDEN = [/\bissue \d+/i, /\bspec §/i, /\bspec,? sections? \d/i, /ARCHITECTURE\.md/];

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (SKIP.has(entry.name)) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (SOURCE.test(entry.name)) yield full;
  }
}

const SELF = path.join(ROOT, 'scripts', 'check-comment-citations.mjs');
const TOP = readdirSync(ROOT, { withFileTypes: true })
  .filter((entry) => entry.isFile() && SOURCE.test(entry.name))
  .map((entry) => path.join(ROOT, entry.name));
const found = [];
for (const pkg of [...PACKAGES, null]) {
  let all;
  try {
    all = pkg === null ? TOP : [...files(path.join(ROOT, pkg))];
  } catch {
    continue;
  }
  for (const file of all) {
    if (file === SELF) continue;
    readFileSync(file, 'utf8')
      .split('\n')
      .forEach((line, index) => {
        if (FORBIDDEN.some((pattern) => pattern.test(line)))
          found.push(`${path.relative(ROOT, file)}:${index + 1}: ${line.trim()}`);
      });
  }
}
if (found.length > 0) {
  console.error(
    `Cite docs/ (or the code or test that holds the reason) instead of documents outside the repo:\n${found.join('\n')}`,
  );
  process.exit(1);
}
