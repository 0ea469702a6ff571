import { TIMING } from '@arena/schemas';
import { ApiError, errorFromBody } from './api-error';

export type Query = Record<string, string | number | boolean | null | undefined>;

export interface ApiClientOptions {
  /** `/api` on the same origin. */
  baseUrl: string;
  fetch: typeof fetch;
  /** The stored bearer token, if any. */
  token(): string | null;
  /** Called when the server answers `GLOBAL.FORBIDDEN` (or `GLOBAL.ACCOUNT_BANNED`) to a call that carried a token. */
  onForbidden(error: ApiError): void;
  /** Called when the API throttled a call that is sent again in `seconds` (the shell shows a notice). */
  onThrottled?(seconds: number): void;
  /** Waits before a throttled call is sent again; tests pass one that does not wait. */
  sleep?(ms: number, signal?: AbortSignal): Promise<void>;
}

export interface RequestOptions {
  query?: Query;
  body?: unknown;
  /** Money POSTs carry one key per user action; a retry of the same action reuses it. */
  idempotencyKey?: string;
  signal?: AbortSignal;
}

export function withQuery(path: string, query: Query | undefined): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(name, String(value));
  }
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

/**
 * The one door to the REST API: bearer token, JSON both ways, and every non-2xx answer turned into an
 * `ApiError` with the catalogue key and args of the body.
 */
export class ApiClient {
  constructor(private readonly options: ApiClientOptions) {}

  get<T>(path: string, options: Omit<RequestOptions, 'body' | 'idempotencyKey'> = {}): Promise<T> {
    return this.request<T>('GET', path, options);
  }

  post<T>(path: string, body: unknown, options: Omit<RequestOptions, 'body'> = {}): Promise<T> {
    return this.request<T>('POST', path, { ...options, body });
  }

  put<T>(path: string, body: unknown, options: Omit<RequestOptions, 'body'> = {}): Promise<T> {
    return this.request<T>('PUT', path, { ...options, body });
  }

  /**
   * A GLOBAL.TOO_MANY_REQUESTS refusal comes from the rate limit, before any handler ran, so the same call (same
   * idempotency key) is sent again after the wait the refusal names; past `TIMING.throttledRetries` it is thrown.
   */
  async request<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
    for (let retries = 0; ; retries++) {
      try {
        return await this.send<T>(method, path, options);
      } catch (error) {
        const waitMs = throttledWaitMs(error);
        if (waitMs === null || retries >= TIMING.throttledRetries) throw error;
        this.options.onThrottled?.(Math.round(waitMs / 1000));
        await (this.options.sleep ?? sleep)(waitMs, options.signal);
      }
    }
  }

  private async send<T>(method: string, path: string, options: RequestOptions): Promise<T> {
    const token = this.options.token();
    const headers: Record<string, string> = { accept: 'application/json' };
    if (token) headers.authorization = `Bearer ${token}`;
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    if (options.idempotencyKey) headers['idempotency-key'] = options.idempotencyKey;

    let response: Response;
    try {
      response = await this.options.fetch(`${this.options.baseUrl}${withQuery(path, options.query)}`, {
        method,
        headers,
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
        signal: options.signal,
      });
    } catch (cause) {
      if (options.signal?.aborted) throw cause;
      throw new ApiError(null, [], 0);
    }

    const body: unknown = await readJson(response);
    if (response.status >= 200 && response.status < 300) return body as T;
    const error = errorFromBody(body, response.status);
    if ((error.key === 'GLOBAL.FORBIDDEN' || error.key === 'GLOBAL.ACCOUNT_BANNED') && token)
      this.options.onForbidden(error);
    throw error;
  }
}

/** How long to wait before sending a throttled call again, or null when the error is not a throttle. */
function throttledWaitMs(error: unknown): number | null {
  if (!(error instanceof ApiError) || error.status !== 429 || error.key !== 'GLOBAL.TOO_MANY_REQUESTS') return null;
  const seconds = error.args[0];
  const named = typeof seconds === 'number' && seconds > 0 ? seconds * 1000 : 1000;
  return Math.min(named, TIMING.throttledRetryMaxWaitMs);
}

function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason);
      },
      { once: true },
    );
  });
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** A fresh key for one user action (buy, sell, deposit…). */
export function newIdempotencyKey(): string {
  return crypto.randomUUID();
}
