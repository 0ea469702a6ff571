import { z } from 'zod';

/** Free text an admin types: trimmed, no control characters (they broke Postgres once). */
export const AdminReason = z
  .string()
  .trim()
  .min(3)
  .max(300)
  .refine((text) => !/\p{Cc}/u.test(text), { message: 'control characters' });
