import { describe, expect, it } from 'vitest';
import type { SiteAnswer } from '@arena/schemas';
import { communityLinks, inshopHref } from './community-links';

const site: SiteAnswer = { rubPerUsd: 90, devSignIn: false, gameServerUrl: 'ws://x', cdnBaseUrl: 'http://x/cdn' };

describe('community links', () => {
  it('lists the configured channels in order', () => {
    const links = [
      { name: 'Discord', url: 'https://discord.gg/x' },
      { name: 'Telegram', url: 'https://t.me/x' },
    ];
    expect(communityLinks({ ...site, communityLinks: links })).toEqual(links);
  });

  it('has none before the settings load, from an older server, or when none are configured', () => {
    expect(communityLinks(null)).toEqual([]);
    expect(communityLinks(site)).toEqual([]);
    expect(communityLinks({ ...site, communityLinks: [] })).toEqual([]);
  });

  it('never renders a link that is not http(s)', () => {
    expect(communityLinks({ ...site, communityLinks: [{ name: 'Bad', url: 'javascript:alert(1)' }] })).toEqual([]);
  });
});

describe('inshopHref', () => {
  it('is the /auth/inshop navigation with the page language', () => {
    expect(inshopHref('ru')).toBe('/api/auth/inshop?lang=ru');
    expect(inshopHref('cz')).toBe('/api/auth/inshop?lang=cz');
  });
});
