import { z } from 'zod';
import { HISTORY_RULES } from '../constants';
import { BalanceAnswer } from './commerce';
import { pageOf } from '../paging';

const requirement = z.enum(['email', 'wallet', 'tradeLink']);

/** `GET /api/payments/methods`. */
export const DepositMethodsAnswer = z.array(
  z.object({ id: z.string(), minCents: z.number().int(), requires: z.array(requirement) }),
);
export type DepositMethodsAnswer = z.infer<typeof DepositMethodsAnswer>;

/** `GET /api/withdrawals/methods`; `pays` says whether the method pays out skins or balance. */
export const WithdrawMethodsAnswer = z.array(
  z.object({
    id: z.string(),
    minCents: z.number().int(),
    requires: z.array(requirement),
    pays: z.enum(['ITEMS', 'BALANCE']),
  }),
);
export type WithdrawMethodsAnswer = z.infer<typeof WithdrawMethodsAnswer>;

/**
 * Fields are optional on the wire so that a missing one gets its own catalogue key (PAYMENT.AMOUNT_REQUIRED,
 * PAYMENT.METHOD_REQUIRED …) rather than a generic bad request.
 */
export const DepositBody = z.strictObject({
  amountCents: z.number().int().optional(),
  method: z.string().max(32).optional(),
  email: z.string().max(254).optional(),
  wallet: z.string().max(128).optional(),
});
export type DepositBody = z.infer<typeof DepositBody>;

export const PAYMENT_STATUSES = ['PENDING', 'CONFIRMED', 'FAILED'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const PaymentAnswer = z.object({
  id: z.string(),
  method: z.string(),
  amountCents: z.number().int(),
  status: z.enum(PAYMENT_STATUSES),
  createdAt: z.number().int(),
  finishedAt: z.number().int().nullable(),
});
export type PaymentAnswer = z.infer<typeof PaymentAnswer>;
export const PaymentListAnswer = z.object({ items: z.array(PaymentAnswer) });
export type PaymentListAnswer = z.infer<typeof PaymentListAnswer>;

/** What the sandbox provider POSTs to `/api/payments/webhook`, signed in `x-sandbox-signature`. */
export const SandboxWebhookBody = z.object({
  eventId: z.string(),
  type: z.enum(['payment.succeeded', 'payment.failed']),
  paymentId: z.string(),
  amountCents: z.number().int(),
  createdAt: z.number().int(),
});
export type SandboxWebhookBody = z.infer<typeof SandboxWebhookBody>;
export const WebhookAnswer = z.object({
  received: z.literal(true),
  paymentId: z.string(),
  status: z.enum(PAYMENT_STATUSES),
});

/** Balance withdrawals send `amountCents` + `wallet`; skin withdrawals send `itemIds` + `tradeLink`. */
export const WithdrawBody = z.strictObject({
  amountCents: z.number().int().optional(),
  itemIds: z.array(z.string().max(64)).max(50).optional(),
  method: z.string().max(32).optional(),
  tradeLink: z.string().max(256).optional(),
  wallet: z.string().max(128).optional(),
  /** The confirmation checkbox "the entered data is correct". */
  confirm: z.boolean().optional(),
});
export type WithdrawBody = z.infer<typeof WithdrawBody>;

export const TRANSFER_ORDER_STATUSES = ['Pending', 'Success', 'Rejected'] as const;
export type TransferOrderStatus = (typeof TRANSFER_ORDER_STATUSES)[number];

/** docs/product-rules.md §3 transfer order. */
export const TransferOrderAnswer = z.object({
  id: z.string(),
  partner: z.string(),
  method: z.string(),
  amountCents: z.number().int(),
  itemIds: z.array(z.string()),
  status: z.enum(TRANSFER_ORDER_STATUSES),
  createdAt: z.number().int(),
  finishedAt: z.number().int().nullable(),
  /** A Pending order held for an operator's review before it goes to the payout partner. */
  inReview: z.boolean().optional(),
});
export type TransferOrderAnswer = z.infer<typeof TransferOrderAnswer>;
export const WithdrawAnswer = z.object({ order: TransferOrderAnswer, balance: BalanceAnswer });
export type WithdrawAnswer = z.infer<typeof WithdrawAnswer>;
export const TransferOrderListAnswer = z.object({ items: z.array(TransferOrderAnswer) });
export type TransferOrderListAnswer = z.infer<typeof TransferOrderListAnswer>;

export const PageQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(HISTORY_RULES.pageSizeMax).default(HISTORY_RULES.pageSizeDefault),
});
export type PageQuery = z.infer<typeof PageQuery>;

const HistoryItem = z.object({
  itemId: z.string(),
  catalogItemId: z.number().int(),
  name: z.string(),
  priceCents: z.number().int(),
  event: z.string(),
});

/** One ledger transfer of the user: what moved on the real and the bonus balance, and which skins. */
export const TransactionAnswer = z.object({
  id: z.number().int(),
  operation: z.string(),
  realCents: z.number().int(),
  bonusCents: z.number().int(),
  items: z.array(HistoryItem),
  createdAt: z.number().int(),
});
export type TransactionAnswer = z.infer<typeof TransactionAnswer>;
export const TransactionListAnswer = pageOf(TransactionAnswer);
export type TransactionListAnswer = z.infer<typeof TransactionListAnswer>;

export const ItemHistoryEntryAnswer = HistoryItem.extend({
  id: z.number().int(),
  icon: z.string(),
  kind: z.enum(['REAL', 'BONUS']),
  transferId: z.number().int().nullable(),
  createdAt: z.number().int(),
});
export type ItemHistoryEntryAnswer = z.infer<typeof ItemHistoryEntryAnswer>;
export const ItemHistoryAnswer = pageOf(ItemHistoryEntryAnswer);
export type ItemHistoryAnswer = z.infer<typeof ItemHistoryAnswer>;
