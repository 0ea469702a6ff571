import { z } from 'zod';

/**
 * What the platform knows about a player's game-platform (Steam) account: the facts bonus conditions read
 * (giveaways, promocodes, the wheel, the fan bonus). Read through one provider: a sandbox for local setups and
 * tests, the Steam Web API when a key is configured.
 */
export const SteamAccountFacts = z.object({
  /** Steam profile level. */
  steamLevel: z.number().int().min(0).max(10_000),
  /** Hours played in the site's game (CS2, app 730). */
  gameHours: z.number().int().min(0).max(1_000_000),
  /** Member of the site's Steam community group. */
  inCommunityGroup: z.boolean(),
  /** Follows the site's messaging channel (not a Steam fact; the sandbox keeps it, the Steam adapter reports false). */
  followsChannel: z.boolean(),
  /** VAC, game or community ban on the account. */
  banned: z.boolean(),
  nickname: z.string().max(64),
  avatarUrl: z.string().max(512),
});
export type SteamAccountFacts = z.infer<typeof SteamAccountFacts>;

/** The sandbox's facts can be set by the player in a local setup (dev sign-in on), so every condition can be tried. */
export const SandboxSteamAccountBody = SteamAccountFacts.partial();
export type SandboxSteamAccountBody = z.infer<typeof SandboxSteamAccountBody>;

export const SteamAccountAnswer = SteamAccountFacts.extend({ provider: z.enum(['sandbox', 'steam']) });
export type SteamAccountAnswer = z.infer<typeof SteamAccountAnswer>;
