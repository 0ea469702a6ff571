import { z } from 'zod';

export const AdminUserParams = z.object({ userId: z.uuid() });

/** `POST /api/admin/users/{userId}/ban`: why, for the record (the audit trail keeps it). */
export const BanBody = z.strictObject({ reason: z.string().trim().min(3).max(300) });
export type BanBody = z.infer<typeof BanBody>;

export const BanAnswer = z.object({
  userId: z.uuid(),
  bannedAt: z.string().nullable(),
  revokedSessions: z.number().int().min(0),
});
export type BanAnswer = z.infer<typeof BanAnswer>;
