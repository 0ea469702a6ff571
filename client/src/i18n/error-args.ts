import { type Language, LANGUAGES, errorArgKind } from '@arena/schemas';
import { formatDateTime, formatDays } from './format';

const isLanguage = (value: string | undefined): value is Language =>
  (LANGUAGES as readonly string[]).includes(value ?? '');

/**
 * The args of a catalogue error as the reader sees them: the ones schemas ERROR_ARG_KINDS types are formatted for
 * `language` (an ISO time as a local date and time, a day count as a duration); the rest, and any arg that is not
 * what its kind says, pass as sent.
 */
export function formatErrorArgs(
  key: string,
  args: readonly (string | number)[],
  language: string | undefined,
): (string | number)[] {
  const lang: Language = isLanguage(language) ? language : 'en';
  return args.map((arg, index) => {
    const kind = errorArgKind(key, index);
    if (kind === 'date') {
      const ms = typeof arg === 'number' ? arg : Date.parse(arg);
      return Number.isFinite(ms) ? formatDateTime(ms, lang) : arg;
    }
    if (kind === 'days') {
      const days = Number(arg);
      return Number.isInteger(days) ? formatDays(days, lang) : arg;
    }
    return arg;
  });
}
