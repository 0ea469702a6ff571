import { describe, expect, it, vi } from 'vitest';
import { ApiClient, withQuery } from './api-client';
import { ApiError, errorText } from './api-error';

function fakeFetch(status: number, body: unknown) {
  return vi.fn(
    async (_url: string | URL | Request, _init?: RequestInit) =>
      new Response(body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body), { status }),
  );
}

function client(fetch: ReturnType<typeof fakeFetch>, token: string | null = 'tok') {
  const onForbidden = vi.fn();
  const api = new ApiClient({
    baseUrl: '/api',
    fetch: fetch as unknown as typeof globalThis.fetch,
    token: () => token,
    onForbidden,
  });
  return { api, onForbidden };
}

describe('ApiClient', () => {
  it('sends the bearer token, JSON and the idempotency key', async () => {
    const fetch = fakeFetch(200, { ok: true });
    const { api } = client(fetch);
    await expect(api.post('/shop/buy', { catalogItemIds: ['a'] }, { idempotencyKey: 'k1' })).resolves.toEqual({
      ok: true,
    });
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/shop/buy');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"catalogItemIds":["a"]}');
    expect(init?.headers).toMatchObject({
      authorization: 'Bearer tok',
      'content-type': 'application/json',
      'idempotency-key': 'k1',
    });
  });

  it('omits the authorization header when signed out', async () => {
    const fetch = fakeFetch(200, {});
    const { api } = client(fetch, null);
    await api.get('/time');
    expect(fetch.mock.calls[0]![1]?.headers).not.toHaveProperty('authorization');
  });

  it('turns a non-2xx envelope into an ApiError with key, args and status', async () => {
    const { api } = client(fakeFetch(400, { error: { key: 'PAYMENT.METHOD_MIN', args: ['1.00'] } }));
    const error = await api.get('/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ key: 'PAYMENT.METHOD_MIN', args: ['1.00'], status: 400 });
  });

  it('keeps only the status when the body is not an envelope', async () => {
    const { api } = client(fakeFetch(502, '<html>Bad gateway</html>'));
    await expect(api.get('/x')).rejects.toMatchObject({ key: null, status: 502 });
  });

  it('reports GLOBAL.FORBIDDEN only when a token was sent', async () => {
    const forbidden = { error: { key: 'GLOBAL.FORBIDDEN', args: [] } };
    const signedIn = client(fakeFetch(403, forbidden), 'tok');
    await expect(signedIn.api.get('/users/current')).rejects.toMatchObject({ key: 'GLOBAL.FORBIDDEN' });
    expect(signedIn.onForbidden).toHaveBeenCalledTimes(1);

    const signedOut = client(fakeFetch(403, forbidden), null);
    await expect(signedOut.api.get('/users/current')).rejects.toMatchObject({ key: 'GLOBAL.FORBIDDEN' });
    expect(signedOut.onForbidden).not.toHaveBeenCalled();
  });

  it('signs a banned player out too, handing over the refusal so it can say why', async () => {
    const banned = client(fakeFetch(403, { error: { key: 'GLOBAL.ACCOUNT_BANNED', args: [] } }), 'tok');
    await expect(banned.api.get('/users/current')).rejects.toMatchObject({ key: 'GLOBAL.ACCOUNT_BANNED' });
    expect(banned.onForbidden).toHaveBeenCalledTimes(1);
    expect(banned.onForbidden.mock.calls[0]![0]).toMatchObject({ key: 'GLOBAL.ACCOUNT_BANNED', status: 403 });
  });

  it('maps a failed connection to status 0', async () => {
    const fetch = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    const { api } = client(fetch as never);
    await expect(api.get('/x')).rejects.toMatchObject({ key: null, status: 0 });
  });

  it('drops empty query values', () => {
    expect(withQuery('/shop', { type: 'knife', q: '', page: 2, exterior: undefined })).toBe('/shop?type=knife&page=2');
    expect(withQuery('/shop', {})).toBe('/shop');
  });
});

describe('errorText', () => {
  const texts: Record<string, string> = {
    'errors.PAYMENT.METHOD_MIN': 'Min. deposit is ${{0}} using the selected method',
    'errorFallback.status': 'Status: {{code}}',
    'common.networkError': 'No connection',
    'errors.GLOBAL.INTERNAL_ERROR': 'Something went wrong',
  };
  const i18n = {
    exists: (key: string) => key in texts,
    t: (key: string, options: Record<string, unknown> = {}) =>
      (texts[key] ?? key).replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(options[name])),
  };

  it('translates a known key with positional args', () => {
    expect(errorText(i18n, new ApiError('PAYMENT.METHOD_MIN', ['1.00'], 400))).toBe(
      'Min. deposit is $1.00 using the selected method',
    );
  });

  it('falls back to the key, then to the status', () => {
    expect(errorText(i18n, new ApiError('NEW.UNKNOWN_KEY', [], 400))).toBe('NEW.UNKNOWN_KEY');
    expect(errorText(i18n, new ApiError(null, [], 502))).toBe('Status: 502');
  });

  it('says when no answer came, and never shows a raw exception', () => {
    expect(errorText(i18n, new ApiError(null, [], 0))).toBe('No connection');
    expect(errorText(i18n, new Error('boom'))).toBe('Something went wrong');
  });
});
