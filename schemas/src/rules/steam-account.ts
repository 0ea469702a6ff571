/** Game-platform account facts (api/src/steam-account). */
export const STEAM_ACCOUNT_RULES = {
  /** The site's game: hours are counted in it (Counter-Strike 2). */
  gameAppId: 730,
  /** How long facts read from the Steam Web API are reused before asking again. */
  cacheMs: 10 * 60_000,
  /** Steam Web API calls give up after this long (a slow Steam never holds a bonus request for long). */
  requestTimeoutMs: 5_000,
  /**
   * What the sandbox says about an account nobody has set facts for: an ordinary established player, so a local
   * demo can try every bonus; tests and the dev route set other values to reach each refusal.
   */
  sandboxDefaults: { steamLevel: 12, gameHours: 350, inCommunityGroup: true, followsChannel: true, banned: false },
  /**
   * Where Steam serves profile pictures (the Web API's `avatarfull`): the page's Content-Security-Policy lets images
   * load from these, so the fan bonus's approved avatars and players' Steam pictures show.
   */
  avatarOrigins: [
    'https://avatars.steamstatic.com',
    'https://avatars.akamai.steamstatic.com',
    'https://avatars.cloudflare.steamstatic.com',
    'https://steamcdn-a.akamaihd.net',
  ],
} as const;
