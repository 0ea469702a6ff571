import { z } from 'zod';
import { CHAT_RULES } from '../constants';

/** Roles stored on the user. ADMIN comes from ADMIN_SUBJECTS; an admin grants or revokes MODERATOR. */
export const USER_ROLES = ['USER', 'MODERATOR', 'ADMIN'] as const;
export type UserRole = (typeof USER_ROLES)[number];

/** Staff may moderate chat. */
export function isChatStaff(role: string | undefined): boolean {
  return role === 'MODERATOR' || role === 'ADMIN';
}

/**
 * Whether staff of `actorRole` may mute `targetRole` or delete their messages: only a strictly lower rank
 * (CHAT_RULES.roleRanks), so a moderator never silences an admin or another moderator. An unknown target role is
 * treated as out of reach.
 */
export function mayModerate(actorRole: string | undefined, targetRole: string | undefined): boolean {
  if (!isChatStaff(actorRole)) return false;
  const ranks = CHAT_RULES.roleRanks;
  const target = targetRole !== undefined && Object.hasOwn(ranks, targetRole) ? ranks[targetRole]! : Infinity;
  return ranks[actorRole!]! > target;
}

/** `PUT /api/admin/users/{id}/role` (admins only): ADMIN itself is never granted here. */
export const RoleChangeBody = z.object({ role: z.enum(['USER', 'MODERATOR']), reason: z.string().max(200).optional() });
export type RoleChangeBody = z.infer<typeof RoleChangeBody>;
export const RoleChangeAnswer = z.object({ userId: z.string(), role: z.enum(USER_ROLES) });

/** `GET /api/chat/moderation?limit=` (staff): the recorded actions, newest first. */
export const ModerationAction = z.object({
  id: z.string(),
  action: z.enum(['MUTE', 'DELETE', 'GRANT_ROLE', 'REVOKE_ROLE', 'UNMUTE']),
  moderatorId: z.string(),
  targetUserId: z.string(),
  messageId: z.string().nullable(),
  minutes: z.number().nullable(),
  reason: z.string(),
  createdAt: z.string(),
});
export type ModerationAction = z.infer<typeof ModerationAction>;
export const ModerationActionsAnswer = z.array(ModerationAction);

/** `GET /api/chat/giveaways`: hourly activity giveaways, newest first, each verifiable once drawn. */
export const ChatGiveaway = z.object({
  periodStart: z.string(),
  periodEnd: z.string(),
  /** sha256 of the seed's hex text, published before the period starts. */
  commitment: z.string(),
  /** Revealed after the draw, null before. */
  serverSeed: z.string().nullable(),
  status: z.enum(['COMMITTED', 'DRAWN', 'NO_WINNER']),
  /** The eligible writers in draw order (sorted ids), empty before the draw. */
  participants: z.array(z.string()),
  winnerUserId: z.string().nullable(),
  winnerName: z.string().nullable(),
  prizeCatalogItemId: z.number().nullable(),
});
export type ChatGiveaway = z.infer<typeof ChatGiveaway>;
export const ChatGiveawaysAnswer = z.array(ChatGiveaway);
