import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Language } from '@arena/schemas';
import type { LocaleTree } from './keys';
import type { LocalePart } from './locale-parts';

type Loaders = Record<string, () => Promise<Partial<LocaleTree>>>;

/**
 * Two chunks per language, loaded when first needed (locale-split-plugin.ts cuts each file by locale-parts.ts): the
 * first route ships only the active language's shell texts; the screens' texts follow after the first paint. The
 * globs live here so Vite sees every file at build time.
 */
const LOADERS: Record<LocalePart, Loaders> = {
  shell: import.meta.glob<Partial<LocaleTree>>('../../../locales/[a-z][a-z].json', {
    import: 'default',
    query: '?part=shell',
  }),
  screens: import.meta.glob<Partial<LocaleTree>>('../../../locales/[a-z][a-z].json', {
    import: 'default',
    query: '?part=screens',
  }),
};

export function localeLoader(language: Language, part: LocalePart): () => Promise<Partial<LocaleTree>> {
  const loader = LOADERS[part][`../../../locales/${language}.json`];
  if (!loader) throw new Error(`no locale file for ${language}`);
  return loader;
}

export const i18n: I18n = i18next.createInstance();

const parts = new Map<string, Promise<void>>();
/** Set once any screen asked for its texts: from then on a language switch loads them too before switching. */
let screensWanted = false;
/** The language being switched to (the one on screen until the switch lands). */
let wantedLanguage: Language | null = null;

function loadPart(language: Language, part: LocalePart): Promise<void> {
  const key = `${language}:${part}`;
  let loading = parts.get(key);
  if (!loading) {
    loading = localeLoader(language, part)().then(
      (texts) => void i18n.addResourceBundle(language, 'translation', texts, true, false),
      (error: unknown) => {
        // A failed chunk (network) is asked again next time instead of failing forever.
        parts.delete(key);
        throw error;
      },
    );
    parts.set(key, loading);
  }
  return loading;
}

/** Loads the language's texts (once; the screens' too once wanted) and switches to it. */
export async function applyLanguage(language: Language): Promise<void> {
  wantedLanguage = language;
  await Promise.all([loadPart(language, 'shell'), ...(screensWanted ? [loadPart(language, 'screens')] : [])]);
  if (wantedLanguage !== language) return;
  if (i18n.language !== language) await i18n.changeLanguage(language);
  document.documentElement.lang = language === 'cz' ? 'cs' : language;
}

/**
 * The texts of every screen outside the shell, in the language on screen and the one being switched to. A screen
 * renders only after this (lazyScreen), so it never shows raw keys.
 */
export function loadScreenTexts(): Promise<void> {
  screensWanted = true;
  const languages = new Set(
    [i18n.language as Language | undefined, wantedLanguage].filter((language): language is Language => !!language),
  );
  return Promise.all([...languages].map((language) => loadPart(language, 'screens'))).then(() => undefined);
}

export async function initI18n(language: Language): Promise<I18n> {
  await i18n.use(initReactI18next).init({
    lng: language,
    // Every language has every key (locales.test.ts), so a fallback would only hide a bug.
    fallbackLng: false,
    resources: {},
    partialBundledLanguages: true,
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  await applyLanguage(language);
  return i18n;
}
