import { z } from 'zod';
import { UPGRADE_RULES } from './constants';
import { BalanceAnswer, InventoryItemAnswer } from '../../api/commerce';
import { pageOf } from '../../paging';
import { UUID_PATTERN } from '../../ids';

/** REST shapes of the upgrade: play one, the last upgrades of everyone, each player's history. */

const itemId = z.string().regex(UUID_PATTERN);

/** `POST /api/upgrade` (with an Idempotency-Key): real skins from the inventory into one catalog skin. */
export const UpgradeBody = z.strictObject({
  /** Shape only; an empty list answers CRASH.NO_SKIN_SELECTED from the rules, like the screen. */
  itemIds: z.array(itemId).max(UPGRADE_RULES.maxEntrySkins),
  targetCatalogItemId: z.number().int().positive(),
});
export type UpgradeBody = z.infer<typeof UpgradeBody>;

export const UpgradeAnswer = z.object({
  betId: z.string(),
  entryCents: z.number().int(),
  targetCatalogItemId: z.number().int(),
  targetCents: z.number().int(),
  chanceMillionths: z.number().int(),
  /** floor(float_0 · 10^6): where the dial lands; the upgrade won iff roll < chance. */
  roll: z.number().int(),
  won: z.boolean(),
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  nonce: z.number().int(),
  /** The target skin now in the inventory (a win), else null. */
  item: InventoryItemAnswer.nullable(),
  /** The entry skins, consumed either way. */
  removedItemIds: z.array(z.string()),
  balance: BalanceAnswer,
});
export type UpgradeAnswer = z.infer<typeof UpgradeAnswer>;

const TargetSkin = z.object({
  catalogItemId: z.number().int(),
  name: z.string(),
  iconUrl: z.string(),
  color: z.string(),
  priceCents: z.number().int(),
});

/** `GET /api/upgrade/recent`: everyone's last upgrades, newest first (the screen's live feed). */
export const UpgradeRecentEntry = z.object({
  betId: z.string(),
  userId: z.string(),
  name: z.string(),
  avatar: z.string().nullable(),
  entryCents: z.number().int(),
  target: TargetSkin,
  chanceMillionths: z.number().int(),
  won: z.boolean(),
  createdAt: z.number().int(),
});
export type UpgradeRecentEntry = z.infer<typeof UpgradeRecentEntry>;
export const UpgradeRecentAnswer = z.array(UpgradeRecentEntry);
export type UpgradeRecentAnswer = z.infer<typeof UpgradeRecentAnswer>;

/** `GET /api/users/current/upgrades` and `/api/users/{id}/upgrades`: a player's upgrades, newest first. */
export const UpgradeHistoryEntry = z.object({
  betId: z.string(),
  entryCents: z.number().int(),
  entrySkins: z.number().int(),
  target: TargetSkin,
  chanceMillionths: z.number().int(),
  roll: z.number().int(),
  won: z.boolean(),
  createdAt: z.number().int(),
});
export type UpgradeHistoryEntry = z.infer<typeof UpgradeHistoryEntry>;

export const UpgradeHistoryAnswer = pageOf(UpgradeHistoryEntry);
export type UpgradeHistoryAnswer = z.infer<typeof UpgradeHistoryAnswer>;
