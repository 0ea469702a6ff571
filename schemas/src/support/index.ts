import { z } from 'zod';
import { TIMING } from '../rules/platform';
import { AdminUserProfileAnswer } from '../admin';
import type { ErrorArg } from '../errors/app-error';
import type { ErrorKey } from '../errors/catalogue';

/** The support desk: a player's conversation with support agents (the SUPPORT role and admins). */

export const SUPPORT_RULES = {
  /** docs/product-rules.md §9: the widget's button appears this long after the page loads. */
  widgetWaitMs: TIMING.supportWidgetWaitMs,
  /** Longest message, in code points (refused, never cut). */
  maxLength: 1000,
  /** A player may send this many messages per window (agents are not limited). */
  rateLimitMessages: 5,
  rateWindowMs: 60_000,
  /** Messages a thread answer carries at most (the newest). */
  threadLimit: 200,
  /** Conversations one page of the agents' list holds. */
  listLimit: 100,
  /** How often the widget re-reads the thread when live events are not available, and the console's refresh. */
  pollMs: 5_000,
  /**
   * Live event streams one player may hold open at once (tabs and devices); one more is refused with
   * GLOBAL.TOO_MANY_REQUESTS and that widget falls back to `pollMs` reads.
   */
  streamsPerUser: 5,
  /** A comment line this often keeps proxies from closing an idle stream; the session is re-checked each time. */
  streamHeartbeatMs: 20_000,
} as const;

export const SUPPORT_AUTHORS = ['USER', 'AGENT'] as const;
export type SupportAuthor = (typeof SUPPORT_AUTHORS)[number];
export const SUPPORT_STATUSES = ['OPEN', 'CLOSED'] as const;
export type SupportStatus = (typeof SUPPORT_STATUSES)[number];
/** The roles that answer (besides the routes' check, the console shows its Support tab to them). */
export const SUPPORT_AGENT_ROLES = ['ADMIN', 'SUPPORT'] as const;
export function isSupportAgent(role: string | undefined | null): boolean {
  return role === 'ADMIN' || role === 'SUPPORT';
}

// C0/C1 controls (tab, LF and CR allowed), bidi overrides/isolates, zero-width and other invisible format characters:
// plain text only, and nothing that makes a message read differently from what was typed.
const NOT_PLAIN =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u206f\ufeff\ufff9-\ufffb]/u;

export interface SupportRefusal {
  key: ErrorKey;
  args: ErrorArg[];
}

/**
 * The text rules both sides run (the client to answer at once, the server because it decides): empty, too long
 * (code points, refused not cut), not plain text. `null` when the text may be sent.
 */
export function supportTextError(text: string): SupportRefusal | null {
  const trimmed = text.trim();
  if (trimmed.length === 0) return { key: 'SUPPORT.EMPTY_MESSAGE', args: [] };
  if ([...trimmed].length > SUPPORT_RULES.maxLength)
    return { key: 'SUPPORT.TOO_LONG', args: [SUPPORT_RULES.maxLength] };
  if (NOT_PLAIN.test(trimmed)) return { key: 'SUPPORT.NOT_PLAIN_TEXT', args: [] };
  return null;
}

/** `POST /api/support/messages` and `POST /api/admin/support/conversations/{id}/reply`. The rules run in the handler. */
export const SupportMessageBody = z.strictObject({ text: z.string().max(SUPPORT_RULES.maxLength * 4) });
export type SupportMessageBody = z.infer<typeof SupportMessageBody>;

export const SupportMessage = z.object({
  id: z.string(),
  conversationId: z.uuid(),
  author: z.enum(SUPPORT_AUTHORS),
  /** The agent's display name on AGENT messages, null on the player's own. */
  agentName: z.string().nullable(),
  text: z.string(),
  createdAt: z.number().int(),
});
export type SupportMessage = z.infer<typeof SupportMessage>;

/** `GET /api/support/thread`: the player's messages (oldest first), the latest conversation's status, unread replies. */
export const SupportThreadAnswer = z.object({
  conversationId: z.uuid().nullable(),
  status: z.enum(SUPPORT_STATUSES).nullable(),
  messages: z.array(SupportMessage),
  unread: z.number().int().min(0),
});
export type SupportThreadAnswer = z.infer<typeof SupportThreadAnswer>;

/** `GET /api/support/unread`: agent replies the player has not seen (the widget's badge). */
export const SupportUnreadAnswer = z.object({ unread: z.number().int().min(0) });
export type SupportUnreadAnswer = z.infer<typeof SupportUnreadAnswer>;

export const SupportConversationRow = z.object({
  id: z.uuid(),
  userId: z.uuid(),
  userName: z.string(),
  status: z.enum(SUPPORT_STATUSES),
  /** The player's messages no agent has read yet. */
  unread: z.number().int().min(0),
  lastText: z.string(),
  lastAuthor: z.enum(SUPPORT_AUTHORS),
  updatedAt: z.number().int(),
});
export type SupportConversationRow = z.infer<typeof SupportConversationRow>;

export const SupportConversationQuery = z.strictObject({ status: z.enum(['OPEN', 'CLOSED', 'ALL']).default('OPEN') });
export type SupportConversationQuery = z.infer<typeof SupportConversationQuery>;

/** `GET /api/admin/support/conversations`: newest activity first. */
export const SupportConversationListAnswer = z.object({ items: z.array(SupportConversationRow) });
export type SupportConversationListAnswer = z.infer<typeof SupportConversationListAnswer>;

export const SupportConversationParams = z.strictObject({ conversationId: z.uuid() });

/** `GET /api/admin/support/conversations/{id}`: one conversation (reading it marks the player's messages read). */
export const SupportAgentThreadAnswer = z.object({
  conversation: SupportConversationRow,
  messages: z.array(SupportMessage),
  /** The player beside the thread: the operator console's user detail (id, balances, ledger, recent bets). */
  profile: AdminUserProfileAnswer.nullable(),
});
export type SupportAgentThreadAnswer = z.infer<typeof SupportAgentThreadAnswer>;

/** One server-sent event on `GET /api/support/events` (`data:` is this JSON): something changed in the thread. */
export const SupportEvent = z.object({
  type: z.enum(['message', 'read', 'closed']),
  conversationId: z.uuid(),
  unread: z.number().int().min(0),
});
export type SupportEvent = z.infer<typeof SupportEvent>;
