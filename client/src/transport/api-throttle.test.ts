import { TIMING } from '@arena/schemas';
import { describe, expect, it, vi } from 'vitest';
import { ApiClient } from './api-client';

const throttled = (seconds?: number) =>
  new Response(
    JSON.stringify({ error: { key: 'GLOBAL.TOO_MANY_REQUESTS', args: seconds === undefined ? [] : [seconds] } }),
    { status: 429 },
  );

/** A client over answers given in order; waits are recorded, not slept. */
function client(answers: Response[]) {
  const fetch = vi.fn(async (_url: string | URL | Request, _init?: RequestInit) => {
    const next = answers.shift();
    if (!next) throw new Error('no answer left');
    return next;
  });
  const waits: number[] = [];
  const notices: number[] = [];
  const api = new ApiClient({
    baseUrl: '/api',
    fetch: fetch as unknown as typeof globalThis.fetch,
    token: () => 'tok',
    onForbidden: vi.fn(),
    onThrottled: (seconds) => notices.push(seconds),
    sleep: async (ms) => void waits.push(ms),
  });
  return { api, fetch, waits, notices };
}

describe('a call the API throttled', () => {
  it('shows the notice, waits the seconds the refusal names and sends the same call again', async () => {
    const { api, fetch, waits, notices } = client([throttled(7), new Response('{"ok":true}', { status: 200 })]);
    await expect(api.post('/shop/buy', { catalogItemIds: ['a'] }, { idempotencyKey: 'k1' })).resolves.toEqual({
      ok: true,
    });
    expect(waits).toEqual([7000]);
    expect(notices).toEqual([7]);
    expect(fetch).toHaveBeenCalledTimes(2);
    // The same action: same address, body and idempotency key.
    expect(fetch.mock.calls[1]).toEqual(fetch.mock.calls[0]);
  });

  it('waits a second when no wait is named, and never longer than the cap', async () => {
    const { api, waits } = client([throttled(), throttled(3600), new Response('{}', { status: 200 })]);
    await api.get('/users/current');
    expect(waits).toEqual([1000, TIMING.throttledRetryMaxWaitMs]);
  });

  it('gives up after TIMING.throttledRetries and throws the refusal', async () => {
    const answers = Array.from({ length: TIMING.throttledRetries + 1 }, () => throttled(2));
    const { api, fetch } = client(answers);
    await expect(api.get('/users/current')).rejects.toMatchObject({ key: 'GLOBAL.TOO_MANY_REQUESTS', status: 429 });
    expect(fetch).toHaveBeenCalledTimes(TIMING.throttledRetries + 1);
  });

  it('does not retry other refusals', async () => {
    const refused = new Response(JSON.stringify({ error: { key: 'USER.LOW_BALANCE', args: [] } }), { status: 400 });
    const { api, fetch, notices } = client([refused]);
    await expect(api.get('/x')).rejects.toMatchObject({ key: 'USER.LOW_BALANCE' });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(notices).toEqual([]);
  });
});
