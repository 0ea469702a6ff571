/*
 * Layers you can see: the top-level folders of client/src and api/src in order, lowest first. A source file may
 * import from its own folder and from folders listed before it, never after; so the folder graph has no cycle
 * (checked by eslint-plugin-boundaries in `npm run lint`). Tests and test kits may import any layer. A new
 * top-level folder must get its place in the list (lint refuses to run until it has one). Files directly in src/ (main.tsx, index.ts, platform.ts…) compose everything.
 * Except the api's settings files that layers read (`config*.ts`, `redis-channels.ts`): they import no folder, or a
 * cycle would pass through them unseen (config.ts once read support/ and admin/ while http/ and metrics/ read it).
 */
import { readdirSync } from 'node:fs';
import boundaries from 'eslint-plugin-boundaries';

export const LAYERS = {
  client: [
    'styles',
    'i18n',
    'transport',
    'stores',
    'pwa',
    'actions',
    'ui',
    'navigation',
    'scenes',
    'chat',
    'support',
    'responsible',
    'layout',
    'screens',
    'games',
    'app',
    'testing',
  ],
  api: [
    'db',
    'jobs',
    'hash-chains',
    'audit',
    'auth',
    'metrics',
    'responsible',
    'ledger',
    'http',
    'fair',
    'steam-account',
    'commerce',
    'users',
    'games',
    'giveaways',
    'chat',
    'bonus-page',
    'treasures',
    'battlepass',
    'admin',
    'support',
    'streams',
    'referral',
    'promocodes',
    'minigame',
    'leaderboard',
    'clans',
    'cashback',
    'routes',
    'testing',
    'adversarial',
  ],
};

// A folder missing from its list would be checked by nothing: refuse to lint until it has its place.
for (const [pkg, folders] of Object.entries(LAYERS)) {
  const unlisted = readdirSync(new URL(`./${pkg}/src/`, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !folders.includes(entry.name))
    .map((entry) => entry.name);
  if (unlisted.length > 0)
    throw new Error(`eslint.layers.js: give ${pkg}/src/{${unlisted.join(',')}} a place in LAYERS.${pkg}`);
}

const elements = Object.entries(LAYERS).flatMap(([pkg, folders]) =>
  folders.map((folder) => ({ type: `${pkg}:${folder}`, pattern: `${pkg}/src/${folder}` })),
);

const policies = Object.entries(LAYERS).flatMap(([pkg, folders]) =>
  folders.slice(0, -1).map((folder, rank) => ({
    from: { element: { type: `${pkg}:${folder}` } },
    disallow: { to: { element: { types: { anyOf: folders.slice(rank + 1).map((above) => `${pkg}:${above}`) } } } },
  })),
);

const TEST_SUPPORT = [
  '**/*.test.ts',
  '**/*.test.tsx',
  '**/*.fixture.ts',
  '**/*-testing.ts',
  '**/fake-*.ts',
  '**/testing/**',
  'api/src/ledger/simulation/**',
];

export const layers = {
  files: ['client/src/**/*.{ts,tsx}', 'api/src/**/*.ts'],
  ignores: TEST_SUPPORT,
  plugins: { boundaries },
  settings: {
    'boundaries/elements': elements,
    'boundaries/include': ['client/src/**', 'api/src/**'],
    'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } },
  },
  rules: {
    'boundaries/dependencies': ['error', { default: 'allow', policies }],
  },
};

/** The api's settings files sit below every folder: the layers rule does not see root files, so this keeps them leaves. */
export const settingsLeaves = {
  files: ['api/src/config*.ts', 'api/src/redis-channels.ts'],
  ignores: TEST_SUPPORT,
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            regex: `^\\./(${LAYERS.api.join('|')})(/|$)`,
            message: 'A settings file is read by every layer: import no api/src folder from it (eslint.layers.js).',
          },
        ],
      },
    ],
  },
};
