import { z } from 'zod';
import { CASE_RULES } from './constants';
import { BalanceAnswer, InventoryItemAnswer } from '../../api/commerce';
import { pageOf } from '../../paging';

/** REST shapes of cases: the list (docs/product-rules.md §7 `POST /boxes/list`), one case's contents, opening, each player's history. */

export const CASE_STATUSES = ['ACTIVE', 'TEMPORARILY_UNAVAILABLE', 'UNAVAILABLE'] as const;
export const CaseStatus = z.enum(CASE_STATUSES);
export type CaseStatus = z.infer<typeof CaseStatus>;
/** A case as the list shows it: its stored status, or EXPIRED once its end date has passed (it no longer opens). */
export const CASE_BOX_STATUSES = [...CASE_STATUSES, 'EXPIRED'] as const;
export const CaseBoxStatus = z.enum(CASE_BOX_STATUSES);
export type CaseBoxStatus = z.infer<typeof CaseBoxStatus>;

/** A case as tiles and the case page show it (docs/product-rules.md §3: name, bonus-only payment, limited collection, expiry, unboxed, items). */
export const CaseBox = z.object({
  id: z.number().int(),
  /** The slug of `/case/{alias}` and of the sitemap. */
  alias: z.string(),
  name: z.string(),
  priceCents: z.number().int(),
  /** Paid from the bonus balance only; the skin it opens into is a bonus skin. */
  bonusOnly: z.boolean(),
  /** Needs the premium battlepass. */
  premiumOnly: z.boolean(),
  /** A limited collection: at most this many are ever opened (null: unlimited). */
  limitTotal: z.number().int().nullable(),
  unboxed: z.number().int(),
  itemCount: z.number().int(),
  expiresAt: z.number().int().nullable(),
  status: CaseBoxStatus,
  /** The case's look: its dearest skin's picture and colour. */
  iconUrl: z.string(),
  color: z.string(),
});
export type CaseBox = z.infer<typeof CaseBox>;

export const CaseGroup = z.object({
  id: z.number().int(),
  alias: z.string(),
  name: z.string(),
  boxes: z.array(CaseBox),
});
export type CaseGroup = z.infer<typeof CaseGroup>;
export const BoxesListAnswer = z.array(CaseGroup);
export type BoxesListAnswer = z.infer<typeof BoxesListAnswer>;

export const CaseItem = z.object({
  /** The skin's position in the case, 0-based: the verifier's slot (weights w1 … w10 are slots 0 … 9). */
  slot: z.number().int(),
  catalogItemId: z.number().int(),
  name: z.string(),
  iconUrl: z.string(),
  color: z.string(),
  rarity: z.string(),
  exterior: z.string(),
  priceCents: z.number().int(),
  weight: z.number().int(),
  /** The tickets this skin owns: [ticketFrom, ticketTo). */
  ticketFrom: z.number().int(),
  ticketTo: z.number().int(),
  /** weight / total weight, exact. */
  odds: z.number(),
});
export type CaseItem = z.infer<typeof CaseItem>;

/** `GET /api/boxes/{idOrAlias}`: the case, its skins with odds, and the published value and edge. */
export const CaseDetailAnswer = CaseBox.extend({
  group: z.object({ id: z.number().int(), alias: z.string(), name: z.string() }),
  items: z.array(CaseItem),
  totalWeight: z.number().int(),
  /** Σ odds · skin price, in cents (fractional). */
  expectedValueCents: z.number(),
  /** 1 − EV / price, as a fraction. */
  edge: z.number(),
  /** The edge the price was set from: price = ceil(EV / (1 − edgeBasisPoints / 10,000)). */
  edgeBasisPoints: z.number().int(),
});
export type CaseDetailAnswer = z.infer<typeof CaseDetailAnswer>;

export const CaseParams = z.object({ idOrAlias: z.string().min(1).max(64) });
export const CaseOpenParams = z.object({
  id: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 31 - 1),
});

/** `POST /api/boxes/{id}/open` (with an Idempotency-Key): opens `count` cases at once, each its own bet. */
export const CaseOpenBody = z.strictObject({ count: z.number().int().min(1).max(CASE_RULES.maxOpenCount).default(1) });
export type CaseOpenBody = z.infer<typeof CaseOpenBody>;

export const CaseOpening = z.object({
  betId: z.string(),
  ticket: z.number().int(),
  totalWeight: z.number().int(),
  slot: z.number().int(),
  /** The skin now in the inventory (a bonus skin when the case is bonus-only). */
  item: InventoryItemAnswer,
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  nonce: z.number().int(),
});
export type CaseOpening = z.infer<typeof CaseOpening>;

export const CaseOpenAnswer = z.object({
  caseId: z.number().int(),
  priceCents: z.number().int(),
  source: z.enum(['REAL', 'BONUS']),
  openings: z.array(CaseOpening),
  unboxed: z.number().int(),
  balance: BalanceAnswer,
});
export type CaseOpenAnswer = z.infer<typeof CaseOpenAnswer>;

/** `GET /api/users/current/cases` and `/api/users/{id}/cases`: a player's openings, newest first. */
export const CaseHistoryEntry = z.object({
  betId: z.string(),
  caseId: z.number().int(),
  caseAlias: z.string(),
  caseName: z.string(),
  priceCents: z.number().int(),
  source: z.enum(['REAL', 'BONUS']),
  item: z.object({
    catalogItemId: z.number().int(),
    name: z.string(),
    iconUrl: z.string(),
    color: z.string(),
    priceCents: z.number().int(),
  }),
  createdAt: z.number().int(),
});
export type CaseHistoryEntry = z.infer<typeof CaseHistoryEntry>;

export const CaseHistoryAnswer = pageOf(CaseHistoryEntry);
export type CaseHistoryAnswer = z.infer<typeof CaseHistoryAnswer>;
