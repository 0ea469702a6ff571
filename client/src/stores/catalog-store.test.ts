import { describe, expect, it } from 'vitest';
import { ApiClient } from '../transport/api-client';
import { CatalogStore } from './catalog-store';
import { memoryKeyValue } from './key-value';
import { scriptedFetch } from './test-fetch';

const item = {
  id: 1,
  name: 'Glock-18 | Test',
  priceCents: 3,
  icon: 'icons/glock.svg',
  exterior: 'Field-Tested',
  color: '#fff',
  rarity: 'Consumer',
  type: 'weapon',
};

function setup(hash: string, cache = memoryKeyValue()) {
  const scripted = scriptedFetch({
    'GET /api/items/relevant/hash': () => ({
      body: { hash, itemsUrl: `http://cdn.test/items/${hash}.json`, cdnBaseUrl: 'http://cdn.test/' },
    }),
    [`GET http://cdn.test/items/${hash}.json`]: () => ({ body: [item] }),
  });
  const api = new ApiClient({
    baseUrl: '/api',
    fetch: scripted.fetch,
    token: () => 'tok',
    onForbidden: () => undefined,
  });
  return { store: new CatalogStore(api, scripted.fetch, cache), calls: scripted.calls, cache };
}

describe('CatalogStore', () => {
  it('fetches the list from the CDN without credentials and caches it under the hash', async () => {
    const { store, calls, cache } = setup('h1');
    await Promise.all([store.load(), store.load()]);
    expect(store.items).toEqual([item]);
    expect(store.byId.get(1)?.name).toBe('Glock-18 | Test');
    expect(store.iconUrl('icons/glock.svg')).toBe('http://cdn.test/icons/glock.svg');
    const cdnCalls = calls.filter((call) => call.url.startsWith('http://cdn.test'));
    expect(cdnCalls).toHaveLength(1);
    expect(cache.dump()).toHaveProperty('arena.items.h1');

    const again = setup('h1', cache);
    await again.store.load();
    expect(again.store.items).toEqual([item]);
    expect(again.calls.filter((call) => call.url.startsWith('http://cdn.test'))).toHaveLength(0);
  });
});
