import type { Language } from '@arena/schemas';

/** Language names are written in their own language, so they are the same in every locale file. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  ru: 'Русский',
  es: 'Español',
  pt: 'Português',
  tr: 'Türkçe',
  it: 'Italiano',
  fr: 'Français',
  cz: 'Čeština',
  de: 'Deutsch',
  ro: 'Română',
  pl: 'Polski',
};
