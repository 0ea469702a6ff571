/**
 * Which part of a locale file each text ships in. The first route loads only the `shell` part (header, menus, footer,
 * home screen, notices, error messages, every game's name); every other screen waits for the `screens` part, loaded
 * right after the first paint. The split is by key rule, not by key list, so a key added under a known prefix lands
 * in the right part by itself. Read by the build (vite.config.ts splits locales/*.json with it) and by
 * scripts/bundle-size.ts (which fails when the first route's code names a key outside the shell part).
 *
 * A rule is a dotted key prefix matched segment by segment: `*` matches any one segment, a segment ending in `*`
 * matches any segment it starts, and a rule matches every key below it (`home` covers `home.heroTitle`). Plural
 * forms (`days_one`, `days_other`) match the rule for `days`.
 */
export const SHELL_TEXT_RULES: readonly string[] = [
  'app',
  'nav',
  'routes',
  'common',
  'balance',
  'currencyName',
  'footer',
  'home',
  'games',
  'shop',
  'shopPanel',
  'exterior',
  'maintenance',
  'connection',
  'errorFallback',
  'errors',
  // Every game's and section's menu entry, as the home screen and the menus name them.
  '*.name',
  '*.tagline',
  '*.nav',
  // The premium offer popup and the responsible-gaming reality check open over any page.
  'premium.popup',
  'premium.reward',
  'premium.buy*',
  'referral.linked',
  'responsible.modal*',
];

export type LocalePart = 'shell' | 'screens';
export const LOCALE_PARTS: readonly LocalePart[] = ['shell', 'screens'];

type Tree = { [key: string]: string | Tree };

const PLURAL = /_(zero|one|two|few|many|other)$/;

function segmentMatches(rule: string, segment: string): boolean {
  if (rule === '*') return true;
  if (rule.endsWith('*')) return segment.startsWith(rule.slice(0, -1));
  return segment === rule || segment.replace(PLURAL, '') === rule;
}

function ruleCovers(rule: string, segments: readonly string[]): boolean {
  const parts = rule.split('.');
  return parts.length <= segments.length && parts.every((part, index) => segmentMatches(part, segments[index]!));
}

/** The part a key (`home.heroTitle`) ships in. */
export function partOfKey(key: string, rules: readonly string[] = SHELL_TEXT_RULES): LocalePart {
  const segments = key.split('.');
  return rules.some((rule) => ruleCovers(rule, segments)) ? 'shell' : 'screens';
}

/**
 * Whether every key starting with `prefix` (the fixed start of a key built at run time, e.g. `errors.` of
 * `errors.${code}`) ships in the shell: some rule without wildcards below the prefix's whole segments covers it.
 */
export function shellCoversPrefix(prefix: string, rules: readonly string[] = SHELL_TEXT_RULES): boolean {
  const segments = prefix.split('.').slice(0, -1);
  return segments.length > 0 && rules.some((rule) => ruleCovers(rule, segments));
}

/** The texts of one part of a locale tree, in the tree's shape (sections with nothing in the part are left out). */
export function localePart(
  tree: Tree,
  part: LocalePart,
  rules: readonly string[] = SHELL_TEXT_RULES,
  path: string[] = [],
): Tree {
  const out: Tree = {};
  for (const [key, value] of Object.entries(tree)) {
    const here = [...path, key];
    if (typeof value === 'string') {
      if (partOfKey(here.join('.'), rules) === part) out[key] = value;
    } else {
      const sub = localePart(value, part, rules, here);
      if (Object.keys(sub).length > 0) out[key] = sub;
    }
  }
  return out;
}

/**
 * Text keys the first route's code names (string literals whose first segment is a section of en.json; a template
 * literal counts by its fixed start) that ship outside the shell's texts.
 */
export function keysOutsideShell(code: string, sections: ReadonlySet<string>): string[] {
  const outside = new Set<string>();
  for (const [, literal] of code.matchAll(/[`'"]([A-Za-z][\w-]*\.[\w.-]*(?:\$\{)?)/g)) {
    const key = literal!;
    if (!sections.has(key.split('.')[0]!)) continue;
    const dynamic = key.endsWith('${');
    const covered = dynamic ? shellCoversPrefix(key.slice(0, -2)) : partOfKey(key.replace(/\.$/, '')) === 'shell';
    if (!covered) outside.add(key);
  }
  return [...outside].sort();
}
