import { formatErrorArgs } from '../i18n/error-args';

/** Arguments of a catalogue error, positional like the wire's `args` array. */
export type ErrorArgs = readonly (string | number)[];

/**
 * A refused call or a failed transport. `key` is the catalogue key when the answer carried one
 * (`{ error: { key, args } }`); `status` is the HTTP status, 0 when no answer came at all.
 */
export class ApiError extends Error {
  readonly key: string | null;
  readonly args: ErrorArgs;
  readonly status: number;

  constructor(key: string | null, args: ErrorArgs, status: number) {
    super(key ?? `Status: ${status}`);
    this.name = 'ApiError';
    this.key = key;
    this.args = args;
    this.status = status;
  }
}

/** A client-side check that failed, spoken in the same keys as the server (`SHOP.NOTHING_SELECTED`). */
export function clientError(key: string, args: ErrorArgs = []): ApiError {
  return new ApiError(key, args, 400);
}

/** Reads the error envelope of a non-2xx body, tolerating anything else a proxy may answer. */
export function errorFromBody(body: unknown, status: number): ApiError {
  const error = (body as { error?: { key?: unknown; args?: unknown } } | null)?.error;
  if (error && typeof error.key === 'string') {
    const args = Array.isArray(error.args)
      ? error.args.filter((a) => typeof a === 'string' || typeof a === 'number')
      : [];
    return new ApiError(error.key, args, status);
  }
  return new ApiError(null, [], status);
}

/** What the translation layer needs from the i18n instance. */
export interface Translator {
  exists(key: string): boolean;
  t(key: string, options?: Record<string, unknown>): string;
  /** The reader's language (i18next's), for the args that are dates and durations. */
  language?: string;
}

/**
 * docs/product-rules.md §8: the text is `errors.{key}` with the args as `{{0}}`, `{{1}}`… (dates and durations
 * formatted for the reader, schemas ERROR_ARG_KINDS); else the key itself; else
 * `Status: {code}`. A call that got no answer says so instead of "Status: 0".
 */
export function errorText(i18n: Translator, error: unknown): string {
  if (error instanceof ApiError) {
    if (error.key) {
      const path = `errors.${error.key}`;
      return i18n.exists(path)
        ? i18n.t(path, Object.fromEntries(formatErrorArgs(error.key, error.args, i18n.language).entries()))
        : error.key;
    }
    if (error.status === 0) return i18n.t('common.networkError');
    return i18n.t('errorFallback.status', { code: error.status });
  }
  return i18n.t('errors.GLOBAL.INTERNAL_ERROR');
}
