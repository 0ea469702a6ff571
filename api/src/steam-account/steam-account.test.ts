import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STEAM_ACCOUNT_RULES } from '@arena/schemas';
import { type TestPlatform, startTestPlatform } from '../testing/test-platform';
import { SteamWebApiAccounts } from './steam-web-api';

let platform: TestPlatform;
beforeAll(async () => {
  platform = await startTestPlatform();
});
afterAll(async () => {
  await platform.close();
});

const call = (method: 'GET' | 'PUT', url: string, auth?: string, payload?: object) =>
  platform.app.inject({ method, url, payload, headers: auth ? { authorization: auth } : {} });

describe('the sandbox provider', () => {
  it('answers the published defaults with the player’s own name, then what the player set, one fact at a time', async () => {
    const { auth } = await platform.signInPlayer('steam-facts');
    const first = await call('GET', '/api/steam-account', auth);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      ...STEAM_ACCOUNT_RULES.sandboxDefaults,
      nickname: 'steam-facts',
      avatarUrl: '',
      provider: 'sandbox',
    });

    const set = await call('PUT', '/api/dev/steam-account', auth, { steamLevel: 3, banned: true });
    expect(set.json()).toMatchObject({
      steamLevel: 3,
      banned: true,
      gameHours: STEAM_ACCOUNT_RULES.sandboxDefaults.gameHours,
    });
    await call('PUT', '/api/dev/steam-account', auth, { nickname: 'fan of arena' });
    expect((await call('GET', '/api/steam-account', auth)).json()).toMatchObject({
      steamLevel: 3,
      banned: true,
      nickname: 'fan of arena',
    });
  });

  it('refuses bad facts and strangers', async () => {
    const { auth } = await platform.signInPlayer('steam-bad');
    const bad = await call('PUT', '/api/dev/steam-account', auth, { steamLevel: -1 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.key).toBe('GLOBAL.BAD_REQUEST');
    const stranger = await call('GET', '/api/steam-account');
    expect([stranger.statusCode, stranger.json().error.key]).toEqual([403, 'GLOBAL.FORBIDDEN']);
  });
});

describe('the Steam Web API adapter', () => {
  const answers: Record<string, unknown> = {
    'IPlayerService/GetSteamLevel/v1': { response: { player_level: 27 } },
    'IPlayerService/GetOwnedGames/v1': { response: { games: [{ appid: 730, playtime_forever: 6_119 }] } },
    'ISteamUser/GetPlayerBans/v1': { players: [{ VACBanned: false, NumberOfGameBans: 0, CommunityBanned: false }] },
    'ISteamUser/GetPlayerSummaries/v2': {
      response: { players: [{ personaname: 'Arena fan', avatarfull: 'https://avatars/x.jpg' }] },
    },
    'ISteamUser/GetUserGroupList/v1': {
      response: { success: true, groups: [{ gid: '111' }, { gid: '103582791470000000' }] },
    },
  };
  const requested: URL[] = [];
  const fakeFetch = (async (input: URL) => {
    requested.push(input);
    const method = input.pathname.replace(/^\/|\/$/g, '');
    const body = answers[method];
    return body ? new Response(JSON.stringify(body), { status: 200 }) : new Response('nope', { status: 500 });
  }) as unknown as typeof fetch;
  const subject = { userId: 'u', steamId: '76561198000000001', name: 'local', avatar: null };

  it('reads level, hours in the site’s game, bans, profile and group from the five calls, and caches them', async () => {
    let now = 0;
    const steam = new SteamWebApiAccounts({
      key: 'K',
      baseUrl: 'http://steam.test',
      groupId: '103582791470000000',
      fetch: fakeFetch,
      now: () => now,
    });
    const facts = await steam.facts(subject);
    expect(facts).toEqual({
      steamLevel: 27,
      gameHours: 101,
      inCommunityGroup: true,
      followsChannel: false,
      banned: false,
      nickname: 'Arena fan',
      avatarUrl: 'https://avatars/x.jpg',
    });
    expect(requested).toHaveLength(5);
    expect(requested.every((u) => u.searchParams.get('key') === 'K')).toBe(true);
    now = STEAM_ACCOUNT_RULES.cacheMs - 1;
    await steam.facts(subject);
    expect(requested).toHaveLength(5);
    now = STEAM_ACCOUNT_RULES.cacheMs;
    await steam.facts(subject);
    expect(requested).toHaveLength(10);
  });

  it('counts what Steam did not answer as absent, and an account without Steam as having nothing', async () => {
    const failing = (async () => new Response('down', { status: 503 })) as unknown as typeof fetch;
    const steam = new SteamWebApiAccounts({ key: 'K', baseUrl: 'http://steam.test', groupId: '1', fetch: failing });
    expect(await steam.facts(subject)).toEqual({
      steamLevel: 0,
      gameHours: 0,
      inCommunityGroup: false,
      followsChannel: false,
      banned: false,
      nickname: 'local',
      avatarUrl: '',
    });
    expect(await steam.facts({ ...subject, steamId: null, avatar: 'a.png' })).toMatchObject({
      steamLevel: 0,
      avatarUrl: 'a.png',
    });
  });

  it('is the provider when a key is configured, and then the dev route is closed', async () => {
    const real = await startTestPlatform({ STEAM_WEB_API_KEY: 'K', STEAM_WEB_API_URL: 'http://127.0.0.1:9' });
    try {
      const auth = await real.signIn('steam-keyed');
      const facts = await real.app.inject({
        method: 'GET',
        url: '/api/steam-account',
        headers: { authorization: auth },
      });
      expect(facts.json()).toMatchObject({ provider: 'steam', steamLevel: 0 });
      const dev = await real.app.inject({
        method: 'PUT',
        url: '/api/dev/steam-account',
        payload: { steamLevel: 9 },
        headers: { authorization: auth },
      });
      expect(dev.statusCode).toBe(403);
      expect(dev.json().error.key).toBe('GLOBAL.FORBIDDEN');
    } finally {
      await real.close();
    }
  });
});
