import type {
  SupportAgentThreadAnswer,
  SupportConversationListAnswer,
  SupportConversationQuery,
  SupportEvent,
  SupportMessage,
  SupportThreadAnswer,
} from '@arena/schemas';

/**
 * What the support routes need from a desk. The built-in `DatabaseSupportProvider` (SUPPORT_PROVIDER=database, the
 * default and what the tests use) keeps conversations in Postgres and answers agents from the operator console.
 *
 * A hosted desk (Zendesk, Intercom, Crisp…) would implement the same interface: `send` creates or appends to a
 * ticket for the player's id, `thread`/`unread` read it back, `subscribe` is fed by the desk's webhook, and the agent
 * operations may throw SUPPORT.UNAVAILABLE when agents answer in the desk's own console instead. No hosted adapter
 * ships: none can be exercised offline, so it is this documented interface only.
 *
 * Text reaching a provider has passed `supportTextError` and the rate limit; providers store it as given (trimmed).
 */
export interface SupportProvider {
  /** The player's messages (oldest first, the newest `threadLimit`), the latest conversation's status and unread count. */
  thread(userId: string): Promise<SupportThreadAnswer>;
  /** Marks every agent reply the player can see as read. */
  markRead(userId: string): Promise<void>;
  unread(userId: string): Promise<number>;
  /** The player's message; opens a conversation when none is open. Throws SUPPORT.RATE_LIMIT past the limit. */
  send(userId: string, text: string): Promise<SupportMessage>;

  /** Agents: conversations, newest activity first, with the player's messages no agent has read. */
  list(query: SupportConversationQuery): Promise<SupportConversationListAnswer>;
  /** Agents: one conversation; reading it marks the player's messages read. `profile` is filled by the route. */
  agentThread(conversationId: string): Promise<Omit<SupportAgentThreadAnswer, 'profile'>>;
  /** Agents: a reply (written to the admin audit log with the message). Throws SUPPORT.NOT_FOUND / SUPPORT.CLOSED. */
  reply(agentId: string, conversationId: string, text: string): Promise<SupportMessage>;
  close(agentId: string, conversationId: string): Promise<void>;

  /** Live changes of one player's thread (for server-sent events); returns the unsubscribe function. */
  subscribe(userId: string, listener: (event: SupportEvent) => void): () => void;
}
