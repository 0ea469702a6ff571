import type { PromocodeAdminItem, PromocodeType } from '@arena/schemas';

/** A `promocodes` row as the driver answers it (bigint columns may come back as strings). */
export interface PromocodeRow {
  id: number;
  code: string;
  type: PromocodeType;
  amount_cents: number | string | null;
  catalog_item_id: number | null;
  percent: number | null;
  max_bonus_cents: number | string | null;
  min_deposit_cents: number | string;
  require_empty_balance: boolean;
  require_empty_inventory: boolean;
  require_steam_level: boolean;
  owner_user_id: string | null;
  max_activations: number | null;
  once_per_user: boolean;
  expires_at: Date | string | null;
  activations: number;
  disabled_at: Date | string | null;
  created_at: Date | string;
}

export const epochMs = (value: Date | string) => new Date(value).getTime();
export const nullableNumber = (value: number | string | null) => (value === null ? null : Number(value));

/** Whether a code can be activated at `nowMs`: not disabled and not expired. */
export const isLive = (row: PromocodeRow, nowMs: number) =>
  row.disabled_at === null && (row.expires_at === null || epochMs(row.expires_at) > nowMs);

export function toAdminItem(row: PromocodeRow): PromocodeAdminItem {
  return {
    id: Number(row.id),
    code: row.code,
    type: row.type,
    amountCents: nullableNumber(row.amount_cents),
    catalogItemId: nullableNumber(row.catalog_item_id),
    percent: nullableNumber(row.percent),
    maxBonusCents: nullableNumber(row.max_bonus_cents),
    minDepositCents: Number(row.min_deposit_cents),
    requireEmptyBalance: row.require_empty_balance,
    requireEmptyInventory: row.require_empty_inventory,
    requireSteamLevel: row.require_steam_level,
    ownerUserId: row.owner_user_id,
    maxActivations: nullableNumber(row.max_activations),
    oncePerUser: row.once_per_user,
    expiresAt: row.expires_at === null ? null : epochMs(row.expires_at),
    activations: Number(row.activations),
    disabled: row.disabled_at !== null,
    createdAt: epochMs(row.created_at),
  };
}
