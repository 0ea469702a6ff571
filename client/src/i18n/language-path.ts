import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@arena/schemas';

/**
 * Every route sits under an optional language prefix (`/ru/shop`). These helpers split and build such
 * paths; they know nothing about which routes exist.
 */
export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** `/ru/shop` → `{ language: 'ru', rest: '/shop' }`; `/shop` → `{ language: null, rest: '/shop' }`. */
export function splitLanguage(pathname: string): { language: Language | null; rest: string } {
  const match = /^\/([^/]+)(\/.*)?$/.exec(pathname);
  const first = match?.[1];
  if (isLanguage(first)) return { language: first, rest: match?.[2] || '/' };
  return { language: null, rest: pathname || '/' };
}

/** `('ru', '/shop')` → `/ru/shop`; `('ru', '/')` → `/ru`. */
export function withLanguage(language: Language, path: string): string {
  const rest = path.startsWith('/') ? path : `/${path}`;
  return rest === '/' ? `/${language}` : `/${language}${rest}`;
}

/** The same page in another language: the prefix changes, the rest of the path stays. */
export function switchLanguagePath(pathname: string, language: Language): string {
  return withLanguage(language, splitLanguage(pathname).rest);
}

/** Browsers say `cs-CZ` for Czech; the site calls it `cz`. */
const BROWSER_ALIASES: Record<string, Language> = { cs: 'cz' };

/** The first interface language among the browser's preferred languages (`navigator.languages`). */
export function browserLanguage(preferred: readonly string[]): Language | null {
  for (const tag of preferred) {
    const base = tag.toLowerCase().split('-')[0] ?? '';
    const language = BROWSER_ALIASES[base] ?? base;
    if (isLanguage(language)) return language;
  }
  return null;
}

/** A path without prefix goes to the stored language, else the browser's, else English. */
export function preferredLanguage(stored: string | null | undefined, browser: readonly string[]): Language {
  if (isLanguage(stored)) return stored;
  return browserLanguage(browser) ?? DEFAULT_LANGUAGE;
}
