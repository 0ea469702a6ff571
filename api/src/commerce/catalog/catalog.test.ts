import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ITEM_EXTERIORS, ITEM_TYPES } from '@arena/schemas';
import { EXTERIORS, ITEM_TYPES as CATALOG_TYPES } from '../../../../assets/catalog/index';
import { type CommerceTestApp, startCommerceTestApp } from '../../testing/commerce-test-app';
import { getCatalog } from './catalog';

let t: CommerceTestApp;
beforeAll(async () => {
  t = await startCommerceTestApp();
});
afterAll(async () => {
  await t.services.ledger.assertInvariants();
  await t.close();
});

describe('catalog hash and the item CDN', () => {
  it('the wire vocabulary matches the catalog', () => {
    expect([...ITEM_EXTERIORS]).toEqual([...EXTERIORS]);
    expect([...ITEM_TYPES]).toEqual([...CATALOG_TYPES]);
  });

  it('answers the hash and serves the list under it, sorted by price, with long-lived cache headers', async () => {
    const res = await t.get(null, '/api/items/relevant/hash');
    expect(res.statusCode).toBe(200);
    const { hash, itemsUrl, cdnBaseUrl } = res.json();
    expect(hash).toBe(getCatalog().hash);
    expect(cdnBaseUrl).toBe('https://cdn.arena.test');
    expect(itemsUrl).toBe(`https://cdn.arena.test/items/${hash}.json`);

    const list = await t.app.inject({ method: 'GET', url: `/cdn/items/${hash}.json` });
    expect(list.statusCode).toBe(200);
    expect(list.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(list.headers['access-control-allow-origin']).toBe('*');
    expect(list.headers['content-type']).toMatch(/^application\/json/);
    const items = list.json() as { id: number; priceCents: number; icon: string }[];
    expect(items.length).toBeGreaterThanOrEqual(500);
    for (let i = 1; i < items.length; i++)
      expect(items[i]!.priceCents).toBeGreaterThanOrEqual(items[i - 1]!.priceCents);
    expect(Object.keys(items[0]!)).toEqual(['id', 'name', 'priceCents', 'icon', 'exterior', 'color', 'rarity', 'type']);
  });

  it('refuses a stale hash with the not-found envelope', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/cdn/items/0000000000000000.json' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: { key: 'GLOBAL.NOT_FOUND', args: [] } });
  });

  it('serves every icon the catalog names and nothing else', async () => {
    const [first] = getCatalog().items;
    const file = first!.icon.replace('icons/', '');
    const icon = await t.app.inject({ method: 'GET', url: `/cdn/icons/${file}` });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['content-type']).toBe('image/svg+xml');
    expect(icon.body).toContain('<svg');
    for (const url of [
      '/cdn/icons/nope.svg',
      '/cdn/icons/..%2Fcatalog%2Fitems.json',
      '/cdn/icons/%2E%2E%2Fcatalog%2Findex.ts',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
    }
  });
});

describe('GET /api/shop', () => {
  it('filters by type, exterior, price range and name, and pages', async () => {
    const knives = (await t.get(null, '/api/shop?type=knife&exterior=Factory%20New&pageSize=200')).json();
    expect(knives.total).toBeGreaterThan(0);
    expect(
      knives.items.every((i: { type: string; exterior: string }) => i.type === 'knife' && i.exterior === 'Factory New'),
    ).toBe(true);

    const cheap = (await t.get(null, '/api/shop?minPriceCents=100&maxPriceCents=200&pageSize=200')).json();
    expect(cheap.items.every((i: { priceCents: number }) => i.priceCents >= 100 && i.priceCents <= 200)).toBe(true);

    const named = (await t.get(null, '/api/shop?q=ak-47')).json();
    expect(named.total).toBeGreaterThan(0);
    expect(named.items.every((i: { name: string }) => i.name.toLowerCase().includes('ak-47'))).toBe(true);
    expect(named.items[0].iconUrl).toMatch(/^https:\/\/cdn\.arena\.test\/icons\/.+\.svg$/);

    const page1 = (await t.get(null, '/api/shop?sort=price_desc&pageSize=5')).json();
    const page2 = (await t.get(null, '/api/shop?sort=price_desc&pageSize=5&page=2')).json();
    expect(page1).toMatchObject({ page: 1, pageSize: 5, total: getCatalog().items.length });
    expect(page1.items[0].priceCents).toBe(Math.max(...getCatalog().items.map((i) => i.priceCents)));
    expect(page2.items[0].priceCents).toBeLessThanOrEqual(page1.items[4].priceCents);
    expect(page2.items.map((i: { id: number }) => i.id)).not.toContain(page1.items[0].id);
  });

  it('refuses a bad filter with the bad-request key', async () => {
    const res = await t.get(null, '/api/shop?type=tank');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.key).toBe('GLOBAL.BAD_REQUEST');
  });
});
