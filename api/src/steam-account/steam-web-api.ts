import { STEAM_ACCOUNT_RULES, type SteamAccountFacts } from '@arena/schemas';
import type { SteamAccountProvider, SteamAccountSubject } from './provider';

export interface SteamWebApiOptions {
  key: string;
  /** https://api.steampowered.com, or a stand-in in tests. */
  baseUrl: string;
  /** The site's community group gid; empty means nobody counts as a member. */
  groupId: string;
  fetch?: typeof fetch;
  now?: () => number;
}

type Json = Record<string, unknown>;

/**
 * Facts from the Steam Web API: level (IPlayerService/GetSteamLevel), hours in the site's game
 * (IPlayerService/GetOwnedGames), bans (ISteamUser/GetPlayerBans), nickname and avatar (ISteamUser/GetPlayerSummaries),
 * community groups (ISteamUser/GetUserGroupList). A private profile answers zero hours and no groups, which is what a
 * condition should see. Answers are cached per account for a few minutes.
 */
export class SteamWebApiAccounts implements SteamAccountProvider {
  readonly kind = 'steam' as const;
  private readonly cache = new Map<string, { at: number; facts: SteamAccountFacts }>();
  private readonly fetchFn: typeof fetch;
  private readonly now: () => number;

  constructor(private readonly options: SteamWebApiOptions) {
    this.fetchFn = options.fetch ?? fetch;
    this.now = options.now ?? Date.now;
  }

  async facts(subject: SteamAccountSubject): Promise<SteamAccountFacts> {
    // A player who did not sign in with Steam has no Steam account to read: nothing about it counts.
    if (!subject.steamId)
      return {
        steamLevel: 0,
        gameHours: 0,
        inCommunityGroup: false,
        followsChannel: false,
        banned: false,
        nickname: subject.name,
        avatarUrl: subject.avatar ?? '',
      };
    const cached = this.cache.get(subject.steamId);
    if (cached && this.now() - cached.at < STEAM_ACCOUNT_RULES.cacheMs) return cached.facts;
    const id = subject.steamId;
    const [level, games, bans, summaries, groups] = await Promise.all([
      this.call('IPlayerService/GetSteamLevel/v1', { steamid: id }),
      this.call('IPlayerService/GetOwnedGames/v1', {
        steamid: id,
        include_played_free_games: '1',
        'appids_filter[0]': String(STEAM_ACCOUNT_RULES.gameAppId),
      }),
      this.call('ISteamUser/GetPlayerBans/v1', { steamids: id }),
      this.call('ISteamUser/GetPlayerSummaries/v2', { steamids: id }),
      this.call('ISteamUser/GetUserGroupList/v1', { steamid: id }),
    ]);
    const response = (body: Json | null) => (body?.response ?? {}) as Json;
    const game = ((response(games).games ?? []) as Json[]).find(
      (g) => Number(g.appid) === STEAM_ACCOUNT_RULES.gameAppId,
    );
    const ban = ((bans?.players ?? []) as Json[])[0] ?? {};
    const player = ((response(summaries).players ?? []) as Json[])[0] ?? {};
    const groupIds = ((response(groups).groups ?? []) as Json[]).map((g) => String(g.gid));
    const facts: SteamAccountFacts = {
      steamLevel: Number(response(level).player_level ?? 0),
      gameHours: Math.floor(Number(game?.playtime_forever ?? 0) / 60),
      inCommunityGroup: this.options.groupId !== '' && groupIds.includes(this.options.groupId),
      followsChannel: false,
      banned: Boolean(ban.VACBanned) || Number(ban.NumberOfGameBans ?? 0) > 0 || Boolean(ban.CommunityBanned),
      nickname: String(player.personaname ?? subject.name).slice(0, 64),
      avatarUrl: String(player.avatarfull ?? subject.avatar ?? '').slice(0, 512),
    };
    this.cache.set(subject.steamId, { at: this.now(), facts });
    return facts;
  }

  /** One call; a failed or unreadable answer is null (the facts it would give count as absent). */
  private async call(method: string, params: Record<string, string>): Promise<Json | null> {
    const url = new URL(`${this.options.baseUrl}/${method}/`);
    url.search = new URLSearchParams({ key: this.options.key, format: 'json', ...params }).toString();
    try {
      const res = await this.fetchFn(url, { signal: AbortSignal.timeout(STEAM_ACCOUNT_RULES.requestTimeoutMs) });
      if (!res.ok) return null;
      return (await res.json()) as Json;
    } catch {
      return null;
    }
  }
}
