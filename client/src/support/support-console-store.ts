import { makeAutoObservable, runInAction } from 'mobx';
import {
  type SupportAgentThreadAnswer,
  type SupportConversationListAnswer,
  type SupportConversationRow,
  type SupportMessage,
  supportTextError,
} from '@arena/schemas';
import type { ApiClient } from '../transport/api-client';
import { ApiError, clientError } from '../transport/api-error';

type Api = Pick<ApiClient, 'get' | 'post'>;

/**
 * The operator console's Support tab: conversations (newest activity first, with unread counts), the open thread
 * with the player's console detail beside it, the reply box. Created only for an agent (SUPPORT or ADMIN).
 */
export class SupportConsoleStore {
  filter: 'OPEN' | 'ALL' = 'OPEN';
  items: SupportConversationRow[] = [];
  thread: SupportAgentThreadAnswer | null = null;
  draft = '';
  sending = false;
  error: ApiError | null = null;

  constructor(private readonly api: Api) {
    makeAutoObservable<SupportConsoleStore, 'api'>(this, { api: false });
  }

  get selectedId(): string | null {
    return this.thread?.conversation.id ?? null;
  }

  async loadList(): Promise<void> {
    const { items } = await this.api.get<SupportConversationListAnswer>('/admin/support/conversations', {
      query: { status: this.filter },
    });
    runInAction(() => {
      this.items = items;
    });
  }

  async setFilter(filter: 'OPEN' | 'ALL'): Promise<void> {
    this.filter = filter;
    await this.loadList();
  }

  /** Opens a conversation (the API marks the player's messages read) and refreshes the list's unread counts. */
  async select(conversationId: string): Promise<void> {
    const thread = await this.api.get<SupportAgentThreadAnswer>(`/admin/support/conversations/${conversationId}`);
    runInAction(() => {
      if (this.thread?.conversation.id !== conversationId) {
        this.draft = '';
        this.error = null;
      }
      this.thread = thread;
      this.items = this.items.map((row) => (row.id === conversationId ? thread.conversation : row));
    });
  }

  /** The periodic re-read: the list, and the open thread when it has news. */
  async refresh(): Promise<void> {
    await this.loadList();
    const id = this.selectedId;
    const row = this.items.find((item) => item.id === id);
    if (id && row && (row.unread > 0 || row.updatedAt !== this.thread?.conversation.updatedAt)) await this.select(id);
  }

  setDraft(text: string): void {
    this.draft = text;
    this.error = null;
  }

  async reply(): Promise<boolean> {
    const id = this.selectedId;
    if (!id || this.sending) return false;
    const refusal = supportTextError(this.draft);
    if (refusal) {
      this.error = clientError(refusal.key, refusal.args);
      return false;
    }
    this.sending = true;
    try {
      await this.api.post<SupportMessage>(`/admin/support/conversations/${id}/reply`, { text: this.draft });
      runInAction(() => {
        this.draft = '';
      });
      await this.select(id);
      await this.loadList();
      return true;
    } catch (error) {
      runInAction(() => {
        this.error = error instanceof ApiError ? error : new ApiError(null, [], 0);
      });
      return false;
    } finally {
      runInAction(() => {
        this.sending = false;
      });
    }
  }

  async close(): Promise<void> {
    const id = this.selectedId;
    if (!id) return;
    await this.api.post(`/admin/support/conversations/${id}/close`, {});
    await this.select(id);
    await this.loadList();
  }
}
