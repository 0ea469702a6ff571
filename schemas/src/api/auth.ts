import { z } from 'zod';

export const DevSignInBody = z.strictObject({
  name: z
    .string()
    .trim()
    .min(2)
    .max(32)
    .regex(/^[\p{L}\p{N}_ .-]+$/u),
  agreeTos: z.boolean(),
});
export type DevSignInBody = z.infer<typeof DevSignInBody>;

export const TokenAnswer = z.object({ token: z.string(), expiresAt: z.number().int() });
export type TokenAnswer = z.infer<typeof TokenAnswer>;

export const SteamStartQuery = z.object({
  redirect: z.string().max(512).optional(),
  agreeTos: z.enum(['1', 'true']).optional(),
});

export const TimeAnswer = z.object({ serverTime: z.number().int() });
export type TimeAnswer = z.infer<typeof TimeAnswer>;

/** `POST /api/auth/sign-out` and `/api/auth/sign-out-everywhere`: how many sessions ended. */
export const SignOutAnswer = z.object({ revoked: z.number().int().min(0) });
export type SignOutAnswer = z.infer<typeof SignOutAnswer>;
