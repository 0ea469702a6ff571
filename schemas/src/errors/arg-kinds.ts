import type { ErrorKey } from './catalogue';

/**
 * What an error arg is, when the client must format it for the reader instead of printing it as sent: `date` is an
 * ISO timestamp (shown as a date and time in the reader's language), `days` a whole number of days (shown as a
 * duration, "1 day" / "7 days", with the language's plural). Args not listed (null) are shown as they are.
 */
export type ErrorArgKind = 'date' | 'days';

export const ERROR_ARG_KINDS: Readonly<Partial<Record<ErrorKey, readonly (ErrorArgKind | null)[]>>> = {
  'CHAT.MUTED': ['date'],
  'PROMOCODE.DAILY_BONUS_WAIT': ['date'],
  'PROMOCODE.WHEEL_DEPOSIT_NEEDED': [null, 'days'],
  'RESPONSIBLE.TIMED_OUT': ['date'],
  'RESPONSIBLE.SELF_EXCLUDED': ['date'],
  'RESPONSIBLE.CANNOT_SHORTEN': ['date'],
  'RESPONSIBLE.DEPOSIT_LIMIT': [null, 'days'],
  'RESPONSIBLE.WAGER_LIMIT': [null, 'days'],
  'RESPONSIBLE.LOSS_LIMIT': [null, 'days'],
};

/** The kind of arg `index` of `key`, or null when it is shown as sent. */
export function errorArgKind(key: string, index: number): ErrorArgKind | null {
  return Object.hasOwn(ERROR_ARG_KINDS, key) ? (ERROR_ARG_KINDS[key as ErrorKey]?.[index] ?? null) : null;
}
