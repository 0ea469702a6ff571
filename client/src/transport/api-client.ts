import { ApiError, errorFromBody } from './api-error';

export type Query = Record<string, string | number | boolean | null | undefined>;

export interface ApiClientOptions {
  /** `/api` on the same origin. */
  baseUrl: string;
  fetch: typeof fetch;
  /** The stored bearer token, if any. */
  token(): string | null;
  /** Called when the server answers `GLOBAL.FORBIDDEN` to a call that carried a token. */
  onForbidden(): void;
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

  async request<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
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
    if (error.key === 'GLOBAL.FORBIDDEN' && token) this.options.onForbidden();
    throw error;
  }
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
