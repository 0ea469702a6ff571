import { describe, expect, it } from 'vitest';
import type { ResponsibleGamingAnswer, ResponsibleLimit } from '@arena/schemas';
import { ApiClient } from '../transport/api-client';
import { ApiError } from '../transport/api-error';
import { type Route, scriptedFetch } from './test-fetch';
import { ResponsibleStore } from './responsible-store';

const MINUTE = 60_000;
const none: ResponsibleLimit = { cents: null, pending: null, usedCents: 0 };
const periods = { day: none, week: none, month: none };
const answer = (extra: Partial<ResponsibleGamingAnswer> = {}): ResponsibleGamingAnswer => ({
  limits: { deposit: periods, wager: periods, loss: periods },
  timeoutUntil: null,
  exclusionUntil: null,
  realityCheckMinutes: null,
  session: null,
  coolingOffMs: 86_400_000,
  now: 0,
  ...extra,
});

function setup(routes: Record<string, Route>) {
  const scripted = scriptedFetch(routes);
  const api = new ApiClient({
    baseUrl: '/api',
    fetch: scripted.fetch,
    token: () => 'tok',
    onForbidden: () => undefined,
  });
  return { store: new ResponsibleStore(api), calls: scripted.calls };
}

describe('ResponsibleStore', () => {
  it('sends limit changes and keeps the answered state, pending raise included', async () => {
    const pending = { cents: 80_00, pending: { cents: 100_00, appliesAt: 86_400_000 }, usedCents: 0 };
    const { store, calls } = setup({
      'PUT /api/responsible-gaming/limits': () => ({
        body: answer({ limits: { deposit: { ...periods, day: pending }, wager: periods, loss: periods } }),
      }),
    });
    await store.saveLimits({ deposit: { day: 100_00 } });
    expect(calls.at(-1)).toMatchObject({
      method: 'PUT',
      url: '/api/responsible-gaming/limits',
      body: { deposit: { day: 100_00 } },
    });
    expect(store.state?.limits.deposit.day).toEqual(pending);
  });

  it('rethrows a refusal so the form can show it', async () => {
    const { store } = setup({
      'POST /api/responsible-gaming/timeout': () => ({
        status: 400,
        body: { error: { key: 'RESPONSIBLE.CANNOT_SHORTEN', args: ['2027-01-01T00:00:00.000Z'] } },
      }),
    });
    const refused = await store.takeTimeout(24).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).key).toBe('RESPONSIBLE.CANNOT_SHORTEN');
  });

  it('shows a reality check every N minutes with the session time and net result, then waits a full interval', async () => {
    const T = 1_000_000;
    const { store, calls } = setup({
      'GET /api/responsible-gaming': ({ url }) => ({
        body: answer({
          realityCheckMinutes: 15,
          session: url.includes('sessionStart') ? { since: T, netCents: -4_20 } : null,
        }),
      }),
    });
    store.startSession(T);
    await store.load();
    expect(store.nextCheckAt).toBe(T + 15 * MINUTE);

    await store.tick(T + 14 * MINUTE);
    expect(store.check).toBeNull();
    await store.tick(T + 15 * MINUTE);
    expect(calls.at(-1)?.url).toBe(`/api/responsible-gaming?sessionStart=${T}`);
    expect(store.check).toEqual({ sessionMs: 15 * MINUTE, netCents: -4_20 });

    store.acknowledge(T + 17 * MINUTE);
    expect(store.check).toBeNull();
    expect(store.nextCheckAt).toBe(T + 32 * MINUTE);
  });

  it('has no reality check while it is off or signed out', async () => {
    const { store } = setup({ 'GET /api/responsible-gaming': () => ({ body: answer() }) });
    store.startSession(0);
    await store.load();
    expect(store.nextCheckAt).toBeNull();
    await store.tick(10 * 60 * MINUTE);
    expect(store.check).toBeNull();
    store.endSession();
    expect(store.state).toBeNull();
  });
});
