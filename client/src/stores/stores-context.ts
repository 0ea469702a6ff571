import { createContext, useContext } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE, type Language } from '@arena/schemas';
import type { RootStore } from './root-store';
import { formatMoney } from '../i18n/format';
import { type Translator, errorText } from '../transport/api-error';
import { splitLanguage } from '../i18n/language-path';

export const StoresContext = createContext<RootStore | null>(null);

export function useStores(): RootStore {
  const root = useContext(StoresContext);
  if (!root) throw new Error('useStores outside <StoresContext.Provider>');
  return root;
}

/** The language of the address bar (every rendered route has a prefix). */
export function useLanguage(): Language {
  return splitLanguage(useLocation().pathname).language ?? DEFAULT_LANGUAGE;
}

/** Cents → text in the chosen currency and the page's language. Call inside an observer. */
export function useMoney(): (cents: number) => string {
  const { settings, site } = useStores();
  const language = useLanguage();
  // Without a known rate RUB cannot be shown honestly, so dollars it is.
  const currency = site.rubPerUsd > 0 ? settings.currency : 'USD';
  return (cents) => formatMoney(cents, currency, language, site.rubPerUsd);
}

/** Any error → the player's language (docs/product-rules.md §8 fallbacks included). */
export function useErrorText(): (error: unknown) => string {
  const { i18n } = useTranslation();
  return (error) => errorText(i18n as unknown as Translator, error);
}
