import {
  type PromocodeCreateBody,
  PromocodeCreateBody as CreateBody,
  type PromocodeType,
  normalizePromocode,
  promocodeEffect,
} from '@arena/schemas';
import { parseSignedCents } from './admin-store';

/** The create form as typed: money in dollars, numbers as text, the expiry as a `datetime-local` value. */
export interface PromocodeDraft {
  code: string;
  type: PromocodeType;
  amount: string;
  catalogItemId: string;
  percent: string;
  maxBonus: string;
  minDeposit: string;
  maxActivations: string;
  expiresAt: string;
  ownerUserId: string;
  oncePerUser: boolean;
  requireEmptyBalance: boolean;
  requireEmptyInventory: boolean;
  requireSteamLevel: boolean;
}

export const emptyPromocodeDraft = (): PromocodeDraft => ({
  code: '',
  type: 'BALANCE_BONUS',
  amount: '',
  catalogItemId: '',
  percent: '',
  maxBonus: '',
  minDeposit: '0.10',
  maxActivations: '',
  expiresAt: '',
  ownerUserId: '',
  oncePerUser: true,
  requireEmptyBalance: false,
  requireEmptyInventory: false,
  requireSteamLevel: false,
});

/** The value fields a type takes (the API refuses the others): as `checkShape` in api/src/promocodes/admin.ts. */
export function valueFields(type: PromocodeType): { amount: boolean; catalogItem: boolean; percent: boolean } {
  const effect = promocodeEffect(type);
  return {
    amount: effect.effect === 'BALANCE',
    catalogItem: effect.effect === 'ITEM' || (effect.effect === 'DEPOSIT' && effect.reward === 'SKIN'),
    percent: effect.effect === 'DEPOSIT' && effect.reward === 'PERCENT',
  };
}

/** Body field names, as the API's GLOBAL.BAD_REQUEST args and zod issue paths name them. */
export type PromocodeField = keyof PromocodeCreateBody;

/** Dollars → cents ('0' allowed); NaN when not an amount, undefined when empty. */
function cents(text: string): number | undefined {
  if (text.trim() === '') return undefined;
  if (/^\s*0+(?:[.,]0{0,2})?\s*$/.test(text)) return 0;
  return parseSignedCents(text) ?? Number.NaN;
}

function integer(text: string): number | undefined {
  if (text.trim() === '') return undefined;
  return /^\s*\d{1,9}\s*$/.test(text) ? Number(text) : Number.NaN;
}

/**
 * The request body of a draft, checked by the API's own schema (PromocodeCreateBody) and code rule, or the first
 * field that is wrong. Fields the type does not take are left out, as the API requires.
 */
export function promocodeBody(draft: PromocodeDraft): { body: PromocodeCreateBody } | { field: PromocodeField } {
  if (!normalizePromocode(draft.code)) return { field: 'code' };
  const wants = valueFields(draft.type);
  const expires = draft.expiresAt.trim() === '' ? null : new Date(draft.expiresAt).getTime();
  const input = {
    code: draft.code.trim(),
    type: draft.type,
    ...(wants.amount ? { amountCents: cents(draft.amount) ?? Number.NaN } : {}),
    ...(wants.catalogItem ? { catalogItemId: integer(draft.catalogItemId) ?? Number.NaN } : {}),
    ...(wants.percent ? { percent: integer(draft.percent) ?? Number.NaN, maxBonusCents: cents(draft.maxBonus) } : {}),
    minDepositCents: cents(draft.minDeposit) ?? 0,
    maxActivations: integer(draft.maxActivations) ?? null,
    expiresAt: expires,
    ownerUserId: draft.ownerUserId.trim() === '' ? null : draft.ownerUserId.trim(),
    oncePerUser: draft.oncePerUser,
    requireEmptyBalance: draft.requireEmptyBalance,
    requireEmptyInventory: draft.requireEmptyInventory,
    requireSteamLevel: draft.requireSteamLevel,
  };
  const parsed = CreateBody.safeParse(input);
  if (parsed.success) return { body: parsed.data };
  return { field: (parsed.error.issues[0]?.path[0] ?? 'code') as PromocodeField };
}
