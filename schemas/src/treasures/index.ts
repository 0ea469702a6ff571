import { z } from 'zod';
import { TREASURE_KINDS, TREASURE_RULES, TREASURE_SEASONS } from '../rules/treasures';
import { pageOf } from '../paging';

/** Treasures REST shapes: collections, my cards, activation, upgrade, the Mega Treasure and the orders market. Times in epoch ms. */

/** What activating a treasure (or claiming a Mega Treasure) gives: real or bonus balance from the house, or a real catalog skin. */
export const TreasurePrize = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('BALANCE'), cents: z.number().int().positive().max(1_000_000) }),
  z.object({ kind: z.literal('BONUS'), cents: z.number().int().positive().max(1_000_000) }),
  z.object({ kind: z.literal('SKIN'), catalogItemId: z.number().int().positive() }),
]);
export type TreasurePrize = z.infer<typeof TreasurePrize>;

export const TreasureKindSchema = z.enum(TREASURE_KINDS);
export const TreasureSeasonSchema = z.enum(TREASURE_SEASONS);
export const TreasureCollectionStatus = z.enum(['COMING', 'ACTIVE', 'ENDED']);
export type TreasureCollectionStatus = z.infer<typeof TreasureCollectionStatus>;

export const Treasure = z.object({
  id: z.number().int(),
  slot: z.number().int(),
  kind: TreasureKindSchema,
  prize: TreasurePrize,
});
export type Treasure = z.infer<typeof Treasure>;

/** The signed-in player's standing in one collection. */
export const TreasureProgress = z.object({
  /** Treasure ids this player has activated successfully at least once. */
  activated: z.array(z.number().int()),
  megaClaimed: z.boolean(),
});
export type TreasureProgress = z.infer<typeof TreasureProgress>;

export const TreasureCollection = z.object({
  id: z.number().int(),
  year: z.number().int(),
  quarter: z.number().int(),
  season: TreasureSeasonSchema,
  status: TreasureCollectionStatus,
  startsAt: z.number().int(),
  endsAt: z.number().int(),
  /** SHA-256 of the season seed, published before the season; the seed itself once the season has ended. */
  serverSeedHash: z.string(),
  serverSeed: z.string().nullable(),
  /** A bet of s cents drops a card with chance s / dropDivisor (1,000,000; demos and tests may use less). */
  dropDivisor: z.number().int(),
  treasures: z.array(Treasure),
  megaPrize: TreasurePrize,
  mine: TreasureProgress.nullable(),
});
export type TreasureCollection = z.infer<typeof TreasureCollection>;

export const TreasureCardStatus = z.enum(['AVAILABLE', 'LISTED']);
export const TreasureCardSource = z.enum(['DROP', 'UPGRADE', 'GRANT']);

export const TreasureCard = z.object({
  id: z.string(),
  treasureId: z.number().int(),
  collectionId: z.number().int(),
  slot: z.number().int(),
  kind: TreasureKindSchema,
  status: TreasureCardStatus,
  source: TreasureCardSource,
  /** The bet that dropped it and its stake (a dropped card only). */
  dropBetId: z.string().nullable(),
  dropStakeCents: z.number().int().nullable(),
  /** The order it is listed in. */
  orderId: z.string().nullable(),
  createdAt: z.number().int(),
});
export type TreasureCard = z.infer<typeof TreasureCard>;

/** `GET /api/treasures`: every collection, and for a signed-in player their cards, premium flag and activation chance. */
export const TreasuresAnswer = z.object({
  collections: z.array(TreasureCollection),
  cards: z.array(TreasureCard),
  premium: z.boolean(),
  activationChanceBasisPoints: z.number().int(),
});
export type TreasuresAnswer = z.infer<typeof TreasuresAnswer>;

export const TreasureCardParams = z.object({ id: z.uuid() });
export const TreasureCollectionParams = z.object({
  id: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 31 - 1),
});
export const TreasureOrderParams = z.object({ id: z.uuid() });

/** Where a seed-pair draw can be re-checked on /fair (`/fair?bet=<id>`). */
const FairDraw = { serverSeedHash: z.string(), clientSeed: z.string(), nonce: z.number().int() };

