import { z } from 'zod';
import { MONEY_RULES } from '../rules/platform';
import { AdminReason } from './reason';
import { WITHDRAWAL_REVIEW_REASONS } from './money-review';
import { pageOf } from '../paging';

/** Operator console wire formats (`/api/admin/...`): what the API answers and the console reads. */

const Id = z.uuid();
const Reason = AdminReason;

export const AdminUserSearchQuery = z.strictObject({
  /** A name fragment, a user id or a Steam id (`7656…` or `steam:7656…`); empty lists the newest users. */
  q: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type AdminUserSearchQuery = z.infer<typeof AdminUserSearchQuery>;

export const AdminUserRow = z.object({
  id: Id,
  name: z.string(),
  authSubject: z.string(),
  role: z.string(),
  bannedAt: z.number().int().nullable(),
  createdAt: z.number().int(),
  realCents: z.number().int(),
  bonusCents: z.number().int(),
});
export type AdminUserRow = z.infer<typeof AdminUserRow>;

export const AdminUserListAnswer = pageOf(AdminUserRow);
export type AdminUserListAnswer = z.infer<typeof AdminUserListAnswer>;

export const AdminLedgerEntry = z.object({
  transferId: z.string(),
  operation: z.string(),
  account: z.enum(['REAL', 'BONUS']),
  amountCents: z.number().int(),
  createdAt: z.number().int(),
});
export type AdminLedgerEntry = z.infer<typeof AdminLedgerEntry>;

export const AdminBetRow = z.object({
  id: Id,
  game: z.string(),
  source: z.string(),
  stakeCents: z.number().int(),
  payoutCents: z.number().int().nullable(),
  status: z.string(),
  createdAt: z.number().int(),
});
export type AdminBetRow = z.infer<typeof AdminBetRow>;

export const AdminUserProfileAnswer = z.object({
  user: AdminUserRow.extend({ depositedTotalCents: z.number().int(), wageredTotalCents: z.number().int() }),
  ledger: z.array(AdminLedgerEntry),
  bets: z.array(AdminBetRow),
});
export type AdminUserProfileAnswer = z.infer<typeof AdminUserProfileAnswer>;

/** A balance adjustment: a signed amount against the house, always with a reason and an Idempotency-Key. */
export const AdminAdjustBody = z.strictObject({
  account: z.enum(['REAL', 'BONUS']),
  amountCents: z
    .number()
    .int()
    .min(-MONEY_RULES.maxTransferCents)
    .max(MONEY_RULES.maxTransferCents)
    .refine((cents) => cents !== 0, { message: 'non-zero' }),
  reason: Reason,
});
export type AdminAdjustBody = z.infer<typeof AdminAdjustBody>;

/**
 * POSTED: the transfer is on the ledger. PENDING: the amount is above the four-eyes threshold, so it waits as request
 * `requestId` for a second admin (the balances are the unchanged ones).
 */
export const AdminAdjustAnswer = z.object({
  status: z.enum(['POSTED', 'PENDING']),
  transferId: z.string().nullable(),
  requestId: z.string().nullable(),
  replayed: z.boolean(),
  realCents: z.number().int(),
  bonusCents: z.number().int(),
});
export type AdminAdjustAnswer = z.infer<typeof AdminAdjustAnswer>;

export const AdminWithdrawalRow = z.object({
  id: Id,
  userId: Id,
  userName: z.string(),
  partner: z.string(),
  method: z.string(),
  amountCents: z.number().int(),
  status: z.string(),
  createdAt: z.number().int(),
  /** What the sandbox partner would answer on its own, and when. */
  sandboxOutcome: z.string().nullable(),
  sandboxDueAt: z.number().int().nullable(),
  /** Why it waits for an admin before going to the partner; null once released (or when it never waited). */
  review: z.enum(WITHDRAWAL_REVIEW_REASONS).nullable(),
  depositedTotalCents: z.number().int(),
});
export type AdminWithdrawalRow = z.infer<typeof AdminWithdrawalRow>;

export const AdminWithdrawalListAnswer = z.object({ items: z.array(AdminWithdrawalRow) });
export type AdminWithdrawalListAnswer = z.infer<typeof AdminWithdrawalListAnswer>;

export const AdminWithdrawalParams = z.object({ orderId: Id });
export const AdminWithdrawalDecisionBody = z.strictObject({ reason: Reason.optional() });
export type AdminWithdrawalDecisionBody = z.infer<typeof AdminWithdrawalDecisionBody>;

export const AdminGameFigures = z.object({
  game: z.string(),
  bets: z.number().int(),
  stakeCents: z.number().int(),
  payoutCents: z.number().int(),
  /** Stakes minus payouts of the bets that ended: positive is the house winning. */
  houseResultCents: z.number().int(),
});
export type AdminGameFigures = z.infer<typeof AdminGameFigures>;

export const AdminLiveAnswer = z.object({
  /** null when the game server's figures cannot be read from this process. */
  roomsOnline: z.number().int().nullable(),
  playersOnline: z.number().int().nullable(),
  rooms: z.array(z.object({ room: z.string(), rooms: z.number().int(), clients: z.number().int() })),
  betsLastMinute: z.number().int(),
  betsLastHour: z.number().int(),
  /** Bets ended in the last 24 hours, by game. */
  games: z.array(AdminGameFigures),
  invariants: z.object({ ok: z.boolean(), violations: z.array(z.string()), checkedAt: z.string() }),
  at: z.number().int(),
});
export type AdminLiveAnswer = z.infer<typeof AdminLiveAnswer>;

export const ADMIN_AUDIT_ACTIONS = [
  'USER_BAN',
  'USER_UNBAN',
  'BALANCE_ADJUST',
  'WITHDRAWAL_APPROVE',
  'WITHDRAWAL_REJECT',
  'MAINTENANCE_OPEN',
  'MAINTENANCE_END',
  'SUPPORT_REPLY',
  'SUPPORT_CLOSE',
  'CHAT_MUTE',
  'CHAT_UNMUTE',
  'CHAT_ROLE',
  'PROMOCODE_CREATE',
  'PROMOCODE_DISABLE',
  'ROOM_KICK',
  'ROOM_DISPOSE',
  'BALANCE_ADJUST_REQUEST',
  'BALANCE_ADJUST_REJECT',
] as const;
export type AdminAuditAction = (typeof ADMIN_AUDIT_ACTIONS)[number];

export const AdminAuditQuery = z.strictObject({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(50),
  targetId: z.string().max(64).optional(),
});
export type AdminAuditQuery = z.infer<typeof AdminAuditQuery>;

export const AdminAuditRow = z.object({
  id: z.string(),
  adminId: Id,
  adminName: z.string(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string(),
  reason: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
  createdAt: z.number().int(),
});
export type AdminAuditRow = z.infer<typeof AdminAuditRow>;

export const AdminAuditAnswer = z.object({ items: z.array(AdminAuditRow), total: z.number().int().min(0) });
export type AdminAuditAnswer = z.infer<typeof AdminAuditAnswer>;

export * from './console-moderation';
export * from './money-review';
export { AdminReason } from './reason';
