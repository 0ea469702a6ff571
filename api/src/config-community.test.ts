import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { externalShopAddress, readCommunityLinks, readExternalShopUrl } from './config-community';

describe('COMMUNITY_LINKS', () => {
  it('reads name=URL pairs in order', () => {
    expect(readCommunityLinks(' Discord=https://discord.gg/x , Telegram=https://t.me/x,')).toEqual([
      { name: 'Discord', url: 'https://discord.gg/x' },
      { name: 'Telegram', url: 'https://t.me/x' },
    ]);
  });

  it('is empty when unset', () => {
    expect(readCommunityLinks(undefined)).toEqual([]);
    expect(readCommunityLinks('')).toEqual([]);
    expect(loadConfig({ JWT_SECRET: 'x' }).communityLinks).toEqual([]);
  });

  it('refuses a pair without a name or with a URL that is not http(s) at start', () => {
    expect(() => readCommunityLinks('https://discord.gg/x')).toThrow(/COMMUNITY_LINKS/);
    expect(() => readCommunityLinks('Discord=javascript:alert(1)')).toThrow(/http\(s\)/);
    expect(() => readCommunityLinks('Discord=not a url')).toThrow(/not a URL/);
  });

  it('reaches the config', () => {
    expect(loadConfig({ JWT_SECRET: 'x', COMMUNITY_LINKS: 'VK=https://vk.com/arena' }).communityLinks).toEqual([
      { name: 'VK', url: 'https://vk.com/arena' },
    ]);
  });
});

describe('EXTERNAL_SHOP_URL', () => {
  it('is unset by default and must be http(s)', () => {
    expect(readExternalShopUrl(undefined)).toBeUndefined();
    expect(loadConfig({ JWT_SECRET: 'x', EXTERNAL_SHOP_URL: 'https://shop.example.com/' }).externalShopUrl).toBe(
      'https://shop.example.com/',
    );
    expect(() => readExternalShopUrl('ftp://shop.example.com')).toThrow(/EXTERNAL_SHOP_URL/);
  });

  it('carries the language as a query parameter or in a {lang} placeholder', () => {
    expect(externalShopAddress('https://shop.example.com/?lang=de&a=1', 'pl')).toBe(
      'https://shop.example.com/?lang=pl&a=1',
    );
    expect(externalShopAddress(readExternalShopUrl('https://shop.example.com/{lang}/')!, 'cz')).toBe(
      'https://shop.example.com/cz/',
    );
  });
});
