import { z } from 'zod';
import { ITEM_KINDS } from '../api/commerce';
import { EpochMs, Int4Id } from '../api/bounds';
import { DEPOSIT_METHODS } from '../rules/commerce';
import { ReferralLinkAnswer } from '../referral';
import { PROMOCODE_RULES, PROMOCODE_TYPES } from './rules';

export * from './rules';

/** Promocode REST shapes. Times in epoch ms, money in cents. */

export const PromocodeTypeSchema = z.enum(PROMOCODE_TYPES);
const Cents = z.number().int().min(1).max(PROMOCODE_RULES.maxAmountCents);
const DepositMethodSchema = z.enum(DEPOSIT_METHODS.map((m) => m.id) as [string, ...string[]]);

/**
 * `POST /api/admin/promocodes` (role ADMIN). What the type needs: BALANCE_* `amountCents`; ITEM_* and
 * {product}_BONUS_SKIN `catalogItemId`; the percent types `percent` (and optionally `maxBonusCents`). Fields a type
 * does not use must be left out. Conditions default to: $0.10 deposited, one activation per player, no total limit,
 * no expiry, no owner, and no balance, inventory or level requirement.
 */
export const PromocodeCreateBody = z.strictObject({
  code: z.string().max(64),
  type: PromocodeTypeSchema,
  amountCents: Cents.optional(),
  catalogItemId: Int4Id.optional(),
  percent: z.number().int().min(1).max(PROMOCODE_RULES.maxPercent).optional(),
  maxBonusCents: Cents.optional(),
  minDepositCents: z
    .number()
    .int()
    .min(0)
    .max(PROMOCODE_RULES.maxAmountCents)
    .default(PROMOCODE_RULES.defaultMinDepositCents),
  requireEmptyBalance: z.boolean().default(false),
  requireEmptyInventory: z.boolean().default(false),
  requireSteamLevel: z.boolean().default(false),
  /** The player the code belongs to (a streamer's code): they cannot activate it themselves (PROMOCODE.OWN_CODE). */
  ownerUserId: z.uuid().nullable().default(null),
  /** Activations in total; null = unlimited. */
  maxActivations: z.number().int().min(1).max(1_000_000).nullable().default(null),
  oncePerUser: z.boolean().default(true),
  expiresAt: EpochMs.nullable().default(null),
});
export type PromocodeCreateBody = z.infer<typeof PromocodeCreateBody>;
export type PromocodeCreateInput = z.input<typeof PromocodeCreateBody>;

export const PromocodeIdParams = z.object({
  id: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 31 - 1),
});

/** One code as admins see it, with how many times it was activated. */
export const PromocodeAdminItem = z.object({
  id: z.number().int(),
  code: z.string(),
  type: PromocodeTypeSchema,
  amountCents: z.number().int().nullable(),
  catalogItemId: z.number().int().nullable(),
  percent: z.number().int().nullable(),
  maxBonusCents: z.number().int().nullable(),
  minDepositCents: z.number().int(),
  requireEmptyBalance: z.boolean(),
  requireEmptyInventory: z.boolean(),
  requireSteamLevel: z.boolean(),
  ownerUserId: z.string().nullable(),
  maxActivations: z.number().int().nullable(),
  oncePerUser: z.boolean(),
  expiresAt: z.number().int().nullable(),
  activations: z.number().int(),
  disabled: z.boolean(),
  createdAt: z.number().int(),
});
export type PromocodeAdminItem = z.infer<typeof PromocodeAdminItem>;

export const PromocodeAdminList = z.object({ promocodes: z.array(PromocodeAdminItem) });
export type PromocodeAdminList = z.infer<typeof PromocodeAdminList>;

/** `POST /api/bonus/promocode` and `POST /api/bonus/promocode/deposit` (Idempotency-Key header required). */
export const PromocodeRedeemBody = z.strictObject({ code: z.string().max(64) });
export type PromocodeRedeemBody = z.infer<typeof PromocodeRedeemBody>;

export const PromocodeGrantedItem = z.object({
  catalogItemId: z.number().int(),
  name: z.string(),
  priceCents: z.number().int(),
  kind: z.enum(ITEM_KINDS),
  /** The granted skin's inventory id; null while it waits for the deposit ({product}_BONUS_SKIN). */
  itemId: z.string().nullable(),
});
export type PromocodeGrantedItem = z.infer<typeof PromocodeGrantedItem>;

/** What an activation gave: money now, a skin now, or a boost waiting for the next deposit (`pending`). */
export const PromocodeGrant = z.object({
  activationId: z.number().int(),
  code: z.string(),
  type: PromocodeTypeSchema,
  amountCents: z.number().int().nullable(),
  account: z.enum(['REAL', 'BONUS']).nullable(),
  item: PromocodeGrantedItem.nullable(),
  percent: z.number().int().nullable(),
  maxBonusCents: z.number().int().nullable(),
  /** The deposit method a per-product boost waits for; null = any deposit. */
  method: DepositMethodSchema.nullable(),
  pending: z.boolean(),
});
export type PromocodeGrant = z.infer<typeof PromocodeGrant>;

export const PromocodeRedeemAnswer = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('PROMOCODE'),
    grant: PromocodeGrant,
    balance: z.object({ realCents: z.number().int(), bonusCents: z.number().int() }),
  }),
  /** The box also takes referral codes: the account was linked to the code's owner. */
  z.object({ kind: z.literal('REFERRAL'), referral: ReferralLinkAnswer }),
]);
export type PromocodeRedeemAnswer = z.infer<typeof PromocodeRedeemAnswer>;

/** `GET /api/bonus/promocode/boosts`: my deposit boosts, waiting or applied (newest first). */
export const PromocodeBoost = z.object({
  activationId: z.number().int(),
  code: z.string(),
  type: PromocodeTypeSchema,
  percent: z.number().int().nullable(),
  maxBonusCents: z.number().int().nullable(),
  method: DepositMethodSchema.nullable(),
  createdAt: z.number().int(),
  appliedAt: z.number().int().nullable(),
  bonusCents: z.number().int().nullable(),
});
export const PromocodeBoostList = z.object({ boosts: z.array(PromocodeBoost) });
export type PromocodeBoostList = z.infer<typeof PromocodeBoostList>;