export const TreasureActivationAnswer = z.object({
  id: z.string(),
  cardId: z.string(),
  treasureId: z.number().int(),
  chanceBasisPoints: z.number().int(),
  roll: z.number().int(),
  success: z.boolean(),
  prize: TreasurePrize.nullable(),
  itemIds: z.array(z.string()),
  ...FairDraw,
});
export type TreasureActivationAnswer = z.infer<typeof TreasureActivationAnswer>;

export const TreasureUpgradeBody = z.object({ cardIds: z.array(z.uuid()).length(TREASURE_RULES.upgradeCards) });
export type TreasureUpgradeBody = z.infer<typeof TreasureUpgradeBody>;
export const TreasureUpgradeAnswer = z.object({
  id: z.string(),
  burntCardIds: z.array(z.string()),
  card: TreasureCard,
  ...FairDraw,
});
export type TreasureUpgradeAnswer = z.infer<typeof TreasureUpgradeAnswer>;

export const TreasureMegaAnswer = z.object({
  collectionId: z.number().int(),
  prize: TreasurePrize,
  itemIds: z.array(z.string()),
  burntCardIds: z.array(z.string()),
});
export type TreasureMegaAnswer = z.infer<typeof TreasureMegaAnswer>;

export const TreasureOrderKind = z.enum(['SALE', 'EXCHANGE']);
export type TreasureOrderKind = z.infer<typeof TreasureOrderKind>;
/** docs/product-rules.md §4: created, then accepted, removed or expired. */
export const TreasureOrderStatus = z.enum(['CREATED', 'ACCEPTED', 'REMOVED', 'EXPIRED']);
export type TreasureOrderStatus = z.infer<typeof TreasureOrderStatus>;

const OrderCardIds = z
  .array(z.uuid())
  .min(1)
  .max(TREASURE_RULES.maxCardsPerOrder)
  .refine((ids) => new Set(ids).size === ids.length, 'each card once');

/** `POST /api/treasures/orders`: offer cards for a price (paid from the buyer's real balance) or for one card of a named treasure. */
export const TreasureOrderBody = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('SALE'),
    cardIds: OrderCardIds,
    priceCents: z.number().int().min(TREASURE_RULES.minOrderPriceCents).max(TREASURE_RULES.maxOrderPriceCents),
  }),
  z.object({
    kind: z.literal('EXCHANGE'),
    cardIds: OrderCardIds,
    wantTreasureId: z
      .number()
      .int()
      .positive()
      .max(2 ** 31 - 1),
  }),
]);
export type TreasureOrderBody = z.infer<typeof TreasureOrderBody>;

export const TreasurePerson = z.object({ userId: z.string(), name: z.string(), avatar: z.string().nullable() });
export type TreasurePerson = z.infer<typeof TreasurePerson>;

export const TreasureOrderCard = z.object({
  id: z.string(),
  treasureId: z.number().int(),
  collectionId: z.number().int(),
  slot: z.number().int(),
  kind: TreasureKindSchema,
});
export type TreasureOrderCard = z.infer<typeof TreasureOrderCard>;

export const TreasureOrder = z.object({
  id: z.string(),
  kind: TreasureOrderKind,
  status: TreasureOrderStatus,
  seller: TreasurePerson,
  buyer: TreasurePerson.nullable(),
  cards: z.array(TreasureOrderCard),
  priceCents: z.number().int().nullable(),
  /** The treasure an exchange order asks for (one card of it). */
  want: z
    .object({
      treasureId: z.number().int(),
      collectionId: z.number().int(),
      slot: z.number().int(),
      kind: TreasureKindSchema,
    })
    .nullable(),
  createdAt: z.number().int(),
  expiresAt: z.number().int(),
  endedAt: z.number().int().nullable(),
});
export type TreasureOrder = z.infer<typeof TreasureOrder>;

/** `GET /api/treasures/orders?scope=market|mine&page=`: open orders of everyone, or mine (sold, bought or listed) in every state. */
export const TreasureOrdersQuery = z.object({
  scope: z.enum(['market', 'mine']).default('market'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type TreasureOrdersQuery = z.infer<typeof TreasureOrdersQuery>;
export const TreasureOrdersAnswer = pageOf(TreasureOrder);
export type TreasureOrdersAnswer = z.infer<typeof TreasureOrdersAnswer>;
