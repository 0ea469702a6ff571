/** Clans and the clan war. Money is always integer US cents; times are epoch ms; points are whole numbers. */

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Clan choice (docs/product-rules.md §4: start -> thinking -> assigned). The player never picks: the server assigns the clan with the
 * fewest members (the clan just left by a reset excluded), and a tie is broken by a draw from a server seed committed
 * at the start (schemas/src/fair/clans.ts). `thinkingMs` is the visible "thinking" step between start and assignment.
 * A member may leave their clan (a reset) `resetsPerSeason` times per war season, then choose again.
 *
 * Clan war (premium battle pass only): seasons of `seasonDays` UTC days back to back from `anchorMs` (a Monday). Points
 * are earned by playing: 1 point per `centsPerPoint` cents ($1) of SETTLED REAL-balance bets placed in the season, in
 * every game (open, refunded, bonus and skin bets earn nothing), floored over the season; spent points are subtracted.
 * Points capture domination areas of the map (schemas/src/clans/map.ts): a free area costs its `captureCost`; a held
 * one is taken by spending more than its defence (defence + 1 at least); the points spent become the new defence. A
 * holder's member may reinforce its own area with any amount (defence grows). One action spends at most
 * `maxPointsPerAction`. A clan holds at most `maxAreasPerClan` areas. Every season starts with a neutral map.
 *
 * Season end: clans rank by areas held, then points spent in the season; equal clans share the rank. Each rank's pool
 * (`rewardPoolsCents`, rank 1 first) is split among the clan's contributors in proportion to the points each spent
 * for it (floor to the cent; the remainder stays with the house), paid to the real balance once `graceMs` after the
 * end, by one ledger transfer per player (unique key: season, clan, player).
 */
export const CLAN_RULES = {
  thinkingMs: 3_000,
  resetsPerSeason: 1,
  seasonDays: 14,
  anchorMs: Date.UTC(2024, 0, 1),
  centsPerPoint: 100,
  maxAreasPerClan: 5,
  maxPointsPerAction: 1_000_000,
  rewardPoolsCents: [10_000, 5_000, 2_500, 0],
  graceMs: 60_000,
  /** Tick of the season-end job (env CLAN_WAR_JOB_INTERVAL_MS; 0 = off, the default under NODE_ENV=test). */
  jobIntervalMs: 60_000,
  /** A job that was down for long pays at most this many past seasons, oldest first. */
  maxCatchUpSeasons: 4,
  /** How often the live map room reads the areas from the database (env CLAN_WAR_POLL_MS). */
  roomPollMs: 1_000,
  /** Contributors listed per clan on the season results. */
  topContributors: 5,
} as const;

export const CLAN_SEASON_MS = CLAN_RULES.seasonDays * DAY_MS;
