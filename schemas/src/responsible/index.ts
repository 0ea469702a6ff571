import { z } from 'zod';
import { RESPONSIBLE_RULES } from './rules';

export * from './rules';
export * from './operations';

/** Responsible gaming REST shapes (`/api/responsible-gaming`). Money in cents, times in epoch ms. */

const LimitCents = z.number().int().min(RESPONSIBLE_RULES.minLimitCents).max(RESPONSIBLE_RULES.maxLimitCents);

/** One kind's limits to change: a number sets it, null removes it, an omitted period stays as it is. */
const PeriodChanges = z.strictObject({
  day: LimitCents.nullable().optional(),
  week: LimitCents.nullable().optional(),
  month: LimitCents.nullable().optional(),
});
export type ResponsiblePeriodChanges = z.infer<typeof PeriodChanges>;

/** `PUT /api/responsible-gaming/limits`. */
export const ResponsibleLimitsBody = z.strictObject({
  deposit: PeriodChanges.optional(),
  wager: PeriodChanges.optional(),
  loss: PeriodChanges.optional(),
});
export type ResponsibleLimitsBody = z.infer<typeof ResponsibleLimitsBody>;

/** `POST /api/responsible-gaming/timeout`. */
export const ResponsibleTimeoutBody = z.strictObject({
  hours: z.number().int().min(RESPONSIBLE_RULES.timeoutMinHours).max(RESPONSIBLE_RULES.timeoutMaxHours),
});
export type ResponsibleTimeoutBody = z.infer<typeof ResponsibleTimeoutBody>;

/** `POST /api/responsible-gaming/self-exclusion`. */
export const ResponsibleExclusionBody = z.strictObject({
  months: z.number().int().min(RESPONSIBLE_RULES.exclusionMinMonths).max(RESPONSIBLE_RULES.exclusionMaxMonths),
});
export type ResponsibleExclusionBody = z.infer<typeof ResponsibleExclusionBody>;

/** `PUT /api/responsible-gaming/reality-check`: one of the offered intervals, or null for off. */
export const ResponsibleRealityCheckBody = z.strictObject({
  minutes: z
    .number()
    .int()
    .refine((minutes) => RESPONSIBLE_RULES.realityCheckMinutes.includes(minutes))
    .nullable(),
});
export type ResponsibleRealityCheckBody = z.infer<typeof ResponsibleRealityCheckBody>;

/** One limit as it stands: the value in force, a raise or removal waiting for its cooling-off, what the window used. */
export const ResponsibleLimit = z.object({
  cents: z.number().int().nullable(),
  pending: z.object({ cents: z.number().int().nullable(), appliesAt: z.number().int() }).nullable(),
  usedCents: z.number().int(),
});
export type ResponsibleLimit = z.infer<typeof ResponsibleLimit>;

const PeriodLimits = z.object({ day: ResponsibleLimit, week: ResponsibleLimit, month: ResponsibleLimit });

/** `GET /api/responsible-gaming?sessionStart=<ms>`: the reality check asks for the net result since the session began. */
export const ResponsibleGamingQuery = z.strictObject({
  sessionStart: z.coerce.number().int().min(0).max(253_402_300_799_999).optional(),
});
export type ResponsibleGamingQuery = z.infer<typeof ResponsibleGamingQuery>;

/** `GET /api/responsible-gaming` (and the answer of every change). */
export const ResponsibleGamingAnswer = z.object({
  limits: z.object({ deposit: PeriodLimits, wager: PeriodLimits, loss: PeriodLimits }),
  timeoutUntil: z.number().int().nullable(),
  exclusionUntil: z.number().int().nullable(),
  realityCheckMinutes: z.number().int().nullable(),
  /** With `sessionStart`: Σ (payout − stake) of the real-money and skin bets settled since then (negative: a loss). */
  session: z.object({ since: z.number().int(), netCents: z.number().int() }).nullable(),
  coolingOffMs: z.number().int(),
  now: z.number().int(),
});
export type ResponsibleGamingAnswer = z.infer<typeof ResponsibleGamingAnswer>;
