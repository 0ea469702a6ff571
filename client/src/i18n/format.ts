import type { Currency, Language } from '@arena/schemas';

/** BCP 47 tag for Intl: the site's `cz` is the standard `cs`. */
export function localeTag(language: Language): string {
  return language === 'cz' ? 'cs' : language;
}

/**
 * Money is integer US cents everywhere; only here does it become text. RUB is the dollar amount times the
 * configured rate, rounded to whole kopecks.
 */
export function formatMoney(cents: number, currency: Currency, language: Language, rubPerUsd: number): string {
  const amount = currency === 'USD' ? cents / 100 : Math.round(cents * rubPerUsd) / 100;
  return new Intl.NumberFormat(localeTag(language), {
    style: 'currency',
    currency,
    // `₽` and `$` read better in a header than `RUB` and `US$`.
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(amount);
}

export function formatDateTime(epochMs: number, language: Language): string {
  return new Intl.DateTimeFormat(localeTag(language), { dateStyle: 'medium', timeStyle: 'short' }).format(epochMs);
}

export function formatNumber(value: number, language: Language, fractionDigits = 0): string {
  return new Intl.NumberFormat(localeTag(language), {
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  }).format(value);
}

/** Dollars as typed in a form (`"1,5"` or `"1.50"`) → whole cents, or null when it is not an amount. */
export function parseUsdInput(text: string): number | null {
  const normalized = text.trim().replace(/\s/g, '').replace(',', '.');
  if (!/^\d+(\.\d{0,2})?$/.test(normalized)) return null;
  const [whole = '0', fraction = ''] = normalized.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** A whole number of days as a duration in the reader's language, with its plural ("1 day", "7 days", "7 дней"). */
export function formatDays(days: number, language: Language): string {
  return new Intl.NumberFormat(localeTag(language), { style: 'unit', unit: 'day', unitDisplay: 'long' }).format(days);
}
