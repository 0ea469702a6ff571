import type { Language } from '@arena/schemas';
import { ROUTES } from '../../navigation/routes';
import type { LocaleKey } from '../../i18n/keys';
import { localeTag } from '../../i18n/format';

const DAY_MS = 24 * 60 * 60 * 1000;

/** "24 Nov – 30 Nov" in the reader's language: a range of UTC days, `toMs` inclusive. */
export function formatDayRange(fromMs: number, toMs: number, language: Language): string {
  const format = new Intl.DateTimeFormat(localeTag(language), { day: 'numeric', month: 'short', timeZone: 'UTC' });
  return `${format.format(fromMs)} – ${format.format(toMs)}`;
}

/** A period [startsAt, endsAt) as its first and last UTC day. */
export function formatPeriod(startsAt: number, endsAt: number, language: Language): string {
  return formatDayRange(startsAt, endsAt - DAY_MS, language);
}

/** `YYYY-MM-DD` (a UTC day) → epoch ms of its start. */
export const dayMs = (day: string): number => Date.parse(`${day}T00:00:00Z`);

/** The name key of the game a bet was placed in (bets carry the route id of their game), or null for an unknown one. */
export function gameNameKey(game: string): LocaleKey | null {
  return ROUTES.find((route) => route.id === game)?.game?.nameKey ?? null;
}

/** 1234 hundredths → "12.34". */
export const formatMultiplier = (hundredths: number): string => (hundredths / 100).toFixed(2);
