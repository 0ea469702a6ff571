import { z } from 'zod';

/** Clans and clan war REST shapes. Points are whole numbers; money in cents; times in epoch ms. */

export const ClanChoiceStatus = z.enum(['THINKING', 'ASSIGNED']);
export type ClanChoiceStatus = z.infer<typeof ClanChoiceStatus>;

/**
 * One clan choice (docs/product-rules.md §4: start -> thinking -> assigned). While THINKING only the seed's hash is known; once
 * ASSIGNED the seed, the member counts, the candidates and the float are published, so the draw can be re-run.
 */
export const ClanChoiceView = z.object({
  id: z.string(),
  number: z.number().int(),
  status: ClanChoiceStatus,
  serverSeedHash: z.string(),
  serverSeed: z.string().nullable(),
  startedAt: z.number().int(),
  revealAt: z.number().int(),
  serverNow: z.number().int(),
  clanId: z.string().nullable(),
  excludedClanId: z.string().nullable(),
  memberCounts: z.record(z.string(), z.number().int()).nullable(),
  candidates: z.array(z.string()).nullable(),
  float: z.number().nullable(),
  algorithm: z.string(),
});
export type ClanChoiceView = z.infer<typeof ClanChoiceView>;

export const ClanSeasonView = z.object({
  index: z.number().int(),
  startsAt: z.number().int(),
  endsAt: z.number().int(),
});
export type ClanSeasonView = z.infer<typeof ClanSeasonView>;

export const ClanStanding = z.object({
  id: z.string(),
  colour: z.string(),
  members: z.number().int(),
  areas: z.number().int(),
  points: z.number().int(),
  rank: z.number().int(),
  /** What the rank is worth if the season ended now (split among contributors). */
  poolCents: z.number().int(),
});
export type ClanStanding = z.infer<typeof ClanStanding>;

export const ClanWarAreaView = z.object({
  id: z.string(),
  clanId: z.string().nullable(),
  defence: z.number().int(),
  captureCost: z.number().int(),
  capturedAt: z.number().int().nullable(),
  capturedBy: z.string().nullable(),
});
export type ClanWarAreaView = z.infer<typeof ClanWarAreaView>;

export const ClanPoints = z.object({ earned: z.number().int(), spent: z.number().int(), available: z.number().int() });
export type ClanPoints = z.infer<typeof ClanPoints>;

export const ClanMe = z.object({
  clanId: z.string().nullable(),
  /** The choice in progress, or the one that assigned the current clan. */
  choice: ClanChoiceView.nullable(),
  premium: z.boolean(),
  points: ClanPoints,
  resetsLeft: z.number().int(),
});
export type ClanMe = z.infer<typeof ClanMe>;

/** `GET /api/clans`: the season, the clans ranked, the map, and (signed in) my clan, choice and points. */
export const ClansAnswer = z.object({
  season: ClanSeasonView,
  serverNow: z.number().int(),
  clans: z.array(ClanStanding),
  areas: z.array(ClanWarAreaView),
  me: ClanMe.nullable(),
});
export type ClansAnswer = z.infer<typeof ClansAnswer>;

export const ClanResetAnswer = z.object({ resetsLeft: z.number().int(), leftClanId: z.string() });
export type ClanResetAnswer = z.infer<typeof ClanResetAnswer>;

/** `points` is checked by the handler (CLANWAR.BAD_POINTS), not here, so a bad amount is a clan war refusal. */
export const ClanCaptureBody = z.object({ areaId: z.string().min(1).max(40), points: z.number() });
export type ClanCaptureBody = z.infer<typeof ClanCaptureBody>;

export const ClanCaptureAnswer = z.object({
  action: z.enum(['CAPTURE', 'REINFORCE']),
  area: ClanWarAreaView,
  fromClanId: z.string().nullable(),
  spent: z.number().int(),
  points: ClanPoints,
});
export type ClanCaptureAnswer = z.infer<typeof ClanCaptureAnswer>;

export const ClanIdParams = z.object({ clanId: z.string().min(1).max(40) });
export const ClanContributor = z.object({
  userId: z.string(),
  name: z.string(),
  avatar: z.string().nullable(),
  points: z.number().int(),
});
export type ClanContributor = z.infer<typeof ClanContributor>;

/** `GET /api/clans/{clanId}`: the clan in the running season with its top contributors. */
export const ClanAnswer = z.object({
  clan: ClanStanding,
  season: ClanSeasonView,
  areaIds: z.array(z.string()),
  contributors: z.array(ClanContributor),
});
export type ClanAnswer = z.infer<typeof ClanAnswer>;

export const ClanSeasonParams = z.object({ season: z.coerce.number().int() });

export const ClanSeasonReward = ClanContributor.extend({ clanId: z.string(), prizeCents: z.number().int() });
export type ClanSeasonReward = z.infer<typeof ClanSeasonReward>;

/**
 * `GET /api/clans/seasons/{index}`: RUNNING (the live ranking), ENDED (over, rewards not paid yet) or PAID (the
 * ranking frozen when it was paid, with every reward).
 */
export const ClanSeasonAnswer = z.object({
  season: ClanSeasonView,
  status: z.enum(['RUNNING', 'ENDED', 'PAID']),
  paidAt: z.number().int().nullable(),
  ranking: z.array(ClanStanding),
  rewards: z.array(ClanSeasonReward),
});
export type ClanSeasonAnswer = z.infer<typeof ClanSeasonAnswer>;
