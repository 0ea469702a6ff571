import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Language } from '@arena/schemas';
import type { LocaleTree } from './keys';

/**
 * One chunk per language, loaded when first needed: the first route ships only the active language.
 * The glob lives here so Vite sees every file at build time.
 */
const LOADERS = import.meta.glob<LocaleTree>('../../../locales/*.json', { import: 'default' });

export function localeLoader(language: Language): () => Promise<LocaleTree> {
  const loader = LOADERS[`../../../locales/${language}.json`];
  if (!loader) throw new Error(`no locale file for ${language}`);
  return loader;
}

export const i18n: I18n = i18next.createInstance();

/** Loads the language's texts (once) and switches to it. */
export async function applyLanguage(language: Language): Promise<void> {
  if (!i18n.hasResourceBundle(language, 'translation')) {
    i18n.addResourceBundle(language, 'translation', await localeLoader(language)());
  }
  if (i18n.language !== language) await i18n.changeLanguage(language);
  document.documentElement.lang = language === 'cz' ? 'cs' : language;
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
