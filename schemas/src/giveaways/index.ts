import { z } from 'zod';
import { ITEM_EXTERIORS } from '../api/commerce';
import { GIVEAWAY_TYPES } from '../rules/giveaways';

/** Giveaway REST shapes: the list, one giveaway (participants, seed hash, result) and joining. Times in epoch ms. */

export const GiveawayTypeSchema = z.enum(GIVEAWAY_TYPES);
export const GiveawayStatus = z.enum(['OPEN', 'DRAWN', 'NO_WINNER']);
export type GiveawayStatus = z.infer<typeof GiveawayStatus>;

export const GiveawayIdParams = z.object({
  id: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 31 - 1),
});
export type GiveawayIdParams = z.infer<typeof GiveawayIdParams>;

/** A prize slot (0 = the best) and its catalogue skin, chosen when the giveaway opened. */
export const GiveawayPrize = z.object({
  slot: z.number().int(),
  catalogItemId: z.number().int(),
  name: z.string(),
  priceCents: z.number().int(),
  iconUrl: z.string(),
  exterior: z.enum(ITEM_EXTERIORS),
  color: z.string(),
});
export type GiveawayPrize = z.infer<typeof GiveawayPrize>;

/** What joining needs, fixed when the giveaway opened. Deposits count within `paymentWindowMs` before the join. */
export const GiveawayConditions = z.object({
  minPaymentCents: z.number().int(),
  paymentWindowMs: z.number().int(),
  minSteamLevel: z.number().int(),
  minGameHours: z.number().int(),
});
export type GiveawayConditions = z.infer<typeof GiveawayConditions>;

export const GiveawaySummary = z.object({
  id: z.number().int(),
  type: GiveawayTypeSchema,
  status: GiveawayStatus,
  startsAt: z.number().int(),
  endsAt: z.number().int(),
  /** sha256 of the server seed, published when the giveaway opened. */
  seedHash: z.string(),
  prizes: z.array(GiveawayPrize),
  conditions: GiveawayConditions,
  participantCount: z.number().int(),
  /** Whether the signed-in player takes part (false for a visitor). */
  joined: z.boolean(),
});
export type GiveawaySummary = z.infer<typeof GiveawaySummary>;

export const GiveawayPerson = z.object({ userId: z.string(), name: z.string(), avatar: z.string().nullable() });
export type GiveawayPerson = z.infer<typeof GiveawayPerson>;

export const GiveawayWinner = GiveawayPerson.extend({ slot: z.number().int(), prize: GiveawayPrize });
export type GiveawayWinner = z.infer<typeof GiveawayWinner>;

export const GiveawayPastWinner = GiveawayWinner.extend({
  giveawayId: z.number().int(),
  type: GiveawayTypeSchema,
  endsAt: z.number().int(),
});
export type GiveawayPastWinner = z.infer<typeof GiveawayPastWinner>;

/** `GET /api/giveaways`: the running giveaways (one per type) and the latest winners. */
export const GiveawayListAnswer = z.object({
  current: z.array(GiveawaySummary),
  pastWinners: z.array(GiveawayPastWinner),
});
export type GiveawayListAnswer = z.infer<typeof GiveawayListAnswer>;

/**
 * `GET /api/giveaways/{id}`: participants sorted by user id (the draw's order), the seed once drawn, the winners and
 * the algorithm, so the page (or anyone) can re-run the draw with `verifyGiveaway`.
 */
export const GiveawayDetailAnswer = GiveawaySummary.extend({
  participants: z.array(GiveawayPerson),
  serverSeed: z.string().nullable(),
  winners: z.array(GiveawayWinner),
  algorithm: z.string(),
});
export type GiveawayDetailAnswer = z.infer<typeof GiveawayDetailAnswer>;
