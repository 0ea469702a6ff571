import type { ErrorKey } from './catalogue';

export type ErrorArg = string | number;

/** The wire shape of every failed call, REST or room message. */
export interface ErrorBody {
  error: { key: ErrorKey; args: ErrorArg[] };
}

/** HTTP status each group answers with unless a throw site says otherwise. */
const STATUS_BY_KEY: Partial<Record<ErrorKey, number>> = {
  'GLOBAL.INTERNAL_ERROR': 500,
  'GLOBAL.FORBIDDEN': 403,
  'GLOBAL.ACCOUNT_BANNED': 403,
  'GLOBAL.NOT_FOUND': 404,
  'GLOBAL.TOO_MANY_REQUESTS': 429,
  'GLOBAL.IDEMPOTENCY_CONFLICT': 409,
  'GLOBAL.MAINTENANCE': 503,
  'GLOBAL.SERVICE_UNAVAILABLE': 503,
  'GLOBAL.DEV_SIGNIN_DISABLED': 404,
  'RANDOMORG.UNAVAILABLE': 503,
  'RESPONSIBLE.TIMED_OUT': 403,
  'RESPONSIBLE.SELF_EXCLUDED': 403,
};

/** A refusal the player can read: a catalogue key with its arguments. */
export class AppError extends Error {
  readonly key: ErrorKey;
  readonly args: ErrorArg[];
  readonly status: number;

  constructor(key: ErrorKey, args: ErrorArg[] = [], status?: number) {
    super(key);
    this.name = 'AppError';
    this.key = key;
    this.args = args;
    this.status = status ?? STATUS_BY_KEY[key] ?? 400;
  }

  toBody(): ErrorBody {
    return { error: { key: this.key, args: this.args } };
  }
}

export function errorBody(key: ErrorKey, args: ErrorArg[] = []): ErrorBody {
  return { error: { key, args } };
}
