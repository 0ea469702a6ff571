import { z } from 'zod';
import { SHOP_RULES } from '../constants';
import { pageOf } from '../paging';

/** docs/product-rules.md §3: the five exteriors, worst to best, and the item types. */
export const ITEM_EXTERIORS = ['Battle-Scarred', 'Well-Worn', 'Field-Tested', 'Minimal Wear', 'Factory New'] as const;
export type ItemExterior = (typeof ITEM_EXTERIORS)[number];
export const ITEM_TYPES = ['weapon', 'knife', 'glove', 'sticker', 'container', 'other'] as const;
export type ItemType = (typeof ITEM_TYPES)[number];

/** Real items are bought or won; bonus items are promotional and expire unless played. */
export const ITEM_KINDS = ['REAL', 'BONUS'] as const;
export type ItemKind = (typeof ITEM_KINDS)[number];
/**
 * Selection groups of docs/product-rules.md §4: real, bonus, and real+bonus (a bonus skin that was played enough and
 * became real). Items of different groups are never selected together.
 */
export const SELECTION_KINDS = ['REAL', 'BONUS', 'REAL_BONUS'] as const;
export type SelectionKind = (typeof SELECTION_KINDS)[number];
export const ITEM_STATUSES = ['AVAILABLE', 'IN_BET', 'IN_TRADE', 'WITHDRAWN', 'SOLD', 'CONSUMED', 'EXPIRED'] as const;
export type ItemStatus = (typeof ITEM_STATUSES)[number];

/** One catalog entry as `/cdn/items/{hash}.json` serves it (`icon` is relative to the CDN base URL). */
export const CatalogItemAnswer = z.object({
  id: z.number().int(),
  name: z.string(),
  priceCents: z.number().int(),
  icon: z.string(),
  exterior: z.enum(ITEM_EXTERIORS),
  color: z.string(),
  rarity: z.string(),
  type: z.enum(ITEM_TYPES),
});
export type CatalogItemAnswer = z.infer<typeof CatalogItemAnswer>;

/** `GET /api/items/relevant/hash`: the list lives at `itemsUrl` (= `{cdnBaseUrl}/items/{hash}.json`). */
export const CatalogHashAnswer = z.object({ hash: z.string(), itemsUrl: z.string(), cdnBaseUrl: z.string() });
export type CatalogHashAnswer = z.infer<typeof CatalogHashAnswer>;

export const SHOP_SORTS = ['price_asc', 'price_desc', 'name'] as const;
export const ShopQuery = z.object({
  type: z.enum(ITEM_TYPES).optional(),
  exterior: z.enum(ITEM_EXTERIORS).optional(),
  minPriceCents: z.coerce.number().int().min(0).optional(),
  maxPriceCents: z.coerce.number().int().min(0).optional(),
  q: z.string().trim().max(64).optional(),
  sort: z.enum(SHOP_SORTS).default('price_asc'),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(SHOP_RULES.shopPageSizeMax).default(SHOP_RULES.shopPageSizeDefault),
});
export type ShopQuery = z.infer<typeof ShopQuery>;

/** A catalog item with the absolute URL of its icon. */
export const ShopItemAnswer = CatalogItemAnswer.extend({ iconUrl: z.string() });
export type ShopItemAnswer = z.infer<typeof ShopItemAnswer>;

export const ShopListAnswer = pageOf(ShopItemAnswer);
export type ShopListAnswer = z.infer<typeof ShopListAnswer>;

/** One skin a user holds, with the inventory flags of docs/product-rules.md §3. Times are epoch milliseconds. */
export const InventoryItemAnswer = z.object({
  id: z.string(),
  catalogItemId: z.number().int(),
  name: z.string(),
  icon: z.string(),
  iconUrl: z.string(),
  exterior: z.enum(ITEM_EXTERIORS),
  color: z.string(),
  rarity: z.string(),
  type: z.enum(ITEM_TYPES),
  priceCents: z.number().int(),
  kind: z.enum(ITEM_KINDS),
  selectionKind: z.enum(SELECTION_KINDS),
  status: z.enum(ITEM_STATUSES),
  /** Set while the item is real (bought, won, or a bonus skin that was played enough). */
  realItemID: z.string().nullable(),
  /** Set when the item is or was a bonus skin. */
  bonusItemID: z.string().nullable(),
  /** Games with real money or real skins needed before a bonus skin becomes real (0 for real items). */
  totalGamesCount: z.number().int(),
  gamesPlayed: z.number().int(),
  /** House-granted skin: can be played, never sold, exchanged or withdrawn. */
  alfa: z.boolean(),
  /** Can be sold, exchanged and withdrawn. */
  withdrawable: z.boolean(),
  expiresAt: z.number().int().nullable(),
  createdAt: z.number().int(),
});
export type InventoryItemAnswer = z.infer<typeof InventoryItemAnswer>;

export const InventoryAnswer = z.object({
  items: z.array(InventoryItemAnswer),
  /** Real stake still to play (WAGER_RULES) before bonus skins can turn real and anything can be withdrawn. */
  wagerRemainingCents: z.number().int().nonnegative().optional(),
});
export type InventoryAnswer = z.infer<typeof InventoryAnswer>;

const ItemIds = z.array(z.string().max(64)).max(SHOP_RULES.maxItemsPerOperation);
const CatalogItemIds = z.array(z.number().int()).max(SHOP_RULES.maxItemsPerOperation);

/** Buying with the real balance gives real skins; with the bonus balance, bonus skins. */
export const ShopBuyBody = z.strictObject({ catalogItemIds: CatalogItemIds, kind: z.enum(ITEM_KINDS).default('REAL') });
export type ShopBuyBody = z.infer<typeof ShopBuyBody>;
export const ShopSellBody = z.strictObject({ itemIds: ItemIds });
export type ShopSellBody = z.infer<typeof ShopSellBody>;
/** Gives `itemIds` back for `catalogItemIds` worth as much or less; the difference returns to the balance. */
export const ShopSwapBody = z.strictObject({ itemIds: ItemIds, catalogItemIds: CatalogItemIds });
export type ShopSwapBody = z.infer<typeof ShopSwapBody>;

export const BalanceAnswer = z.object({ realCents: z.number().int(), bonusCents: z.number().int() });
export type BalanceAnswer = z.infer<typeof BalanceAnswer>;

/** Every shop operation answers the new balance, the skins received and the ids of the skins given away. */
export const ShopOperationAnswer = z.object({
  transferId: z.number().int(),
  balance: BalanceAnswer,
  /** Money moved by the operation for the user: negative when spent, positive when credited. */
  balanceDeltaCents: z.number().int(),
  items: z.array(InventoryItemAnswer),
  removedItemIds: z.array(z.string()),
});
export type ShopOperationAnswer = z.infer<typeof ShopOperationAnswer>;

/** Money-moving POSTs carry `Idempotency-Key`: the same key and body answer the stored result. */
export const IdempotencyHeaders = z.object({ 'idempotency-key': z.string().max(128).optional() });
