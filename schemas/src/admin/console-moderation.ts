import { z } from 'zod';
import { ChatMuteMessage } from '../chat/messages';
import { GiveawayStatus, GiveawayTypeSchema } from '../giveaways';
import { pageOf } from '../paging';

/**
 * Operator console wire formats of the Moderation and Giveaways tabs (`/api/admin/moderation/...`,
 * `/api/admin/giveaways`). Times in epoch ms unless said otherwise, money in cents.
 */

/** A moderator's reason: what `chat_mutes.reason` and `moderation_actions.reason` keep (no control characters). */
const ModerationReason = z
  .string()
  .trim()
  .min(3)
  .max(200)
  .refine((text) => !/\p{Cc}/u.test(text), { message: 'control characters' });

const Paging = {
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
};

/** `POST /api/admin/moderation/mutes`: the user by id or exact name (any case), one of the chat's mute lengths. */
export const AdminMuteBody = z.strictObject({
  user: z.string().trim().min(1).max(64),
  minutes: ChatMuteMessage.shape.minutes,
  reason: ModerationReason,
});
export type AdminMuteBody = z.infer<typeof AdminMuteBody>;
export type AdminMuteInput = z.input<typeof AdminMuteBody>;

/** A user muted right now (the longest mute of theirs); `until` is an ISO time, as the chat room reports it. */
export const AdminMutedUser = z.object({
  userId: z.string(),
  name: z.string(),
  until: z.string(),
  reason: z.string(),
  mutedBy: z.string(),
});
export type AdminMutedUser = z.infer<typeof AdminMutedUser>;

export const AdminMutedUsersAnswer = z.object({ items: z.array(AdminMutedUser) });
export type AdminMutedUsersAnswer = z.infer<typeof AdminMutedUsersAnswer>;

export const AdminMuteAnswer = z.object({ userId: z.uuid(), name: z.string(), until: z.string() });
export type AdminMuteAnswer = z.infer<typeof AdminMuteAnswer>;

/** `POST /api/admin/moderation/mutes/{userId}/end`: ends every running mute of the user. */
export const AdminUnmuteParams = z.object({ userId: z.uuid() });
export const AdminUnmuteBody = z.strictObject({ reason: ModerationReason.optional() });
export type AdminUnmuteBody = z.infer<typeof AdminUnmuteBody>;
export const AdminUnmuteAnswer = z.object({ userId: z.uuid(), ended: z.number().int().min(1) });
export type AdminUnmuteAnswer = z.infer<typeof AdminUnmuteAnswer>;

/** `GET /api/admin/moderation/actions`: the chat's moderation trail, newest first, paged. */
export const AdminModerationQuery = z.strictObject(Paging);
export type AdminModerationQuery = z.infer<typeof AdminModerationQuery>;

export const AdminModerationRow = z.object({
  id: z.string(),
  action: z.string(),
  moderatorId: z.string(),
  moderatorName: z.string(),
  targetUserId: z.string(),
  targetName: z.string(),
  messageId: z.string().nullable(),
  minutes: z.number().int().nullable(),
  reason: z.string(),
  createdAt: z.number().int(),
});
export type AdminModerationRow = z.infer<typeof AdminModerationRow>;

export const AdminModerationAnswer = pageOf(AdminModerationRow);
export type AdminModerationAnswer = z.infer<typeof AdminModerationAnswer>;

/** `GET /api/admin/giveaways?type=`: one type's giveaways, newest first, paged (read-only). */
export const AdminGiveawayQuery = z.strictObject({ type: GiveawayTypeSchema, ...Paging });
export type AdminGiveawayQuery = z.infer<typeof AdminGiveawayQuery>;

/**
 * Payout of a giveaway: PENDING while OPEN (drawn once it ends), PAID when drawn (every prize is granted in the
 * draw's own transaction), NONE when nobody took part.
 */
export const ADMIN_GIVEAWAY_PAYOUTS = ['PENDING', 'PAID', 'NONE'] as const;

export const AdminGiveawayWinner = z.object({
  slot: z.number().int(),
  userId: z.string(),
  name: z.string(),
  catalogItemId: z.number().int(),
  priceCents: z.number().int(),
  itemId: z.string(),
  /** The granted skin's state now: AVAILABLE, SOLD, WITHDRAWN… */
  itemStatus: z.string(),
});
export type AdminGiveawayWinner = z.infer<typeof AdminGiveawayWinner>;

export const AdminGiveawayRow = z.object({
  id: z.number().int(),
  type: GiveawayTypeSchema,
  status: GiveawayStatus,
  startsAt: z.number().int(),
  endsAt: z.number().int(),
  drawnAt: z.number().int().nullable(),
  seedHash: z.string(),
  /** Revealed once drawn, null while OPEN (as the public page). */
  serverSeed: z.string().nullable(),
  prizeCount: z.number().int(),
  prizeCents: z.number().int(),
  participantCount: z.number().int(),
  payout: z.enum(ADMIN_GIVEAWAY_PAYOUTS),
  winners: z.array(AdminGiveawayWinner),
});
export type AdminGiveawayRow = z.infer<typeof AdminGiveawayRow>;

export const AdminGiveawayAnswer = pageOf(AdminGiveawayRow);
export type AdminGiveawayAnswer = z.infer<typeof AdminGiveawayAnswer>;
